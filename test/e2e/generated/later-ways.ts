import type { EarlierVisitInput } from '../earlier-visit.ts';
import type { PathStep } from './driver.ts';
import type { SeedName } from './seeds.ts';
import { TRANSIENT_URL_MS } from '../../../src/app/url-history.ts';

// Ways through the later steps that the generated plan cannot read off one screen (issue 13): an
// application further along than the link opens (an offer accepted, a quiz answered, a policy
// configured on an earlier visit), time passing (the decision's 31 s, the add-on page's 24 hours),
// a reload, and the add-on page and payment walked through their failures. Each is a deep link and a
// few steps; `edge-plan.ts` checks every transition named here against the machine, adds the route
// edges of the links, and a path passes only when the browser is seen taking them all.

/**
 * Seeds of their own (area 469: no other walk uses it), one per way that changes its application
 * (it completes the details, sets add-ons, pays): the shared seeds stay as they were.
 */
export const LATER_SEEDS = {
  /** The pet described; the details are typed in the browser, with the SSN whose decision never comes. */
  lateDecision: { phone: '4695550110', ssn: '', stopAfter: 'pet' },
  /** At the add-on page, for the panel's restores and failures. */
  panelRestores: { phone: '4695550111', ssn: '123-45-6711', acceptOffer: true, answerQuiz: true },
  /** At the add-on page, for a payment through its failures to a paid policy. */
  paidOnce: { phone: '4695550112', ssn: '123-45-6712', acceptOffer: true, answerQuiz: true },
  /** At the add-on page, each for a card that authenticates on the bank's page (a redirect). */
  redirectRead: { phone: '4695550113', ssn: '123-45-6713', acceptOffer: true, answerQuiz: true },
  redirectUnread: { phone: '4695550114', ssn: '123-45-6714', acceptOffer: true, answerQuiz: true },
  /** At the add-on page, each for one of the panel's calls answering that the person is signed out (the choice before it is stored). */
  pricingSignedOut: { phone: '4695550115', ssn: '123-45-6715', acceptOffer: true, answerQuiz: true },
  optionRestoreSignedOut: { phone: '4695550116', ssn: '123-45-6716', acceptOffer: true, answerQuiz: true },
  coverageRestoreSignedOut: { phone: '4695550117', ssn: '123-45-6717', acceptOffer: true, answerQuiz: true },
  /** At the add-on page, each for a payment whose call after the card answers that the person is signed out. */
  configureSignedOut: { phone: '4695550118', ssn: '123-45-6718', acceptOffer: true, answerQuiz: true },
  refetchSignedOut: { phone: '4695550119', ssn: '123-45-6719', acceptOffer: true, answerQuiz: true },
  purchasedSignedOut: { phone: '4695550120', ssn: '123-45-6720', acceptOffer: true, answerQuiz: true },
  redirectSignedOut: { phone: '4695550121', ssn: '123-45-6721', acceptOffer: true, answerQuiz: true },
  completeSignedOut: { phone: '4695550122', ssn: '123-45-6725', acceptOffer: true, answerQuiz: true },
  /** At the add-on page, for a payment whose completion gets no answer, then Back to the post-payment page. */
  backToPostPayment: { phone: '4695550123', ssn: '123-45-6726', acceptOffer: true, answerQuiz: true },
} as const satisfies Record<string, EarlierVisitInput>;

export interface LaterWay {
  name: string;
  seed: SeedName;
  /** Playwright's clock is installed before the app loads (the way moves time on). */
  fakeClock?: boolean;
  /** The person's steps, from the deep link (`nav.location`) on. */
  steps: PathStep[];
  /** Transitions (flow map edge ids) the browser must be seen taking, beside the links' route edges. */
  edges: string[];
}

const SECOND = 1000;
const HOUR = 3600 * SECOND;

/** Past the decision's deadline (31 s after the wait began), while no timer fires: the next answer sees it. */
const PAST_THE_DECISION_DEADLINE: PathStep = { type: 'time.passes', ms: 40 * SECOND, timers: false };
/** Past the add-on page's 24-hour window (from the signup's last change). */
const PAST_THE_POLICY_WINDOW = 25 * HOUR;

const PANEL = 'onboarding.additionalServices.ready.panel';

/**
 * What the sign-in page says to a person whose session ended on a step (the screen's words: the
 * documents only say that a failed refresh signs out); its URL's `next` is the step they come back to.
 */
