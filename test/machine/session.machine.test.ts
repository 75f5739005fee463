import { describe, it, expect } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sessionMachine } from '../../machines/session.machine.ts';

const user = { id: 'u1', first_name: 'Jamie', last_name: 'Rivera', phone_number: '+15125550100', email: 'jamie.rivera@example.com', address: null };
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

function session(impl: { validate?: () => Promise<unknown>; refresh?: () => Promise<unknown> }, tokens: { access: string; refresh: string } | null = null) {
  const machine = sessionMachine.provide({
    actors: {
      login: fromPromise(async () => ({ shared_key: 'sk-1' })),
      validateLogin: fromPromise(async () => (impl.validate ? impl.validate() : { access: 'a1', refresh: 'r1', user })) as never,
      refreshToken: fromPromise(async () => (impl.refresh ? impl.refresh() : { access: 'a2', refresh: 'r2' })) as never,
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

  it('refresh rotates the tokens; a failed refresh logs out', async () => {
    const ok = session({}, { access: 'a0', refresh: 'r0' });
    expect(ok.getSnapshot().matches('signedIn')).toBe(true);
    ok.send({ type: 'session.refresh' });
    await settle();
    expect(ok.getSnapshot().context.tokens).toEqual({ access: 'a2', refresh: 'r2' });
    const failing = session({ refresh: () => Promise.reject({ status: 401 }) }, { access: 'a0', refresh: 'r0' });
    failing.send({ type: 'session.refresh' });
    await settle();
    expect(failing.getSnapshot().matches('signedOut')).toBe(true);
    expect(failing.getSnapshot().context.tokens).toBeNull();
  });

  it('logout clears the tokens', () => {
    const actor = session({}, { access: 'a0', refresh: 'r0' });
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.tokens).toBeNull();
  });
});
