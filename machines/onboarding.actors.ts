import { fromPromise } from 'xstate';
import type { ChallengeResponse, SignupDetail, OriginationStartResponse, AlternateAddress, OriginationSummary } from '../services/contract/origination.schema.ts';
import type { PetApplication, PricingDetails, PlanPurchase, InsuranceQuote, PolicyOptions, Plan, StateConfig } from '../services/contract/insurance.schema.ts';
import type { RegulatoryDocument, UploadedDocument } from '../services/contract/documents.schema.ts';
import type { UserPhoneNumber } from '../services/contract/auth.schema.ts';
import type { RouteName } from '../services/contract/routes.ts';
import type {
  OriginationRefInput,
  AcceptOfferInput,
  StartOriginationInput,
  StartPhoneCheckOutput,
  VerifyPartnerCodeInput,
  VerifyOwnCodeInput,
  SubmitPetInput,
  SubmitPetOutput,
  CompleteApplicationInput,
  CompleteApplicationOutput,
  QuizInput,
  SetPolicyOptionInput,
  SetCoveragesInput,
  ConfigurePolicyInput,
  CreatePlanPurchaseInput,
  ConfirmPaymentInput,
  ConfirmPaymentOutput,
  CompletePurchaseInput,
  UploadDocumentInput,
  TrackEventInput,
  ListApplicationsOutput,
} from './onboarding.types.ts';
import { sessionMachine } from './session.machine.ts';

// The actors the machine invokes, as typed placeholders: each rejects until the app (or a test)
// provides the real one with `machine.provide({ actors: { name: fromPromise(...) } })`.

const notProvided = (name: string): Promise<never> =>
  Promise.reject(new Error(`${name}: not provided (use machine.provide({ actors }))`));

const placeholder = <TOutput, TInput>(name: string) => fromPromise<TOutput, TInput>(() => notProvided(name));

export const onboardingActors = {
  startOrigination: placeholder<OriginationStartResponse, StartOriginationInput>('startOrigination'),
  listApplications: placeholder<ListApplicationsOutput, Record<string, never>>('listApplications'),
  /** Mobile: text the instant link that continues this application at the pet step. */
  sendInstantLink: placeholder<{ token: string }, OriginationRefInput>('sendInstantLink'),
  startPhoneCheck: placeholder<StartPhoneCheckOutput, OriginationRefInput>('startPhoneCheck'),
  verifyPartnerCode: placeholder<{ success: true }, VerifyPartnerCodeInput>('verifyPartnerCode'),
  validateOrigination: placeholder<{ success: boolean; next: RouteName | null }, OriginationRefInput>('validateOrigination'),
  sendOwnCode: placeholder<{ shared_key: string }, OriginationRefInput>('sendOwnCode'),
  verifyOwnCode: placeholder<{ ok: true }, VerifyOwnCodeInput>('verifyOwnCode'),
  loadChallenge: placeholder<ChallengeResponse, OriginationRefInput>('loadChallenge'),
  submitPet: placeholder<SubmitPetOutput, SubmitPetInput>('submitPet'),
  completeApplication: placeholder<CompleteApplicationOutput, CompleteApplicationInput>('completeApplication'),
  fetchSignup: placeholder<SignupDetail, { originationId: string }>('fetchSignup'),
  acceptOffer: placeholder<{ success: boolean; next: RouteName | null }, AcceptOfferInput>('acceptOffer'),
  submitQuiz: placeholder<{ had_insurance_before: boolean }, QuizInput>('submitQuiz'),
  loadPetApplication: placeholder<PetApplication, { applicationId: string }>('loadPetApplication'),
  setPolicyOption: placeholder<PetApplication, SetPolicyOptionInput>('setPolicyOption'),
  setCoverages: placeholder<InsuranceQuote, SetCoveragesInput>('setCoverages'),
  fetchPricing: placeholder<PricingDetails, { quoteId: string; options: PolicyOptions }>('fetchPricing'),
  createPlanPurchase: placeholder<PlanPurchase, CreatePlanPurchaseInput>('createPlanPurchase'),
  confirmPayment: placeholder<ConfirmPaymentOutput, ConfirmPaymentInput>('confirmPayment'),
  completePurchase: placeholder<PlanPurchase, CompletePurchaseInput>('completePurchase'),
  /** The alternate payment path's phone, stored for the signed-in user (`POST /api/user_phone_number/`). */
  registerPhone: placeholder<UserPhoneNumber, { phoneNumber: string }>('registerPhone'),
  refetchPurchase: placeholder<PlanPurchase, { purchaseId: string }>('refetchPurchase'),
  configurePolicy: placeholder<{ id: string; plan_id: string; status: 'configured' }, ConfigurePolicyInput>('configurePolicy'),
  submitAlternateAddress: placeholder<{ ok: true }, { originationId: string; address: AlternateAddress }>('submitAlternateAddress'),
  uploadDocument: placeholder<UploadedDocument, UploadDocumentInput>('uploadDocument'),
  loadRegulatoryDocuments: placeholder<RegulatoryDocument[], Record<string, never>>('loadRegulatoryDocuments'),
  /** The application as its owner sees it (its phone, where it stands). */
  loadApplicationSummary: placeholder<OriginationSummary, { originationId: string }>('loadApplicationSummary'),
  /** The documents already uploaded to the account. */
  listDocuments: placeholder<UploadedDocument[], Record<string, never>>('listDocuments'),
  /** The pet's plan (the Dashboard's policy). */
  loadPlan: placeholder<Plan, { planId: string }>('loadPlan'),
  /** After a payment redirect: the SetupIntent's outcome, retrieved from its client secret by the payment adapter. */
  retrievePaymentReturn: placeholder<ConfirmPaymentOutput, { clientSecret: string }>('retrievePaymentReturn'),
  /** The waiting periods of a state (the first of `GET /api/state_configs/`), or null when none. */
  loadStateConfig: placeholder<StateConfig | null, { state: string }>('loadStateConfig'),
  /** Analytics: fire-and-forget, failures swallowed. */
  trackEvent: placeholder<void, TrackEventInput>('trackEvent'),
  session: sessionMachine,
};

export type OnboardingActorName = Exclude<keyof typeof onboardingActors, 'session'>;
