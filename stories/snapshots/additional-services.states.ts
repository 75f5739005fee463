import { preDecisionSignups, petApplication, pricing, apiError } from '../../src/flow-map/machine-model/model-fixtures.ts';
import type { Services } from '../../test/machine/flow-harness.ts';
import type { OnboardingEvent } from '../../machines/onboarding.events.ts';
import { snapshotAt, state } from './flow-at.ts';

// The add-on page (zoomies.card.additional-services) within its 24-hour window and after it.

const url = '/onboard/card/orig-1/additional-services';
/** 23 h 42 min (and half a minute, so the minute shown holds) left of the window. */
const windowOpen = () => new Date(Date.now() + (23 * 60 + 42) * 60_000 + 30_000).toISOString();
const windowOver = '2026-11-22T11:00:00.000Z';
const pending = () => new Promise<never>(() => {});

function at(application: Parameters<typeof petApplication>[0] = {}, events: OnboardingEvent[] = [], services: Services = {}) {
  return snapshotAt(
    url,
    { fetchSignup: async () => preDecisionSignups.approved, loadPetApplication: async () => petApplication({ finalizationDeadline: windowOpen(), ...application }), fetchPricing: async () => pricing, ...services },
    events,
  );
}
const addVetVisits: OnboardingEvent = { type: 'user.toggleAddOn', key: 'vet_visit', on: true };

export const additionalServicesAt = {
  nothingAdded: state(() => at()),
  withAddOns: state(() => at({ coverages: ['cov-rx', 'cov-vet'] })),
  coinsuranceAlready90: state(() => at({ coinsurance: 90 })),
  /** Vet visits asked for; the server has not answered yet. */
  savingAnAddOn: state(() => at({}, [addVetVisits], { setCoverages: pending })),
  /** A lower deductible saved; the prices of the new options are being read. */
  updatingPrices: state(() => {
    let priced = false;
    const fetchPricing = async () => (priced ? pending() : ((priced = true), pricing));
    const lowerDeductible = (application: ReturnType<typeof petApplication>) => ({ ...application, data: { ...application.data, deductible: 250 } });
    return at({}, [{ type: 'user.toggleAddOn', key: 'deductible', on: true, value: 250 }], {
      setPolicyOption: async () => lowerDeductible(petApplication({ finalizationDeadline: windowOpen() })),
      fetchPricing,
    });
  }),
  /** Saving an add-on failed without a usable message. */
  saveFailed: state(() => at({}, [addVetVisits], { setCoverages: async () => Promise.reject(apiError(503)) })),
  /** The window is over: the policy is finalized with the standard coverage. */
  finalized: state(() => at({ finalizationDeadline: windowOver })),
  finalizedWithPaidAddOns: state(() => at({ finalizationDeadline: windowOver, policyConfigured: true, coverages: ['cov-vet'] })),
  /** Finalize asked: the machine waits for the confirmation. */
  confirming: state(() => at({}, [{ type: 'user.finalize' }])),
  /** Finalize asked with add-ons chosen: the last chance to change them. */
  lastChance: state(() => at({ coverages: ['cov-rx', 'cov-vet'] }, [{ type: 'user.finalize' }])),
};
