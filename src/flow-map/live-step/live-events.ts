import type { AnyMachineSnapshot, AnyStateNode, EventObject } from 'xstate';
import {
  challengeAnswer,
  petApplicationAnswer,
  planAnswer,
  pricingAnswer,
  purchaseAnswer,
  quoteAnswer,
  regulatoryDocumentsAnswer,
  signupAnswer,
  startAnswer,
  stageRoute,
  stateConfigAnswer,
  summaryAnswer,
  uploadedAnswer,
  type ApprovalChoice,
  type PreDecisionChoice,
  type SandboxWorld,
} from './sandbox-world.ts';
import { CARD_DECLINED_TEXT, PROOF_OF_INCOME } from '../../../services/contract/sandbox-texts.ts';
import type { ErrorCode } from '../../../services/contract/error-codes.ts';

// The events the live planner tries in a state: what a person can do there (their intents, with
// stand-in values the driver replaces by the sandbox inputs), and how each call the state makes can
// answer on the sandbox server: its real answer for the world so far, an answer that reveals a
// sandbox choice (a phone range, a pet, an SSN, a card), or a failure the fault switch makes.

/** How the driver makes a planned event happen. */
type LiveHow =
  /** A person's intent, sent to the flow (its values filled by the driver). */
  | { kind: 'intent' }
  /** The server's own answer to a call that is out (or the session's notice, or a timer): the driver waits for it. */
  | { kind: 'answer' }
  /** The call fails through the fault switch (`<call>=<fault>`). */
  | { kind: 'fault'; call: string; fault: string }
  /** The person opens the flow again on another device (the session comes along): the link of where they are, the start, or the Dashboard. */
  | { kind: 'reopen'; at: ReopenAt }
  /** The page is reloaded: the saved flow is restored. */
  | { kind: 'reload' }
  /** The sandbox closes the policy's 24-hour window, and the person opens the link of where they are again. */
  | { kind: 'closeWindow' }
  /**
   * The person comes back to the decision's wait after its deadline (31 s): the page reloads with the
   * deadline passed. The driver moves the saved flow's deadline instead of waiting it out.
   */
  | { kind: 'deadlinePassed' }
  /**
   * Pay with the card that authenticates by redirect (4000 0000 0000 3063): the page leaves for the
   * sandbox's 3-D Secure page, which is answered, and the browser comes back to the app's return
   * address (a page load: the saved flow restored, the return read). Declined there, the app reads
   * the return (`payment.retrievingReturn`); approved, the sandbox's purchase already holds the card,
   * and the step goes on to complete it without reading the return.
   */
  | { kind: 'redirect'; approve: boolean };

export type ReopenAt = 'here' | 'start' | 'dashboard';

export type LiveEvent = EventObject & {
  how: LiveHow;
  world?: Partial<SandboxWorld>;
  /** What the flow hears right after, from its own session child (which the planner does not run). */
  then?: EventObject[];
  [key: string]: unknown;
};

/** Which contract call each invoked service makes (`src/app/flow-actors.ts`); null: none the fault switch can fail. */
const INVOKE_CALLS: Readonly<Record<string, string>> = {
  listApplications: 'listOriginations',
  loadApplicationSummary: 'getOrigination',
  startOrigination: 'originationStart',
  startPhoneCheck: 'phoneCheckStart',
  verifyPartnerCode: 'phoneCheckVerify',
  validateOrigination: 'originationValidate',
  sendInstantLink: 'authHandoff',
  sendOwnCode: 'sendOwnCode',
  verifyOwnCode: 'verifyOwnCode',
  loadChallenge: 'originationChallenge',
  submitPet: 'petInformation',
  completeApplication: 'originationComplete',
  fetchSignup: 'signupDetail',
  acceptOffer: 'acceptOffer',
  submitQuiz: 'insuranceQuiz',
  loadPetApplication: 'getPetApplication',
  refreshFinalizedApplication: 'getPetApplication',
  setPolicyOption: 'patchPetApplication',
  restoreDefaultOption: 'patchPetApplication',
  setCoverages: 'patchInsuranceQuote',
  restoreStandardCoverages: 'patchInsuranceQuote',
  fetchPricing: 'quotePricing',
  configurePolicy: 'policyConfig',
  configurePurchasedPolicy: 'policyConfig',
  createPlanPurchase: 'createPlanPurchase',
  completePurchase: 'completePlanPurchase',
  registerPhone: 'registerPhone',
  refetchPurchase: 'getPlanPurchase',
  submitAlternateAddress: 'updateAddress',
  uploadDocument: 'uploadDocument',
  listDocuments: 'userAccountDocuments',
  loadPlan: 'detailedPlan',
  loadStateConfig: 'stateConfigs',
};

