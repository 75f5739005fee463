import { setup, assign, assertEvent, raise, emit, sendTo, enqueueActions } from 'xstate';
import { VERIFY_SCREEN_DELAY_MS, DECISION_POLL_INTERVAL_MS, COUNTDOWN_TICK_MS, WAITLIST_URL } from '../services/contract/constants.ts';
import type { SignupDetail, ChallengeResponse, OriginationSummary } from '../services/contract/origination.schema.ts';
import type { PetApplication, Plan, StateConfig } from '../services/contract/insurance.schema.ts';
import type { RegulatoryDocument, UploadedDocument } from '../services/contract/documents.schema.ts';
import { isOfferId } from '../services/contract/marketing.schema.ts';
import { PetDeclineReason, type RouteName } from '../services/contract/routes.ts';
import type { OnboardingContext, OnboardingInput, TrackEventInput, CompleteApplicationOutput, Need } from './onboarding.types.ts';
import type { StepMeta } from './steps/step-declarations.ts';
import type { OnboardingEvent, OnboardingEmitted } from './onboarding.events.ts';
import { onboardingActors } from './onboarding.actors.ts';
import { resetContext } from './onboarding.context.ts';
import { failureOf } from './service-error.ts';
import { outcomeOfFailure, needsSignIn, isNotTheirs, isNotYet, isStepAlreadyDone } from './rules/failure.rules.ts';
import { freshNow, heldDataDropped, heldDataMadeStale, isNeedMissing, notPreQualifiedStatusOf, statusFromParam } from './rules/data-needs.rules.ts';
import { selectedAddOnsOf, remainingMs, pricingKey, policyOptionsOf, addOnPricesOf } from './rules/insurance.rules.ts';
import { matchUrl, stateIdForRoute } from './route-table.ts';
import { routeTo } from './steps/step-kit.ts';

// The machine's `setup()`: its types, the actors (placeholders the app provides), the delays, and
// what several steps share: the data every state may load on entry, the outcome of a failed call,
// sign-in and the browser's locations, analytics. Each step file holds its own actions and guards;
// `onboarding.machine.ts` merges them in with `extend`.

/** An offer id of the offers table (v1, v2, v3), or null. */
const offerIdOf = (id: string | null | undefined): OnboardingContext['offerId'] => (isOfferId(id) ? id : null);

/** A card URL of the application 'Start over' discarded is not followed (browser Back after it). */
function isLocationOfThisApplicant(context: OnboardingContext, originationId: string | undefined | null): boolean {
  return !originationId || originationId !== context.discardedOriginationId;
}

/** What the loaded data of another application would be: forgotten when the application changes. */
const APPLICATION_DATA = {
  challenge: null,
  signup: null,
  petApplication: null,
  planPurchase: null,
  paymentMethod: null,
  linkedQuoteId: null,
  plan: null,
  planLoaded: false,
  uploadedDocuments: null,
  notPreQualifiedStatus: null,
  petDeclineReason: null,
  offerAccepted: false,
  alreadyPurchased: false,
  policyConfigured: false,
  quizAnswer: null,
  pricingCache: {},
  countdownDeadline: null,
  applications: null,
  unavailable: [],
  stale: [],
  partnerCodeSent: false,
  partnerAttempts: 0,
} satisfies Partial<OnboardingContext>;

