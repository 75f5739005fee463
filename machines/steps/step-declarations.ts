import { ROUTE_NAMES, type RouteName } from '../../services/contract/routes.ts';
import { WAITLIST_URL } from '../../services/contract/constants.ts';
import type { Need } from '../onboarding.types.ts';

// Every state that shows a screen, declared once, in the order of the applicant's way through the
// flow: its route and URL, the screen the app binds to it, its place on the progress bar and on the
// flow map's journey, where the application stands when the server names it, and the data it loads
// before its screen shows. The route table (route-table.ts), the states' `meta` (`stepMeta`), the
// screen bindings (src/app/bindings/screen-view.tsx), the progress rules (rules/progress.rules.ts)
// and the map's journey (src/flow-map/onboarding-journey.ts) are read from here: a misspelt route,
// screen or need is a type error, and a screen without a binding fails the registry's load by name.

/** Sign-in has a path (/signin?next=) but no contract route name. */
export type RouteKey = RouteName | 'signin';

interface StepDeclaration {
  /**
   * The contract's route name (sign-in has none of its own), where the server names the step in a
   * `next` field; absent for a page the server never names (reached only from another step) and for a
   * page outside the app (the waitlist).
   */
  route?: RouteKey;
  /** URL patterns; the first one is the canonical one. `:name` is a parameter. With or without a route: a page with paths has a URL both ways. */
  paths?: readonly string[];
  /** The screen the app shows for it: the key its binding is registered under. */
  screen: string;
  /** Its position on the progress bar (1 to MAX_STEP); absent where the bar shows none. */
  progress?: number;
  /** The step of the applicant's main path it is on the flow map's journey (`Pet`, `Decision`). */
  journey?: string;
  /**
   * Where an application stands when the server's next route is this step (rules/progress.rules.ts):
   * `answering`, the pet and personal steps whose answers may still change; `done`, nothing is left
   * to continue (complete, or decided).
   */
  standing?: 'answering' | 'done';
  /** What it loads before its screen shows, in order (steps/loads-what-it-needs.ts). */
  needs?: readonly Need[];
  /** Where the app navigates away to (the waitlist form). */
  externalUrl?: string;
  /** The `user.onboard.base` slug. */
  slug?: string;
}

/** The journey of the two first pages (the offer's and the plain start). */
const OFFER_OR_START = 'Offer or start';

const card = (slug: string) => `/onboard/card/:originationId/${slug}`;

