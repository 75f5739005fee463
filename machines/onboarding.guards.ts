import type { OnboardingContext } from './onboarding.types.ts';
import type { OnboardingEvent, SubmitValues, StartValues, CodeValues, PetValues, UserInfoValues, AlternateAddressValues, EmailValues } from './onboarding.events.ts';
import type { SignupDetail } from '../services/contract/origination.schema.ts';
import type { PlanPurchase } from '../services/contract/insurance.schema.ts';
import type { PetInformationResponse } from '../services/contract/animal.schema.ts';
import type { OriginationSummary } from '../services/contract/origination.schema.ts';
import { USER_EXISTS, QUIZ_EXISTS } from '../services/contract/origination.schema.ts';
import { isOwnCodeUsed, hasExhaustedPartnerAttempts, isPartnerCode, isOwnCode, isBlackoutState, isChallengeRefused } from './rules/start.rules.ts';
import { isPreDecisionReady, isApprovalReady, preDecisionStep, approvalStep, isDeadlinePassed, type PreDecisionStep, type ApprovalStep } from './rules/decision.rules.ts';
import { isPolicyOptionKey, pricingKey, policyOptionsOf } from './rules/insurance.rules.ts';
import { errorOf, outputOf, statusOf, isErrorMarker } from './service-error.ts';
import { stateIdForRoute, matchUrl } from './route-table.ts';

// Every guard of the machine, named `is…` / `has…`. Screens enable their buttons with
// `snapshot.can(event)`, so rules such as "Finish up disabled until ticked" live here.

interface GuardArgs {
  context: OnboardingContext;
  event: OnboardingEvent;
}

const valuesOf = (event: OnboardingEvent): SubmitValues | undefined =>
  event.type === 'user.submit' ? event.values : undefined;
const has = <T extends object>(value: unknown, key: keyof T): value is T =>
  typeof value === 'object' && value !== null && key in value;