/**
 * The failure that takes each error branch, by the branch's guard (`machines/rules/failure.rules.ts`
 * and the steps' own guards): the status, and the contract code where the guard reads it. An
 * unguarded branch takes a server failure.
 */
/** A failure the fault switch makes: a code outside the contract would be refused by the switch (400). */
interface Fault {
  status: number;
  code: ErrorCode;
}

const FAULT_FOR_GUARD: Readonly<Record<string, Fault>> = {
  isSignInNeeded: { status: 401, code: 'not_authenticated' },
  isNotTheirs: { status: 404, code: 'not_found' },
  isNotAvailable: { status: 404, code: 'not_found' },
  isNotYet: { status: 409, code: 'out_of_order' },
  isAlreadyVerified: { status: 409, code: 'out_of_order' },
  isQuizAlreadyAnswered: { status: 409, code: 'insurance_quiz_exists' },
  isPhoneRegistered: { status: 409, code: 'phone_exists' },
  isAlreadyPurchased: { status: 410, code: 'already_purchased' },
  isTooSoonForAnotherCode: { status: 429, code: 'too_many_requests' },
};
const SERVER_FAILURE: Fault = { status: 500, code: 'server_error' };

/** A guard's name: `'isNotYet'` or `{ type: 'isNotYet' }`; null when unguarded. */
function guardName(guard: unknown): string | null {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard && typeof guard.type === 'string') return guard.type;
  return null;
}

const answer = (invokeId: string, output: unknown, world?: Partial<SandboxWorld>): LiveEvent => ({ type: `xstate.done.actor.${invokeId}`, output, how: { kind: 'answer' }, ...(world ? { world } : {}) });

const PRE_CHOICES: readonly PreDecisionChoice[] = ['prequalified', 'declined', 'documentsNeeded', 'unknownDocument', 'unsupportedAddress', 'manualReview', 'approvedAlready'];
const APPROVAL_CHOICES: readonly ApprovalChoice[] = ['approved', 'declined', 'manualReview'];

/** The signup the decision waits read: undecided first, then the decision (a choice, until one is made). */
function decisionAnswers(invokeId: string, node: string, world: SandboxWorld): LiveEvent[] {
  if (node.startsWith('preprocessing')) {
    const undecided = answer(invokeId, signupAnswer(world, null, null));
    const decided = world.pre ? [answer(invokeId, signupAnswer(world))] : PRE_CHOICES.map((pre) => answer(invokeId, signupAnswer(world, pre), { pre }));
    return [undecided, ...decided];
  }
  const pending = answer(invokeId, signupAnswer(world, world.pre, 'pending'));
  const decided = world.approval ? [answer(invokeId, signupAnswer(world))] : APPROVAL_CHOICES.map((approval) => answer(invokeId, signupAnswer(world, world.pre, approval), { approval }));
  return [pending, ...decided];
}

/** A next step the validation may name that the phone check's step cannot go to (it needs a payment method). */
const OTHER_NEXT = 'PostPayment';

