import { baseSetup } from '../onboarding.setup.ts';
import { errorOf } from '../service-error.ts';
import { assignContext, routeTo, originationOf, type GuardArgs } from './step-kit.ts';
import { stateIdForNext } from '../route-table.ts';
import { firstApplication } from './first-application.ts';
import { readsAgainAfterReload } from './loads-what-it-needs.ts';
import type { OriginationSummary } from '../../services/contract/origination.schema.ts';

// Where the application stands, asked of the server: after sign-in, and when a step that must not be
// repeated (an accepted offer, a completed application) is entered again by Back, Forward or a deep
// link. The server's next route decides; the flow goes there.

// Once the application is known (a step of the flow needs its id): without one, it is found first.
const signinNextState = ({ context }: GuardArgs) => (context.isLoggedIn && context.originationId ? stateIdForNext(context.signinNext, context.originationId) : null);

export const resumeActions = {
  /** Not this visitor's application: forget it and look for theirs. */
  forgetOrigination: assignContext({ originationId: null, hasAuthToken: false }),
  /** Signed in with a `next` (a route name or a path): go there once; that step decides if it may be shown. */
  routeToSigninNext: baseSetup.enqueueActions(({ context, enqueue }) => {
    const stateId = signinNextState({ context } as GuardArgs);
    enqueue.assign({ signinNext: null });
    if (stateId) enqueue.raise(routeTo(stateId));
  }),
};

export const resumeGuards = {
  hasApplication: (_: GuardArgs, applications: OriginationSummary[]) => applications.length > 0,
  hasSigninNext: (args: GuardArgs) => signinNextState(args) !== null,
  hasApplicationAndNext: ({ context }: GuardArgs, applications: OriginationSummary[]) =>
    applications.length > 0 && context.isLoggedIn && stateIdForNext(context.signinNext, firstApplication(applications).id) !== null,
};

const s = baseSetup.extend({ actions: resumeActions, guards: resumeGuards });

const resumeState = s.createStateConfig({
  id: 'resume',
  description: 'Asks the server where the application stands (after sign-in, or a step already done) and goes on there.',
  initial: 'choosing',
  // Restored after a reload (its answer cut off, or a refused route's timer, which XState does not restore): ask again.
  on: { 'app.resumed': readsAgainAfterReload('resume') },
  states: {
    choosing: {
      always: [
        // The login route's `next` (a route name or a path such as '/onboard/card/applicant-details').
        { guard: 'hasSigninNext', target: 'routingNext', actions: 'routeToSigninNext' },
        { guard: 'hasOrigination', target: 'asking' }, { guard: 'isLoggedIn', target: 'finding' },
        { target: '#offerStart' },
      ],
    },
    // `next` refused (that step cannot be entered from here): the server's answer decides instead.
    routingNext: { tags: 'loading', after: { 0: 'choosing' } },
    asking: {
      tags: 'loading',
      invoke: {
        id: 'validateOrigination',
        src: 'validateOrigination',
        input: ({ context }) => ({ clientId: context.clientId, originationId: originationOf(context, 'validateOrigination') }),
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
            // Signed in on a device that knew no application, with a `next` path: once the
            // application is known, `next` is a step of it.
            guard: { type: 'hasApplicationAndNext', params: ({ event }) => event.output },
            target: 'choosing',
            // Adopted first: adopting another application forgets the list held for the one before.
            actions: [
              { type: 'adoptApplication', params: ({ event }) => ({ id: firstApplication(event.output).id }) },
              { type: 'storeApplications', params: ({ event }) => event.output },
            ],
          },
          {
            guard: { type: 'hasApplication', params: ({ event }) => event.output },
            target: 'routing',
            actions: [
              { type: 'adoptApplication', params: ({ event }) => ({ id: firstApplication(event.output).id }) },
              { type: 'storeApplications', params: ({ event }) => event.output },
              { type: 'routeToApplicationStep', params: ({ event }) => firstApplication(event.output).next },
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

/** This step's states, spread by the machine in this order (the map draws them in it). */
export const resumeStates = {
  resume: resumeState,
};
