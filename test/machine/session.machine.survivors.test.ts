import { describe, it, expect } from 'vitest';
import { createActor, fromPromise, setup, type AnyActorRef } from 'xstate';
import { sessionMachine } from '../../machines/session.machine.ts';
import type { SessionNotice } from '../../machines/onboarding.events.ts';

// A survivor of the `flows` report of 2026-11-29 (docs/mutation.md): no test refused a resend while
// a code sent before could still be typed (decision 0058), so what the parent was told then was never
// checked. In a file of its own, so the tests that report ran stay as recorded.

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('session: a resend refused while the code sent before can still be typed', () => {
  it('tells its parent why (its outcome, stored too) and keeps the code page with the key of the code sent before', async () => {
    const answers: (() => Promise<{ shared_key: string }>)[] = [
      async () => ({ shared_key: 'sk-1' }),
      () => Promise.reject({ status: 429, code: 'too_many_requests', message: 'Please wait 20 seconds.', retryAfterSeconds: 20 }),
    ];
    const session = sessionMachine.provide({
      actors: { login: fromPromise(async () => answers.shift()!()) },
    });
    const notices: SessionNotice[] = [];
    const parent = setup({ actors: { session } }).createMachine({
      invoke: { id: 'session', src: 'session', input: undefined },
      on: { '*': { actions: ({ event }) => void (event.type.startsWith('session.') && notices.push(event as SessionNotice)) } },
    });
    const child = createActor(parent).start().getSnapshot().children.session as AnyActorRef;

    child.send({ type: 'session.login', email: 'jamie.rivera@example.com' });
    await settle();
    child.send({ type: 'session.login', email: 'jamie.rivera@example.com' });
    await settle();

    const outcome = { code: 'rateLimited', retryAfterS: 20, message: 'Please wait 20 seconds.' };
    expect(notices).toEqual([{ type: 'session.codeSent' }, { type: 'session.failed', outcome }]);
    expect(child.getSnapshot().value).toEqual({ signedOut: 'awaitingCode' });
    expect(child.getSnapshot().context).toMatchObject({ failure: outcome, sharedKey: 'sk-1' });
  });
});
