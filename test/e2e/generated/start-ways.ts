import type { GeneratedPath } from './edge-plan.ts';
import type { PathStep } from './driver.ts';
import type { SeedName } from './seeds.ts';
import type { AnswerShape } from '../sandbox-faults.ts';

// The ways through the start of the flow that the plan cannot read off a deep link and a failing
// load: the start form (a new phone, a phone that has an application, our own code, a phone browser),
// the phone check (wrong codes, a reload while it waits, no token on this device), sign-in on a
// device that knows no application, the answers this server never gives (an account with no
// application, a next step the flow refuses: the fault switch's answer shapes, decision 24), and the
// links that open a step the flow must refuse or check.
// Each is the shortest a person takes; the edges are the machine's (`transitionKeys`), checked
// against it when the plan is made, and each path passes only when the browser is seen taking them.

interface StartWay {
  name: string;
  /** The state whose URL the browser opens (with `query`). */
  opens: string;
  query?: string;
  /** The earlier visit; null: a new visitor, who types `phone`. */
  seed: SeedName | null;
  phone?: string;
  /** The browser remembers no session of the seed. */
  signedOut?: boolean;
  /** Before the URL is opened (the browser's clock). */
  before?: PathStep[];
  steps: PathStep[];
  edges: string[];
}

const fails = (invokeId: string, guard: string | null = null, once = true): PathStep => ({ type: `xstate.error.actor.${invokeId}`, invokeId, guard, once });
/** The call answers once in another shape the contract allows, which this server never gives by itself. */
const answers = (invokeId: string, answer: AnswerShape): PathStep => ({ type: `xstate.done.actor.${invokeId}`, invokeId, answer, once: true });
const submit = (stateId: string): PathStep => ({ type: 'user.submit', stateId });

const START = 'onboarding.getStarted.submitting:xstate.done.actor.startOrigination';
const FINDING = 'onboarding.resume.finding';

