import type { AddOnKey } from '../services/contract/constants.ts';
import type { AnimalPayload } from '../services/contract/animal.schema.ts';
import type { OriginationAddress, ResidenceType, EmploymentType } from '../services/contract/common.schema.ts';
import type { AlternateAddress, Individual } from '../services/contract/origination.schema.ts';
import type { RouteName } from '../services/contract/routes.ts';
import type { FlowOutcome } from './outcomes.ts';
import type { PaymentPeriod } from '../services/contract/insurance.schema.ts';
import type { Tokens, User } from '../services/contract/auth.schema.ts';

// The events of the onboarding machine, named by their source: `user.*` intents from screens, `nav.*`
// from the browser, `session.*` from the session child, `app.*` from the shell.

/** Values of the start form (offer start and getStarted). */
export interface StartValues {
  /** E.164 (+1 and ten digits). */
  phoneNumber: string;
  /** MM-DD */
  dob: string;
}
export interface PetValues {
  animal: AnimalPayload;
  address: OriginationAddress;
}
export interface UserInfoValues {
  individual: Individual;
  residenceType: ResidenceType;
  annualIncome: number;
  employmentType: EmploymentType;
  monthlyHousingPayment: number;
}

export interface CodeValues {
  code: string;
}
export interface AlternateAddressValues {
  alternateAddress: AlternateAddress;
}
export interface EmailValues {
  email: string;
}
/** Pay: the alternate payment path also gives a phone (E.164), null on the card path. */
export interface PaymentValues {
  phone: string | null;
}
/** A file picked in the document upload, with the sender's key for its row (one row per key). */
export interface UploadFile {
  key: string;
  file: Blob;
  name: string;
}
/** What a screen's submit carries; the state that receives it knows which shape it expects. */
export type SubmitValues = StartValues | CodeValues | PetValues | UserInfoValues | AlternateAddressValues | EmailValues | PaymentValues;

const has = (values: unknown, key: string): boolean => typeof values === 'object' && values !== null && key in values;
/** Which shape a submit carries: each state's guard checks it before its actions read the values. */
export const isStartValues = (v: SubmitValues | undefined): v is StartValues => has(v, 'phoneNumber') && has(v, 'dob');
export const isCodeValues = (v: SubmitValues | undefined): v is CodeValues => has(v, 'code');
export const isPetValues = (v: SubmitValues | undefined): v is PetValues => has(v, 'animal') && has(v, 'address');
export const isUserInfoValues = (v: SubmitValues | undefined): v is UserInfoValues => has(v, 'individual');
export const isAlternateAddressValues = (v: SubmitValues | undefined): v is AlternateAddressValues => has(v, 'alternateAddress');
export const isEmailValues = (v: SubmitValues | undefined): v is EmailValues => has(v, 'email');
export const isPaymentValues = (v: SubmitValues | undefined): v is PaymentValues => has(v, 'phone');

export type UserEvent =
  /** Submit of the current screen's form; screens without a form send no values. */
  | { type: 'user.submit'; values?: SubmitValues }
  | { type: 'user.resend' }
  /** Partner verification: use the SMS one-time code instead of the phone authenticator. */
  | { type: 'user.useSms' }
  | { type: 'user.back' }
  | { type: 'user.reload' }
  | { type: 'user.close' }
  | { type: 'user.retry' }
  | { type: 'user.cancel' }
  | { type: 'user.continue' }
  | { type: 'user.tryAnotherPet' }
  | { type: 'user.setAgreement'; checked: boolean }
  | { type: 'user.answer'; hadInsuranceBefore: boolean }
  | { type: 'user.toggleAddOn'; key: AddOnKey; on: boolean; value?: number }
  | { type: 'user.finalize' }
  | { type: 'user.confirm' }
  | { type: 'user.noChanges' }
  /** Pay for the add-ons another way: the payment form also asks for a phone number. */
  | { type: 'user.useAlternatePayment' }
  | { type: 'user.choosePaymentPeriod'; period: PaymentPeriod }
  | { type: 'user.chooseDocumentType'; documentType: string }
  /** Every file picked at once: each is a row and is sent, one after the other. */
  | { type: 'user.upload'; files: readonly UploadFile[] };

/** A browser location (deep link, back, forward): the machine decides where it leads. */
export interface NavLocationEvent {
  type: 'nav.location';
  url: string;
}

export type SessionNotice =
  | { type: 'session.codeSent' }
  | { type: 'session.signedIn'; user: User | null }
  | { type: 'session.failed'; outcome: FlowOutcome }
  | { type: 'session.signedOut' };

export type AppEvent =
  /** Sent once after a restored actor starts: timers are not restored (statelyai/xstate#5331). */
  | { type: 'app.resumed' }
  /** The signed-in tokens after the app read them (a second tab signed in, for example). */
  | { type: 'app.tokens'; tokens: Tokens | null }
  /**
   * The page came back from a payment redirect (3-D Secure by redirect): the SetupIntent's client
   * secret from the URL (`setup_intent_client_secret`), to retrieve its outcome. Never the card.
   */
  | { type: 'payment.returned'; clientSecret: string };

export interface RouteEvent {
  type: 'xstate.route';
  to: string;
}

export type OnboardingEvent = UserEvent | NavLocationEvent | SessionNotice | AppEvent | RouteEvent;

/** Events the machine sends for the app to act on (`actor.on(type, ...)`). */
export type OnboardingEmitted =
  | { type: 'flow.reset' }
  | { type: 'navigate.external'; url: string };

export type { RouteName };