export const baseSetup = setup({
  types: {
    context: {} as OnboardingContext,
    events: {} as OnboardingEvent,
    input: {} as OnboardingInput,
    emitted: {} as OnboardingEmitted,
    meta: {} as StepMeta,
    /**
     * loading: the state loads what its screen needs (the loading view shows); loadFailed: that load
     * failed (the retry view); busy: the applicant's submit is being sent; sending: a code or link is
     * on its way (no input yet); sensitive: a running call holds what must not or cannot be saved
     * (the SSN, a file being uploaded).
     */
    tags: {} as 'loading' | 'loadFailed' | 'busy' | 'sending' | 'sensitive' | 'policyFinalized' | 'pricing',
  },
  actors: onboardingActors,
  delays: {
    VERIFY_DELAY: VERIFY_SCREEN_DELAY_MS,
    POLL_INTERVAL: DECISION_POLL_INTERVAL_MS,
    COUNTDOWN_TICK: COUNTDOWN_TICK_MS,
    /** What is left of the decision poll's absolute deadline. */
    DECISION_TIMEOUT: ({ context }) => Math.max(0, (context.decisionDeadline ?? Date.now()) - Date.now()),
  },
  actions: {
    ignoreChildFailure: assign({}),
    clearOutcome: assign({ outcome: null }),
    /** A failed call as the screen's outcome: no answer, a server failure, a limit or a refusal. */
    storeFailure: assign((_, error: unknown) => ({ outcome: outcomeOfFailure(failureOf(error)) })),
    resetFlow: assign(({ context }) => resetContext(context)),
    emitFlowReset: emit({ type: 'flow.reset' }),
    navigateToWaitlist: emit({ type: 'navigate.external', url: WAITLIST_URL }),
    /** Analytics: fire and forget (the actor swallows its failures). */
    track: enqueueActions(({ enqueue }, params: TrackEventInput) => {
      enqueue.spawnChild('trackEvent', { input: params });
    }),
    // The data states load on entry.
    storeRegulatoryDocuments: assign((_, documents: RegulatoryDocument[]) => ({ regulatoryDocuments: documents })),
    /** A successful challenge resets the partner attempts and own-code use (first document, section 4). */
    storeChallenge: assign(({ context }, challenge: ChallengeResponse) => ({
      challenge,
      stale: freshNow(context, 'challenge'),
      petDeclineReason: PetDeclineReason.safeParse(challenge.decline_reason).data ?? null,
      partnerAttempts: 0,
      useOwnCode: false,
    })),
    storeSignup: assign(({ context }, signup: SignupDetail) => ({ signup, offerAccepted: context.offerAccepted || signup.offer_accepted, stale: freshNow(context, 'signup') })),
    /**
     * The pet application with what the add-on page shows of it: selections, prices, and the
     * finalization window (FINALIZE_WINDOW_MS), which ends when the server's job finalizes (its deadline, read afresh with each answer).
     */
    storePetApplication: assign(({ context }, application: PetApplication) => {
      const deadline = Date.parse(application.finalization_deadline);
      const pricing = context.pricingCache[pricingKey(application.insurance_quote.id, policyOptionsOf(application))];
      return {
        petApplication: application,
        stale: freshNow(context, 'petApplication'),
        selectedAddOns: selectedAddOnsOf(application),
        addOnPrices: addOnPricesOf(application.insurance_quote, pricing),
        countdownDeadline: deadline,
        countdownRemainingMs: remainingMs(deadline, Date.now()),
        policyConfigured: application.policy_configured,
      };
    }),
    storePhoneNumber: assign((_, phoneNumber: string) => ({ phoneNumber })),
    storeUploadedDocuments: assign(({ context }, documents: UploadedDocument[]) => ({ uploadedDocuments: documents, stale: freshNow(context, 'uploadedDocuments') })),
    storePlan: assign(({ context }, plan: Plan) => ({ plan, planLoaded: true, stale: freshNow(context, 'plan') })),
    /** A state with no configuration is not asked for again (the Dashboard shows no waiting periods). */
    storeStateConfig: assign(({ context }, stateConfig: StateConfig | null) => ({
      stateConfig,
      unavailable: stateConfig ? context.unavailable : [...context.unavailable, 'stateConfig' as const],
    })),
    storeApplications: assign(({ context }, applications: OriginationSummary[]) => ({ applications, stale: freshNow(context, 'applications') })),
    /** What a page that only shows what there is could not load (not yet there, or not theirs): asked again once stale. */
    markNeedUnavailable: assign(({ context }, params: { need: Need }) => ({
      unavailable: context.unavailable.includes(params.need) ? context.unavailable : [...context.unavailable, params.need],
      stale: freshNow(context, params.need),
    })),
    /**
     * The application moved on (a submit that changed it), the page was reloaded, or the applicant
     * came back in by the browser: what the flow holds of its progress describes an earlier moment.
     * Each step reads it again before showing it (decision 0074); until then it stays shown.
     */
    markHeldDataStale: assign(({ context }) => heldDataMadeStale(context)),
    /**
     * A step entered again after a reload: what the flow holds of the application's progress is from
     * before it, and is read again as on a first visit (decision 0074).
     */
    dropHeldData: assign(({ context }) => heldDataDropped(context)),
    /** A status the route did not carry: the signup says which. */
    deriveNotPreQualifiedStatus: assign(({ context }) => ({
      notPreQualifiedStatus: context.notPreQualifiedStatus ?? (context.signup ? notPreQualifiedStatusOf(context.signup) : 'declined'),
    })),
    /** Going on with another application (sign-in, the lookup): its data is loaded afresh. */
    adoptApplication: assign(({ context }, application: { id: string }) =>
      application.id === context.originationId ? {} : { ...APPLICATION_DATA, originationId: application.id, hasAuthToken: true },
    ),
    /** Where the application stands, by the server's route name (unknown or none: the Dashboard). */
    routeToApplicationStep: raise((_, next: string | null) => routeTo((next && stateIdForRoute(next)) || 'dashboard')),
    /**
     * The policy configuration is complete (with or without a payment): the flow is done. What the
     * flow holds is now stale (the pet application has a plan): whoever shows it next reads it again.
     */
    markPolicyConfigured: assign(({ context }) => ({ policyConfigured: true, outcome: null, ...heldDataMadeStale(context) })),
    /** Our own 6-digit code instead of the partner's check (no correlation id, or 2 failed tries). */
    chooseOwnCode: assign({ useOwnCode: true, correlationId: null }),
    // Session (the child machine keeps the tokens).
    markSignedIn: assign({ isLoggedIn: true }),
    /**
     * A step's call was answered 401 (the client's refresh failed, or an applicant token has none):
     * the session ended. Sign-in says so, and goes back to the step once it is done (decision 0063).
     */
    endSession: assign((_, params: { route: RouteName }) => ({ signinNext: params.route, sessionEnded: true, outcome: null })),
    markSignedOut: assign({ isLoggedIn: false }),
    /**
     * The app's session store changed (a rotated pair, or none after a failed refresh): the flow and
     * the session child both follow it, so the child never holds a session the store has dropped.
     */
    applyAppTokens: enqueueActions(({ enqueue, event }) => {
      assertEvent(event, 'app.tokens');
      enqueue.assign({ isLoggedIn: event.tokens !== null });
      enqueue.sendTo('session', { type: 'session.tokensChanged', tokens: event.tokens });
    }),
    /** The returned token becomes the login tokens (the session child keeps them). */
    forwardTokens: enqueueActions(({ enqueue }, completed: CompleteApplicationOutput) => {
      if (!completed.token) return;
      const user = completed.user ? { ...completed.user, phone_number: '', address: null } : null;
      enqueue.sendTo('session', { type: 'session.setTokens', tokens: completed.token, user });
    }),
    /** The user behind the analytics events, once the application made or joined an account. */
    identifyUser: enqueueActions(({ enqueue }, userId: string | null) => {
      if (userId) enqueue.spawnChild('trackEvent', { input: { kind: 'identify', name: 'identify', userId } });
    }),
    /** account_created, once per user: only when the application made a new account. */
    trackAccountCreated: enqueueActions(({ enqueue }, params: { userId: string | null; originationId: string | null }) => {
      if (!params.userId) return;
      enqueue.spawnChild('trackEvent', {
        input: { kind: 'track', name: 'account_created', properties: { user_id: params.userId, origination_id: params.originationId } },
      });
    }),
    /** Start over signs the session child out too, so a new sign-in starts from its email step. */
    signOutSession: sendTo('session', { type: 'session.logout' as const }),
    // Browser locations.
    applyLocation: assign(({ context, event }) => {
      assertEvent(event, 'nav.location');
      const match = matchUrl(event.url);
      if (!match) return {};
      const { params } = match;
      const ownsLocation = isLocationOfThisApplicant(context, params.originationId);
      const originationId = ownsLocation ? (params.originationId ?? context.originationId) : context.originationId;
      return {
        ...(originationId !== context.originationId ? APPLICATION_DATA : {}),
        // A way back in (Back, Forward, a link): the step entered reads what the server holds now (decision 0074).
        ...heldDataMadeStale(context),
        originationId,
        notPreQualifiedStatus: statusFromParam(params.status) ?? (match.stateId === 'notPreQualified' ? null : context.notPreQualifiedStatus),
        // The offer page's own URL decides its offer: '/' has none, an unknown id has none.
        offerId: match.route === 'zoomies.card.offer.start' ? offerIdOf(params.offerId) : context.offerId,
        promoCode: params.promoCode ?? context.promoCode,
        signinNext: match.route === 'signin' ? (params.next ?? null) : context.signinNext,
        // The payment URLs carry the quote: kept for the URL until the pet application is loaded.
        linkedQuoteId: params.quoteId ?? null,
      };
    }),
    routeToLocation: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'nav.location');
      const match = matchUrl(event.url);
      // Another application's URL (after 'Start over', say) leads to the start, not to a dead end.
      if (!isLocationOfThisApplicant(context, match?.params.originationId)) {
        enqueue.raise(routeTo(context.entry === 'getStarted' ? 'getStarted' : 'offerStart'));
        return;
      }
      enqueue.raise(routeTo(match?.stateId ?? 'offerStart'));
    }),
  },
  guards: {
    isGetStartedEntry: ({ context }) => context.entry === 'getStarted',
    isLoggedIn: ({ context }) => context.isLoggedIn,
    hasOrigination: ({ context }) => context.originationId !== null,
    /**
     * The flow holds what only a verified phone is given (the challenge; the signup of completed
     * details): the phone check and the instant link are steps already done, and Back to either goes
     * where the application stands at once, with no code page, no code and no link sent (decision 0075).
     */
    hasVerifiedPhone: ({ context }) => context.challenge !== null || context.signup !== null,
    isMobile: ({ context }) => context.isMobile,
    /** A browser location inside the flow; any other URL is not the machine's business. */
    isFlowLocation: ({ event }) => {
      assertEvent(event, 'nav.location');
      return matchUrl(event.url) !== null;
    },
    isMissing: ({ context }, params: { need: Need }) => isNeedMissing(context, params.need),
    /** 401: signed out (the token expired and could not be refreshed): sign in to go on. */
    isSignInNeeded: (_, error: unknown) => needsSignIn(failureOf(error)),
    /** 403 or 404: the application is not this visitor's, or is gone. */
    isNotTheirs: (_, error: unknown) => isNotTheirs(failureOf(error)),
    /** 409: the application is not this far yet (its signup exists once the details are in). */
    isNotYet: (_, error: unknown) => isNotYet(failureOf(error)),
    /** 409: the phone was verified already (a code's answer lost on the way, another tab or device, a link opened). */
    isAlreadyVerified: (_, error: unknown) => isStepAlreadyDone(failureOf(error)),
    /** Not theirs, or not yet: a page that only shows what there is goes on without it. */
    isNotAvailable: (_, error: unknown) => isNotTheirs(failureOf(error)) || isNotYet(failureOf(error)),
    /** The card goes on without insurance (the signup names no pet application): the Dashboard. */
    hasNoPetApplication: ({ context }) => context.petApplication === null,
    /** The policy is configured (here, on another device, or by the 24-hour finalization). */
    isPolicyConfigured: ({ context }) => context.policyConfigured,
    /** A pet decline reason (from the pet step or the signup): the card goes on without insurance. */
    hasPetDeclineReason: ({ context }) =>
      context.petDeclineReason !== null || !!context.signup?.pet_decline_reason || context.signup?.has_card_animal === false,
  },
});

