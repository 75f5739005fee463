import { setup, assign, assertEvent, fromPromise, enqueueActions } from 'xstate';
import type { Tokens, User, LoginValidateResponse } from '../services/contract/auth.schema.ts';
import type { SessionNotice } from './onboarding.events.ts';
import { failureOf, errorOf } from './service-error.ts';
import { outcomeOfCodeCheck } from './rules/failure.rules.ts';
import type { FlowOutcome } from './outcomes.ts';
import { given } from './steps/step-kit.ts';

// The session: sign-in by email code (login → shared key → validate with the 6-digit code → tokens
// and user), and logout. It runs as a child of the onboarding machine (`systemId: 'session'`) and
// tells its parent what happened with `session.*` notices.
//
// The app's session store owns the tokens: the API client reads its bearer from it, rotates the pair
// on a 401 (one refresh shared by parallel calls) and clears it when the refresh fails. This machine
// follows the store (`session.tokensChanged`, forwarded by its parent from `app.tokens`), so it never
// believes in a session the store has dropped: signed out, it takes the next sign-in (decision 0036).

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
  /** The app's session store changed: a rotated pair, or none (a failed refresh cleared it). */
  | { type: 'session.tokensChanged'; tokens: Tokens | null }
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
  },
  actions: {
    rememberEmail: assign(({ event }) => {
      assertEvent(event, 'session.login');
      return { email: event.email, failure: null };
    }),
    storeSharedKey: assign((_, sent: { shared_key: string }) => ({ sharedKey: sent.shared_key })),
    storeSignIn: assign((_, signedIn: LoginValidateResponse) => ({
      tokens: { access: signedIn.access, refresh: signedIn.refresh },
      user: signedIn.user,
      sharedKey: null,
      failure: null,
    })),
    storeTokens: assign(({ event }) => {
      assertEvent(event, 'session.setTokens');
      return { tokens: event.tokens, user: event.user ?? null };
    }),
    storeChangedTokens: assign(({ event }) => {
      assertEvent(event, 'session.tokensChanged');
      return { tokens: event.tokens };
    }),
    /** 'Wrong code. Please try again' only when the server says so; other failures keep their own outcome. */
    storeFailure: assign((_, error: unknown) => ({ failure: outcomeOfCodeCheck(failureOf(error)) })),
    /** A logout or the store's cleared tokens end the session. */
    clearSession: assign({ tokens: null, user: null, sharedKey: null }),
    /**
     * A failed validation ends the session too, but keeps the shared key: the server takes several
     * tries per key, so the next code typed ("Wrong code. Please try again") is checked against it.
     */
    clearTokens: assign({ tokens: null, user: null }),
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
    /** A code went out before (its key is kept): the server still checks it. */
    hasSharedKey: ({ context }) => context.sharedKey !== null,
    hasNoTokens: ({ event }) => {
      assertEvent(event, 'session.tokensChanged');
      return event.tokens === null;
    },
    hasNewTokens: ({ event }) => {
      assertEvent(event, 'session.tokensChanged');
      return event.tokens !== null;
    },
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
          on: {
            'session.login': { target: 'sendingCode', actions: 'rememberEmail' },
            // Tokens the store got elsewhere. While a sign-in is under way its own answer (with the
            // user) decides, so only an idle session follows them.
            'session.tokensChanged': {
              guard: 'hasNewTokens',
              target: '#session.signedIn',
              actions: ['storeChangedTokens', { type: 'notifyParent', params: { notice: 'session.signedIn' } }],
            },
          },
        },
        sendingCode: {
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ context }) => ({ email: given(context.email, 'the email of the sign-in that login needs') }),
            onDone: { target: 'awaitingCode', actions: [{ type: 'storeSharedKey', params: ({ event }) => event.output }, { type: 'notifyParent', params: { notice: 'session.codeSent' } }] },
            onError: [
              // A new code that did not go out leaves the one sent before: it can still be typed (decision 0058).
              { guard: 'hasSharedKey', target: 'awaitingCode', actions: [{ type: 'storeFailure', params: errorOf }, { type: 'notifyParent', params: { notice: 'session.failed' } }] },
              { target: 'idle', actions: [{ type: 'storeFailure', params: errorOf }, { type: 'notifyParent', params: { notice: 'session.failed' } }] },
            ],
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
            input: ({ context, event }) => {
              assertEvent(event, 'session.validate');
              return { sharedKey: given(context.sharedKey, 'the shared key of the code sent that validateLogin needs'), otp: event.otp };
            },
            onDone: { target: '#session.signedIn', actions: [{ type: 'storeSignIn', params: ({ event }) => event.output }, { type: 'notifyParent', params: { notice: 'session.signedIn' } }] },
            onError: {
              target: 'awaitingCode',
              actions: [{ type: 'storeFailure', params: errorOf }, 'clearTokens', { type: 'notifyParent', params: { notice: 'session.failed' } }],
            },
          },
        },
      },
    },
    signedIn: {
      on: {
        // Asking for a sign-in code while signed in (the /signin page opened again): the code goes out,
        // and the sign-in it leads to replaces the session. It never waits for an answer that cannot come.
        'session.login': { target: '#session.signedOut.sendingCode', actions: 'rememberEmail' },
        'session.tokensChanged': [
          // The API client's refresh failed and cleared the store: signed out, ready to sign in again.
          { guard: 'hasNoTokens', target: 'signedOut', actions: ['clearSession', { type: 'notifyParent', params: { notice: 'session.signedOut' } }] },
          // The API client rotated the pair.
          { actions: 'storeChangedTokens' },
        ],
      },
    },
  },
});
