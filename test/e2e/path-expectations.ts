import { statusInUrl } from './screen-expectations.ts';

// What must hold between two screens of a path, where the documents say so (second document,
// section 4 "Next-step rules that are shown"; first document, section 4 "Next step from each
// screen"). Written from the documents, never from the machine: the model paths and the browser
// paths check every move they make against it. A move is from one routable state to the next one
// the path rests in, with its cause (what the person or the server did).

/** Where a rule sends the applicant: a routable state, and the not-pre-qualified status for that page. */
export interface Destination {
  stateId: string;
  status?: string;
}

/** The signup fields the decision rules read (second document, section 3). */
export interface DecisionFields {
  application_decision: string | null;
  application_decision_status: string | null;
  application_evaluation_status: string | null;
  application_decision_effectiv_sub_status: string | null;
  application_awaiting_documentation: boolean;
  application_unsupported_address: boolean;
  application_required_documents: readonly unknown[];
  decline_reason: string | null;
}

const DECISIONS = ['APPROVE', 'DECLINE', 'REVIEW'];
export const isDecided = (signup: DecisionFields): boolean => DECISIONS.includes(signup.application_decision ?? '');

/**
 * "Preprocessing outcomes" (second document, section 4). Null where the document shows no rule
 * (APPROVE with a decline reason) or there is no decision yet.
 */
export function preDecisionDestination(signup: DecisionFields): Destination | null {
  switch (signup.application_decision) {
    case 'DECLINE':
      return signup.decline_reason ? { stateId: 'notPreQualified', status: signup.decline_reason } : null;
    case 'REVIEW':
      if (signup.application_awaiting_documentation) {
        if (signup.application_unsupported_address) return { stateId: 'unsupportedAddress' };
        if (signup.application_required_documents.length === 0) return { stateId: 'notPreQualified', status: 'unknown_document' };
        return { stateId: 'additionalInformation' };
      }
      return signup.application_decision_effectiv_sub_status === 'Prequalified' ? { stateId: 'acceptOffer' } : { stateId: 'notPreQualified', status: 'manual_review' };
    case 'APPROVE':
      return signup.decline_reason ? null : { stateId: 'quiz' };
    default:
      return null;
  }
}

/**
 * "Pre-approval processing: on load, if the decision is one of the three values and the status is
 * SOFT_PULL, go to the next step immediately. Otherwise poll ...; when the decision becomes one of the
 * three, stop and go on."
 */
export const isPreDecisionReady = (signup: DecisionFields, onLoad: boolean): boolean =>
  isDecided(signup) && (!onLoad || signup.application_decision_status === 'SOFT_PULL');

/** "Approval processing: ... waits for the evaluation status to become evaluation_completed with a decision present." */
export const isApprovalReady = (signup: DecisionFields): boolean => isDecided(signup) && signup.application_evaluation_status === 'evaluation_completed';

/** "Processing goes to not-pre-qualified (status is the decline reason for DECLINE, or manual_review for REVIEW), otherwise to congratulations." */
export function approvalDestination(signup: DecisionFields): Destination {
  if (signup.application_decision === 'DECLINE') return { stateId: 'notPreQualified', ...(signup.decline_reason ? { status: signup.decline_reason } : {}) };
  if (signup.application_decision === 'REVIEW') return { stateId: 'notPreQualified', status: 'manual_review' };
  return { stateId: 'congratulations' };
}

/** What the path knows that decides a move. */
export interface MoveData {
  /** The latest signup the server gave, for the two decision waits. */
  signup: DecisionFields | null;
  /** No answer of the wait's own poll has come yet: this one is the one "on load". */
  waitOnLoad: boolean;
  /** The pet cannot be insured ("quiz goes to Dashboard if a pet decline reason exists"). */
  petDeclineReason: string | null;
  /** The card insures no pet (the signup says so), whatever the reason. */
  petless: boolean;
  /** Steps done on an earlier visit: entering their screen goes on where the application stands. */
  done: ReadonlySet<'pet' | 'details' | 'offer' | 'quiz' | 'policy'>;
  /** The start call's answer: where it sends (null: not answered). */
  startDestination: Destination | null;
  /** The validation after the phone check: where its answer sends, 'stay' when it did not validate (null: not known). */
  validatedDestination: Destination | 'stay' | null;
}

