import { baseSetup as s } from '../onboarding.setup.ts';
import { errorOf } from '../service-error.ts';
import { given, originationOf } from './step-kit.ts';
import type { Need } from '../onboarding.types.ts';

// The states that load what a step needs before its screen shows, whatever the way in (DESIGN
// decision 11): `loading` checks each need in order and invokes the loader of the first one missing,
// then checks again; when nothing is missing it goes on to the step's own first state. A failed load
// shows the retry view (`loadFailed`); signed out, the visitor signs in first; someone else's
// application (403/404) leads to the start. The screen shows its loading view meanwhile (tag).
// Each loader is entered only when `isMissing` found what it is loaded by (the origination id, the
// signup's pet application, the plan's id or state): read with `given`, never defaulted to ''.


/**
 * What a loader does when its call fails. Signed out: sign in. A state that needs the data: someone
 * else's application (403/404) leads to the start, one not this far yet (409) to where it stands.
 * A page that only shows what there is (the Dashboard) goes on without it. Else: the retry view.
 */
const onLoadError = (optional: boolean, need: Need) =>
  optional
    ? ([
        { guard: { type: 'isSignInNeeded', params: errorOf }, target: '#signin' },
        { guard: { type: 'isNotAvailable', params: errorOf }, target: 'loading', actions: { type: 'markNeedUnavailable', params: { need } } },
        { target: 'loadFailed', actions: { type: 'storeFailure', params: errorOf } },
      ] as const)
    : ([
        { guard: { type: 'isSignInNeeded', params: errorOf }, target: '#signin' },
        { guard: { type: 'isNotTheirs', params: errorOf }, target: '#getStarted' },
        { guard: { type: 'isNotYet', params: errorOf }, target: '#resume' },
        { target: 'loadFailed', actions: { type: 'storeFailure', params: errorOf } },
      ] as const);

const loaders = (optional: boolean) => ({
  phoneNumber: s.createStateConfig({
    tags: 'loading',
    invoke: {
      id: 'loadApplicationSummary',
      src: 'loadApplicationSummary',
      input: ({ context }) => ({ originationId: originationOf(context, 'loadApplicationSummary') }),
      onDone: { target: 'loading', actions: { type: 'storePhoneNumber', params: ({ event }) => event.output.phone_number } },
      onError: onLoadError(optional, 'phoneNumber'),
    },
  }),
  challenge: s.createStateConfig({
    tags: 'loading',
    invoke: {
      id: 'loadChallenge',
      src: 'loadChallenge',
      input: ({ context }) => ({ clientId: context.clientId, originationId: originationOf(context, 'loadChallenge') }),
      onDone: { target: 'loading', actions: { type: 'storeChallenge', params: ({ event }) => event.output } },
      onError: onLoadError(optional, 'challenge'),
    },
  }),
  signup: s.createStateConfig({
    tags: 'loading',
    invoke: {
      id: 'fetchSignup',
      src: 'fetchSignup',
      input: ({ context }) => ({ originationId: originationOf(context, 'fetchSignup') }),
      onDone: { target: 'loading', actions: { type: 'storeSignup', params: ({ event }) => event.output } },
      onError: onLoadError(optional, 'signup'),
    },
  }),
  petApplication: s.createStateConfig({
    tags: 'loading',
    invoke: {
      // By its own id, which the signup names (never the origination's id).
      id: 'loadPetApplication',
      src: 'loadPetApplication',
      input: ({ context }) => ({ applicationId: given(given(context.signup).pet_application).id }),
      onDone: { target: 'loading', actions: { type: 'storePetApplication', params: ({ event }) => event.output } },
      onError: onLoadError(optional, 'petApplication'),
    },
  }),
  uploadedDocuments: s.createStateConfig({
    tags: 'loading',
    invoke: {
      id: 'listDocuments',
      src: 'listDocuments',
      input: () => ({}),
      onDone: { target: 'loading', actions: { type: 'storeUploadedDocuments', params: ({ event }) => event.output } },
      onError: onLoadError(optional, 'uploadedDocuments'),
    },
  }),
  plan: s.createStateConfig({
    tags: 'loading',
    invoke: {
      id: 'loadPlan',
      src: 'loadPlan',
      input: ({ context }) => ({ planId: given(given(context.petApplication).plan_id) }),
      onDone: { target: 'loading', actions: { type: 'storePlan', params: ({ event }) => event.output } },
      onError: onLoadError(optional, 'plan'),
    },
  }),
  stateConfig: s.createStateConfig({
    tags: 'loading',
    invoke: {
      id: 'loadStateConfig',
      src: 'loadStateConfig',
      input: ({ context }) => ({ state: given(given(context.plan).state) }),
      onDone: { target: 'loading', actions: { type: 'storeStateConfig', params: ({ event }) => event.output } },
      onError: onLoadError(optional, 'stateConfig'),
    },
  }),
  applications: s.createStateConfig({
    tags: 'loading',
    invoke: {
      id: 'listApplications',
      src: 'listApplications',
      input: () => ({}),
      onDone: { target: 'loading', actions: { type: 'storeApplications', params: ({ event }) => event.output } },
      onError: onLoadError(optional, 'applications'),
    },
  }),
}) satisfies Record<Need, unknown>;
const REQUIRED = loaders(false);
const OPTIONAL = loaders(true);

/** The loader state of each need, named after what it loads. */
const LOADER_STATE = {
  phoneNumber: 'loadingPhoneNumber',
  challenge: 'loadingChallenge',
  signup: 'loadingSignup',
  petApplication: 'loadingPetApplication',
  uploadedDocuments: 'loadingDocuments',
  plan: 'loadingPlan',
  stateConfig: 'loadingStateConfig',
  applications: 'loadingApplications',
} as const satisfies Record<Need, string>;

/**
 * A step's answer to a reload (`app.resumed`, sent once a restored snapshot is running): what the
 * step holds, or the failure it shows, is from before the reload, and a load the reload cut off
 * failed as "no answer" though nothing went wrong (Chromium cuts a page's calls off before
 * `pagehide`). The step drops what the flow holds of the application's progress and enters again,
 * as on a first visit: it reads what the server holds, checks where the application stands, and
 * shows its screen (decision 0074).
 */
export const readsAgainAfterReload = <const TStepId extends string>(stepId: TStepId) =>
  ({ target: `#${stepId}`, reenter: true, actions: ['dropHeldData', 'clearOutcome'] }) as const;

/**
 * The states to spread into a step's `states`, with `initial: 'loading'`: they load `needs` (in
 * order: a pet application needs its signup first) and then enter `then`. With `optional`, the page
 * shows what could be loaded (the Dashboard of an application still at its first steps).
 */
export function loadsWhatItNeeds<const TNeeds extends readonly Need[], const TThen extends string>(needs: TNeeds, then: TThen, options: { optional?: boolean } = {}) {
  const chosen = options.optional ? OPTIONAL : REQUIRED;
  const loaders = Object.fromEntries(needs.map((need) => [LOADER_STATE[need], chosen[need]])) as {
    [N in TNeeds[number] as (typeof LOADER_STATE)[N]]: (typeof REQUIRED)[N];
  };
  return {
    loading: s.createStateConfig({
      tags: 'loading',
      always: [...needs.map((need) => ({ guard: { type: 'isMissing' as const, params: { need } }, target: LOADER_STATE[need] })), { target: then }],
    }),
    ...loaders,
    loadFailed: s.createStateConfig({ tags: 'loadFailed', on: { 'user.retry': 'loading' } }),
  };
}
