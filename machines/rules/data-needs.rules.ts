import type { Need, OnboardingContext } from '../onboarding.types.ts';
import type { SignupDetail } from '../../services/contract/origination.schema.ts';
import { NotPreQualifiedStatus, type NotPreQualifiedStatus as Status } from '../../services/contract/routes.ts';
import { approvalStep, preDecisionStep } from './decision.rules.ts';

// What a state needs from the server before its screen can show (DESIGN decision 11): each routable
// state names its needs, and whatever the way in (first pass, sign-in, another device, reload, deep
// link, Back/Forward) the missing ones are loaded on entry, never replaced by defaults.

/**
 * A need is missing when its data is not in context and it can be loaded: the signup of an
 * application, its pet application once the signup names one, the plan once the policy has one, the
 * applications of a signed-in user.
 */
export function isNeedMissing(context: OnboardingContext, need: Need): boolean {
  if (context.unavailable.includes(need)) return false;
  switch (need) {
    case 'phoneNumber':
      // The phone the codes go to: typed on this device, else the application's (with its token).
      return context.phoneNumber === null && context.originationId !== null && context.hasAuthToken;
    case 'challenge':
      return context.challenge === null && context.originationId !== null;
    case 'signup':
      return context.signup === null && context.originationId !== null;
    case 'petApplication':
      return context.petApplication === null && !!context.signup?.pet_application;
    case 'uploadedDocuments':
      return context.uploadedDocuments === null && (context.originationId !== null || context.isLoggedIn);
    case 'plan':
      return !context.planLoaded && !!context.petApplication?.plan_id;
    case 'stateConfig':
      // The plan's state gives its waiting periods (a context restored from before this field: undefined).
      return context.stateConfig == null && !!context.plan?.state;
    case 'applications':
      return context.applications === null && context.isLoggedIn;
  }
}

/**
 * The not-pre-qualified status a signup stands for, when the route carried none (a resumed route,
 * sign-in): the approval's outcome once the offer was accepted, else the prequalification's.
 */
export function notPreQualifiedStatusOf(signup: SignupDetail): Status {
  if (signup.offer_accepted && signup.application_evaluation_status === 'evaluation_completed') {
    const step = approvalStep(signup);
    if (step.to === 'notPreQualified') return step.status;
  }
  const step = preDecisionStep(signup);
  if (step.to === 'notPreQualified') return step.status;
  // Documents were asked for and the page was left after the upload: thank you, we review them.
  if (step.to === 'additionalInformation' || step.to === 'unsupportedAddress') return 'additional_information_thankyou';
  return 'declined';
}

/** A status from a URL parameter, or null when it names none we know. */
export function statusFromParam(param: string | null | undefined): Status | null {
  const parsed = NotPreQualifiedStatus.safeParse(param);
  return parsed.success ? parsed.data : null;
}
