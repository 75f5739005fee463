import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { createFlowActors } from './flow-actors.ts';
import type { ApiClient } from '../../services/api/api-client.ts';
import { createSessionStore } from '../../services/session/session-store.ts';
import { createKeyValueStorage, createMemoryBacking } from '../../services/storage/key-value-storage.ts';
import { createIdentityCheckSession } from '../../services/identity-check/identity-check-session.ts';
import { OriginationStartRequest } from '../../services/contract/origination.schema.ts';
import type { StartOriginationInput } from '../../machines/onboarding.types.ts';

// The start call's body (first document, section 7): client_id, flowType, phoneNumber, dob, promoCode,
// finalTargetUrl, and the device fingerprint of the identity-check session when there is one.

const input: StartOriginationInput = { clientId: 'client-1', isMobile: false, phoneNumber: '+15125550111', dob: '01-15', promoCode: 'PAWS', offerCode: null };

function startWith(options: { fingerprint?: string; finalTargetUrl?: string }) {
  const storage = createKeyValueStorage({ backing: createMemoryBacking() });
  const identityCheck = createIdentityCheckSession(storage);
  if (options.fingerprint) identityCheck.record(options.fingerprint);
  const bodies: unknown[] = [];
  const api = {
    call: async (_endpoint: unknown, args: { body: unknown }) => {
      bodies.push(args.body);
      return { auth_token: 'tok', id: 'orig-1', next: null, correlation_id: 'corr', login_message: null, login_next: null };
    },
  } as unknown as ApiClient;
  const actors = createFlowActors({
    api,
    session: createSessionStore(storage),
    analytics: { track: () => undefined, identify: () => undefined } as never,
    identityCheck,
    ...(options.finalTargetUrl ? { finalTargetUrl: options.finalTargetUrl } : {}),
  });
  return { bodies, run: () => toPromise(createActor(actors.startOrigination, { input }).start()) };
}

describe('the start call', () => {
  it('sends finalTargetUrl and the identity-check session’s device fingerprint, in the contract’s shape', async () => {
    const { bodies, run } = startWith({ fingerprint: 'fp-3f9a', finalTargetUrl: 'https://zoomies.example/onboard/card/continue' });
    await run();
    expect(bodies[0]).toEqual({
      client_id: 'client-1',
      flowType: 'desktop',
      phoneNumber: '+15125550111',
      dob: '01-15',
      promoCode: 'PAWS',
      finalTargetUrl: 'https://zoomies.example/onboard/card/continue',
      fingerprint: 'fp-3f9a',
    });
    expect(OriginationStartRequest.safeParse(bodies[0]).success).toBe(true);
  });

  it('sends no fingerprint when no identity-check session ran in this browser', async () => {
    const { bodies, run } = startWith({ finalTargetUrl: 'https://zoomies.example/onboard/card/continue' });
    await run();
    expect(bodies[0]).not.toHaveProperty('fingerprint');
    expect(bodies[0]).toHaveProperty('finalTargetUrl', 'https://zoomies.example/onboard/card/continue');
  });
});

describe('the instant link', () => {
  it('without the applicant’s token fails before any call, never sends an empty jwt', async () => {
    const storage = createKeyValueStorage({ backing: createMemoryBacking() });
    const calls: unknown[] = [];
    const api = { call: async (_endpoint: unknown, args: unknown) => void calls.push(args) } as unknown as ApiClient;
    const actors = createFlowActors({
      api,
      session: createSessionStore(storage),
      analytics: { track: () => undefined, identify: () => undefined } as never,
      identityCheck: createIdentityCheckSession(storage),
    });
    const link = createActor(actors.sendInstantLink, { input: { clientId: 'client-1', originationId: 'orig-1' } }).start();
    await expect(toPromise(link)).rejects.toThrow('no applicant token');
    expect(calls).toEqual([]);
  });
});
