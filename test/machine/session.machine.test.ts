import { describe, it, expect } from 'vitest';
import { createActor, fromPromise, setup, type AnyActorLogic, type AnyActorRef } from 'xstate';
import { sessionMachine, type SessionInput } from '../../machines/session.machine.ts';
import type { SessionNotice } from '../../machines/onboarding.events.ts';
import type { LoginValidateResponse, User } from '../../services/contract/auth.schema.ts';

// The session child as its parent sees it: the notices it sends the onboarding machine (the sign-in
// screen moves on them), what it stores, and what it asks the server. Each sign-in call is a fake
// that records its input and answers what the test says.

const user: User = { id: 'u1', first_name: 'Jamie', last_name: 'Rivera', phone_number: '+15125550100', email: 'jamie.rivera@example.com', address: null };
const signedInAnswer: LoginValidateResponse = { access: 'a1', refresh: 'r1', user };
const wrongCode = { status: 400, code: 'wrong_code', message: 'Wrong code. Please try again' };
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

type Answer = () => Promise<unknown>;

/** The session as a child of a parent that records every notice; `login` and `validate` answer in turn. */
function sessionUnderParent(answers: { login?: Answer[]; validate?: Answer[] } = {}, input?: SessionInput) {
  const logins: unknown[] = [];
  const checks: unknown[] = [];
  const notices: SessionNotice[] = [];
  const session = sessionMachine.provide({
    actors: {
      login: fromPromise(async ({ input: sent }: { input: { email: string } }) => {
        logins.push(sent);
        return (answers.login?.shift() ?? (async () => ({ shared_key: 'sk-1' })))() as Promise<{ shared_key: string }>;
      }),
      validateLogin: fromPromise(async ({ input: sent }: { input: { sharedKey: string; otp: string } }) => {
        checks.push(sent);
        return (answers.validate?.shift() ?? (async () => signedInAnswer))() as Promise<LoginValidateResponse>;
      }),
    },
  });
  const parent = setup({ actors: { session } }).createMachine({
    invoke: { id: 'session', src: 'session', input },
    on: { '*': { actions: ({ event }) => void (event.type.startsWith('session.') && notices.push(event as SessionNotice)) } },
  });
  const parentActor = createActor(parent).start();
  const child = parentActor.getSnapshot().children.session as AnyActorRef;
  const snapshot = () => child.getSnapshot() as ReturnType<ReturnType<typeof createActor<typeof sessionMachine>>['getSnapshot']>;
  return { send: (event: Parameters<typeof child.send>[0]) => child.send(event), snapshot, notices, logins, checks, parentActor };
}

