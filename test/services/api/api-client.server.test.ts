import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../services/api/api-client.ts';
import type { ApiClient } from '../../../services/api/api-client.ts';
import { ApiError } from '../../../services/api/api-error.ts';
import { createSessionStore } from '../../../services/session/session-store.ts';
import type { SessionStore } from '../../../services/session/session-store.ts';
import { createKeyValueStorage, createMemoryBacking } from '../../../services/storage/key-value-storage.ts';
import { endpoints } from '../../../services/contract/endpoints.ts';
import { createTestApp } from '../../server/helpers/test-app.ts';
import type { TestApp } from '../../server/helpers/test-app.ts';

// The client against the real API (in-process, on a free port): the contract holds on both sides,
// the applicant token is used, and an expired access token is refreshed by the server.

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
});

function newClient(): { client: ApiClient; session: SessionStore; onSessionCleared: () => void } {
  const session = createSessionStore(createKeyValueStorage({ backing: createMemoryBacking() }));
  const onSessionCleared = vi.fn();
  return { client: createApiClient({ baseUrl, session, anonymousId: () => 'anon-server-test', onSessionCleared }), session, onSessionCleared };
}

describe('API client against the server', () => {
  it('walks from the start to issued tokens, then refreshes a broken access token once', async () => {
    const { client, session, onSessionCleared } = newClient();
    const phone = '+15125550142';
    const ref = { client_id: 'client-1', origination_id: '' };

    const started = await client.call(endpoints.originationStart, { body: { client_id: 'client-1', flowType: 'desktop', phoneNumber: phone, dob: '01-15' } });
    session.setApplicantToken(started.auth_token, started.id);
    ref.origination_id = started.id;

    await client.call(endpoints.phoneCheckStart, { params: { id: started.id } });
    const outbox = await client.call(endpoints.outbox, { query: { to: phone } });
    const code = outbox.results.find((m) => m.kind === 'partner_code')?.code ?? '';
    await expect(client.call(endpoints.phoneCheckVerify, { params: { id: started.id }, body: { code } })).resolves.toEqual({ success: true });
    await client.call(endpoints.originationValidate, { body: ref });

    const pet = await client.call(endpoints.petInformation, {
      body: {
        ...ref,
        animal: { pet_name: 'Biscuit', pet_type: 'dog', pet_age: '2_year_old', pet_breed: 'labrador-retriever', pet_gender: 'female', existing_health_conditions: 'false' },
        address: { address: '401 Congress Ave', city: 'Austin', state: 'TX', postalCode: '78701' },
      },
    });
    expect(pet.decline_reason).toBeNull();

    const completed = await client.call(endpoints.originationComplete, {
      body: {
        ...ref,
        individual: {
          firstName: 'Alex',
          lastName: 'Morgan',
          ssn: '123456789',
          dob: '01/15/1990',
          email: 'alex.client-test@example.com',
          phoneNumber: phone,
          address: { address: '401 Congress Ave', city: 'Austin', state: 'TX', postalCode: '78701' },
        },
        residence_type: 'RENT',
        annual_income: 60_000,
        employment_type: 'EMPLOYED',
        monthly_housing_payment: 1_200,
      },
    });
    expect(completed.token).not.toBeNull();
    session.setTokens(completed.token!);
    const me = await client.call(endpoints.me);
    expect(me.email).toBe('alex.client-test@example.com');

    // The access token goes bad: the server answers 401, the client refreshes once and retries.
    session.setTokens({ access: 'no-longer-valid', refresh: completed.token!.refresh });
    await expect(client.call(endpoints.me)).resolves.toMatchObject({ email: 'alex.client-test@example.com' });
    const rotated = session.getTokens();
    expect(rotated?.access).not.toBe('no-longer-valid');
    expect(rotated?.refresh).not.toBe(completed.token!.refresh);
    expect(onSessionCleared).not.toHaveBeenCalled();

    // A refresh token that no longer works: the session is cleared, the call rejects with its 401.
    session.setTokens({ access: 'no-longer-valid', refresh: completed.token!.refresh });
    const error = (await client.call(endpoints.me).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(session.getTokens()).toBeNull();
    expect(onSessionCleared).toHaveBeenCalledTimes(1);
  });

  it("rejects a call without credentials with the server's message and code, without trying to refresh", async () => {
    const { client, onSessionCleared } = newClient();
    const error = (await client.call(endpoints.originationValidate, { body: { client_id: 'client-1', origination_id: 'missing' } }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Authentication credentials were not provided.', code: 'not_authenticated' });
    expect(onSessionCleared).not.toHaveBeenCalled();
  });
});
