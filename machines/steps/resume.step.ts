import { baseSetup } from '../onboarding.setup.ts';
import { errorOf } from '../service-error.ts';
import { assignContext, type GuardArgs } from './step-kit.ts';
import type { OriginationSummary } from '../../services/contract/origination.schema.ts';

// Where the application stands, asked of the server: after sign-in, and when a step that must not be
// repeated (an accepted offer, a completed application) is entered again by Back, Forward or a deep
// link. The server's next route decides; the flow goes there.

export const resumeActions = {
  /** Not this visitor's application: forget it and look for theirs. */
  forgetOrigination: assignContext({ originationId: null, hasAuthToken: false }),
};

export const resumeGuards = {
  hasApplication: (_: GuardArgs, applications: OriginationSummary[]) => applications.length > 0,
};

const s = baseSetup.extend({ actions: resumeActions, guards: resumeGuards });

export const resumeState = s.createStateConfig({
  id: 'resume',
  description: 'Asks the server where the application stands (after sign-in, or a step already done) and goes on there.',
  initial: 'choosing',
  states: {
    choosing: {
      always: [{ guard: 'hasOrigination', target: 'asking' }, { guard: 'isLoggedIn', target: 'finding' }, { target: '#offerStart' }],
    },
    asking: {
      tags: 'loading',
      invoke: {
        id: 'validateOrigination',
        src: 'validateOrigination',
        input: ({ context }) => ({ clientId: context.clientId, originationId: context.originationId ?? '' }),
        onDone: { target: 'routing', actions: { type: 'routeToApplicationStep', params: ({ event }) => event.output.next } },
        onError: [
          { guard: { type: 'isSignInNeeded', params: errorOf }, target: '#signin' },
          { guard: { type: 'isNotTheirs', params: errorOf }, target: 'choosing', actions: 'forgetOrigination' },
          { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
        ],
      },
    },
    finding: {
      tags: 'loading',
      invoke: {
        id: 'listApplications',
        src: 'listApplications',
        input: () => ({}),
        onDone: [
          {
            guard: { type: 'hasApplication', params: ({ event }) => event.output },
            target: 'routing',
            actions: [
              { type: 'storeApplications', params: ({ event }) => event.output },
              { type: 'adoptApplication', params: ({ event }) => ({ id: event.output[0]?.id ?? '' }) },
              { type: 'routeToApplicationStep', params: ({ event }) => event.output[0]?.next ?? null },
            ],
          },
          // Signed in without an application: the Dashboard says so and offers to start one.
          { target: '#dashboard', actions: { type: 'storeApplications', params: ({ event }) => event.output } },
        ],
        onError: [
          { guard: { type: 'isSignInNeeded', params: errorOf }, target: '#signin' },
          { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
        ],
      },
    },
    // The route event goes out; a step whose route refused it (it cannot be entered from here) would
    // leave the visitor waiting: the Dashboard takes over on the next tick instead.
    routing: { tags: 'loading', after: { 0: '#dashboard' } },
    failed: { tags: 'loadFailed', on: { 'user.retry': 'choosing' } },
  },
});