describe('session: signing in by email code', () => {
  it('tells its parent the code went out, then who signed in; the calls carry the email, the shared key and the code', async () => {
    const s = sessionUnderParent();
    s.send({ type: 'session.login', email: 'jamie.rivera@example.com' });
    await settle();
    expect(s.logins).toEqual([{ email: 'jamie.rivera@example.com' }]);
    expect(s.notices).toEqual([{ type: 'session.codeSent' }]);
    expect(s.snapshot().value).toEqual({ signedOut: 'awaitingCode' });
    expect(s.snapshot().context).toEqual({ tokens: null, user: null, email: 'jamie.rivera@example.com', sharedKey: 'sk-1', failure: null });

    s.send({ type: 'session.validate', otp: '123456' });
    await settle();
    expect(s.checks).toEqual([{ sharedKey: 'sk-1', otp: '123456' }]);
    expect(s.notices).toEqual([{ type: 'session.codeSent' }, { type: 'session.signedIn', user }]);
    expect(s.snapshot().value).toBe('signedIn');
    expect(s.snapshot().context).toEqual({ tokens: { access: 'a1', refresh: 'r1' }, user, email: 'jamie.rivera@example.com', sharedKey: null, failure: null });
  });

  it('a refused login tells its parent why (its outcome, stored too) and waits for the email again', async () => {
    const s = sessionUnderParent({ login: [() => Promise.reject({ status: 429, code: 'too_many_requests', message: 'Please wait 20 seconds.', retryAfterSeconds: 20 })] });
    s.send({ type: 'session.login', email: 'jamie.rivera@example.com' });
    await settle();
    const outcome = { code: 'rateLimited', retryAfterS: 20, message: 'Please wait 20 seconds.' };
    expect(s.notices).toEqual([{ type: 'session.failed', outcome }]);
    expect(s.snapshot().value).toEqual({ signedOut: 'idle' });
    expect(s.snapshot().context).toMatchObject({ failure: outcome, sharedKey: null });

    // The next try starts clean: the old failure is gone while the code is on its way.
    s.send({ type: 'session.login', email: 'jamie@example.com' });
    expect(s.snapshot().context).toMatchObject({ email: 'jamie@example.com', failure: null });
    await settle();
    expect(s.logins).toEqual([{ email: 'jamie.rivera@example.com' }, { email: 'jamie@example.com' }]);
    expect(s.notices.at(-1)).toEqual({ type: 'session.codeSent' });
  });

  it('a login that got no answer reads "unreachable", not a wrong code', async () => {
    const s = sessionUnderParent({ login: [() => Promise.reject({ status: 0, code: 'network_error', message: 'offline' })] });
    s.send({ type: 'session.login', email: 'jamie.rivera@example.com' });
    await settle();
    expect(s.notices).toEqual([{ type: 'session.failed', outcome: { code: 'unreachable' } }]);
  });

  it('a wrong code tells its parent "wrong code", and the next code typed is checked with the same shared key', async () => {
    const s = sessionUnderParent({ validate: [() => Promise.reject(wrongCode)] });
    s.send({ type: 'session.login', email: 'jamie.rivera@example.com' });
    await settle();
    s.send({ type: 'session.validate', otp: '000000' });
    await settle();
    expect(s.notices.at(-1)).toEqual({ type: 'session.failed', outcome: { code: 'wrongCode' } });
    expect(s.snapshot().value).toEqual({ signedOut: 'awaitingCode' });
    expect(s.snapshot().context).toMatchObject({ tokens: null, user: null, sharedKey: 'sk-1', failure: { code: 'wrongCode' } });

    s.send({ type: 'session.validate', otp: '123456' });
    await settle();
    expect(s.checks).toEqual([
      { sharedKey: 'sk-1', otp: '000000' },
      { sharedKey: 'sk-1', otp: '123456' },
    ]);
    expect(s.notices.at(-1)).toEqual({ type: 'session.signedIn', user });
    expect(s.snapshot().context).toMatchObject({ failure: null, sharedKey: null });
  });

  it('an expired code keeps its own outcome, with the server text', async () => {
    const s = sessionUnderParent({ validate: [() => Promise.reject({ status: 400, code: 'code_expired', message: 'This code has expired. Please request a new one.' })] });
    s.send({ type: 'session.login', email: 'jamie.rivera@example.com' });
    await settle();
    s.send({ type: 'session.validate', otp: '123456' });
    await settle();
    expect(s.notices.at(-1)).toEqual({ type: 'session.failed', outcome: { code: 'codeExpired', message: 'This code has expired. Please request a new one.' } });
  });

  it('signed in, a request for a sign-in code still sends it; a wrong code then ends the old session', async () => {
    const s = sessionUnderParent({ validate: [() => Promise.reject(wrongCode)] }, { tokens: { access: 'a0', refresh: 'r0' }, user });
    expect(s.snapshot().value).toBe('signedIn');
    s.send({ type: 'session.login', email: 'jamie.rivera@example.com' });
    await settle();
    expect(s.logins).toEqual([{ email: 'jamie.rivera@example.com' }]);
    expect(s.notices).toEqual([{ type: 'session.codeSent' }]);
    expect(s.snapshot().value).toEqual({ signedOut: 'awaitingCode' });
    expect(s.snapshot().context).toMatchObject({ email: 'jamie.rivera@example.com', sharedKey: 'sk-1' });
    s.send({ type: 'session.validate', otp: '000000' });
    await settle();
    expect(s.snapshot().context).toMatchObject({ tokens: null, user: null });
  });

  it('an actor left unprovided says which one is missing', async () => {
    for (const name of ['login', 'validateLogin'] as const) {
      const actor = createActor(sessionMachine.implementations.actors[name] as AnyActorLogic, { input: {} });
      const error = new Promise<unknown>((resolve) => actor.subscribe({ error: resolve }));
      actor.start();
      expect(((await error) as Error).message).toBe(`${name}: not provided (use machine.provide({ actors }))`);
    }
  });
});

