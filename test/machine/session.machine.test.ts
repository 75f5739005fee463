import { describe, it, expect } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sessionMachine } from '../../machines/session.machine.ts';

const user = { id: 'u1', first_name: 'Jamie', last_name: 'Rivera', phone_number: '+15125550100', email: 'jamie.rivera@example.com', address: null };
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

function session(impl: { validate?: () => Promise<unknown> }, tokens: { access: string; refresh: string } | null = null) {
  const machine = sessionMachine.provide({
    actors: {
      login: fromPromise(async () => ({ shared_key: 'sk-1' })),
      validateLogin: fromPromise(async () => (impl.validate ? impl.validate() : { access: 'a1', refresh: 'r1', user })) as never,
    },
  });
  return createActor(machine, { input: { tokens } }).start();
}

describe('session', () => {
  it('signs in by email code: login gives a shared key, the 6-digit code gives tokens and the user', async () => {
    const actor = session({});
    actor.send({ type: 'session.login', email: 'jamie.rivera@example.com' });
    await settle();
    expect(actor.getSnapshot().context.sharedKey).toBe('sk-1');
    actor.send({ type: 'session.validate', otp: '123456' });
    await settle();
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ tokens: { access: 'a1', refresh: 'r1' }, user: { id: 'u1' } });
  });

  it('a failed validation clears the session', async () => {
    const actor = session({ validate: () => Promise.reject({ status: 400, code: 'wrong_code', message: 'Wrong code. Please try again' }) });
    actor.send({ type: 'session.login', email: 'jamie.rivera@example.com' });
    await settle();
    actor.send({ type: 'session.validate', otp: '000000' });
    await settle();
    expect(actor.getSnapshot().matches({ signedOut: 'awaitingCode' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ tokens: null, sharedKey: null, failure: { code: 'wrongCode' } });
  });

  it('a code typed after a failed check is not sent with an empty key: it is told expired, a new code is needed', async () => {
    const keys: string[] = [];
    const machine = sessionMachine.provide({
      actors: {
        login: fromPromise(async () => ({ shared_key: 'sk-1' })),
        validateLogin: fromPromise(async ({ input }: { input: { sharedKey: string } }) => {
          keys.push(input.sharedKey);
          throw { status: 400, code: 'wrong_code', message: 'Wrong code. Please try again' };
        }) as never,
      },
    });
    const actor = createActor(machine, { input: { tokens: null } }).start();
    actor.send({ type: 'session.login', email: 'jamie.rivera@example.com' });
    await settle();
    actor.send({ type: 'session.validate', otp: '000000' });
    await settle();
    actor.send({ type: 'session.validate', otp: '123456' });
    await settle();
    expect(keys).toEqual(['sk-1']);
    expect(actor.getSnapshot().matches({ signedOut: 'awaitingCode' })).toBe(true);
    expect(actor.getSnapshot().context.failure).toEqual({ code: 'codeExpired', message: null });
  });

  it("follows the app's session store: cleared tokens sign it out, and a sign-in by email then sends the code", async () => {
    const logins: unknown[] = [];
    const machine = sessionMachine.provide({
      actors: { login: fromPromise(async ({ input }: { input: { email: string } }) => (logins.push(input), { shared_key: 'sk-1' })) },
    });
    const actor = createActor(machine, { input: { tokens: { access: 'a0', refresh: 'r0' } } }).start();
    // The API client rotated the pair: the session keeps the new one.
    actor.send({ type: 'session.tokensChanged', tokens: { access: 'a1', refresh: 'r1' } });
    expect(actor.getSnapshot().context.tokens).toEqual({ access: 'a1', refresh: 'r1' });
    // Its refresh failed and it cleared the store.
    actor.send({ type: 'session.tokensChanged', tokens: null });
    expect(actor.getSnapshot().matches({ signedOut: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ tokens: null, user: null });
    actor.send({ type: 'session.login', email: 'jamie.rivera@example.com' });
    await settle();
    expect(logins).toEqual([{ email: 'jamie.rivera@example.com' }]);
    expect(actor.getSnapshot().matches({ signedOut: 'awaitingCode' })).toBe(true);
    expect(actor.getSnapshot().context.sharedKey).toBe('sk-1');
  });

  it('signed in, a request for a sign-in code still sends it (the sign-in page never waits for nothing)', async () => {
    const actor = session({}, { access: 'a0', refresh: 'r0' });
    actor.send({ type: 'session.login', email: 'jamie.rivera@example.com' });
    await settle();
    expect(actor.getSnapshot().matches({ signedOut: 'awaitingCode' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ email: 'jamie.rivera@example.com', sharedKey: 'sk-1' });
  });

  it('logout clears the tokens', () => {
    const actor = session({}, { access: 'a0', refresh: 'r0' });
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.tokens).toBeNull();
  });
});