/** The calls the server answers before the phone is checked (any other: 403 phone_not_verified, a failure to plan). */
const BEFORE_THE_CHECK = new Set(['startOrigination', 'startPhoneCheck', 'verifyPartnerCode', 'sendOwnCode', 'verifyOwnCode', 'sendInstantLink', 'loadApplicationSummary', 'loadRegulatoryDocuments']);

/** The answers of a call on this server, for the world so far. */
// eslint-disable-next-line max-lines-per-function -- one case per invoked service: the sandbox server's answers side by side, as SANDBOX.md lists them
function doneAnswers(invokeId: string, node: string, world: SandboxWorld, snapshot: AnyMachineSnapshot): LiveEvent[] {
  const context = snapshot.context as { changingAddOn: string | null; usedAlternatePaymentMethod: boolean };
  if (!world.verified && !BEFORE_THE_CHECK.has(invokeId)) return [];
  switch (invokeId) {
    case 'listApplications':
      return [answer(invokeId, [summaryAnswer(world)])];
    case 'loadApplicationSummary':
      return [answer(invokeId, summaryAnswer(world))];
    // One application per walk: starting again (another pet, Start over) would start another one the world does not follow.
    case 'startOrigination':
      if (world.verified) return [];
      return world.phone ? [answer(invokeId, startAnswer(world, world.phone))] : (['partner', 'own'] as const).map((phone) => answer(invokeId, startAnswer(world, phone), { phone }));
    case 'startPhoneCheck':
      return [answer(invokeId, { correlation_id: world.phone === 'own' ? null : 'live-correlation', notice: null })];
    case 'verifyPartnerCode':
      return [answer(invokeId, { success: true }, { verified: true })];
    case 'validateOrigination':
      if (!node.startsWith('verify')) return [answer(invokeId, { success: true, next: stageRoute(world) })];
      // The phone checked, the answer may name another step than the pet's: the fault switch's
      // answer shape gives one the flow refuses from here (the Dashboard takes over, as it would).
      return [answer(invokeId, { success: true, next: 'zoomies.card.about' }), { ...answer(invokeId, { success: true, next: OTHER_NEXT }), how: { kind: 'fault', call: 'originationValidate', fault: `next:${OTHER_NEXT}` } }];
    case 'sendInstantLink':
      return [answer(invokeId, { token: 'live-handoff' })];
    case 'sendOwnCode':
      return [answer(invokeId, { shared_key: 'live-shared-key' })];
    case 'verifyOwnCode':
      return [answer(invokeId, { ok: true }, { verified: true })];
    case 'loadChallenge':
      return [answer(invokeId, challengeAnswer(world))];
    case 'submitPet':
      if (world.pet) return [];
      return [
        answer(invokeId, { decline_reason: null, waitlist: false }, { pet: 'eligible' }),
        answer(invokeId, { decline_reason: 'pet_too_young', waitlist: false }, { pet: 'tooYoung' }),
        answer(invokeId, { decline_reason: null, waitlist: true }, { pet: 'waitlist' }),
      ];
    case 'completeApplication':
      // The tokens go to the session child, which tells the flow the person is signed in.
      return [
        {
          ...answer(invokeId, { token: { access: 'live-access', refresh: 'live-refresh' }, user: { id: 'live-user', first_name: 'Alex', last_name: 'Doe', email: 'alex@example.com' } }, { detailsIn: true }),
          then: [{ type: 'session.signedIn', user: null } as EventObject],
        },
      ];
    case 'fetchSignup':
      if (node.startsWith('preprocessing') || node.startsWith('processing')) return decisionAnswers(invokeId, node, world);
      return [answer(invokeId, signupAnswer(world))];
    case 'acceptOffer':
      return [answer(invokeId, { success: true, next: 'zoomies.card.processing' }, { offerAccepted: true })];
    case 'submitQuiz':
      return [answer(invokeId, { had_insurance_before: false }, { quizAnswered: true })];
    case 'loadPetApplication':
    case 'refreshFinalizedApplication':
      return [answer(invokeId, petApplicationAnswer(world))];
    // The add-on being added is saved (the planner adds, never removes); a restore puts the standard back.
    case 'setPolicyOption':
      return [answer(invokeId, petApplicationAnswer(world, { coinsurance: context.changingAddOn === 'coinsurance' ? 90 : 80 }))];
    case 'restoreDefaultOption':
      return [answer(invokeId, petApplicationAnswer(world))];
    case 'setCoverages':
      return [answer(invokeId, quoteAnswer(context.changingAddOn === 'vet_visit' ? ['cov-vet'] : []))];
    case 'restoreStandardCoverages':
      return [answer(invokeId, quoteAnswer())];
    case 'fetchPricing':
      return [answer(invokeId, pricingAnswer)];
    case 'configurePolicy':
    case 'configurePurchasedPolicy':
      return [answer(invokeId, { id: 'live-config', plan_id: 'live-plan', status: 'configured' }, { policyConfigured: true })];
    case 'createPlanPurchase':
      return [answer(invokeId, purchaseAnswer())];
    // Paid by redirect, the page left: the answer comes with the return (retrievePaymentReturn).
    case 'confirmPayment':
      if (world.card === 'redirect') return [];
      if (world.card) return [answer(invokeId, world.card === 'succeeds' ? { status: 'succeeded', paymentMethod: 'pm_live' } : { status: 'failed', paymentMethod: null, message: CARD_DECLINED_TEXT })];
      return [
        answer(invokeId, { status: 'succeeded', paymentMethod: 'pm_live' }, { card: 'succeeds' }),
        answer(invokeId, { status: 'failed', paymentMethod: null, message: CARD_DECLINED_TEXT }, { card: 'declined' }),
      ];
    // Declined on the 3-D Secure page: the intent says so.
    case 'retrievePaymentReturn':
      return world.card === 'redirect' ? [answer(invokeId, { status: 'failed', paymentMethod: null, message: 'The card was not authenticated.' })] : [];
    case 'completePurchase':
      return [answer(invokeId, purchaseAnswer({ status: 'completed', payment_method: 'pm_live' }))];
    case 'registerPhone':
      return context.usedAlternatePaymentMethod ? [answer(invokeId, { id: 'live-phone', phone_number: '+15125550142' })] : [];
    case 'refetchPurchase':
      return [answer(invokeId, purchaseAnswer())];
    case 'submitAlternateAddress':
      return [answer(invokeId, { ok: true })];
    case 'uploadDocument':
      return [answer(invokeId, uploadedAnswer, { uploaded: true })];
    case 'listDocuments':
      return [answer(invokeId, world.uploaded ? [uploadedAnswer] : [])];
    case 'loadPlan':
      return [answer(invokeId, planAnswer)];
    case 'loadStateConfig':
      return [answer(invokeId, stateConfigAnswer)];
    case 'loadRegulatoryDocuments':
      return (snapshot.context as { regulatoryDocuments: unknown[] }).regulatoryDocuments.length > 0 ? [] : [answer(invokeId, regulatoryDocumentsAnswer)];
    default:
      return [];
  }
}