describe('session: following the tokens', () => {
  it('starts signed in with the tokens and user it is given, and signed out without', () => {
    expect(sessionUnderParent({}, { tokens: { access: 'a0', refresh: 'r0' }, user }).snapshot()).toMatchObject({
      value: 'signedIn',
      context: { tokens: { access: 'a0', refresh: 'r0' }, user },
    });
    expect(sessionUnderParent({}, { tokens: null, user }).snapshot()).toMatchObject({ value: { signedOut: 'idle' }, context: { tokens: null, user } });
    // No input at all: its parent had no session to give.
    const bare = sessionUnderParent();
    expect(bare.snapshot()).toMatchObject({ value: { signedOut: 'idle' }, context: { tokens: null, user: null } });
    expect(bare.notices).toEqual([]);
  });

  it('tokens set by the app (a completed application) sign it in, with the user when there is one', () => {
    const s = sessionUnderParent();
    s.send({ type: 'session.setTokens', tokens: { access: 'a1', refresh: 'r1' }, user });
    expect(s.snapshot()).toMatchObject({ value: 'signedIn', context: { tokens: { access: 'a1', refresh: 'r1' }, user } });
    s.send({ type: 'session.setTokens', tokens: { access: 'a2', refresh: 'r2' } });
    expect(s.snapshot().context).toMatchObject({ tokens: { access: 'a2', refresh: 'r2' }, user: null });
    expect(s.notices).toEqual([
      { type: 'session.signedIn', user },
      { type: 'session.signedIn', user: null },
    ]);
  });

  it("signed out and idle, tokens the store got elsewhere sign it in; the store's clearing changes nothing", () => {
    const s = sessionUnderParent();
    s.send({ type: 'session.tokensChanged', tokens: null });
    expect(s.snapshot().value).toEqual({ signedOut: 'idle' });
    expect(s.notices).toEqual([]);
    s.send({ type: 'session.tokensChanged', tokens: { access: 'a5', refresh: 'r5' } });
    expect(s.snapshot()).toMatchObject({ value: 'signedIn', context: { tokens: { access: 'a5', refresh: 'r5' }, user: null } });
    expect(s.notices).toEqual([{ type: 'session.signedIn', user: null }]);
  });

  it('while a sign-in is under way, its own answer decides: tokens from elsewhere are not taken', async () => {
    const s = sessionUnderParent();
    s.send({ type: 'session.login', email: 'jamie.rivera@example.com' });
    s.send({ type: 'session.tokensChanged', tokens: { access: 'a5', refresh: 'r5' } });
    expect(s.snapshot().context.tokens).toBeNull();
    await settle();
    expect(s.snapshot().value).toEqual({ signedOut: 'awaitingCode' });
  });

  it("signed in, a rotated pair is kept without a notice; the store's clearing signs it out and says so", async () => {
    const s = sessionUnderParent({}, { tokens: { access: 'a0', refresh: 'r0' }, user });
    s.send({ type: 'session.tokensChanged', tokens: { access: 'a1', refresh: 'r1' } });
    expect(s.snapshot()).toMatchObject({ value: 'signedIn', context: { tokens: { access: 'a1', refresh: 'r1' }, user } });
    expect(s.notices).toEqual([]);
    s.send({ type: 'session.tokensChanged', tokens: null });
    expect(s.snapshot()).toMatchObject({ value: { signedOut: 'idle' }, context: { tokens: null, user: null, sharedKey: null } });
    expect(s.notices).toEqual([{ type: 'session.signedOut' }]);
    // Signed out by the store, the next sign-in by email goes out (it never waits for nothing).
    s.send({ type: 'session.login', email: 'jamie.rivera@example.com' });
    await settle();
    expect(s.logins).toEqual([{ email: 'jamie.rivera@example.com' }]);
    expect(s.notices.at(-1)).toEqual({ type: 'session.codeSent' });
  });

  it('logout clears the tokens, the user and a pending shared key, and tells its parent', async () => {
    const s = sessionUnderParent({}, { tokens: { access: 'a0', refresh: 'r0' }, user });
    s.send({ type: 'session.login', email: 'jamie.rivera@example.com' });
    await settle();
    s.send({ type: 'session.logout' });
    expect(s.snapshot()).toMatchObject({ value: { signedOut: 'idle' }, context: { tokens: null, user: null, sharedKey: null } });
    expect(s.notices.at(-1)).toEqual({ type: 'session.signedOut' });
  });

  it('runs on its own too (no parent to tell)', () => {
    const actor = createActor(sessionMachine, { input: { tokens: { access: 'a0', refresh: 'r0' } } }).start();
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot()).toMatchObject({ status: 'active', value: { signedOut: 'idle' }, context: { tokens: null } });
  });
});
