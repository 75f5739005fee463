import type { FlowEdge } from './machine-graph.ts';

// What each transition of the onboarding machine means to a product owner, in their words. One
// table keyed by the event and, when there is one, the guard: `user.submit [hasPartnerCode]`. Timers
// are keyed by their delay's name (`after POLL_INTERVAL`), so the key does not change when a state
// moves. A key may add `→ target` (the target state's own name) where one guard leads to several
// places. The test of this table fails on any transition without a label, so a new event or guard
// gets its words when it is added. The technical event, guard and actions stay in the details panel.

export const TRANSITION_LABELS: Record<string, string> = {
  // Start screens and sign-in.
  'always [isGetStartedEntry]': "came to Let's get started",
  always: 'straight on',
  'always → offerStart': 'came to the offer page',
  'always → form': 'not signed in',
  'always → quiz': 'approved already',
  'always → congratulations': 'approved',
  'always → fetching': 'asks again',
  'always [isLoggedIn]': 'already signed in',
  'user.submit [hasStartValues]': 'phone and birthday given',
  'xstate.done.actor.startOrigination [hasResumeRoute && isLoggedIn]': 'has an application: resumes it',
  'xstate.done.actor.startOrigination [hasResumeRoute]': 'has an application: signs in first',
  'xstate.done.actor.startOrigination [isMobile]': 'started on a phone',
  'xstate.done.actor.startOrigination [isOwnCodeUsed]': 'started, our own code',
  'xstate.done.actor.startOrigination': 'application started',
  'xstate.error.actor.startOrigination': 'could not start',
  'xstate.done.actor.listApplications [hasResumableApplication]': 'found an application to resume',
  'xstate.done.actor.listApplications': 'no application to resume',
  'xstate.error.actor.listApplications': 'applications could not be read',
  'user.submit [hasEmailValues]': 'email given',
  'session.codeSent': 'sign-in code sent',
  'session.failed': 'sign-in failed',
  'session.signedIn': 'signed in',
  'session.signedOut': 'signed out',
  // Phone verification.
  'xstate.done.actor.sendInstantLink': 'link texted',
  'xstate.error.actor.sendInstantLink': 'link could not be sent',
  'user.resend': 'asks for a new code',
  'user.resend [hasExhaustedPartnerAttempts]': '2 tries used: starts over',
  'user.resend [isOfferEntry]': 'starts over on the offer',
  'after VERIFY_DELAY': 'a moment later',
  'after VERIFY_DELAY [hasNoAuthToken]': 'no application: starts over',
  'xstate.done.actor.startPhoneCheck [hasNoCorrelationId]': 'partner cannot check: our own code',
  'xstate.done.actor.startPhoneCheck': 'code texted',
  'xstate.error.actor.startPhoneCheck': 'phone check failed',
  'user.submit [hasPartnerCode]': 'code typed',
  'xstate.done.actor.verifyPartnerCode': 'code accepted',
  'xstate.error.actor.verifyPartnerCode': 'wrong code',
  'xstate.done.actor.validateOrigination': 'phone verified',
  'xstate.error.actor.validateOrigination': 'not verified yet',
  'user.useSms': 'asks for an SMS code',
  'user.cancel': 'cancels',
  'xstate.done.actor.sendOwnCode': 'code texted',
  'xstate.error.actor.sendOwnCode': 'code could not be sent',
  'user.submit [hasOwnCode]': 'code typed',
  'xstate.done.actor.verifyOwnCode': 'code accepted',
  'xstate.error.actor.verifyOwnCode': 'wrong code',
  // Pet and personal details.
  'xstate.done.actor.loadChallenge': 'details on file loaded',
  'xstate.error.actor.loadChallenge [isChallengeRefused]': 'application not found: starts over',
  'xstate.error.actor.loadChallenge': 'details could not be loaded',
  'user.submit [hasPetValues]': 'pet described',
  'xstate.done.actor.submitPet [isWaitlisted]': 'lives in a waitlist state',
  'xstate.done.actor.submitPet [isPetDeclined]': 'pet not eligible',
  'xstate.done.actor.submitPet': 'pet saved',
  'xstate.error.actor.submitPet': 'pet could not be saved',
  'user.setAgreement': 'ticks the agreement',
  'user.continue [isPetlessAgreed]': 'goes on without insurance',
  'user.tryAnotherPet': 'tries another pet',
  'user.submit [hasUserInfoValues]': 'details given',
  'xstate.done.actor.completeApplication': 'details submitted',
  'xstate.error.actor.completeApplication': 'details refused',
  // Decisions.
  'xstate.done.actor.fetchSignup': 'still waiting',
  'xstate.done.actor.fetchSignup → preprocessing': 'details submitted',
  'xstate.error.actor.fetchSignup → preprocessing': 'details submitted',
  'xstate.error.actor.fetchSignup': 'still waiting (no answer)',
  'xstate.done.actor.fetchSignup [isPreDecisionReady]': 'decision is in',
  'xstate.done.actor.fetchSignup [isApprovalReady]': 'decision is in',
  'xstate.done.actor.fetchSignup [isDecisionDeadlinePassed]': 'waited too long',
  'xstate.error.actor.fetchSignup [isDecisionDeadlinePassed]': 'waited too long',
  'after POLL_INTERVAL': 'asks again (3 s)',
  'after DECISION_TIMEOUT': 'no decision in 31 s',
  'always [isDecisionDeadlinePassed]': 'back after the deadline',
  'app.resumed': 'page reloaded',
  'user.retry': 'tries again',
  'always [isPreDecisionStep] → notPreQualified': 'not pre-qualified',
  'always [isPreDecisionStep] → unsupportedAddress': 'address not supported',
  'always [isPreDecisionStep] → additionalInformation': 'documents needed',
  'always [isPreDecisionStep] → acceptOffer': 'pre-qualified',
  'always [isApprovalStep]': 'not approved',
  // Offer, approval, quiz.
  'user.submit [isAgreementTicked]': 'accepts the offer',
  'xstate.done.actor.acceptOffer': 'offer accepted',
  'xstate.error.actor.acceptOffer [isUserExists]': 'already a customer',
  'xstate.error.actor.acceptOffer': 'offer could not be accepted',
  'user.continue': 'continues',
  'user.back': 'goes back',
  'user.answer': 'answers',
  'user.submit [hasQuizAnswer]': 'sends the answer',
  'xstate.done.actor.submitQuiz': 'answer saved',
  'xstate.error.actor.submitQuiz [isQuizAlreadyAnswered]': 'already answered',
  'xstate.error.actor.submitQuiz': 'answer could not be saved',
  'always [hasPetDeclineReason]': 'no insurance: to the dashboard',
  // Insurance options and payment.
  'xstate.done.actor.loadPetApplication': 'policy options loaded',
  'xstate.error.actor.loadPetApplication': 'options could not be loaded',
  'always [isCountdownOver]': 'the 24 hours are over',
  'after COUNTDOWN_TICK': 'clock ticks',
  'user.toggleAddOn [isPolicyOptionToggle]': 'changes a policy option',
  'user.toggleAddOn': 'adds or removes an add-on',
  'xstate.done.actor.setPolicyOption': 'option saved',
  'xstate.error.actor.setPolicyOption': 'option could not be saved',
  'xstate.done.actor.setCoverages': 'add-ons saved',
  'xstate.error.actor.setCoverages': 'add-ons could not be saved',
  'always [hasCachedPricing]': 'price known',
  'xstate.done.actor.fetchPricing': 'priced',
  'xstate.error.actor.fetchPricing': 'price unavailable',
  'user.finalize': 'finalizes',
  'user.noChanges': 'keeps the standard coverage',
  'user.confirm [hasSelectedAddOns]': 'confirms paid add-ons',
  'user.confirm': 'confirms',
  'user.useAlternatePayment [hasSelectedAddOns]': 'pays another way',
  'xstate.done.actor.configurePolicy': 'policy configured',
  'xstate.error.actor.configurePolicy': 'policy could not be configured',
  'xstate.done.actor.createPlanPurchase [isPurchasePaid]': 'already paid',
  'xstate.done.actor.createPlanPurchase': 'ready to pay',
  'xstate.error.actor.createPlanPurchase [isAlreadyPurchased]': 'already purchased',
  'xstate.error.actor.createPlanPurchase': 'payment could not start',
  'user.choosePaymentPeriod': 'picks monthly or yearly',
  'user.submit': 'pays',
  'xstate.done.actor.confirmPayment [isSetupSucceeded]': 'card accepted',
  'xstate.done.actor.confirmPayment': 'card declined',
  'xstate.error.actor.confirmPayment': 'card check failed',
  'xstate.done.actor.completePurchase': 'payment completed',
  'xstate.error.actor.completePurchase': 'payment not completed',
  'xstate.done.actor.refetchPurchase': 'payment state read',
  'xstate.error.actor.refetchPurchase': 'payment state unknown',
  // Documents and addresses.
  'user.submit [hasAlternateAddress]': 'another address given',
  'xstate.done.actor.submitAlternateAddress': 'address saved',
  'xstate.error.actor.submitAlternateAddress': 'address could not be saved',
  'user.chooseDocumentType': 'picks a document type',
  'user.upload [hasDocumentType]': 'uploads a document',
  'xstate.done.actor.uploadDocument [hasUploadedId]': 'document uploaded',
  'xstate.done.actor.uploadDocument': 'upload not confirmed',
  'xstate.error.actor.uploadDocument': 'upload failed',
  'user.submit [hasUploadedDocument]': 'documents sent',
  // From anywhere.
  'user.close': 'closes the application',
  'user.reload': 'starts over (reload)',
  'nav.location [isFlowLocation]': 'opens a link or goes back',
  'app.tokens': 'session changed',
  'xstate.done.actor.loadRegulatoryDocuments': 'documents loaded',
  'xstate.error.actor.*': 'a background task failed',
};

/** The key of a transition in the table: its event (timers by delay name) and its guard. */
export function labelKey(edge: Pick<FlowEdge, 'eventType' | 'kind' | 'guard'>): string {
  const event = edge.kind === 'always' ? 'always' : edge.kind === 'after' ? `after ${edge.eventType.split('.')[2] ?? edge.eventType}` : edge.eventType;
  return edge.guard ? `${event} [${edge.guard}]` : event;
}

const lastPart = (stateId: string): string => stateId.slice(stateId.lastIndexOf('.') + 1);

/** The plain-language label of a transition, or null when the table has none. */
export function onboardingTransitionLabel(edge: Pick<FlowEdge, 'eventType' | 'kind' | 'guard' | 'targetIds'>): string | null {
  const key = labelKey(edge);
  const target = edge.targetIds[0];
  return (target ? TRANSITION_LABELS[`${key} → ${lastPart(target)}`] : undefined) ?? TRANSITION_LABELS[key] ?? null;
}