/** The failures of a call the fault switch can make: one for each error branch it can take there. */
function faultAnswers(node: AnyStateNode, type: string, invokeId: string): LiveEvent[] {
  const call = INVOKE_CALLS[invokeId];
  if (!call) return [];
  const faults = new Map<string, Fault>();
  for (const definition of node.transitions.get(type) ?? []) {
    const guard = guardName(definition.guard);
    const fault = guard === null ? SERVER_FAILURE : FAULT_FOR_GUARD[guard];
    if (fault) faults.set(`${fault.status}:${fault.code}`, fault);
  }
  return [...faults].map(([key, { status, code }]) => ({
    type,
    error: { status, code, message: 'Injected by the sandbox fault switch', fieldErrors: {} },
    how: { kind: 'fault', call, fault: key },
  }));
}

const intent = (event: EventObject): LiveEvent => ({ ...event, how: { kind: 'intent' } });

/** Stand-in values of the forms (the driver types the sandbox inputs instead). */
const FORM_SUBMITS: Record<string, LiveEvent[]> = {
  start: [intent({ type: 'user.submit', form: 'start', values: { phoneNumber: '+15125550142', dob: '01-15' } } as EventObject)],
  // The partner's code has 4 digits; our own and the sign-in's have 6.
  partnerCode: [intent({ type: 'user.submit', form: 'code', values: { code: '1234' } } as EventObject)],
  code: [intent({ type: 'user.submit', form: 'code', values: { code: '123456' } } as EventObject)],
  email: [intent({ type: 'user.submit', form: 'email', values: { email: 'alex@example.com' } } as EventObject)],
  pet: [
    intent({
      type: 'user.submit',
      form: 'pet',
      values: {
        animal: { pet_name: 'Biscuit', pet_type: 'dog', pet_age: '3_year_old', pet_breed: 'beagle', pet_gender: 'male', existing_health_conditions: 'false' },
        address: { address: '401 Congress Ave', extendedAddress: '', city: 'Austin', state: 'TX', postalCode: '78701' },
      },
    } as EventObject),
  ],
  userInfo: [
    intent({
      type: 'user.submit',
      form: 'userInfo',
      values: {
        individual: {
          firstName: 'Alex', lastName: 'Doe', ssn: '123456780', dob: '01/15/1990', email: 'alex@example.com', phoneNumber: '+15125550142',
          address: { address: '401 Congress Ave', extendedAddress: '', city: 'Austin', state: 'TX', postalCode: '78701' },
        },
        residenceType: 'RENT', annualIncome: 60000, employmentType: 'EMPLOYED', monthlyHousingPayment: 1200,
      },
    } as EventObject),
  ],
  alternateAddress: [
    intent({
      type: 'user.submit',
      form: 'alternateAddress',
      values: { alternateAddress: { formatted_address: '500 Main St, Austin, TX 78701', city: 'Austin', state: 'TX', county: '', postal_code: '78701', unit: '', residenceType: 'OWN' } },
    } as EventObject),
  ],
  payment: [intent({ type: 'user.submit', form: 'payment', values: { phone: null } } as EventObject), intent({ type: 'user.submit', form: 'payment', values: { phone: '+15125550143' } } as EventObject)],
};

