import type { NotPreQualifiedStatus } from '../../services/contract/routes.ts';
import { apiError, approvalSignups, petApplication, plan, preDecisionSignups } from '../../src/flow-map/machine-model/model-fixtures.ts';
import { snapshotAt, state } from './flow-at.ts';

// Where an application ends: the decision's waits, not pre-qualified, welcome and the Dashboard.

const card = (slug: string) => `/onboard/card/orig-1/${slug}`;
const pending = () => new Promise<never>(() => {});

export const processingAt = {
  /** Waiting for the pre-approval (the signup has no decision yet). */
  preApproval: state(() => snapshotAt(card('preprocessing'), { fetchSignup: pending, listDocuments: async () => [] })),
  /** Waiting for the approval, the offer accepted. */
  approval: state(() => snapshotAt(card('processing'), { fetchSignup: pending, listDocuments: async () => [] })),
};

/** The page of a status, opened by its link. */
const notPreQualified = (status: NotPreQualifiedStatus) => state(() => snapshotAt(card(`not-pre-qualified/${status}`), { fetchSignup: async () => preDecisionSignups.declined }));
export const notPreQualifiedAt = {
  koBlocklist: notPreQualified('ko_blocklist'),
  koFraudRisk: notPreQualified('ko_fraud_risk'),
  koMinor: notPreQualified('ko_minor'),
  koBankruptcy: notPreQualified('ko_bankruptcy'),
  koDti: notPreQualified('ko_dti'),
  koVantage: notPreQualified('ko_vantage'),
  koZoomiesModel: notPreQualified('ko_zoomies_model'),
  koFrozenFile: notPreQualified('ko_frozen_file'),
  koIncome: notPreQualified('ko_income'),
  petTooYoung: notPreQualified('pet_too_young'),
  petFailsZoomiesModel: notPreQualified('pet_fails_zoomies_model'),
  declined: notPreQualified('declined'),
  manualReview: notPreQualified('manual_review'),
  additionalInformationThankyou: notPreQualified('additional_information_thankyou'),
  unknownDocument: notPreQualified('unknown_document'),
  thankyouForYourInterest: notPreQualified('thankyou_for_your_interest'),
};

const signedIn = { originationId: 'orig-1' };
const tokens = { access: 'a', refresh: 'r' };
const approved = approvalSignups.approved;
export const welcomeAt = {
  withPet: state(() => snapshotAt('/onboard/welcome', { fetchSignup: async () => approved }, [], signedIn)),
  petless: state(() => snapshotAt('/onboard/welcome', { fetchSignup: async () => ({ ...approved, has_card_animal: false }) }, [], signedIn)),
};

const dashboard = (services: Parameters<typeof snapshotAt>[1]) =>
  snapshotAt('/dashboard', { fetchSignup: async () => approved, listDocuments: async () => [], ...services }, [], signedIn);
const withPolicy = { loadPetApplication: async () => petApplication({ policyConfigured: true, planId: 'plan-1' }), loadPlan: async () => plan };
const texas = { state: 'TX', accident_days: 3, illness_days: 14, cruciate_days: 180 };
const maine = { state: 'ME', accident_days: 0, illness_days: 14, cruciate_days: 30 };
const withAddOns = { ...plan, state: 'ME', insurance_policy: { ...plan.insurance_policy, deductible: 250, coinsurance: 90, annual_limit: 25_000, coverages: ['prescription_meds', 'preventative_plus'] } };
export const dashboardAt = {
  standardPolicy: state(() => dashboard({ ...withPolicy, loadStateConfig: async () => texas })),
  withAddOnsInMaine: state(() =>
    dashboard({
      ...withPolicy,
      loadPlan: async () => withAddOns,
      loadStateConfig: async () => maine,
      listDocuments: async () => [{ id: 'd1', name: 'paystub-october.pdf', created: '2026-11-20T10:00:00Z' }],
    }),
  ),
  /** The server has no configuration for the plan's state. */
  noStateConfig: state(() => dashboard({ ...withPolicy, loadStateConfig: async () => Promise.reject(apiError(404, 'Not found')) })),
  /** A card without a pet policy. */
  noPet: state(() => dashboard({ fetchSignup: async () => ({ ...approved, has_card_animal: false }), loadPetApplication: async () => Promise.reject(apiError(404, 'Not found')) })),
  /** Signed in, with no application yet. */
  noCardYet: state(() => snapshotAt('/dashboard', { listApplications: async () => [], listDocuments: async () => [] }, [], { tokens })),
  /** Signed in, an application open at the offer. */
  signedInWithOpenApplication: state(() =>
    snapshotAt('/dashboard', { listApplications: async () => [{ id: 'orig-1', next: 'zoomies.card.accept-offer', created: '2026-11-21T12:00:00.000Z', phone_number: '+15125550100' }], listDocuments: async () => [] }, [], { tokens }),
  ),
};