const SESSION_ENDED_TEXT = 'Your session has ended. Please sign in again to pick up where you left off.';
const signedOutFrom = (route: string): PathStep => ({ type: 'page.shows', text: SESSION_ENDED_TEXT, url: `/signin?next=${route}` });

/** Stripe's test card that authenticates by redirect (the sandbox's 3-D Secure page). */
const REDIRECT_CARD = '4000000000003063';

/** Add-ons chosen and finalized: the payment page. */
const TO_THE_PAYMENT: PathStep[] = [
  { type: 'nav.location', stateId: 'additionalServices' },
  { type: 'user.toggleAddOn', title: 'Vet visits' },
  { type: 'flow.took', key: `${PANEL}.settingCoverages:xstate.done.actor.setCoverages:0` },
  { type: 'user.finalize' },
  { type: 'user.confirm' },
];

/**
 * Back from the bank's page the purchase is paid, but its completion fails once: the payment page
 * reads the return's SetupIntent (kept from the return) and completes with it, or cannot read it.
 */
const backFromTheBank = (name: string, seed: SeedName, unread: boolean): LaterWay => ({
  name,
  seed,
  steps: [
    ...TO_THE_PAYMENT,
    { type: 'user.submit', stateId: 'payment', card: REDIRECT_CARD },
    { type: 'payment.returned' },
    { type: 'xstate.error.actor.completePurchase', invokeId: 'completePurchase', guard: null, once: true },
    // The configuration the page loads as it comes back is answered; the one the reading asks for fails.
    ...(unread ? [{ type: 'xstate.error.actor.retrievePaymentReturn', invokeId: 'retrievePaymentReturn', guard: null, once: true, after: 1 } as const] : []),
  ],
  edges: [
    'onboarding.payment.entering:always:0',
    unread ? 'onboarding.payment.retrievingReturn:xstate.error.actor.retrievePaymentReturn:1' : 'onboarding.payment.retrievingReturn:xstate.done.actor.retrievePaymentReturn:0',
  ],
});