/** Which form a state's submit sends (by the state's path); states without a form confirm. */
const FORM_OF_STATE: Record<string, string> = {
  'offerStart.form': 'start',
  'getStarted.form': 'start',
  'verify.entering': 'partnerCode',
  'verifyOwn.entering': 'code',
  'signin.email': 'email',
  'signin.code': 'code',
  'about.editing': 'pet',
  'user.editing': 'userInfo',
  'unsupportedAddress.editing': 'alternateAddress',
  'payment.entering': 'payment',
};

const pdf = (key: string, name: string, type = 'application/pdf') => ({ key, file: new Blob([type === 'application/pdf' ? '%PDF-1.4 live step' : 'notes'], { type }), name });

function intents(node: string, type: string): LiveEvent[] {
  switch (type) {
    case 'user.submit': {
      const form = FORM_OF_STATE[node];
      return form ? (FORM_SUBMITS[form] ?? []) : [intent({ type })];
    }
    case 'user.setAgreement':
      return [intent({ type, checked: true } as EventObject)];
    case 'user.answer':
      return [intent({ type, hadInsuranceBefore: false } as EventObject)];
    case 'user.toggleAddOn':
      return [intent({ type, key: 'coinsurance', on: true } as EventObject), intent({ type, key: 'vet_visit', on: true } as EventObject)];
    case 'user.choosePaymentPeriod':
      return [intent({ type, period: 'monthly' } as EventObject)];
    case 'user.chooseDocumentType':
      return [intent({ type, documentType: PROOF_OF_INCOME } as EventObject)];
    case 'user.upload':
      return [
        intent({ type, files: [pdf('pick-1', 'income.pdf')] } as EventObject),
        intent({ type, files: [pdf('pick-1', 'income.pdf'), pdf('pick-2', 'id.pdf')] } as EventObject),
        intent({ type, files: [pdf('pick-3', 'notes.txt', 'text/plain')] } as EventObject),
      ];
    // The shell's reload button wipes the flow: the start again, nothing to open live.
    case 'user.reload':
      return [];
    default:
      return [intent({ type })];
  }
}

