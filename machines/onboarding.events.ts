import type { AddOnKey } from '../services/contract/constants.ts';
import type {
  AlternateAddressValues,
  CodeValues,
  EmailValues,
  PaymentValues,
  PetValues,
  StartValues,
  UserInfoValues,
} from '../services/contract/form-values.ts';
import type { FlowOutcome } from './outcomes.ts';
import type { PaymentPeriod } from '../services/contract/insurance.schema.ts';
import type { Tokens, User } from '../services/contract/auth.schema.ts';

// The events of the onboarding machine, named by their source: `user.*` intents from screens, `nav.*`
// from the browser, `session.*` from the session child, `app.*` from the shell.

/** A file picked in the document upload, with the sender's key for its row (one row per key). */
export interface UploadFile {
  key: string;
  file: Blob;
  name: string;
}
/** The values each form hands to the machine, by the form's name. */
export interface FormValues {
  start: StartValues;
  code: CodeValues;
  pet: PetValues;
  userInfo: UserInfoValues;
  alternateAddress: AlternateAddressValues;
  email: EmailValues;
  payment: PaymentValues;
}
export type FormName = keyof FormValues;
/** A form's submit: it says which form it is, so its `values` are typed by `form` (never told apart by shape). */
type FormSubmit = { [F in FormName]: { type: 'user.submit'; form: F; values: FormValues[F] } }[FormName];
/** A submit without a form: a button that confirms (accept the offer, send the quiz answer, done uploading). */
interface ConfirmSubmit {
  type: 'user.submit';
  form?: undefined;
  values?: undefined;
}
type SubmitEvent = FormSubmit | ConfirmSubmit;

type UserEvent =
  /** Submit of the current screen's form, keyed by the form; screens without a form send none. */
  | SubmitEvent
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
interface NavLocationEvent {
  type: 'nav.location';
  url: string;
}

export type SessionNotice =
  | { type: 'session.codeSent' }
  | { type: 'session.signedIn'; user: User | null }
  | { type: 'session.failed'; outcome: FlowOutcome }
  | { type: 'session.signedOut' };

type AppEvent =
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