export const onboardingGuards = {
  isGetStartedEntry: ({ context }: GuardArgs) => context.entry === 'getStarted',
  isLoggedIn: ({ context }: GuardArgs) => context.isLoggedIn,
  hasOrigination: ({ context }: GuardArgs) => context.originationId !== null,
  /** A browser location inside the flow; any other URL is not the machine's business. */
  isFlowLocation: ({ event }: GuardArgs) => event.type === 'nav.location' && matchUrl(event.url) !== null,
  /** The logged-in lookup found an application whose route the machine knows. */
  hasResumableApplication: ({ event }: GuardArgs) => {
    const first = outputOf<OriginationSummary[]>(event)?.[0];
    return !!first?.next && stateIdForRoute(first.next) !== null;
  },
  hasStartValues: ({ event }: GuardArgs) => {
    const values = valuesOf(event);
    return has<StartValues>(values, 'phoneNumber') && /^\+1\d{10}$/.test(values.phoneNumber) && /^\d{2}-\d{2}$/.test(values.dob);
  },
  /** Start answered with a route: this phone already has an application. */
  hasResumeRoute: ({ event }: GuardArgs) => !!outputOf<{ next: string | null }>(event)?.next,
  isMobile: ({ context }: GuardArgs) => context.isMobile,
  /** Own code after start: no correlation id, or 2 failed partner attempts. */
  isOwnCodeUsed: ({ context, event }: GuardArgs) =>
    isOwnCodeUsed(outputOf<{ correlation_id: string | null }>(event).correlation_id, context.partnerAttempts),
  hasNoAuthToken: ({ context }: GuardArgs) => !context.hasAuthToken,
  hasNoCorrelationId: ({ event }: GuardArgs) => outputOf<{ correlation_id: string | null }>(event).correlation_id === null,
  hasExhaustedPartnerAttempts: ({ context }: GuardArgs) => hasExhaustedPartnerAttempts(context.partnerAttempts),
  hasPartnerCode: ({ event }: GuardArgs) => has<CodeValues>(valuesOf(event), 'code') && isPartnerCode((valuesOf(event) as CodeValues).code),
  hasOwnCode: ({ event }: GuardArgs) => has<CodeValues>(valuesOf(event), 'code') && isOwnCode((valuesOf(event) as CodeValues).code),
  isOfferEntry: ({ context }: GuardArgs) => context.entry === 'offer',
  isChallengeRefused: ({ event }: GuardArgs) => isChallengeRefused(statusOf(errorOf(event))),
  hasPetValues: ({ event }: GuardArgs) => has<PetValues>(valuesOf(event), 'animal'),
  /** Waitlist: the server says so, or the home address is in a blackout state. */
  isWaitlisted: ({ context, event }: GuardArgs) =>
    outputOf<PetInformationResponse>(event).waitlist || isBlackoutState(context.petAddress?.state),
  isPetDeclined: ({ event }: GuardArgs) => outputOf<PetInformationResponse>(event).decline_reason !== null,
  isPetlessAgreed: ({ context }: GuardArgs) => context.agreePetlessFlow,
  hasUserInfoValues: ({ event }: GuardArgs) => has<UserInfoValues>(valuesOf(event), 'individual'),
  isPreDecisionReady: ({ context, event }: GuardArgs) =>
    isPreDecisionReady(outputOf<SignupDetail>(event), context.decisionPolls),
  isApprovalReady: ({ event }: GuardArgs) => isApprovalReady(outputOf<SignupDetail>(event)),
  isDecisionDeadlinePassed: ({ context }: GuardArgs) => isDeadlinePassed(context.decisionDeadline, Date.now()),
  isPreDecisionStep: ({ context }: GuardArgs, params: { to: PreDecisionStep['to'] }) =>
    !!context.signup && preDecisionStep(context.signup).to === params.to,
  isApprovalStep: ({ context }: GuardArgs, params: { to: ApprovalStep['to'] }) =>
    !!context.signup && approvalStep(context.signup).to === params.to,
  isOfferOpen: ({ context }: GuardArgs) => context.originationId !== null && !context.offerAccepted,
  isAgreementTicked: ({ context }: GuardArgs) => context.agreementTicked,
  isUserExists: ({ event }: GuardArgs) => isErrorMarker(errorOf(event), USER_EXISTS),
  hasQuizAnswer: ({ context }: GuardArgs) => context.quizAnswer !== null,
  isQuizAlreadyAnswered: ({ event }: GuardArgs) => isErrorMarker(errorOf(event), QUIZ_EXISTS),
  /** A pet decline reason (from the pet step or the signup): the card goes on without insurance. */
  hasPetDeclineReason: ({ context }: GuardArgs) =>
    context.petDeclineReason !== null || !!context.signup?.pet_decline_reason || context.signup?.has_card_animal === false,
  hasPetApplication: ({ context }: GuardArgs) => context.petApplication !== null,
  isPolicyOptionToggle: ({ event }: GuardArgs) => event.type === 'user.toggleAddOn' && isPolicyOptionKey(event.key),
  hasCachedPricing: ({ context }: GuardArgs) =>
    !!context.petApplication &&
    pricingKey(context.petApplication.insurance_quote.id, policyOptionsOf(context.petApplication)) in context.pricingCache,
  hasSelectedAddOns: ({ context }: GuardArgs) => context.selectedAddOns.length > 0,
  isCountdownOver: ({ context }: GuardArgs) => context.countdownDeadline !== null && Date.now() >= context.countdownDeadline,
  isPurchaseOpen: ({ context }: GuardArgs) =>
    context.petApplication !== null && !context.alreadyPurchased && !context.policyConfigured,
  /** Succeeded with a stored payment method: complete without re-entering payment. */
  isPurchasePaid: ({ event }: GuardArgs) => {
    const purchase = outputOf<PlanPurchase>(event);
    return purchase.status === 'succeeded' && !!purchase.payment_method;
  },
  isAlreadyPurchased: ({ event }: GuardArgs) => statusOf(errorOf(event)) === 410,
  isSetupSucceeded: ({ event }: GuardArgs) => outputOf<{ status: string }>(event).status === 'succeeded',
  hasPaymentMethod: ({ context }: GuardArgs) => context.paymentMethod !== null && context.planPurchase !== null,
  hasAlternateAddress: ({ event }: GuardArgs) => has<AlternateAddressValues>(valuesOf(event), 'alternateAddress'),
  hasDocumentType: ({ context }: GuardArgs) => context.documentType !== null,
  hasUploadedId: ({ event }: GuardArgs) => !!outputOf<{ id?: string }>(event)?.id,
  /** Submit is enabled after one upload. */
  hasUploadedDocument: ({ context }: GuardArgs) => context.uploadedDocuments.length > 0,
  hasEmailValues: ({ event }: GuardArgs) => has<EmailValues>(valuesOf(event), 'email'),
};
