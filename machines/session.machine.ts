import { setup, assign, fromPromise, enqueueActions } from 'xstate';
import type { Tokens, User, LoginValidateResponse } from '../services/contract/auth.schema.ts';
import type { SessionNotice } from './onboarding.events.ts';
import { failureOf, errorOf } from './service-error.ts';
import { outcomeOfCodeCheck } from './rules/failure.rules.ts';
import type { FlowOutcome } from './outcomes.ts';

// The session: sign-in by email code (login → shared key → validate with the 6-digit code → tokens
// and user), token refresh and logout. It runs as a child of the onboarding machine
// (`systemId: 'session'`) and tells its parent what happened with `session.*` notices.

export interface SessionInput {
  tokens?: Tokens | null;
  user?: User | null;
}
export interface SessionContext {
  tokens: Tokens | null;
  user: User | null;
  email: string | null;
  sharedKey: string | null;
  /** Why the last login or code check failed, as the sign-in screen words it. */
  failure: FlowOutcome | null;
}
export type SessionEvent =
  | { type: 'session.login'; email: string }
  | { type: 'session.validate'; otp: string }
  | { type: 'session.setTokens'; tokens: Tokens; user?: User | null }
  | { type: 'session.refresh' }
  | { type: 'session.logout' };

const notReady = (name: string) =>
  Promise.reject(new Error(`${name}: not provided (use machine.provide({ actors }))`));


export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    login: fromPromise<{ shared_key: string }, { email: string }>(() => notReady('login')),
    validateLogin: fromPromise<LoginValidateResponse, { sharedKey: string; otp: string }>(() => notReady('validateLogin')),
    refreshToken: fromPromise<Tokens, { refresh: string }>(() => notReady('refreshToken')),
  },
  actions: {
    rememberEmail: assign({ email: ({ event }) => (event.type === 'session.login' ? event.email : null), failure: null }),
    storeSharedKey: assign((_, sent: { shared_key: string }) => ({ sharedKey: sent.shared_key })),
    storeSignIn: assign((_, signedIn: LoginValidateResponse) => ({
      tokens: { access: signedIn.access, refresh: signedIn.refresh },
      user: signedIn.user,
      sharedKey: null,
      failure: null,
    })),
    storeTokens: assign(({ event }) => (event.type === 'session.setTokens' ? { tokens: event.tokens, user: event.user ?? null } : {})),
    storeRefreshed: assign((_, tokens: Tokens) => ({ tokens })),
    /** 'Wrong code. Please try again' only when the server says so; other failures keep their own outcome. */
    storeFailure: assign((_, error: unknown) => ({ failure: outcomeOfCodeCheck(failureOf(error)) })),
    /** A failed validation or refresh clears the session. */
    clearSession: assign({ tokens: null, user: null, sharedKey: null }),
    notifyParent: enqueueActions(({ enqueue, self, context }, params: { notice: SessionNotice['type'] }) => {
      if (!self._parent) return;
      const notice: SessionNotice =
        params.notice === 'session.signedIn'
          ? { type: 'session.signedIn', user: context.user }
          : params.notice === 'session.failed'
            ? { type: 'session.failed', outcome: context.failure ?? { code: 'failed' } }
            : { type: params.notice };
      enqueue.sendParent(notice);
    }),
  },
  guards: {
    hasTokens: ({ context }) => context.tokens !== null,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    tokens: input?.tokens ?? null,
    user: input?.user ?? null,
    email: null,
    sharedKey: null,
    failure: null,
  }),
  initial: 'checking',
  on: {
    'session.setTokens': { target: '.signedIn', actions: ['storeTokens', { type: 'notifyParent', params: { notice: 'session.signedIn' } }] },
    'session.logout': { target: '.signedOut', actions: ['clearSession', { type: 'notifyParent', params: { notice: 'session.signedOut' } }] },
  },
  states: {
    checking: {
      always: [{ guard: 'hasTokens', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'session.login': { target: 'sendingCode', actions: 'rememberEmail' } },
        },
        sendingCode: {
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ context }) => ({ email: context.email ?? '' }),
            onDone: { target: 'awaitingCode', actions: [{ type: 'storeSharedKey', params: ({ event }) => event.output }, { type: 'notifyParent', params: { notice: 'session.codeSent' } }] },
            onError: { target: 'idle', actions: [{ type: 'storeFailure', params: errorOf }, { type: 'notifyParent', params: { notice: 'session.failed' } }] },
          },
        },
        awaitingCode: {
          on: {
            'session.validate': 'validating',
            'session.login': { target: 'sendingCode', actions: 'rememberEmail' },
          },
        },
        validating: {
          invoke: {
            id: 'validateLogin',
            src: 'validateLogin',
            input: ({ context, event }) => ({ sharedKey: context.sharedKey ?? '', otp: event.type === 'session.validate' ? event.otp : '' }),
            onDone: { target: '#session.signedIn', actions: [{ type: 'storeSignIn', params: ({ event }) => event.output }, { type: 'notifyParent', params: { notice: 'session.signedIn' } }] },
            onError: {
              target: 'awaitingCode',
              actions: [{ type: 'storeFailure', params: errorOf }, 'clearSession', { type: 'notifyParent', params: { notice: 'session.failed' } }],
            },
          },
        },
      },
    },
    signedIn: {
      initial: 'idle',
      states: {
        idle: { on: { 'session.refresh': 'refreshing' } },
        refreshing: {
          invoke: {
            id: 'refreshToken',
            src: 'refreshToken',
            input: ({ context }) => ({ refresh: context.tokens?.refresh ?? '' }),
            onDone: { target: 'idle', actions: { type: 'storeRefreshed', params: ({ event }) => event.output } },
            // A failed refresh logs the user out.
            onError: { target: '#session.signedOut', actions: ['clearSession', { type: 'notifyParent', params: { notice: 'session.signedOut' } }] },
          },
        },
      },
    },
  },
});
