import type { NotPreQualifiedStatus, PetDeclineReason } from '../services/contract/routes.ts';
import type { AddOnKey } from '../services/contract/constants.ts';
import type {
  ChallengeResponse,
  SignupDetail,
  OriginationSummary,
  AlternateAddress,
  CompleteRequest,
} from '../services/contract/origination.schema.ts';
import type { AnimalPayload, PetInformationResponse } from '../services/contract/animal.schema.ts';
import type { OriginationAddress, ResidenceType, EmploymentType } from '../services/contract/common.schema.ts';
import type {
  PetApplication,
  PricingDetails,
  PlanPurchase,
  PaymentPeriod,
  Plan,
  StateConfig,
} from '../services/contract/insurance.schema.ts';
import type { PaymentError } from '../services/contract/sandbox.schema.ts';
import type { RegulatoryDocument, UploadedDocument } from '../services/contract/documents.schema.ts';
import type { AgreedDocument } from '../services/contract/credit-check.ts';
import type { UploadRow } from './rules/upload.rules.ts';
import type { FlowOutcome } from './outcomes.ts';
import type { PhoneCheckStartResponse } from '../services/contract/origination.schema.ts';
import type { Tokens, User } from '../services/contract/auth.schema.ts';
import type { OfferId } from '../services/contract/marketing.schema.ts';

// The types of the onboarding machine: its input, context and the inputs/outputs of the
// actors the app provides. Everything here is plain data, so a snapshot serializes to JSON.

/** What a state can need from the server before its screen shows (rules/data-needs.rules.ts). */
export type Need = 'phoneNumber' | 'challenge' | 'signup' | 'petApplication' | 'uploadedDocuments' | 'plan' | 'stateConfig' | 'applications';

/** Where a finished step sends a second attempt (back, route) instead of repeating it. */
type EntryKind = 'offer' | 'getStarted';

export interface OnboardingInput {
  /** Which start screen a fresh actor shows. */
  entry?: EntryKind;
  isMobile?: boolean;
  clientId?: string;
  offerId?: OfferId | null;
  promoCode?: string | null;
  /** Tokens of a signed-in user (read by the app from its storage). */
  tokens?: Tokens | null;
  originationId?: string | null;
  /** Whether the origination's bearer token is at hand; defaults to having one when an originationId is given. */
  hasAuthToken?: boolean;
}

type OtpStatus = 'idle' | 'sent' | 'error';

export interface OnboardingContext {
  clientId: string;
  isMobile: boolean;
  offerId: OfferId | null;
  promoCode: string | null;
  entry: EntryKind;
  // Session (mirrored from the session child).
  isLoggedIn: boolean;
  /** Where sign-in was asked to go on (a route name or a flow path); the application decides. */
  signinNext: string | null;
  signinEmail: string | null;
  /** A call was answered 401 on a step: the session ended, and sign-in says so until it is done (decision 0063). */
  sessionEnded: boolean;
  // Origination.
  originationId: string | null;
  hasAuthToken: boolean;
  correlationId: string | null;
  /** E.164, as typed on the start screen. */
  phoneNumber: string | null;
  dobMonthDay: string | null;
  partnerAttempts: number;
  /** The partner's check passed and its 4-digit code went out (a failed check sends none). */
  partnerCodeSent: boolean;
  useOwnCode: boolean;
  sharedKey: string | null;
  OTPStatus: OtpStatus;
  userHasOPTErrors: boolean;
  /** Counts failed code checks, so a screen clears its input on every failure (not only the first). */
  failedChecks: number;
  /** What happened last on the current screen, as a code: the screen says it in its own words. */
  outcome: FlowOutcome | null;
  // Data the steps need, loaded on entry when missing (whatever the way in).
  /** Identity and pet on file: prefill of the pet and personal steps, the pet-less notice. */
  challenge: ChallengeResponse | null;
  /** The home state sent with the pet: a blackout state (WA, ME, MA, CO) goes to the waitlist. */
  petHomeState: string | null;
  /** The pet step's answer: a pet decline reason sends the applicant to the pet-less notice. */
  petDeclineReason: PetDeclineReason | null;
  agreePetlessFlow: boolean;
  /** What the personal step sent, for the analytics event (never the SSN). */
  applicationFacts: ApplicationFacts | null;
  // Decisions.
  signup: SignupDetail | null;
  /** Absolute epoch ms when the decision poll gives up (entry + DECISION_TIMEOUT_MS). */
  decisionDeadline: number | null;
  decisionPolls: number;
  /** From the URL or the decision; null until known (a resumed route carries none: the signup says). */
  notPreQualifiedStatus: NotPreQualifiedStatus | null;
  offerAccepted: boolean;
  agreementTicked: boolean;
  quizAnswer: boolean | null;
  // Insurance.
  petApplication: PetApplication | null;
  selectedAddOns: AddOnKey[];
  /** The add-on prices shown: the quote's rates with the pricing call's premiums for these options. */
  addOnPrices: Partial<Record<AddOnKey, number>>;
  pricingCache: Record<string, PricingDetails>;
  /** The add-on whose Add or Remove is being saved (the page says so on its card). */
  changingAddOn: AddOnKey | null;
  /** Absolute epoch ms when the finalization window (FINALIZE_WINDOW_MS) closes. */
  countdownDeadline: number | null;
  countdownRemainingMs: number;
  paymentPeriod: PaymentPeriod;
  planPurchase: PlanPurchase | null;
  paymentMethod: string | null;
  /** The alternate payment path was chosen: the form asks for a phone, the policy says so. */
  usedAlternatePaymentMethod: boolean;
  /** The phone given on the alternate payment path (E.164), stored for the signed-in user before the card. */
  alternatePhone: string | null;
  alreadyPurchased: boolean;
  policyConfigured: boolean;
  // Documents.
  documentType: string | null;
  /** The files picked on this visit of the upload page, each with its outcome (queued ones are sent in turn). */
  uploads: UploadRow[];
  /** The account's uploaded documents; null until listed. */
  uploadedDocuments: UploadedDocument[] | null;
  alternateAddress: AlternateAddress | null;
  regulatoryDocuments: RegulatoryDocument[];
  // The Dashboard.
  /** The pet's plan once its policy is configured; null until loaded (or none yet). */
  plan: Plan | null;
  planLoaded: boolean;
  /** A payment redirect came back with this SetupIntent's client secret: retrieve it, then go on. */
  paymentReturn: { clientSecret: string } | null;
  /**
   * The quote id of the payment link last followed: the payment URL names it while the pet application
   * that holds the quote is still loading (or failed to load), so the page keeps its own URL meanwhile.
   */
  linkedQuoteId: string | null;
  /** The waiting periods of the plan's state (`GET /api/state_configs/`); null until loaded. */
  stateConfig: StateConfig | null;
  /** The signed-in user's applications; null until listed. */
  applications: OriginationSummary[] | null;
  /** What the Dashboard could not load for this application (not yet there, or not theirs). */
  unavailable: Need[];
  /** The application 'Start over' left behind: its URLs no longer route to its steps. */
  discardedOriginationId: string | null;
}