/**
 * The session child's notices, as its real calls give them (sign-in by the email's code), by where
 * the flow is (`signin.validating`), not by the state that declares the transition (sign-in's own).
 */
function sessionNotices(snapshot: AnyMachineSnapshot, type: string, world: SandboxWorld): LiveEvent[] {
  // Sign-in sends a code only to the email of an account: one is made with the personal details.
  if (!world.detailsIn) return [];
  const at = (path: string) => (snapshot._nodes as AnyStateNode[]).some((node) => pathOf(node) === path);
  const validating = at('signin.validating');
  switch (type) {
    case 'session.codeSent':
      return at('signin.sendingCode') || at('signin.resendingCode') ? [{ type, how: { kind: 'answer' } }] : [];
    case 'session.signedIn':
      return validating ? [{ type, user: null, how: { kind: 'answer' } }] : [];
    case 'session.failed':
      return validating ? [{ type, outcome: { code: 'wrongCode' }, how: { kind: 'fault', call: 'loginValidate', fault: '400:wrong_code' } }] : [];
    default:
      return [];
  }
}

/** A node's path below the root ('offerStart.form'). */
const pathOf = (node: AnyStateNode): string => node.path.join('.');

function eventsOfType(node: AnyStateNode, type: string, world: SandboxWorld, snapshot: AnyMachineSnapshot): LiveEvent[] {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(type)?.[1];
  if (done) return doneAnswers(done, pathOf(node), world, snapshot);
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(type)?.[1];
  if (failed) return failed === '*' ? [] : faultAnswers(node, type, failed);
  // Timers fire by themselves on the live flow; the decision's 31 s time-out is not waited for.
  if (type.startsWith('xstate.after.')) return type.includes('DECISION_TIMEOUT') ? [] : [{ type, how: { kind: 'answer' } }];
  if (type.startsWith('session.')) return node.parent ? sessionNotices(snapshot, type, world) : [];
  if (type.startsWith('user.') && node.parent) return intents(pathOf(node), type);
  return [];
}

/**
 * What tells two planned events apart, cheaply (the answers are large): the type, how it is made,
 * the choice it reveals, and the intent's own values (small).
 */
export function eventKey(event: LiveEvent): string {
  const { type, how, world, output: _output, error: _error, then: _then, ...values } = event;
  return `${type}|${JSON.stringify(how)}|${JSON.stringify(world ?? null)}|${JSON.stringify(values, (key, value: unknown) => (value instanceof Blob ? `blob:${value.type}` : value))}`;
}

/** Every event the planner tries in this snapshot of the flow, for the world so far. */
export function liveEvents(snapshot: AnyMachineSnapshot, world: SandboxWorld): LiveEvent[] {
  const events: LiveEvent[] = [];
  const seen = new Set<string>();
  for (const node of snapshot._nodes as AnyStateNode[]) {
    for (const type of node.transitions.keys()) {
      for (const event of eventsOfType(node, type, world, snapshot)) {
        const key = eventKey(event);
        if (seen.has(key)) continue;
        seen.add(key);
        events.push(event);
      }
    }
  }
  return events;
}
