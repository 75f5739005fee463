import { describe, it, expect, beforeEach, afterEach, vi } from 'vitest';
import { startFlow, settle } from './flow-harness.ts';
import { T0, preDecisionSignups, petApplication, pricing, apiError } from '../../src/flow-map/machine-model/model-fixtures.ts';

// The add-on page (machines/steps/insurance.step.ts): what the pricing and the finalized policy's
// re-read are sent. The page's flows (toggles, countdown, finalize, payment) are in
// onboarding.flow.test.ts.

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

const atAddOns = (services: Parameters<typeof startFlow>[0]) => {
  const flow = startFlow({ fetchSignup: async () => preDecisionSignups.approved, fetchPricing: async () => pricing, ...services }, { originationId: 'orig-1' });
  flow.actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/additional-services' });
  return flow;
};

describe('the add-on page', () => {
  it("prices the quote with the application's options, and caches the answer for them", async () => {
    const { actor, callsOf } = atAddOns({ loadPetApplication: async () => petApplication({ coinsurance: 90 }) });
    await settle();
    expect(callsOf('fetchPricing').map((c) => c.input)).toEqual([{ quoteId: 'quote-1', options: { deductible: 500, annual_limit: 10000, coinsurance: 90 } }]);
    expect(actor.getSnapshot().context.pricingCache).toEqual({ 'quote-1:500:10000:90': pricing });
  });

  it('names the add-on being saved until it is (its Add and Remove say so)', async () => {
    const { actor } = atAddOns({ loadPetApplication: async () => petApplication() });
    await settle();
    expect(actor.getSnapshot().context.changingAddOn).toBeNull();
    actor.send({ type: 'user.toggleAddOn', key: 'coinsurance', on: true });
    expect(actor.getSnapshot().context.changingAddOn).toBe('coinsurance');
  });

  it('reads the pet application again by its id when the window closes', async () => {
    const { actor, callsOf } = atAddOns({ loadPetApplication: async () => petApplication() });
    await settle();
    vi.setSystemTime(Date.parse('2026-11-22T11:00:00.000Z'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().matches({ additionalServices: 'finalized' })).toBe(true);
    expect(callsOf('loadPetApplication').map((c) => c.input)).toEqual([{ applicationId: 'app-1' }, { applicationId: 'app-1' }]);
  });

  it.each([
    ['a coverage', 'setCoverages', { type: 'user.toggleAddOn', key: 'vet_visit', on: true }],
    ['an option', 'setPolicyOption', { type: 'user.toggleAddOn', key: 'coinsurance', on: true }],
  ] as const)('%s refused because the policy is configured already (an answer lost on the way) goes on where the application stands (decision 0059)', async (_what, call, toggle) => {
    const { actor, callsOf } = atAddOns({
      loadPetApplication: async () => petApplication(),
      [call]: async () => Promise.reject(apiError(409, 'The policy is already configured: its coverage can no longer change.', 'out_of_order')),
      validateOrigination: async () => ({ success: true, next: 'user.onboard.base' }),
    });
    await settle();
    actor.send(toggle);
    await settle();
    await settle();
    expect(callsOf('validateOrigination')).toHaveLength(1);
    expect(actor.getSnapshot().matches('welcome')).toBe(true);
  });

  it('each visit reads the pet application the server holds: a change whose answer reached no page (Back while it saved) shows on the next (decision 0059)', async () => {
    let held = petApplication();
    const { actor, callsOf } = atAddOns({ loadPetApplication: async () => held, setPolicyOption: () => new Promise(() => {}), fetchSignup: async () => preDecisionSignups.approved });
    await settle();
    actor.send({ type: 'user.toggleAddOn', key: 'coinsurance', on: true });
    actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/quiz' });
    await settle();
    held = petApplication({ coinsurance: 90 });
    actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/additional-services' });
    await settle();
    expect(callsOf('loadPetApplication')).toHaveLength(2);
    expect(actor.getSnapshot().context.selectedAddOns).toEqual(['coinsurance']);
  });
});
