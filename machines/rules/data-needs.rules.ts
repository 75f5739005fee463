import type { Need, OnboardingContext } from '../onboarding.types.ts';
import type { SignupDetail } from '../../services/contract/origination.schema.ts';
import { NotPreQualifiedStatus, type NotPreQualifiedStatus as Status } from '../../services/contract/routes.ts';
import { approvalStep, preDecisionStep } from './decision.rules.ts';

// What a state needs from the server before its screen can show (DESIGN decision 11): each routable
// state names its needs, and whatever the way in (first pass, sign-in, another device, reload, deep
// link, Back/Forward) the missing ones are loaded on entry, never replaced by defaults.

/**
 * What the server says of the application's progress: where it stands (the challenge's `next`), the
 * decision, the pet application, the plan, the documents, the user's applications. What the flow
 * holds of these describes the moment it was read, and goes stale (decision 0074) when the
 * application moved on (a submit that changes it), after a reload (a restored snapshot) and on a way
 * back in (Back, Forward, a link). The phone number and a state's waiting periods never change.
 */
const PROGRESS_NEEDS = ['challenge', 'signup', 'petApplication', 'uploadedDocuments', 'plan', 'applications'] as const satisfies readonly Need[];

const isProgressNeed = (need: Need): boolean => (PROGRESS_NEEDS as readonly Need[]).includes(need);

/**
 * What the flow holds of the application's progress, made stale: each need is asked again, and what
 * a page found "not there yet" is forgotten (it is the server's word of that moment too).
 */
export const heldDataMadeStale = (context: Pick<OnboardingContext, 'unavailable'>): Pick<OnboardingContext, 'stale' | 'unavailable'> => ({
  stale: [...PROGRESS_NEEDS],
  unavailable: context.unavailable.filter((need) => !isProgressNeed(need)),
});

/**
 * What the flow holds of the application's progress, dropped: a step entered again after a reload
 * reads it as on a first visit (it shows its loading view meanwhile, never data from before).
 */
export const heldDataDropped = (context: Pick<OnboardingContext, 'unavailable'>) => ({
  challenge: null,
  signup: null,
  petApplication: null,
  uploadedDocuments: null,
  plan: null,
  planLoaded: false,
  applications: null,
  stale: [],
  unavailable: context.unavailable.filter((need) => !isProgressNeed(need)),
}) satisfies Partial<OnboardingContext>;

/** Whether the flow could load this need now: it knows what the data is loaded by. */
function isLoadable(context: OnboardingContext, need: Need): boolean {
  switch (need) {
    case 'phoneNumber':
      // The phone the codes go to: the application's, with its token (typed on this device, it is held).
      return context.originationId !== null && context.hasAuthToken;
    case 'challenge':
    case 'signup':
      return context.originationId !== null;
    case 'petApplication':
      // By the id the signup names.
      return !!context.signup?.pet_application;
    case 'uploadedDocuments':
      return context.originationId !== null || context.isLoggedIn;
    case 'plan':
      return !!context.petApplication?.plan_id;
    case 'stateConfig':
      return !!context.plan?.state;
    case 'applications':
      return context.isLoggedIn;
  }
}

/** Whether the flow holds this need's data (what a page that only shows what there is could not load counts as held). */
function isHeld(context: OnboardingContext, need: Need): boolean {
  if (context.unavailable.includes(need)) return true;
  switch (need) {
    case 'phoneNumber':
      return context.phoneNumber !== null;
    case 'challenge':
      return context.challenge !== null;
    case 'signup':
      return context.signup !== null;
    case 'petApplication':
      return context.petApplication !== null;
    case 'uploadedDocuments':
      return context.uploadedDocuments !== null;
    case 'plan':
      return context.planLoaded;
    case 'stateConfig':
      // A context restored from before this field: undefined.
      return context.stateConfig != null;
    case 'applications':
      return context.applications !== null;
  }
}

/**
 * A need is missing when it can be loaded and the flow does not hold it, or holds it stale (what the
 * Dashboard found "not there yet" is stale too): the signup of an application, its pet application
 * once the signup names one, the plan once the policy has one, the applications of a signed-in user.
 */
export function isNeedMissing(context: OnboardingContext, need: Need): boolean {
  return isLoadable(context, need) && (context.stale.includes(need) || !isHeld(context, need));
}

/** The stale needs once `need` was read (or found not there): that one is fresh. */
export const freshNow = (context: Pick<OnboardingContext, 'stale'>, need: Need): Need[] => context.stale.filter((held) => held !== need);

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