/** What made the move. */
export type Cause =
  /** A deep link, a route of the shell, Back or Forward, a reload, the session changing: the machine decides where, no rule of the documents. */
  | { kind: 'navigation' }
  /** The person's intent on the screen (`user.continue`, `user.close`, ...). */
  | { kind: 'intent'; intent: string }
  /**
   * A call's answer (the call by its service name; '*' where the level cannot tell which call, the
   * browser: then only the rules that hold whatever the call apply), a failure with its status and code.
   */
  | { kind: 'answer'; call: string; ok: boolean; status?: number | null; code?: string | null }
  /** A timer of the screen (the verify delay, the poll, the time-out, the countdown). */
  | { kind: 'timer' };

export interface Move {
  from: string;
  to: string;
  /** The URL the path rests at after the move (the not-pre-qualified status is read from it). */
  toUrl: string | null;
  cause: Cause;
}

/** Calls the person's submit makes, whose failure "keeps the user on the screen" / "shows the error below and stays". */
const SUBMITS_THAT_STAY: Record<string, string> = {
  submitPet: 'A failed creation sets an error flag and keeps the user on the screen',
  acceptOffer: 'Accept offer: otherwise an error notification shows',
  submitQuiz: 'Quiz failure: the error shows',
  submitAlternateAddress: 'Alternate address: failure shows the error below and stays',
};

const START_STATES = new Set(['offerStart', 'getStarted']);

const describe = (d: Destination | 'stay', from: string) => (d === 'stay' ? `stays on ${from}` : d.status ? `${d.stateId} (${d.status})` : d.stateId);

