import { and, assign, fromPromise, not, setup, stateIn } from 'xstate';

// A small machine with every feature the flow map must draw: nesting, guards (named and combined),
// invoked services with done/error, a delay, an eventless transition, a final state, routable states
// with meta routes and screens, and a global (root) transition.
export interface FixtureContext {
  phone: string;
  income: number;
  approved: boolean;
}

export type FixtureEvent =
  | { type: 'user.submit'; phone?: string; income?: number }
  | { type: 'user.back' }
  | { type: 'user.reload' }
  | { type: 'xstate.route'; to: string };

export const fixtureMachine = setup({
  types: {
    context: {} as FixtureContext,
    events: {} as FixtureEvent,
  },
  actors: {
    checkPhone: fromPromise<{ ok: boolean }, { phone: string }>(async () => {
      throw new Error('not provided');
    }),
    pollDecision: fromPromise<{ approved: boolean }, { income: number }>(async () => {
      throw new Error('not provided');
    }),
  },
  guards: {
    isValidPhone: ({ event }) => event.type === 'user.submit' && typeof event.phone === 'string' && event.phone.length === 10,
    hasIncome: ({ event }) => event.type === 'user.submit' && (event.income ?? 0) > 0,
    // The decision arrives as the done event's output.
    isApproved: ({ event }) => 'output' in event && (event as { output?: { approved?: boolean } }).output?.approved === true,
    isReturning: () => false,
  },
  actions: {
    rememberPhone: assign({ phone: ({ event }) => (event.type === 'user.submit' ? (event.phone ?? '') : '') }),
    rememberIncome: assign({ income: ({ event }) => (event.type === 'user.submit' ? (event.income ?? 0) : 0) }),
    clearAll: assign({ phone: '', income: 0, approved: false }),
  },
  delays: {
    DECISION_TIMEOUT: 31_000,
  },
}).createMachine({
  id: 'fixture',
  initial: 'start',
  context: { phone: '', income: 0, approved: false },
  on: {
    'user.reload': { target: '#start', actions: 'clearAll' },
  },
  states: {
    start: {
      id: 'start',
      route: {},
      meta: { route: 'zoomies.card.offer.start', screen: 'offer-start', step: 1, maxStep: 3 },
      on: {
        'user.submit': { guard: 'isValidPhone', target: 'verifying', actions: 'rememberPhone' },
      },
    },
    verifying: {
      meta: { screen: 'spinner' },
      invoke: {
        id: 'checkPhone',
        src: 'checkPhone',
        input: ({ context }) => ({ phone: context.phone }),
        onDone: 'details',
        onError: 'start',
      },
    },
    details: {
      initial: 'pet',
      states: {
        pet: {
          id: 'pet',
          route: {},
          meta: { route: 'zoomies.card.about', screen: 'about', step: 2, maxStep: 3 },
          on: { 'user.submit': 'owner' },
        },
        owner: {
          id: 'owner',
          route: { guard: not(stateIn('#approved')) },
          meta: { route: 'zoomies.card.user', screen: 'user-info', step: 3, maxStep: 3 },
          on: {
            'user.back': 'pet',
            'user.submit': [
              { guard: and(['hasIncome', not('isReturning')]), target: '#fixture.deciding', actions: 'rememberIncome' },
              { target: 'incomeMissing' },
            ],
          },
        },
        incomeMissing: {
          always: 'owner',
        },
      },
    },
    deciding: {
      meta: { route: 'zoomies.card.preprocessing', screen: 'processing' },
      invoke: {
        id: 'pollDecision',
        src: 'pollDecision',
        input: ({ context }) => ({ income: context.income }),
        onDone: [
          { guard: 'isApproved', target: 'approved' },
          { target: 'declined' },
        ],
      },
      after: { DECISION_TIMEOUT: 'timedOut' },
    },
    timedOut: {
      meta: { route: 'zoomies.card.preprocessing', screen: 'processing-timeout' },
    },
    approved: {
      id: 'approved',
      type: 'final',
      meta: { route: 'zoomies.card.congratulations', screen: 'congratulations' },
    },
    declined: {
      type: 'final',
      meta: { route: 'zoomies.card.not-pre-qualified', screen: 'not-pre-qualified' },
    },
  },
});