const START_WAYS: StartWay[] = [
  // The longest first: it waits out the server's cool-down between two sign-in codes (30 s).
  {
    name: 'a new code after the cool-down',
    opens: 'signin',
    seed: 'signinNewCode',
    signedOut: true,
    steps: [submit('signin'), { type: 'flow.took', key: 'onboarding.signin.sendingCode:session.codeSent:0' }, { type: 'person.waits', ms: 31_000 }, { type: 'user.resend' }],
    edges: ['onboarding.signin.code:user.resend:0', 'onboarding.signin.resendingCode:session.codeSent:0'],
  },
  // The start form.
  { name: 'a phone browser gets the instant link', opens: 'getStarted', query: 'flowType=mobile', seed: null, phone: '2145550118', steps: [submit('getStarted')], edges: ['onboarding.boot:always:0', `${START}:2`] },
  { name: 'our own code, then Send a new code', opens: 'getStarted', seed: null, phone: '2145550172', steps: [submit('getStarted'), { type: 'user.resend' }], edges: [`${START}:3`, 'verifyOwn:user.resend:1'] },
  // Our own code typed, the pet page shown (it holds the challenge only a verified phone is given), then the browser's Back: the own-code page goes on where the application stands (decision 0075).
  {
    name: 'our own code typed, then Back from the pet page',
    opens: 'getStarted',
    seed: null,
    phone: '2145550174',
    steps: [submit('getStarted'), submit('verifyOwn.code'), { type: 'flow.at', stateId: 'about.editing' }, { type: 'nav.history', direction: 'back' }],
    edges: ['onboarding.verifyOwn.checkingProgress:always:0'],
  },
  { name: 'our own code, then cancel the check', opens: 'getStarted', seed: null, phone: '2145550173', steps: [submit('getStarted'), { type: 'user.cancel' }], edges: [`${START}:3`, 'verifyOwn:user.cancel:1'] },
  { name: 'the start fails', opens: 'getStarted', seed: null, phone: '2145550119', steps: [submit('getStarted'), fails('startOrigination')], edges: ['onboarding.getStarted.submitting:xstate.error.actor.startOrigination:0'] },
  {
    // The documents the shell loads fail (the root swallows it) and the form still starts.
    name: 'the documents and the start fail',
    opens: 'offerStart',
    seed: null,
    phone: '2145550120',
    steps: [fails('loadRegulatoryDocuments', null, false), submit('offerStart'), fails('startOrigination')],
    edges: ['onboarding:xstate.error.actor.*:0', 'onboarding.offerStart.submitting:xstate.error.actor.startOrigination:0'],
  },
  // A phone that has an application: its owner is signed in (after a failed lookup the form shows), or signs in.
  { name: 'a known phone signs in first', opens: 'getStarted', seed: 'prequalified', signedOut: true, steps: [submit('getStarted')], edges: [`${START}:0`] },
  { name: 'signed in, the owner types their phone', opens: 'getStarted', seed: 'insured', steps: [fails('listApplications'), submit('getStarted')], edges: [`${START}:1`] },
  {
    name: 'signed in, the owner types their phone',
    opens: 'offerStart',
    seed: 'insured',
    steps: [fails('listApplications'), submit('offerStart')],
    edges: ['onboarding.offerStart.submitting:xstate.done.actor.startOrigination:1'],
  },
  // Signed in, and the account has no application (the contract allows an empty list; this server
  // makes accounts only by completing one): the start form shows.
  { name: 'signed in, no application', opens: 'offerStart', seed: 'insured', steps: [answers('listApplications', 'empty')], edges: ['onboarding.offerStart.lookingUp:xstate.done.actor.listApplications:1'] },
  { name: 'signed in, no application', opens: 'getStarted', seed: 'insured', steps: [answers('listApplications', 'empty')], edges: ['onboarding.getStarted.lookingUp:xstate.done.actor.listApplications:1'] },
  // The phone check.
  {
    name: 'reloaded while the check waits',
    opens: 'verify',
    seed: 'reloadedAtVerify',
    before: [{ type: 'clock.pause' }],
    // The clock stands still, so the check's 1 s wait is still running when the page is reloaded.
    steps: [
      { type: 'clock.runsUntil', edge: 'onboarding.verify.loading:always:1' },
      { type: 'app.resumed' },
      { type: 'clock.runsUntil', edge: 'onboarding.verify.waiting:app.resumed:0' },
    ],
    edges: ['onboarding.verify.waiting:app.resumed:0'],
  },
  // Opened on a device with no token of the application: back to the start after the wait (spec).
  { name: 'no token on this device', opens: 'verify', seed: 'started', signedOut: true, steps: [], edges: ['onboarding.verify.waiting:xstate.after.VERIFY_DELAY.onboarding.verify.waiting:0'] },
  { name: 'the check gives no correlation id', opens: 'verify', seed: 'ownCodeAtVerify', steps: [], edges: ['onboarding.verify.checking:xstate.done.actor.startPhoneCheck:0'] },
  { name: 'two wrong codes, then a new code', opens: 'verify', seed: 'twoWrongCodes', steps: [submit('verify.wrong'), submit('verify.wrong'), { type: 'user.resend' }], edges: ['verify:user.resend:0'] },
  {
    name: 'the right code, then the check of the application fails',
    opens: 'verify',
    seed: 'codeThenCheckFails',
    steps: [submit('verify'), fails('validateOrigination')],
    edges: ['onboarding.verify.validating:xstate.error.actor.validateOrigination:1'],
  },
  {
    name: 'the right code, then the check of the application signs out',
    opens: 'verify',
    seed: 'codeThenSignedOut',
    steps: [submit('verify'), fails('validateOrigination', 'isSignInNeeded', false)],
    edges: ['onboarding.verify.validating:xstate.error.actor.validateOrigination:0'],
  },
  { name: 'opened by its link', opens: 'verifyOwn', seed: 'ownCodeByLink', steps: [], edges: ['onboarding.verifyOwn.loadingPhoneNumber:xstate.done.actor.loadApplicationSummary:0'] },
  // Our own code typed, and its check answers that the person is signed out (nothing reaches the server).
  {
    name: 'our own code typed, its check signs out',
    opens: 'verifyOwn',
    seed: 'ownCodeByLink',
    steps: [fails('verifyOwnCode', 'isSignInNeeded', false), submit('verifyOwn.code')],
    edges: ['onboarding.verifyOwn.verifying:xstate.error.actor.verifyOwnCode:1'],
  },
  // Steps that check where the application stands on entry.
  { name: 'the details are in', opens: 'about', seed: 'prequalified', steps: [], edges: ['onboarding.about.checkingProgress:always:0'] },
  { name: 'the details are in', opens: 'petlessOffer', seed: 'prequalified', steps: [], edges: ['onboarding.petlessOffer.checkingProgress:always:0'] },
  {
    // Not this far yet: where it stands is asked, and the answer is that it is not theirs (signed out).
    name: 'not this far, and not theirs',
    opens: 'congratulations',
    seed: 'verified',
    steps: [fails('validateOrigination', 'isNotTheirs')],
    edges: ['onboarding.resume.asking:xstate.error.actor.validateOrigination:1', 'onboarding.resume.choosing:always:3'],
  },
  {
    // Not this far yet, and the server names a step the flow refuses from here (the post-payment page
    // needs a card just confirmed on this device): the Dashboard takes over on the next tick.
    name: 'not this far, and the next step is refused',
    opens: 'congratulations',
    seed: 'verified',
    steps: [answers('validateOrigination', 'next:PostPayment')],
    edges: ['onboarding.resume.asking:xstate.done.actor.validateOrigination:0', 'onboarding.resume.routing:xstate.after.0.onboarding.resume.routing:0'],
  },
  // Sign-in on a device that knows no application: resume looks the applications up.
  {
    name: 'the lookup after sign-in signs out',
    opens: 'signin',
    seed: 'signinLookupSignedOut',
    signedOut: true,
    steps: [submit('signin'), fails('listApplications', 'isSignInNeeded', false), submit('signin.code.right')],
    edges: [`${FINDING}:xstate.error.actor.listApplications:0`],
  },
  {
    name: 'the lookup after sign-in fails, then Try again',
    opens: 'signin',
    seed: 'signinLookupFails',
    signedOut: true,
    steps: [submit('signin'), submit('signin.code.right'), fails('listApplications'), { type: 'user.retry' }],
    edges: [`${FINDING}:xstate.error.actor.listApplications:1`, 'onboarding.resume.failed:user.retry:0'],
  },
  {
    // Signed in, and the account has no application: the Dashboard says so.
    name: 'the lookup after sign-in finds no application',
    opens: 'signin',
    seed: 'signinFindsNone',
    signedOut: true,
    steps: [submit('signin'), answers('listApplications', 'empty'), submit('signin.code.right')],
    edges: [`${FINDING}:xstate.done.actor.listApplications:2`],
  },
  {
    // `next` names a step the application cannot enter now (the post-payment page needs a card just confirmed).
    name: 'a next the flow refuses',
    opens: 'signin',
    query: 'next=PostPayment',
    seed: 'signinWithNext',
    signedOut: true,
    steps: [submit('signin'), submit('signin.code.right')],
    edges: [`${FINDING}:xstate.done.actor.listApplications:0`, 'onboarding.resume.routingNext:xstate.after.0.onboarding.resume.routingNext:0'],
  },
  {
    // An extra coverage is chosen and paid for, the completion fails (the fault switch), then the
    // post-payment link is opened in the same tab. The page load reads the step's data again (decision
    // 0074), and the link waits for it: the payment page then shows what the server holds (the card
    // confirmed, the completion tried again). Before, the link's route left the loads and the page
    // showed its loading view for good (test/machine/reload-reads-again.test.ts). Its route into the
    // post-payment state, taken with the data there, is the model paths' (test/model).
    name: 'the post-payment link after a payment not completed',
    opens: 'additionalServices',
    seed: 'paysThenPostPayment',
    steps: [
      { type: 'user.toggleAddOn', title: 'Vet visits' },
      { type: 'flow.took', key: 'onboarding.additionalServices.ready.panel.settingCoverages:xstate.done.actor.setCoverages:0' },
      { type: 'user.finalize' },
      { type: 'user.confirm' },
      { type: 'flow.took', key: 'onboarding.payment.creatingPurchase:xstate.done.actor.createPlanPurchase:1' },
      fails('completePurchase', null, false),
      submit('payment'),
      { type: 'flow.took', key: 'onboarding.payment.refetching:xstate.done.actor.refetchPurchase:0' },
      { type: 'nav.location', stateId: 'postPayment' },
    ],
    edges: [],
  },
];

