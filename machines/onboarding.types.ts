import type { z } from 'zod';
import type { RouteName, NotPreQualifiedStatus, PetDeclineReason } from '../services/contract/routes.ts';
import type { AddOnKey } from '../services/contract/constants.ts';
import type {
  OriginationStartResponse,
  ChallengeResponse,
  SignupDetail,
  OriginationSummary,
  AlternateAddress,
  CompleteRequest,
  Individual,
} from '../services/contract/origination.schema.ts';
import type { AnimalPayload, PetInformationResponse } from '../services/contract/animal.schema.ts';
import type { OriginationAddress, ResidenceType, EmploymentType } from '../services/contract/common.schema.ts';
import type {
  PetApplication,
  PricingDetails,
  PlanPurchase,
  PaymentPeriod,
  PolicyOptions,
  InsuranceQuote,
} from '../services/contract/insurance.schema.ts';
import type { RegulatoryDocument, UploadedDocument } from '../services/contract/documents.schema.ts';
import type { PhoneCheckStartResponse } from '../services/contract/origination.schema.ts';
import type { Tokens, User } from '../services/contract/auth.schema.ts';
import type { OfferId } from '../services/contract/marketing.schema.ts';

// The types of the onboarding machine: its input, context, meta and the inputs/outputs of the
// actors the app provides. Everything here is plain data, so a snapshot serializes to JSON.

/** The screens the machine can show; the app binds each to one view. */
export type Screen =
  | 'offer-start'
  | 'get-started'
  | 'instalink'
  | 'verify-partner'
  | 'verify-own'
  | 'about'
  | 'waitlist'
  | 'petless-offer'
  | 'user-info'
  | 'processing'
  | 'accept-offer'
  | 'congratulations'
  | 'quiz'
  | 'additional-services'
  | 'payment'
  | 'not-pre-qualified'
  | 'unsupported-address'
  | 'upload-document'
  | 'additional-information'
  | 'welcome'
  | 'dashboard'
  | 'signin';

/** `meta` of every state that shows a screen. */
export interface StepMeta {
  /** The contract route name; absent for sign-in and the external waitlist. */
  route?: RouteName;
  screen: Screen;
  /** Progress bar position (1-based) and its end. */
  step?: number;
  maxStep?: number;
  /** Where the app navigates away to (waitlist form). */
  externalUrl?: string;
  /** `user.onboard.base` slug. */
  slug?: string;
}

/** Where a finished step sends a second attempt (back, route) instead of repeating it. */
export type EntryKind = 'offer' | 'getStarted';

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

export type PartnerPhase = 'checking' | 'entering' | 'failed';
export type OtpStatus = 'idle' | 'sent' | 'error';

export interface PricingKey {
  quoteId: string;
  options: PolicyOptions;
}

export interface OnboardingContext {
  clientId: string;
  isMobile: boolean;
  offerId: OfferId | null;
  promoCode: string | null;
  entry: EntryKind;
  // Session (mirrored from the session child).
  isLoggedIn: boolean;
  signinNext: RouteName | null;
  signinEmail: string | null;
  // Origination.
  originationId: string | null;
  hasAuthToken: boolean;
  authToken: string | null;
  correlationId: string | null;
  phoneNumber: string | null;
  dobMonthDay: string | null;
  partnerAttempts: number;
  useOwnCode: boolean;
  sharedKey: string | null;
  OTPStatus: OtpStatus;
  userHasOPTErrors: boolean;
  /** Info line under a form ('New 4-digit code sent!'). */
  notice: string | null;
  /** Error line or banner of the current screen. */
  error: string | null;
  /** A link the error offers (log in, contact). */
  errorLink: string | null;
  // Pet and personal details.
  challenge: ChallengeResponse | null;
  animal: AnimalPayload | null;
  petAddress: OriginationAddress | null;
  petDeclineReason: PetDeclineReason | null;
  petSubmitFailed: boolean;
  agreePetlessFlow: boolean;
  individual: Individual | null;
  residenceType: ResidenceType | null;
  employmentType: EmploymentType | null;
  annualIncome: number | null;
  monthlyHousingPayment: number | null;
  // Decisions.
  signup: SignupDetail | null;
  /** Absolute epoch ms when the decision poll gives up (entry + 31 s). */
  decisionDeadline: number | null;
  decisionPolls: number;
  notPreQualifiedStatus: NotPreQualifiedStatus;
  offerAccepted: boolean;
  agreementTicked: boolean;
  quizAnswer: boolean | null;
  // Insurance.
  petApplication: PetApplication | null;
  selectedAddOns: AddOnKey[];
  pricingCache: Record<string, PricingDetails>;
  /** Absolute epoch ms when the 24 h finalization window closes. */
  countdownDeadline: number | null;
  countdownRemainingMs: number;
  paymentPeriod: PaymentPeriod;
  planPurchase: PlanPurchase | null;
  paymentMethod: string | null;
  /** The alternate payment path was chosen: the form asks for a phone, the policy says so. */
  usedAlternatePaymentMethod: boolean;
  /** The phone given on the alternate payment path (E.164). */
  alternatePhone: string | null;
  alreadyPurchased: boolean;
  policyConfigured: boolean;
  // Documents.
  documentType: string | null;
  uploadedDocuments: UploadedDocument[];
  alternateAddress: AlternateAddress | null;
  regulatoryDocuments: RegulatoryDocument[];
  /** The application 'Start over' left behind: its URLs no longer route to its steps. */
  discardedOriginationId: string | null;
}

// ---- Actor inputs and outputs (what the app's implementations take and give) ----

export interface OriginationRefInput {
  clientId: string;
  originationId: string;
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
export type StartOriginationOutput = OriginationStartResponse;
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
}
export interface CompletePurchaseInput {
  purchaseId: string;
  paymentMethod: string;
  paymentPeriod: PaymentPeriod;
  /** The alternate payment path's phone (E.164), sent with the completion. */
  phone?: string | null;
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
export type { PetApplication, PricingDetails, PlanPurchase, InsuranceQuote, SignupDetail, ChallengeResponse, RegulatoryDocument, UploadedDocument };

/** An error as the services reject with it: ky's HTTPError carries status and the parsed body. */
export interface ServiceErrorShape {
  status?: number;
  code?: string;
  message?: string;
}

export type ZodOutput<T extends z.ZodType> = z.infer<T>;