/** Where the documents send the path from `from` for this cause; 'stay' where it must stay; null where they say nothing. */
export function expectedMove(from: string, cause: Cause, data: MoveData): { to: Destination | 'stay'; rule: string } | null {
  if (cause.kind === 'navigation') return null;
  if (cause.kind === 'intent') {
    if (cause.intent === 'user.close') return { to: { stateId: 'dashboard' }, rule: 'close goes to Dashboard' };
    if (cause.intent === 'user.back' && from === 'congratulations') return { to: 'stay', rule: 'navigating back from congratulations to accept-offer is blocked' };
    if (cause.intent === 'user.continue' && from === 'congratulations') return { to: { stateId: 'quiz' }, rule: 'congratulations goes to quiz' };
    if (cause.intent === 'user.tryAnotherPet' && from === 'petlessOffer') return { to: { stateId: 'getStarted' }, rule: "'Try another pet' goes to getStarted" };
    return null;
  }
  if (cause.kind === 'timer') {
    // The poll and the time-out keep the wait on its page (the time-out shows there).
    if (from === 'preprocessing' || from === 'processing') return { to: 'stay', rule: 'the decision wait polls every 3 s and reports its time-out on the page' };
    return null;
  }
  /** The answer of this call, or of any call of the screen. */
  const answered = (call: string) => cause.call === call || cause.call === '*';
  const quizExists = cause.call === 'submitQuiz' && cause.code === 'insurance_quiz_exists';
  if (!cause.ok && !quizExists) {
    const stays = SUBMITS_THAT_STAY[cause.call];
    // Signed out (401) goes to sign-in whatever the call.
    return stays && cause.status !== 401 ? { to: 'stay', rule: stays } : null;
  }
  switch (from) {
    case 'preprocessing':
      if (!answered('fetchSignup') || !data.signup) return null;
      if (!isPreDecisionReady(data.signup, data.waitOnLoad)) return null;
      return ruleOr(preDecisionDestination(data.signup), 'preprocessing outcomes (second document, section 4)');
    case 'processing':
      if (!answered('fetchSignup') || !data.signup || !isApprovalReady(data.signup)) return null;
      return { to: approvalDestination(data.signup), rule: 'processing goes to not-pre-qualified (the decline reason, or manual_review), otherwise to congratulations' };
    case 'acceptOffer':
      // An offer accepted before: the page sends the applicant on where the application stands.
      return answered('acceptOffer') && !data.done.has('offer') ? { to: { stateId: 'processing' }, rule: 'accept-offer goes to processing' } : null;
    case 'quiz':
      if (!answered('submitQuiz') && !(cause.call === 'fetchSignup' && data.done.has('quiz'))) return null;
      if (data.petDeclineReason) return { to: { stateId: 'dashboard' }, rule: 'quiz goes to Dashboard if a pet decline reason exists' };
      return data.petless ? null : { to: { stateId: 'additionalServices' }, rule: 'quiz goes to additional-services when no pet decline reason exists' };
    case 'unsupportedAddress':
      return answered('submitAlternateAddress') ? { to: { stateId: 'uploadDocument' }, rule: 'unsupported-address goes to upload-document' } : null;
    case 'about':
      // Details given before: the page sends the applicant on where the application stands.
      if (!answered('submitPet') || data.done.has('details')) return null;
      return { to: { stateId: data.petDeclineReason ? 'petlessOffer' : 'user' }, rule: 'about: petless-offer if the pet decline reason is pet_too_young or pet_fails_zoomies_model; else user' };
    case 'user':
      return answered('fetchSignup') && !data.done.has('details') ? { to: { stateId: 'preprocessing' }, rule: 'from the user step, the flow goes to a preprocessing step' } : null;
    case 'verify':
    case 'verifyOwn':
      if (cause.call !== 'validateOrigination' || !data.validatedDestination) return null;
      return data.validatedDestination === 'stay'
        ? { to: 'stay', rule: 'a validation without success does not go on (failure clears the input and shows an error)' }
        : { to: data.validatedDestination, rule: 'success validates, then goes to the next step (the answer names it; verify and {product}-verify go to about)' };
    case 'offerStart':
    case 'getStarted':
      return cause.call === 'startOrigination' && data.startDestination ? { to: data.startDestination, rule: 'offer start: the route that comes back, or instalink / {product}-verify / verify' } : null;
    default:
      return null;
  }
}

function ruleOr(destination: Destination | null, rule: string) {
  return destination ? { to: destination, rule } : null;
}

/** Where a step may lead when it is left by its own doing and no rule above names the one place. */
const LEAVES_TO: Record<string, { to: readonly Destination[]; rule: string }> = {
  additionalInformation: { to: [{ stateId: 'notPreQualified', status: 'additional_information_thankyou' }], rule: 'aditionalinformation goes to not-pre-qualified with status additional_information_thankyou' },
  uploadDocument: { to: [{ stateId: 'notPreQualified', status: 'additional_information_thankyou' }], rule: 'unsupported-address.upload-document goes to not-pre-qualified with status additional_information_thankyou' },
  additionalServices: { to: [{ stateId: 'welcome' }, { stateId: 'payment' }, { stateId: 'dashboard' }], rule: 'additional-services goes to onboarding welcome (through the payment for paid add-ons)' },
  payment: {
    to: [{ stateId: 'welcome' }, { stateId: 'additionalServices' }, { stateId: 'postPayment' }, { stateId: 'dashboard' }],
    rule: 'payment: then the user goes to the welcome page (or back to the add-ons, which send a card with no pet application to the Dashboard)',
  },
  petlessOffer: { to: [{ stateId: 'user' }, { stateId: 'getStarted' }], rule: 'petless-offer goes to user; Try another pet to getStarted' },
  congratulations: { to: [{ stateId: 'quiz' }], rule: 'congratulations goes to quiz' },
};