/** What the personal step sent, kept for the analytics event; the SSN never enters the context. */
interface ApplicationFacts {
  annualIncome: number;
  monthlyHousingPayment: number;
  residenceType: ResidenceType;
  employmentType: EmploymentType;
}

// ---- Actor inputs and outputs (what the app's implementations take and give) ----

export interface OriginationRefInput {
  clientId: string;
  originationId: string;
}
/** Accepting the offer: the documents of the credit-check agreement, as the page linked them. */
export interface AcceptOfferInput extends OriginationRefInput {
  agreedDocuments: AgreedDocument[];
}
export interface StartOriginationInput {
  clientId: string;
  isMobile: boolean;
  phoneNumber: string;
  /** MM-DD */
  dob: string;
  promoCode: string | null;
  /** The points offer code of the visit (from the offer id), or null. */
  offerCode: string | null;
}
export type StartPhoneCheckOutput = PhoneCheckStartResponse;
export interface VerifyPartnerCodeInput extends OriginationRefInput {
  code: string;
}
export interface VerifyOwnCodeInput extends OriginationRefInput {
  sharedKey: string;
  otp: string;
}
export interface SubmitPetInput extends OriginationRefInput {
  animal: AnimalPayload;
  address: OriginationAddress;
}
export type SubmitPetOutput = PetInformationResponse;
export type CompleteApplicationInput = CompleteRequest;
export interface CompleteApplicationOutput {
  token: Tokens | null;
  user: Pick<User, 'id' | 'first_name' | 'last_name' | 'email'> | null;
}
export interface QuizInput {
  originationId: string;
  hadInsuranceBefore: boolean;
}
export interface SetPolicyOptionInput {
  applicationId: string;
  field: 'deductible' | 'annual_limit' | 'coinsurance';
  value: number;
}
export interface SetCoveragesInput {
  quoteId: string;
  coverages: string[];
}
export interface ConfigurePolicyInput {
  quoteId: string;
  usedAlternatePaymentMethod: boolean;
}
export interface CreatePlanPurchaseInput {
  applicationId: string;
  paymentPeriod: PaymentPeriod;
}
export interface ConfirmPaymentInput {
  purchaseId: string;
  clientSecret: string;
}
export interface ConfirmPaymentOutput {
  status: 'succeeded' | 'requires_action' | 'failed';
  paymentMethod: string | null;
  message?: string;
  /** The provider's error as the payment adapter mapped it (never the card itself). */
  error?: PaymentError;
  /** The SetupIntent the confirmation was about, when the provider named one. */
  setupIntentId?: string | null;
}
export interface CompletePurchaseInput {
  purchaseId: string;
  paymentMethod: string;
  paymentPeriod: PaymentPeriod;
}
export interface UploadDocumentInput {
  /** The chosen file: the one input that is not plain data (the app's uploader holds it). */
  file: Blob;
  name: string;
  documentType: string;
}
export interface TrackEventInput {
  kind: 'track' | 'identify' | 'error';
  name: string;
  userId?: string;
  properties?: Record<string, string | number | boolean | null>;
}
export type ListApplicationsOutput = OriginationSummary[];