/** Loaders the start ways drive (the plan's chain into resume would never enter them). */
export const DRIVEN_BY_START_WAYS: ReadonlySet<string> = new Set([FINDING]);

/**
 * Calls a signed-in start screen makes on the way in (a deep link boots through it), by the screens
 * that make them: elsewhere the state's own request comes second, and its fault must spare the first
 * (a 401 there would sign the person out before the state asks).
 */
export const ASKED_ON_THE_WAY_IN: Readonly<Record<string, readonly string[]>> = { listApplications: ['offerStart', 'getStarted'] };

/** The start ways as generated paths; throws on an edge the machine does not have. */
export function startWayPaths(known: ReadonlySet<string>): GeneratedPath[] {
  return START_WAYS.map((way) => {
    const missing = [...way.edges, ...way.steps.flatMap((step) => ('edge' in step ? [step.edge] : []))].filter((edge) => !known.has(edge));
    if (missing.length > 0) throw new Error(`The start way '${way.name}' names transitions the machine does not have: ${missing.join(', ')}`);
    const entry: PathStep = { type: 'nav.location', stateId: way.opens, ...(way.query ? { query: way.query } : {}) };
    return {
      name: `${way.opens}: ${way.name}`,
      stateId: way.opens,
      seed: way.seed,
      ...(way.phone ? { phone: way.phone } : {}),
      ...(way.signedOut || way.seed === null ? { signedOut: true } : {}),
      steps: [...(way.before ?? []), entry, ...way.steps],
      edges: way.edges,
    };
  });
}