/** The move rests where the rule sends it (its status read from the URL, when the level has it). */
const reaches = (destination: Destination, to: string, toUrl: string | null) =>
  destination.stateId === to && (destination.status === undefined || toUrl === null || statusInUrl(toUrl) === destination.status);

/**
 * The move's mismatch with the documents, or null. `to` is the state the path rests in after the
 * cause (the same as `from` when it stayed).
 */
export function checkMove(move: Move, data: MoveData): string | null {
  const { from, to, cause } = move;
  if (cause.kind === 'intent' && cause.intent === 'user.reload') return START_STATES.has(to) ? null : `Start over returns to the start route, not ${to}`;
  const expected = expectedMove(from, cause, data);
  if (expected) {
    const seen = to === 'notPreQualified' ? `${to} (${statusInUrl(move.toUrl) ?? 'no status'})` : to;
    const wanted = describe(expected.to, from);
    if (expected.to === 'stay') return to === from ? null : `${wanted} (${expected.rule}), went to ${seen}`;
    return reaches(expected.to, to, move.toUrl) ? null : `goes to ${wanted} (${expected.rule}), went to ${seen}`;
  }
  // Leaving a step by its own doing (not a link, not Close, not a failed load): only where the documents lead.
  // Asking the server where the application stands (the validation, anywhere but after the phone
  // check) goes where its answer says: the server's router, which the documents only partly show.
  const askedWhereItStands = cause.kind === 'answer' && cause.call === 'validateOrigination' && from !== 'verify' && from !== 'verifyOwn';
  if (to === from || cause.kind === 'navigation' || askedWhereItStands || (cause.kind === 'answer' && !cause.ok) || (cause.kind === 'intent' && cause.intent === 'user.close')) return null;
  const leaves = LEAVES_TO[from];
  if (!leaves || leaves.to.some((d) => reaches(d, to, move.toUrl)) || isStepDoneElsewhere(from, data)) return null;
  const seen = to === 'notPreQualified' ? `${to} (${statusInUrl(move.toUrl) ?? 'no status'})` : to;
  return `leaves ${from} only to ${leaves.to.map((d) => describe(d, from)).join(' or ')} (${leaves.rule}), went to ${seen}`;
}

/** A step already done: its screen sends the applicant on where the application stands. */
function isStepDoneElsewhere(from: string, data: MoveData): boolean {
  if (from === 'petlessOffer') return data.done.has('details');
  if (from === 'additionalServices' || from === 'payment') return data.done.has('policy');
  return false;
}

/** The decision wait's time-out (second document, section 9: "time-out 31 seconds"), from when the wait began. */
const DECISION_TIMEOUT_MS = 31_000;

/**
 * The delays a timer of this routable state may have, as the documents give them (a timer they do
 * not name gets none): the verify screen's 1 second, the decision poll's 3 seconds and what is left of
 * its 31 s, the countdown's second.
 */
export function timerDelays(stateId: string, waitEnteredAt: number | null, scheduledAt: number, timer = ''): { delays: number[]; rule: string } {
  // Not a timer of the screen: a route the server's answer named was refused, and the Dashboard takes
  // over on the next tick (the first document names no wait there).
  if (timer.endsWith('.routing')) return { delays: [0], rule: 'a refused route hands over to the Dashboard at once' };
  switch (stateId) {
    case 'verify':
      return { delays: [1000], rule: 'partner verification: after about 1 second (verify screen delay 1 second)' };
    case 'preprocessing':
    case 'processing':
      return {
        delays: [3000, ...(waitEnteredAt === null ? [] : [waitEnteredAt + DECISION_TIMEOUT_MS - scheduledAt])],
        rule: 'poll the signup detail every 3 seconds; after 31 seconds without a result, report an error',
      };
    case 'additionalServices':
      return { delays: [1000], rule: 'a countdown runs every second' };
    default:
      return { delays: [], rule: 'no timer of this screen is in the documents' };
  }
}