export const LATER_WAYS: LaterWay[] = [
  // An application further along than the link: the state's check on entry sends the person on.
  { name: 'the offer was accepted on an earlier visit', seed: 'approved', steps: [{ type: 'nav.location', stateId: 'acceptOffer' }], edges: ['onboarding.acceptOffer.checkingOffer:always:0'] },
  { name: 'the quiz was answered on an earlier visit', seed: 'insured', steps: [{ type: 'nav.location', stateId: 'quiz' }], edges: ['onboarding.quiz.checkingAnswer:always:0'] },
  { name: 'no pet application: the card goes on without insurance', seed: 'petless', steps: [{ type: 'nav.location', stateId: 'additionalServices' }], edges: ['onboarding.additionalServices.checkingPolicy:always:0'] },
  { name: 'the policy was configured on an earlier visit', seed: 'covered', steps: [{ type: 'nav.location', stateId: 'additionalServices' }], edges: ['onboarding.additionalServices.checkingPolicy:always:2'] },
  { name: 'the welcome page loads the signup', seed: 'covered', steps: [{ type: 'nav.location', stateId: 'welcome' }], edges: ['onboarding.welcome.loadingSignup:xstate.done.actor.fetchSignup:0'] },

  // The approval wait of an offer not accepted yet (no approval comes: the shared seed is only read).
  {
    name: 'the deadline passes while the detail is asked, a reload resumes the wait, then 31 s pass',
    seed: 'prequalified',
    fakeClock: true,
    steps: [
      { type: 'nav.location', stateId: 'processing' },
      { type: 'flow.at', stateId: 'processing.waiting' },
      PAST_THE_DECISION_DEADLINE,
      { type: 'flow.at', stateId: 'processing.timedOut' },
      // From here on the detail cannot be read: whatever call is out when the deadline passes fails.
      { type: 'user.retry' },
      { type: 'xstate.error.actor.fetchSignup', invokeId: 'fetchSignup', guard: null, once: false },
      { type: 'flow.at', stateId: 'processing.waiting' },
      { type: 'app.resumed' },
      { type: 'flow.took', key: 'onboarding.processing.resuming:always:1' },
      PAST_THE_DECISION_DEADLINE,
      { type: 'flow.at', stateId: 'processing.timedOut' },
      { type: 'user.retry' },
      { type: 'flow.at', stateId: 'processing.waiting' },
      { type: 'time.passes', ms: 32 * SECOND, timers: true },
    ],
    edges: [
      'onboarding.processing.fetching:xstate.done.actor.fetchSignup:1',
      'onboarding.processing.resuming:always:1',
      'onboarding.processing.fetching:xstate.error.actor.fetchSignup:1',
      'processing:xstate.after.DECISION_TIMEOUT.processing:0',
    ],
  },
  // The approval wait signed out while it asks (the poll after the page's own load answers 401), and
  // reloaded once the deadline passed: the page reads again (decision 0074). The shared seed is only
  // read. (The pre-qualification wait is reloaded by the way of the details sent below: the shared
  // seed there is already pre-qualified, and the page goes on.)
  {
    name: 'signed out while the detail is asked',
    seed: 'prequalified',
    steps: [
      { type: 'nav.location', stateId: 'processing' },
      { type: 'flow.at', stateId: 'processing.waiting' },
      { type: 'xstate.error.actor.fetchSignup', invokeId: 'fetchSignup', guard: 'isSignInNeeded', once: false },
      { type: 'flow.took', key: 'onboarding.processing.fetching:xstate.error.actor.fetchSignup:0' },
    ],
    edges: [],
  },
  {
    name: 'reloaded after the deadline passed',
    seed: 'prequalified',
    fakeClock: true,
    steps: [
      { type: 'nav.location', stateId: 'processing' },
      { type: 'flow.at', stateId: 'processing.waiting' },
      PAST_THE_DECISION_DEADLINE,
      { type: 'flow.at', stateId: 'processing.timedOut' },
      { type: 'app.resumed' },
      { type: 'flow.took', key: 'onboarding.processing.timedOut:app.resumed:0' },
    ],
    edges: [],
  },
  // The details sent with the SSN whose decision never comes (SANDBOX.md 000-00-5001).
  {
    name: 'the detail is not read after the details, the deadline passes, a reload after it, then Try again signs out',
    seed: 'lateDecision',
    fakeClock: true,
    steps: [
      { type: 'nav.location', stateId: 'user' },
      { type: 'user.submit', stateId: 'user', ssn: '000-00-5001' },
      { type: 'xstate.error.actor.fetchSignup', invokeId: 'fetchSignup', guard: null, once: true },
      { type: 'flow.at', stateId: 'preprocessing.waiting' },
      PAST_THE_DECISION_DEADLINE,
      { type: 'flow.at', stateId: 'preprocessing.timedOut' },
      { type: 'user.retry' },
      { type: 'flow.at', stateId: 'preprocessing.waiting' },
      // Between two polls (3 s apart): no answer comes before the reload.
      PAST_THE_DECISION_DEADLINE,
      { type: 'app.resumed' },
      { type: 'flow.at', stateId: 'preprocessing.timedOut' },
      // From here on the detail cannot be read: whatever call is out when the deadline passes fails.
      { type: 'user.retry' },
      { type: 'xstate.error.actor.fetchSignup', invokeId: 'fetchSignup', guard: null, once: false },
      { type: 'flow.at', stateId: 'preprocessing.waiting' },
      PAST_THE_DECISION_DEADLINE,
      // Reloaded once the deadline passed: the page reads again (decision 0074).
      { type: 'flow.at', stateId: 'preprocessing.timedOut' },
      { type: 'app.resumed' },
      // Try again, and the detail's read answers that the person is signed out: the sign-in page, back to the wait after.
      { type: 'flow.at', stateId: 'preprocessing.timedOut' },
      { type: 'user.retry' },
      { type: 'xstate.error.actor.fetchSignup', invokeId: 'fetchSignup', guard: 'isSignInNeeded', once: false },
      { type: 'flow.took', key: 'onboarding.preprocessing.fetching:xstate.error.actor.fetchSignup:0' },
      signedOutFrom('zoomies.card.preprocessing'),
    ],
    edges: [
      'onboarding.preprocessing.timedOut:app.resumed:0',
      'onboarding.user.fetchingSignup:xstate.error.actor.fetchSignup:0',
      'onboarding.preprocessing.fetching:xstate.done.actor.fetchSignup:1',
      'onboarding.preprocessing.resuming:always:0',
      'onboarding.preprocessing.fetching:xstate.error.actor.fetchSignup:1',
    ],
  },

  // The add-on page's 24-hour window (the shared seed is only read: the finalized policy is read again).
  {
    name: 'opened after the 24-hour window',
    seed: 'insured',
    fakeClock: true,
    steps: [{ type: 'time.passes', ms: PAST_THE_POLICY_WINDOW, timers: false }, { type: 'nav.location', stateId: 'additionalServices' }],
    edges: ['onboarding.additionalServices.checkingPolicy:always:1', 'onboarding.additionalServices.finalized.refreshing:xstate.done.actor.refreshFinalizedApplication:0'],
  },
  {
    name: 'the window closes while it is open, the finalized policy is not read',
    seed: 'insured',
    fakeClock: true,
    steps: [
      { type: 'nav.location', stateId: 'additionalServices' },
      { type: 'flow.at', stateId: `${PANEL}.idle` },
      { type: 'time.passes', ms: PAST_THE_POLICY_WINDOW, timers: true },
      { type: 'xstate.error.actor.refreshFinalizedApplication', invokeId: 'refreshFinalizedApplication', guard: null, once: true },
    ],
    edges: ['onboarding.additionalServices.finalized.refreshing:xstate.error.actor.refreshFinalizedApplication:1'],
  },
  {
    name: 'the window closes while it is open, the finalized policy read signs out',
    seed: 'insured',
    fakeClock: true,
    steps: [
      { type: 'nav.location', stateId: 'additionalServices' },
      { type: 'flow.at', stateId: `${PANEL}.idle` },
      { type: 'time.passes', ms: PAST_THE_POLICY_WINDOW, timers: true },
      { type: 'xstate.error.actor.refreshFinalizedApplication', invokeId: 'refreshFinalizedApplication', guard: 'isSignInNeeded', once: false },
    ],
    edges: ['onboarding.additionalServices.finalized.refreshing:xstate.error.actor.refreshFinalizedApplication:0'],
  },
  // The panel: a coverage and an option added, the prices not read, "No changes needed" failing at
  // each restore, then the other way to pay, where storing the phone signs out.
  {
    name: 'add-ons chosen, each restore of "No changes needed" fails, then pay with a different card: storing its phone signs out',
    seed: 'panelRestores',
    steps: [
      { type: 'nav.location', stateId: 'additionalServices' },
      { type: 'user.toggleAddOn', title: 'Prescription meds' },
      { type: 'flow.took', key: `${PANEL}.settingCoverages:xstate.done.actor.setCoverages:0` },
      { type: 'user.toggleAddOn', title: 'Higher coinsurance' },
      { type: 'xstate.error.actor.fetchPricing', invokeId: 'fetchPricing', guard: null, once: true },
      { type: 'flow.took', key: `${PANEL}.fetchingPricing:xstate.error.actor.fetchPricing:1` },
      { type: 'user.noChanges' },
      { type: 'xstate.error.actor.restoreDefaultOption', invokeId: 'restoreDefaultOption', guard: null, once: true },
      { type: 'flow.took', key: `${PANEL}.restoringOption:xstate.error.actor.restoreDefaultOption:1` },
      { type: 'user.noChanges' },
      { type: 'xstate.error.actor.restoreStandardCoverages', invokeId: 'restoreStandardCoverages', guard: null, once: true },
      { type: 'flow.took', key: `${PANEL}.restoringCoverages:xstate.error.actor.restoreStandardCoverages:1` },
      { type: 'user.useAlternatePayment' },
      // The different card's form asks for a phone, stored for the person before the card: that call
      // answers that they are signed out (nothing charged), and the sign-in page brings them back to the payment.
      { type: 'user.submit', stateId: 'payment' },
      { type: 'xstate.error.actor.registerPhone', invokeId: 'registerPhone', guard: 'isSignInNeeded', once: false },
      { type: 'flow.took', key: 'onboarding.payment.registeringPhone:xstate.error.actor.registerPhone:1' },
      signedOutFrom('onboard.card.PaymentRedirect'),
    ],
    edges: [`${PANEL}.restoringStandard:always:0`, `${PANEL}.restoringOption:xstate.done.actor.restoreDefaultOption:0`, `${PANEL}.idle:user.useAlternatePayment:0`],
  },

  // The panel's calls after a choice, each answering that the person is signed out (the sign-in page).
  {
    name: 'a policy option added, its prices read signs out',
    seed: 'pricingSignedOut',
    steps: [
      { type: 'nav.location', stateId: 'additionalServices' },
      { type: 'user.toggleAddOn', title: 'Higher coinsurance' },
      { type: 'xstate.error.actor.fetchPricing', invokeId: 'fetchPricing', guard: 'isSignInNeeded', once: false },
      { type: 'flow.took', key: `${PANEL}.fetchingPricing:xstate.error.actor.fetchPricing:0` },
    ],
    edges: [],
  },
  {
    name: 'a policy option added, "No changes needed" restores it and signs out',
    seed: 'optionRestoreSignedOut',
    steps: [
      { type: 'nav.location', stateId: 'additionalServices' },
      { type: 'user.toggleAddOn', title: 'Higher coinsurance' },
      { type: 'flow.took', key: `${PANEL}.fetchingPricing:xstate.done.actor.fetchPricing:0` },
      { type: 'user.noChanges' },
      { type: 'xstate.error.actor.restoreDefaultOption', invokeId: 'restoreDefaultOption', guard: 'isSignInNeeded', once: false },
      { type: 'flow.took', key: `${PANEL}.restoringOption:xstate.error.actor.restoreDefaultOption:0` },
    ],
    edges: [],
  },
  {
    name: 'a coverage added, "No changes needed" restores it and signs out',
    seed: 'coverageRestoreSignedOut',
    steps: [
      { type: 'nav.location', stateId: 'additionalServices' },
      { type: 'user.toggleAddOn', title: 'Prescription meds' },
      { type: 'flow.took', key: `${PANEL}.settingCoverages:xstate.done.actor.setCoverages:0` },
      { type: 'user.noChanges' },
      { type: 'xstate.error.actor.restoreStandardCoverages', invokeId: 'restoreStandardCoverages', guard: 'isSignInNeeded', once: false },
      { type: 'flow.took', key: `${PANEL}.restoringCoverages:xstate.error.actor.restoreStandardCoverages:0` },
    ],
    edges: [],
  },

  // The payment: the purchase not prepared, and Back to the add-ons (the shared seed: nothing is paid).
  {
    name: 'the purchase is not prepared, Back',
    seed: 'insured',
    steps: [{ type: 'nav.location', stateId: 'payment' }, { type: 'xstate.error.actor.createPlanPurchase', invokeId: 'createPlanPurchase', guard: null, once: true }, { type: 'user.back' }],
    edges: ['onboarding.payment.creatingPurchase:xstate.error.actor.createPlanPurchase:2', 'onboarding.payment.failed:user.back:0'],
  },
  // Paid, through each failure after the card: the completion and its re-read, the configuration;
  // then the same link on another device finds it paid, configures it (failing once), and at last
  // finds it paid and configured.
  {
    name: 'paid through the failures after the card, then opened again on another device',
    seed: 'paidOnce',
    steps: [
      ...TO_THE_PAYMENT,
      { type: 'user.submit', stateId: 'payment' },
      { type: 'xstate.error.actor.completePurchase', invokeId: 'completePurchase', guard: null, once: true },
      { type: 'xstate.error.actor.refetchPurchase', invokeId: 'refetchPurchase', guard: null, once: true },
      { type: 'flow.took', key: 'onboarding.payment.refetching:xstate.error.actor.refetchPurchase:1' },
      { type: 'user.submit', stateId: 'payment' },
      { type: 'xstate.error.actor.configurePolicy', invokeId: 'configurePolicy', guard: null, once: true },
      { type: 'flow.took', key: 'onboarding.payment.configuring:xstate.error.actor.configurePolicy:1' },
      { type: 'nav.otherDevice', stateId: 'payment' },
      { type: 'xstate.error.actor.configurePurchasedPolicy', invokeId: 'configurePurchasedPolicy', guard: null, once: true },
      { type: 'flow.took', key: 'onboarding.payment.configuringPurchased:xstate.error.actor.configurePurchasedPolicy:1' },
      { type: 'user.retry' },
      { type: 'flow.took', key: 'onboarding.payment.configuringPurchased:xstate.done.actor.configurePurchasedPolicy:0' },
      { type: 'nav.otherDevice', stateId: 'payment' },
    ],
    edges: ['onboarding.payment.alreadyPurchased:always:1', 'onboarding.payment.alreadyPurchased:always:0'],
  },
  // Paid, and a call after the card answers that the person is signed out (the sign-in page).
  {
    name: 'the card confirmed, its completion signs out',
    seed: 'completeSignedOut',
    steps: [
      ...TO_THE_PAYMENT,
      { type: 'user.submit', stateId: 'payment' },
      { type: 'xstate.error.actor.completePurchase', invokeId: 'completePurchase', guard: 'isSignInNeeded', once: false },
      { type: 'flow.took', key: 'postPayment:xstate.error.actor.completePurchase:0' },
    ],
    edges: [],
  },
  {
    // The completion gets no answer for a while, then fails, and the payment page shows again. The
    // post-payment page showed that long, so the browser kept it (a page passed through in under a
    // second is not: url-history.ts), and Back leads to it: the completion is made again with the card
    // the person confirmed, and the welcome page shows.
    name: 'the completion gets no answer, Back to the post-payment page completes it',
    seed: 'backToPostPayment',
    steps: [
      ...TO_THE_PAYMENT,
      { type: 'user.submit', stateId: 'payment' },
      { type: 'xstate.error.actor.completePurchase', invokeId: 'completePurchase', guard: null, once: true, noAnswerForMs: 2 * TRANSIENT_URL_MS },
      { type: 'flow.took', key: 'onboarding.payment.refetching:xstate.done.actor.refetchPurchase:0' },
      { type: 'flow.at', stateId: 'payment.entering' },
      { type: 'nav.history', direction: 'back', to: 'postPayment' },
      { type: 'flow.at', stateId: 'welcome.shown' },
    ],
    edges: ['postPayment:xstate.done.actor.completePurchase:0'],
  },
  {
    name: 'paid, the policy configuration signs out',
    seed: 'configureSignedOut',
    steps: [
      ...TO_THE_PAYMENT,
      { type: 'user.submit', stateId: 'payment' },
      { type: 'xstate.error.actor.configurePolicy', invokeId: 'configurePolicy', guard: 'isSignInNeeded', once: false },
      { type: 'flow.took', key: 'onboarding.payment.configuring:xstate.error.actor.configurePolicy:0' },
    ],
    edges: [],
  },
  {
    name: 'paid, the completion fails and its re-read signs out',
    seed: 'refetchSignedOut',
    steps: [
      ...TO_THE_PAYMENT,
      { type: 'user.submit', stateId: 'payment' },
      { type: 'xstate.error.actor.completePurchase', invokeId: 'completePurchase', guard: null, once: true },
      { type: 'xstate.error.actor.refetchPurchase', invokeId: 'refetchPurchase', guard: 'isSignInNeeded', once: false },
      { type: 'flow.took', key: 'onboarding.payment.refetching:xstate.error.actor.refetchPurchase:0' },
    ],
    edges: [],
  },
  {
    // Paid, not configured: the same link on another device finds it paid, and its configuration signs out.
    name: 'paid, not configured, opened on another device where the configuration signs out',
    seed: 'purchasedSignedOut',
    steps: [
      ...TO_THE_PAYMENT,
      { type: 'user.submit', stateId: 'payment' },
      { type: 'xstate.error.actor.configurePolicy', invokeId: 'configurePolicy', guard: null, once: true },
      { type: 'flow.took', key: 'onboarding.payment.configuring:xstate.error.actor.configurePolicy:1' },
      { type: 'nav.otherDevice', stateId: 'payment' },
      { type: 'xstate.error.actor.configurePurchasedPolicy', invokeId: 'configurePurchasedPolicy', guard: 'isSignInNeeded', once: false },
      { type: 'flow.took', key: 'onboarding.payment.configuringPurchased:xstate.error.actor.configurePurchasedPolicy:0' },
    ],
    edges: [],
  },
  {
    // Back from the bank, the completion fails once, and reading the return signs out.
    name: 'back from the bank, the completion fails: reading the return signs out',
    seed: 'redirectSignedOut',
    steps: [
      ...TO_THE_PAYMENT,
      { type: 'user.submit', stateId: 'payment', card: REDIRECT_CARD },
      { type: 'payment.returned' },
      { type: 'xstate.error.actor.completePurchase', invokeId: 'completePurchase', guard: null, once: true },
      { type: 'xstate.error.actor.retrievePaymentReturn', invokeId: 'retrievePaymentReturn', guard: 'isSignInNeeded', once: false, after: 1 },
      { type: 'flow.took', key: 'onboarding.payment.retrievingReturn:xstate.error.actor.retrievePaymentReturn:0' },
    ],
    edges: [],
  },
  backFromTheBank('back from the bank, the completion fails: the return is read and completes', 'redirectRead', false),
  backFromTheBank('back from the bank, the completion fails: the return cannot be read', 'redirectUnread', true),
];
