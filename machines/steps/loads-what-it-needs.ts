import { baseSetup as s } from '../onboarding.setup.ts';
import { errorOf } from '../service-error.ts';
import type { Need } from '../rules/data-needs.rules.ts';

// The states that load what a step needs before its screen shows, whatever the way in (DESIGN
// decision 11): `loading` checks each need in order and invokes the loader of the first one missing,
// then checks again; when nothing is missing it goes on to the step's own first state. A failed load
// shows the retry view (`loadFailed`); signed out, the visitor signs in first; someone else's
// application (403/404) leads to the start. The screen shows its loading view meanwhile (tag).


/** What every loader does when its call fails. */
const onLoadError = [
  { guard: { type: 'isSignInNeeded', params: errorOf }, target: '#signin' },
  { guard: { type: 'isNotTheirs', params: errorOf }, target: '#getStarted' },
  { target: 'loadFailed', actions: { type: 'storeFailure', params: errorOf } },
] as const;

const LOADERS = {
  phoneNumber: s.createStateConfig({
    tags: 'loading',
    invoke: {
      id: 'loadApplicationSummary',
      src: 'loadApplicationSummary',
      input: ({ context }) => ({ originationId: context.originationId ?? '' }),
      onDone: { target: 'loading', actions: { type: 'storePhoneNumber', params: ({ event }) => event.output.phone_number } },
      onError: onLoadError,
    },
  }),
  challenge: s.createStateConfig({
    tags: 'loading',
    invoke: {
      id: 'loadChallenge',
      src: 'loadChallenge',
      input: ({ context }) => ({ clientId: context.clientId, originationId: context.originationId ?? '' }),
      onDone: { target: 'loading', actions: { type: 'storeChallenge', params: ({ event }) => event.output } },
      onError: onLoadError,
    },
  }),
  signup: s.createStateConfig({
    tags: 'loading',
    invoke: {
      id: 'fetchSignup',
      src: 'fetchSignup',
      input: ({ context }) => ({ originationId: context.originationId ?? '' }),
      onDone: { target: 'loading', actions: { type: 'storeSignup', params: ({ event }) => event.output } },
      onError: onLoadError,
    },
  }),
  petApplication: s.createStateConfig({
    tags: 'loading',
    invoke: {
      // By its own id, which the signup names (never the origination's id).
      id: 'loadPetApplication',
      src: 'loadPetApplication',
      input: ({ context }) => ({ applicationId: context.signup?.pet_application?.id ?? '' }),
      onDone: { target: 'loading', actions: { type: 'storePetApplication', params: ({ event }) => event.output } },
      onError: onLoadError,
    },
  }),
  uploadedDocuments: s.createStateConfig({
    tags: 'loading',
    invoke: {
      id: 'listDocuments',
      src: 'listDocuments',
      input: () => ({}),
      onDone: { target: 'loading', actions: { type: 'storeUploadedDocuments', params: ({ event }) => event.output } },
      onError: onLoadError,
    },
  }),
  plan: s.createStateConfig({
    tags: 'loading',
    invoke: {
      id: 'loadPlan',
      src: 'loadPlan',
      input: ({ context }) => ({ planId: context.petApplication?.plan_id ?? '' }),
      onDone: { target: 'loading', actions: { type: 'storePlan', params: ({ event }) => event.output } },
      onError: onLoadError,
    },
  }),
  applications: s.createStateConfig({
    tags: 'loading',
    invoke: {
      id: 'listApplications',
      src: 'listApplications',
      input: () => ({}),
      onDone: { target: 'loading', actions: { type: 'storeApplications', params: ({ event }) => event.output } },
      onError: onLoadError,
    },
  }),
} satisfies Record<Need, unknown>;

/** The loader state of each need, named after what it loads. */
export const LOADER_STATE = {
  phoneNumber: 'loadingPhoneNumber',
  challenge: 'loadingChallenge',
  signup: 'loadingSignup',
  petApplication: 'loadingPetApplication',
  uploadedDocuments: 'loadingDocuments',
  plan: 'loadingPlan',
  applications: 'loadingApplications',
} as const satisfies Record<Need, string>;

/**
 * The states to spread into a step's `states`, with `initial: 'loading'`: they load `needs` (in
 * order: a pet application needs its signup first) and then enter `then`.
 */
export function loadsWhatItNeeds<const TNeeds extends readonly Need[], const TThen extends string>(needs: TNeeds, then: TThen) {
  const loaders = Object.fromEntries(needs.map((need) => [LOADER_STATE[need], LOADERS[need]])) as {
    [N in TNeeds[number] as (typeof LOADER_STATE)[N]]: (typeof LOADERS)[N];
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
