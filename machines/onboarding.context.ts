import type { OnboardingContext, OnboardingInput } from './onboarding.types.ts';
import { startAgreementDocuments } from '../services/contract/regulatory-documents.ts';

// The machine's starting context, and what the shell's reload keeps (device, client, session).

export function initialContext(input: OnboardingInput | undefined): OnboardingContext {
  return {
    clientId: input?.clientId ?? 'web',
    isMobile: input?.isMobile ?? false,
    offerId: input?.offerId ?? null,
    promoCode: input?.promoCode ?? null,
    entry: input?.entry ?? 'offer',
    isLoggedIn: !!input?.tokens,
    signinNext: null,
    signinEmail: null,
    sessionEnded: false,
    originationId: input?.originationId ?? null,
    hasAuthToken: input?.hasAuthToken ?? !!input?.originationId,
    correlationId: null,
    phoneNumber: null,
    dobMonthDay: null,
    partnerAttempts: 0,
    partnerCodeSent: false,
    useOwnCode: false,
    sharedKey: null,
    OTPStatus: 'idle',
    userHasOPTErrors: false,
    failedChecks: 0,
    outcome: null,
    challenge: null,
    petHomeState: null,
    petDeclineReason: null,
    agreePetlessFlow: false,
    applicationFacts: null,
    signup: null,
    decisionDeadline: null,
    decisionPolls: 0,
    notPreQualifiedStatus: null,
    offerAccepted: false,
    agreementTicked: false,
    quizAnswer: null,
    petApplication: null,
    selectedAddOns: [],
    addOnPrices: {},
    pricingCache: {},
    changingAddOn: null,
    countdownDeadline: null,
    countdownRemainingMs: 0,
    paymentPeriod: 'annual',
    usedAlternatePaymentMethod: false,
    alternatePhone: null,
    planPurchase: null,
    paymentMethod: null,
    alreadyPurchased: false,
    policyConfigured: false,
    documentType: null,
    uploads: [],
    uploadedDocuments: null,
    alternateAddress: null,
    // The first screens' documents, known when the app is built (their links are in the first
    // screens' HTML); the shell's load on entry replaces them with every document the server
    // publishes now (decision 0067).
    regulatoryDocuments: startAgreementDocuments(),
    plan: null,
    planLoaded: false,
    paymentReturn: null,
    linkedQuoteId: null,
    stateConfig: null,
    applications: null,
    unavailable: [],
    stale: [],
    discardedOriginationId: null,
  };
}

/** The shell's reload: a fresh flow that keeps the device, the client id and the documents. */
export function resetContext(context: OnboardingContext): OnboardingContext {
  return {
    ...initialContext({ clientId: context.clientId, isMobile: context.isMobile, entry: context.entry }),
    // Start over clears every token (the app's `flow.reset`) and signs the session out: the new
    // start must not look up applications with a login that is gone.
    isLoggedIn: false,
    regulatoryDocuments: context.regulatoryDocuments,
    // Browser Back still holds the old application's URLs: they lead to the start, not a dead end.
    discardedOriginationId: context.originationId ?? context.discardedOriginationId,
  };
}
