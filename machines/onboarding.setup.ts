import { setup, assign, raise, emit, spawnChild, sendTo, enqueueActions } from 'xstate';
import { WAITLIST_URL, VERIFY_SCREEN_DELAY_MS, DECISION_POLL_INTERVAL_MS, COUNTDOWN_TICK_MS } from '../services/contract/constants.ts';
import { NotPreQualifiedStatus, type NotPreQualifiedStatus as Status } from '../services/contract/routes.ts';
import type { ChallengeResponse, SignupDetail, OriginationStartResponse, OriginationSummary } from '../services/contract/origination.schema.ts';
import type { PetInformationResponse } from '../services/contract/animal.schema.ts';
import type { PetApplication, PricingDetails, PlanPurchase, InsuranceQuote } from '../services/contract/insurance.schema.ts';
import type { RegulatoryDocument, UploadedDocument } from '../services/contract/documents.schema.ts';
import { PHONE_LINKED, routeOfStartNext } from '../services/contract/origination.schema.ts';
import type { OnboardingContext, OnboardingInput, StepMeta, CompleteApplicationOutput, ConfirmPaymentOutput } from './onboarding.types.ts';
import type { OnboardingEvent, OnboardingEmitted, StartValues, PetValues, UserInfoValues, AlternateAddressValues, EmailValues, CodeValues } from './onboarding.events.ts';
import { onboardingActors } from './onboarding.actors.ts';
import { onboardingGuards } from './onboarding.guards.ts';
import { initialContext, resetContext } from './onboarding.context.ts';
import { MESSAGES } from './messages.ts';
import { errorOf, outputOf, errorMessageOf, codeOf, statusOf } from './service-error.ts';
import { preDecisionStep, approvalStep, decisionDeadlineFrom } from './rules/decision.rules.ts';
import { selectedAddOnsOf, countdownDeadlineFrom, remainingMs, pricingKey, policyOptionsOf } from './rules/insurance.rules.ts';
import { matchUrl, stateIdForRoute } from './route-table.ts';
import { POINTS_OFFERS } from '../services/contract/marketing.schema.ts';

// `setup()` names every implementation of the onboarding machine: actors (placeholders the app
// provides), guards, actions and delays. The step files refer to them by name only.

const values = <T>(event: OnboardingEvent): T => (event.type === 'user.submit' ? (event.values as T) : (undefined as T));
const routeEvent = (to: string) => ({ type: 'xstate.route', to: `#${to}` }) as const;

/** An offer id of the offers table (v1, v2, v3), or null. */
const offerIdOf = (id: string | null | undefined): OnboardingContext['offerId'] =>
  id && Object.hasOwn(POINTS_OFFERS, id) ? (id as OnboardingContext['offerId']) : null;

/** A card URL of the application 'Start over' discarded is not followed (browser Back after it). */
function isLocationOfThisApplicant(context: OnboardingContext, originationId: string | undefined | null): boolean {
  return !originationId || originationId !== context.discardedOriginationId;
}