export const STEPS = {
  offerStart: { route: 'zoomies.card.offer.start', paths: ['/', '/q/signup/start-offer/:offerId'], screen: 'offer-start', journey: OFFER_OR_START },
  getStarted: { route: 'zoomies.card.getStarted', paths: ['/signup/start'], screen: 'get-started', journey: OFFER_OR_START },
  instalink: { route: 'zoomies.card.instalink', paths: [card('instalink')], screen: 'instalink', progress: 1 },
  verify: { route: 'zoomies.card.verify', paths: [card('verify')], screen: 'verify-partner', progress: 1, journey: 'Verify', needs: ['phoneNumber'] },
  verifyOwn: { route: 'zoomies.card.zoomies-verify', paths: [card('zoomies-verify')], screen: 'verify-own', progress: 1, needs: ['phoneNumber'] },
  // The pet step reads the details on file afresh on every entry, in its own states (pet.step.ts).
  about: { route: 'zoomies.card.about', paths: [card('about')], screen: 'about', progress: 2, journey: 'Pet', standing: 'answering' },
  waitlist: { screen: 'waitlist', externalUrl: WAITLIST_URL },
  petlessOffer: { route: 'zoomies.card.petless-offer', paths: [card('petless-offer')], screen: 'petless-offer', progress: 2, standing: 'answering', needs: ['challenge'] },
  user: { route: 'zoomies.card.user', paths: [card('applicant-details')], screen: 'user-info', progress: 3, journey: 'Details', standing: 'answering', needs: ['challenge'] },
  preprocessing: { route: 'zoomies.card.preprocessing', paths: [card('preprocessing')], screen: 'processing', progress: 4, journey: 'Decision' },
  acceptOffer: { route: 'zoomies.card.accept-offer', paths: [card('accept-offer')], screen: 'accept-offer', progress: 4, journey: 'Accept', needs: ['signup'] },
  processing: { route: 'zoomies.card.processing', paths: [card('processing')], screen: 'processing', progress: 5, journey: 'Approval' },
  congratulations: { route: 'zoomies.card.congratulations', paths: [card('congratulations')], screen: 'congratulations', progress: 5, journey: 'Congratulations', needs: ['signup'] },
  quiz: { route: 'zoomies.card.quiz', paths: [card('quiz')], screen: 'quiz', progress: 6, journey: 'Quiz', needs: ['signup'] },
  additionalServices: {
    route: 'zoomies.card.additional-services',
    paths: [card('additional-services')],
    screen: 'additional-services',
    progress: 7,
    journey: 'Additional services',
    needs: ['signup', 'petApplication'],
  },
  notPreQualified: {
    route: 'zoomies.card.not-pre-qualified',
    paths: [card('not-pre-qualified/:status'), card('not-pre-qualified')],
    screen: 'not-pre-qualified',
    standing: 'done',
    needs: ['signup'],
  },
  // The required documents come with the signup; the uploaded ones are listed, so a return shows them.
  additionalInformation: {
    route: 'zoomies.card.aditionalinformation',
    paths: [card('aditionalinformation')],
    screen: 'additional-information',
    needs: ['signup', 'uploadedDocuments'],
  },
  unsupportedAddress: { route: 'zoomies.card.unsupported-address', paths: [card('unsupported-address')], screen: 'unsupported-address' },
  uploadDocument: {
    route: 'zoomies.card.unsupported-address.upload-document',
    paths: [card('unsupported-address/upload-document')],
    screen: 'upload-document',
    needs: ['uploadedDocuments'],
  },
  payment: { route: 'onboard.card.PaymentRedirect', paths: [card('payment/:quoteId')], screen: 'payment', progress: 7, journey: 'Payment', needs: ['signup', 'petApplication'] },
  // The payment page's last part, after the card: a route of its own (a return from a redirect lands here).
  postPayment: { route: 'PostPayment', paths: [card('post-payment/:quoteId')], screen: 'payment', progress: 7 },
  welcome: { route: 'user.onboard.base', paths: ['/onboard/:slug'], screen: 'welcome', journey: 'Welcome', standing: 'done', needs: ['signup'], slug: 'welcome' },
  dashboard: {
    route: 'Dashboard',
    paths: ['/dashboard'],
    screen: 'dashboard',
    standing: 'done',
    needs: ['signup', 'petApplication', 'plan', 'stateConfig', 'uploadedDocuments', 'applications'],
  },
  signin: { route: 'signin', paths: ['/signin'], screen: 'signin' },
} as const satisfies Record<string, StepDeclaration>;

/** The id of a state that shows a screen (its key in STEPS). */
export type StepId = keyof typeof STEPS;

/** The screens the machine can show; the app binds each to one view. */
export type Screen = (typeof STEPS)[StepId]['screen'];

/** The declarations, in the order of the applicant's way through the flow. */
export const STEP_LIST = Object.entries(STEPS).map(([id, step]) => ({ id: id as StepId, ...(step as StepDeclaration) }));

/** The progress bar's end (the shell draws `step` of `maxStep`). */
export const MAX_STEP = Math.max(...STEP_LIST.map((step) => step.progress ?? 0));

/** `meta` of every state that shows a screen. */
export interface StepMeta {
  /** The declaration it was read from (its URL is the route table's entry of that id). */
  state: StepId;
  /** The contract route name; absent for sign-in, the external waitlist and a page the server never names. */
  route?: RouteName;
  screen: Screen;
  /** Progress bar position (1-based) and its end. */
  step?: number;
  maxStep?: number;
  /** Where the app navigates away to (waitlist form). */
  externalUrl?: string;
  /** `user.onboard.base` slug. */
  slug?: string;
  /** Which part of a two-part screen a substate shows (sign-in: the email form, then the code). */
  part?: 'email' | 'code';
}

const isRouteName = (route: RouteKey | undefined): route is RouteName => route !== undefined && (ROUTE_NAMES as readonly string[]).includes(route);

/** The `meta` of a state from its declaration (`part`: which part of a two-part screen a substate shows). */
export function stepMeta(id: StepId, part?: StepMeta['part']): StepMeta {
  const { screen, route, progress, externalUrl, slug }: StepDeclaration & { screen: Screen } = STEPS[id];
  return {
    state: id,
    screen,
    ...(isRouteName(route) ? { route } : {}),
    ...(progress !== undefined ? { step: progress, maxStep: MAX_STEP } : {}),
    ...(externalUrl !== undefined ? { externalUrl } : {}),
    ...(slug !== undefined ? { slug } : {}),
    ...(part !== undefined ? { part } : {}),
  };
}