export const onboardingSetup = setup({
  types: {
    context: {} as OnboardingContext,
    events: {} as OnboardingEvent,
    input: {} as OnboardingInput,
    emitted: {} as OnboardingEmitted,
    meta: {} as StepMeta,
  },
  actors: onboardingActors,
  guards: onboardingGuards,
  delays: {
    VERIFY_DELAY: VERIFY_SCREEN_DELAY_MS,
    POLL_INTERVAL: DECISION_POLL_INTERVAL_MS,
    COUNTDOWN_TICK: COUNTDOWN_TICK_MS,
    /** What is left of the decision poll's absolute deadline. */
    DECISION_TIMEOUT: ({ context }) => Math.max(0, (context.decisionDeadline ?? Date.now()) - Date.now()),
  },
  actions: {
    ignoreChildFailure: assign({}),
    clearMessages: assign({ notice: null, error: null, errorLink: null }),
    storeError: assign({ error: ({ event }) => errorMessageOf(errorOf(event), MESSAGES.tryAgainNext), notice: null }),
    storeTryAgainNext: assign({ error: MESSAGES.tryAgainNext, notice: null }),
    resetFlow: assign(({ context }) => resetContext(context)),
    emitFlowReset: emit({ type: 'flow.reset' }),
    storeRegulatoryDocuments: assign({ regulatoryDocuments: ({ event }) => outputOf<RegulatoryDocument[]>(event) }),
    markSignedIn: assign({ isLoggedIn: true }),
    markSignedOut: assign({ isLoggedIn: false }),
    applyAppTokens: assign({ isLoggedIn: ({ event }) => event.type === 'app.tokens' && !!event.tokens }),
    // Browser locations.
    applyLocation: assign(({ context, event }) => {
      if (event.type !== 'nav.location') return {};
      const match = matchUrl(event.url);
      if (!match) return {};
      const { params } = match;
      const status = NotPreQualifiedStatus.safeParse(params.status);
      return {
        originationId: isLocationOfThisApplicant(context, params.originationId) ? (params.originationId ?? context.originationId) : context.originationId,
        notPreQualifiedStatus: status.success ? status.data : context.notPreQualifiedStatus,
        // The offer page's own URL decides its offer: '/' has none, an unknown id has none.
        offerId: match.route === 'zoomies.card.offer.start' ? offerIdOf(params.offerId) : context.offerId,
        promoCode: params.promoCode ?? context.promoCode,
        signinNext: match.route === 'signin' ? params.next ?? null : context.signinNext,
      };
    }),
    routeToLocation: raise(({ context, event }) => {
      const match = event.type === 'nav.location' ? matchUrl(event.url) : null;
      // Another application's URL (after 'Start over', say) leads to the start, not to a dead end.
      if (!isLocationOfThisApplicant(context, match?.params.originationId)) return routeEvent(context.entry === 'getStarted' ? 'getStarted' : 'offerStart');
      return routeEvent(match?.stateId ?? 'offerStart');
    }),
    // Start.
    storeStartValues: assign(({ event }) => {
      const v = values<StartValues>(event);
      return { phoneNumber: v.phoneNumber, dobMonthDay: v.dob, error: null, notice: null, errorLink: null };
    }),
    storeOrigination: assign(({ event }) => {
      const out = outputOf<OriginationStartResponse>(event);
      return { originationId: out.id, authToken: out.auth_token, hasAuthToken: !!out.auth_token, correlationId: out.correlation_id };
    }),
    storeStartError: assign({ error: ({ event }) => errorMessageOf(errorOf(event), MESSAGES.tryAgainNext) }),
    storeSigninNext: assign({
      signinNext: ({ event }) => routeOfStartNext(outputOf<OriginationStartResponse>(event).next),
      notice: MESSAGES.startNeedsLogin,
    }),
    routeToStartNext: raise(({ event }) => routeEvent(stateIdForRoute(routeOfStartNext(outputOf<OriginationStartResponse>(event).next) ?? 'zoomies.card.offer.start') ?? 'offerStart')),
    storeResumedApplication: assign({ originationId: ({ event }) => outputOf<OriginationSummary[]>(event)[0]?.id ?? null }),
    routeToResumedApplication: raise(({ event }) => {
      const next = outputOf<OriginationSummary[]>(event)[0]?.next;
      return routeEvent((next && stateIdForRoute(next)) || 'offerStart');
    }),
    trackSignupStarted: spawnChild('trackEvent', { input: () => ({ kind: 'track' as const, name: 'card_signup_started' }) }),
    // Partner verification.
    storePhoneCheck: assign(({ event }) => {
      const out = outputOf<{ correlation_id: string | null; notice: 'already_registered' | null }>(event);
      return {
        correlationId: out.correlation_id,
        notice: out.notice === 'already_registered' ? MESSAGES.alreadyRegistered : MESSAGES.partnerCodeSent,
        error: null,
        errorLink: null,
      };
    }),
    storePhoneCheckError: assign(({ event }) => {
      const error = errorOf(event);
      const linked = codeOf(error) === PHONE_LINKED;
      // A rate limit is not a failed check: the server's text says how long to wait ('Please wait
      // 30 seconds before requesting a new code.').
      const limited = statusOf(error) === 429;
      return {
        // The linked notice is the machine's own text: the screen recognises it and shows the contact
        // link instead of the code input (the server's wording differs).
        error: linked
          ? MESSAGES.phoneLinked
          : limited
            ? errorMessageOf(error, 'Too many codes requested. Please try again in a few minutes.')
            : MESSAGES.phoneCheckFailed,
        errorLink: linked ? '/contact' : null,
        notice: null,
      };
    }),
    chooseOwnCode: assign({ useOwnCode: true, correlationId: null }),
    countFailedPartnerAttempt: assign({
      partnerAttempts: ({ context }) => context.partnerAttempts + 1,
      error: MESSAGES.wrongCode,
      notice: null,
    }),
    // Own code.
    storeSharedKey: assign({
      sharedKey: ({ event }) => outputOf<{ shared_key: string }>(event).shared_key,
      OTPStatus: 'sent',
      notice: MESSAGES.ownCodeSent,
      error: null,
    }),
    // A failed send shows the spec's text; a rate limit shows the server's, which says how long to wait.
    storeOtpSendError: assign(({ event }) => {
      const error = errorOf(event);
      return { OTPStatus: 'error' as const, error: statusOf(error) === 429 ? errorMessageOf(error, MESSAGES.codeSendFailed) : MESSAGES.codeSendFailed, notice: null };
    }),
    storeWrongCode: assign({ error: MESSAGES.wrongCode, notice: null }),
    flagOtpError: assign({ userHasOPTErrors: true }),
    // Pet.
    /** A successful challenge resets the partner attempts and own-code use. */
    storeChallenge: assign({
      challenge: ({ event }) => outputOf<ChallengeResponse>(event),
      partnerAttempts: 0,
      useOwnCode: false,
      error: null,
      notice: null,
    }),
    storePetValues: assign(({ event }) => {
      const v = values<PetValues>(event);
      return { animal: v.animal, petAddress: v.address, petSubmitFailed: false, error: null };
    }),
    storePetDecline: assign({ petDeclineReason: ({ event }) => outputOf<PetInformationResponse>(event).decline_reason }),
    clearPetDecline: assign({ petDeclineReason: null, agreePetlessFlow: false }),
    flagPetSubmitFailed: assign({ petSubmitFailed: true, error: ({ event }) => errorMessageOf(errorOf(event), MESSAGES.tryAgainNext) }),
    setPetlessAgreement: assign({ agreePetlessFlow: ({ event }) => (event.type === 'user.setAgreement' ? event.checked : false) }),
    navigateToWaitlist: emit({ type: 'navigate.external', url: WAITLIST_URL }),
    // Personal details.
    storeUserInfo: assign(({ event }) => {
      const v = values<UserInfoValues>(event);
      return {
        individual: v.individual,
        residenceType: v.residenceType,
        employmentType: v.employmentType,
        annualIncome: v.annualIncome,
        monthlyHousingPayment: v.monthlyHousingPayment,
        error: null,
      };
    }),
    /** The returned token becomes the login tokens (the session child keeps them). */
    forwardTokens: enqueueActions(({ enqueue, event }) => {
      const out = outputOf<CompleteApplicationOutput>(event);
      if (!out.token) return;
      const user = out.user ? { ...out.user, phone_number: '', address: null } : null;
      enqueue.sendTo('session', { type: 'session.setTokens', tokens: out.token, user });
    }),
    trackApplicationSubmitted: enqueueActions(({ enqueue, context, event }) => {
      const out = outputOf<CompleteApplicationOutput>(event);
      if (out.user) enqueue.spawnChild('trackEvent', { input: { kind: 'identify', name: 'identify', userId: out.user.id } });
      enqueue.spawnChild('trackEvent', {
        input: {
          kind: 'track',
          name: 'credit_application_submitted',
          properties: {
            annual_income: context.annualIncome,
            monthly_housing_payment: context.monthlyHousingPayment,
            residence_type: context.residenceType,
            employment_type: context.employmentType,
          },
        },
      });
      const userId = out.user?.id ?? null;
      enqueue.spawnChild('trackEvent', { input: { kind: 'track', name: 'signed_up', properties: { user_id: userId } } });
      // Sent once per user (the analytics service keys it by user_id).
      if (out.token) enqueue.spawnChild('trackEvent', { input: { kind: 'track', name: 'account_created', properties: { user_id: userId } } });
    }),
    storeSignup: assign({ signup: ({ event }) => outputOf<SignupDetail>(event) }),
    // Decision polls.
    startDecisionDeadline: assign({
      decisionDeadline: ({ context }) => context.decisionDeadline ?? decisionDeadlineFrom(Date.now()),
      decisionPolls: 0,
    }),
    clearDecisionDeadline: assign({ decisionDeadline: null }),
    countPoll: assign({ decisionPolls: ({ context }) => context.decisionPolls + 1 }),
    reportDecisionTimeout: enqueueActions(({ enqueue, context }, params: { phase: 'preprocessing' | 'processing' }) => {
      enqueue.assign({ error: MESSAGES.decisionTimedOut, decisionDeadline: null });
      enqueue.spawnChild('trackEvent', {
        input: { kind: 'error', name: 'decision_timeout', properties: { origination_id: context.originationId, phase: params.phase } },
      });
      enqueue.emit({ type: 'decision.timedOut', originationId: context.originationId, phase: params.phase });
    }),
    setPreDecisionStatus: assign({
      notPreQualifiedStatus: ({ context }) => {
        const step = context.signup ? preDecisionStep(context.signup) : null;
        return step?.to === 'notPreQualified' ? step.status : context.notPreQualifiedStatus;
      },
    }),
    setApprovalStatus: assign({
      notPreQualifiedStatus: ({ context }) => {
        const step = context.signup ? approvalStep(context.signup) : null;
        return step?.to === 'notPreQualified' ? step.status : context.notPreQualifiedStatus;
      },
    }),
    setStatus: assign({ notPreQualifiedStatus: (_, params: { status: Status }) => params.status }),
    // Offer.
    setOfferAgreement: assign({ agreementTicked: ({ event }) => (event.type === 'user.setAgreement' ? event.checked : false) }),
    /** Sent once: the only way into congratulations is the approval decision. */
    trackCreditApproved: spawnChild('trackEvent', {
      input: ({ context }) => ({
        kind: 'track' as const,
        name: 'credit_approved',
        // Sent once per application (keyed by origination_id), with the limit that was approved.
        properties: { origination_id: context.originationId, credit_limit: context.signup?.credit_application_credit_limit ?? null },
      }),
    }),
    markOfferAccepted: assign({ offerAccepted: true, error: null, errorLink: null }),
    storeUserExists: assign({ error: MESSAGES.userExists, errorLink: '/signin' }),
    storeAcceptError: assign({ error: MESSAGES.tryAgainSubmit, errorLink: null }),
    storeQuizAnswer: assign({ quizAnswer: ({ event }) => (event.type === 'user.answer' ? event.hadInsuranceBefore : null) }),
    keepStepDone: assign({ notice: null }),
    // Insurance.
    storePetApplication: assign(({ context, event }) => {
      const application = outputOf<PetApplication>(event);
      const deadline = countdownDeadlineFrom(application.modified);
      return {
        petApplication: application,
        selectedAddOns: selectedAddOnsOf(application),
        countdownDeadline: context.countdownDeadline ?? deadline,
        countdownRemainingMs: remainingMs(context.countdownDeadline ?? deadline, Date.now()),
        policyConfigured: application.policy_configured,
        error: null,
      };
    }),
    storeQuoteCoverages: assign(({ context, event }) => {
      if (!context.petApplication) return {};
      const quote = outputOf<InsuranceQuote>(event);
      const application = { ...context.petApplication, insurance_quote: quote };
      return { petApplication: application, selectedAddOns: selectedAddOnsOf(application), error: null };
    }),
    cachePricing: assign({
      pricingCache: ({ context, event }) => {
        if (!context.petApplication) return context.pricingCache;
        const key = pricingKey(context.petApplication.insurance_quote.id, policyOptionsOf(context.petApplication));
        return { ...context.pricingCache, [key]: outputOf<PricingDetails>(event) };
      },
    }),
    tickCountdown: assign({ countdownRemainingMs: ({ context }) => remainingMs(context.countdownDeadline, Date.now()) }),
    markPolicyConfigured: assign({ policyConfigured: true, error: null }),
    chooseAlternatePayment: assign({ usedAlternatePaymentMethod: true }),
    chooseCardPayment: assign({ usedAlternatePaymentMethod: false, alternatePhone: null }),
    storeAlternatePhone: assign({
      alternatePhone: ({ context, event }) => {
        const phone = event.type === 'user.submit' ? (event.values as { phone?: unknown } | undefined)?.phone : null;
        return context.usedAlternatePaymentMethod && typeof phone === 'string' && /^\+1\d{10}$/.test(phone) ? phone : null;
      },
    }),
    choosePaymentPeriod: assign({ paymentPeriod: ({ context, event }) => (event.type === 'user.choosePaymentPeriod' ? event.period : context.paymentPeriod) }),
    storePurchase: assign({ planPurchase: ({ event }) => outputOf<PlanPurchase>(event), error: null }),
    storePaymentMethodOfPurchase: assign({ paymentMethod: ({ event }) => outputOf<PlanPurchase>(event).payment_method }),
    /** After a failed completion: the fresh purchase, and the completion's error stays shown. */
    storeRefetchedPurchase: assign({ planPurchase: ({ event }) => outputOf<PlanPurchase>(event) }),
    markAlreadyPurchased: assign({ alreadyPurchased: true }),
    storePaymentMethod: assign({ paymentMethod: ({ event }) => outputOf<ConfirmPaymentOutput>(event).paymentMethod, error: null }),
    storePaymentFailure: assign({
      error: ({ event }) => {
        const out = (event as { output?: ConfirmPaymentOutput }).output;
        return out?.message ?? errorMessageOf(errorOf(event), MESSAGES.tryAgainSubmit);
      },
    }),
    trackPaymentFailure: spawnChild('trackEvent', {
      input: ({ event }) => ({
        kind: 'track' as const,
        name: 'payment_failure',
        properties: {
          code: codeOf(errorOf(event)) ?? null,
          message: errorMessageOf(errorOf(event)) || ((event as { output?: ConfirmPaymentOutput }).output?.message ?? null),
        },
      }),
    }),
    // Documents and address.
    storeAlternateAddress: assign({ alternateAddress: ({ event }) => values<AlternateAddressValues>(event).alternateAddress, error: null }),
    chooseDocumentType: assign({ documentType: ({ event }) => (event.type === 'user.chooseDocumentType' ? event.documentType : null) }),
    addUploadedDocument: assign({
      uploadedDocuments: ({ context, event }) => [...context.uploadedDocuments, outputOf<UploadedDocument>(event)],
      error: null,
    }),
    storeUploadFailed: assign({ error: MESSAGES.uploadFailed }),
    // Sign-in.
    forwardLogin: enqueueActions(({ enqueue, event, context }) => {
      const email = event.type === 'user.submit' ? values<EmailValues>(event).email : context.signinEmail;
      if (!email) return;
      enqueue.assign({ signinEmail: email, error: null });
      enqueue.sendTo('session', { type: 'session.login', email });
    }),
    /** Start over signs the session child out too, so a new sign-in starts from its email step. */
    signOutSession: sendTo('session', { type: 'session.logout' as const }),
    forwardValidate: sendTo('session', ({ event }) => ({ type: 'session.validate' as const, otp: values<CodeValues>(event).code })),
    storeSessionError: assign({ error: ({ event }) => (event.type === 'session.failed' && event.message ? event.message : MESSAGES.wrongCode) }),
    routeToSigninNext: raise(({ context }) => routeEvent((context.signinNext && stateIdForRoute(context.signinNext)) || 'offerStart')),
  },
});

export { initialContext };
