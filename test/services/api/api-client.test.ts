import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse, delay } from 'msw';
import { createApiClient } from '../../../services/api/api-client.ts';
import { ApiError, isNetworkError } from '../../../services/api/api-error.ts';
import { createSessionStore } from '../../../services/session/session-store.ts';
import { createKeyValueStorage, createMemoryBacking } from '../../../services/storage/key-value-storage.ts';
import { endpoints } from '../../../services/contract/endpoints.ts';

const BASE = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const user = { id: 'u1', first_name: 'Jamie', last_name: 'Rivera', phone_number: '+15125550100', email: 'jamie@example.com', address: null };

function setup(tokens?: { access: string; refresh: string }) {
  const storage = createKeyValueStorage({ backing: createMemoryBacking() });
  const session = createSessionStore(storage);
  if (tokens) session.setTokens(tokens);
  const onSessionCleared = vi.fn();
  const client = createApiClient({ baseUrl: BASE, session, anonymousId: () => 'anon-123', onSessionCleared });
  return { client, session, onSessionCleared };
}

/** A /me handler that accepts only the given access token. */
function meAccepting(validToken: string, seen: string[] = [], status = 401) {
  return http.get(`${BASE}/api/users/me/`, ({ request }) => {
    const auth = request.headers.get('authorization') ?? '';
    seen.push(auth);
    return auth === `Bearer ${validToken}` ? HttpResponse.json(user) : HttpResponse.json({ message: 'Token expired' }, { status });
  });
}

function refreshHandler(calls: string[], answer: () => Response | Promise<Response> = () => HttpResponse.json({ access: 'access-2', refresh: 'refresh-2' })) {
  return http.post(`${BASE}/api/tokens/refresh/`, async ({ request }) => {
    const body = (await request.json()) as { refresh: string };
    calls.push(body.refresh);
    return answer();
  });
}

describe('headers', () => {
  it('sends the user access token and the anonymous id on every call', async () => {
    const { client } = setup({ access: 'access-1', refresh: 'refresh-1' });
    const seen: Array<{ auth: string | null; anon: string | null }> = [];
    server.use(
      http.get(`${BASE}/api/users/me/`, ({ request }) => {
        seen.push({ auth: request.headers.get('authorization'), anon: request.headers.get('x-anonymous-id') });
        return HttpResponse.json(user);
      }),
      http.post(`${BASE}/api/users/login/`, ({ request }) => {
        seen.push({ auth: request.headers.get('authorization'), anon: request.headers.get('x-anonymous-id') });
        return HttpResponse.json({ shared_key: 'k' });
      }),
    );
    await client.call(endpoints.me);
    await client.call(endpoints.login, { body: { email: 'jamie@example.com' } });
    expect(seen).toEqual([
      { auth: 'Bearer access-1', anon: 'anon-123' },
      { auth: 'Bearer access-1', anon: 'anon-123' },
    ]);
  });

  it('uses the applicant token of the origination when nobody is signed in, and no bearer without either', async () => {
    const { client, session } = setup();
    const seen: Array<string | null> = [];
    server.use(
      http.post(`${BASE}/api/v1/origination/validate/`, ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({ success: true, next: null });
      }),
    );
    const body = { client_id: 'c1', origination_id: 'o1' };
    await client.call(endpoints.originationValidate, { body });
    session.setApplicantToken('applicant-token', 'o1');
    await client.call(endpoints.originationValidate, { body });
    session.setTokens({ access: 'user-access', refresh: 'user-refresh' });
    await client.call(endpoints.originationValidate, { body });
    expect(seen).toEqual([null, 'Bearer applicant-token', 'Bearer user-access']);
  });
});

describe('token refresh', () => {
  it.each([401, 403])('refreshes once and retries once after a %i, with the new token', async (status) => {
    const { client, session } = setup({ access: 'access-1', refresh: 'refresh-1' });
    const seen: string[] = [];
    const refreshCalls: string[] = [];
    server.use(meAccepting('access-2', seen, status), refreshHandler(refreshCalls));
    await expect(client.call(endpoints.me)).resolves.toEqual(user);
    expect(refreshCalls).toEqual(['refresh-1']);
    expect(seen).toEqual(['Bearer access-1', 'Bearer access-2']);
    expect(session.getTokens()).toEqual({ access: 'access-2', refresh: 'refresh-2' });
  });

  it('retries only once: a second 401 rejects without another refresh', async () => {
    const { client, session, onSessionCleared } = setup({ access: 'access-1', refresh: 'refresh-1' });
    const seen: string[] = [];
    const refreshCalls: string[] = [];
    server.use(meAccepting('never', seen), refreshHandler(refreshCalls));
    const error = await client.call(endpoints.me).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).message).toBe('Token expired');
    expect(refreshCalls).toHaveLength(1);
    expect(seen).toHaveLength(2);
    // The refresh itself worked, so the session stays.
    expect(session.getTokens()?.access).toBe('access-2');
    expect(onSessionCleared).not.toHaveBeenCalled();
  });

  it('shares one refresh among parallel 401s', async () => {
    const { client } = setup({ access: 'access-1', refresh: 'refresh-1' });
    const refreshCalls: string[] = [];
    server.use(
      meAccepting('access-2'),
      refreshHandler(refreshCalls, async () => {
        await delay(30);
        return HttpResponse.json({ access: 'access-2', refresh: 'refresh-2' });
      }),
    );
    const results = await Promise.all([client.call(endpoints.me), client.call(endpoints.me), client.call(endpoints.me)]);
    expect(results).toEqual([user, user, user]);
    expect(refreshCalls).toEqual(['refresh-1']);
  });

  it('does not refresh again for a 401 of a call sent before another call refreshed', async () => {
    const { client, session } = setup({ access: 'access-1', refresh: 'refresh-1' });
    const refreshCalls: string[] = [];
    const seen: string[] = [];
    server.use(
      http.get(`${BASE}/api/users/me/`, async ({ request }) => {
        const auth = request.headers.get('authorization') ?? '';
        seen.push(auth);
        // The stale call answers late, after the token was rotated by someone else.
        if (auth === 'Bearer access-1') {
          session.setTokens({ access: 'access-9', refresh: 'refresh-9' });
          return HttpResponse.json({ message: 'Token expired' }, { status: 401 });
        }
        return HttpResponse.json(user);
      }),
      refreshHandler(refreshCalls),
    );
    await expect(client.call(endpoints.me)).resolves.toEqual(user);
    expect(refreshCalls).toEqual([]);
    expect(seen).toEqual(['Bearer access-1', 'Bearer access-9']);
  });

  it('clears the session and calls back once when the refresh fails; the call rejects with its own error', async () => {
    const { client, session, onSessionCleared } = setup({ access: 'access-1', refresh: 'refresh-1' });
    session.setApplicantToken('applicant-token', 'o1');
    const refreshCalls: string[] = [];
    server.use(
      meAccepting('access-2'),
      refreshHandler(refreshCalls, () => HttpResponse.json({ message: 'Token is invalid or expired' }, { status: 401 })),
    );
    const errors = await Promise.all([client.call(endpoints.me).catch((e: unknown) => e), client.call(endpoints.me).catch((e: unknown) => e)]);
    for (const error of errors) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(401);
    }
    expect(refreshCalls).toEqual(['refresh-1']);
    expect(session.getTokens()).toBeNull();
    expect(session.getApplicantToken()).toBeNull();
    expect(onSessionCleared).toHaveBeenCalledTimes(1);
  });

  it('gives up on a refresh that takes longer than 3000 ms', { timeout: 10_000 }, async () => {
    const { client, session, onSessionCleared } = setup({ access: 'access-1', refresh: 'refresh-1' });
    server.use(
      meAccepting('access-2'),
      refreshHandler([], async () => {
        await delay(4_000);
        return HttpResponse.json({ access: 'access-2', refresh: 'refresh-2' });
      }),
    );
    const started = Date.now();
    const error = await client.call(endpoints.me).catch((e: unknown) => e);
    const elapsed = Date.now() - started;
    expect((error as ApiError).status).toBe(401);
    expect(elapsed).toBeGreaterThanOrEqual(2_900);
    expect(elapsed).toBeLessThan(3_900);
    expect(session.getTokens()).toBeNull();
    expect(onSessionCleared).toHaveBeenCalledTimes(1);
  });

  it('cannot refresh an applicant token: a 403 rejects, no refresh call, the token stays', async () => {
    const { client, session, onSessionCleared } = setup();
    session.setApplicantToken('applicant-token', 'o1');
    server.use(
      http.post(`${BASE}/api/v1/origination/challenge/`, () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })),
    );
    const error = await client.call(endpoints.originationChallenge, { body: { client_id: 'c1', origination_id: 'o1' } }).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(403);
    expect(session.getApplicantToken()).toEqual({ token: 'applicant-token', originationId: 'o1' });
    expect(onSessionCleared).not.toHaveBeenCalled();
  });

  it('does not refresh for a public call: a wrong sign-in code is not a session problem', async () => {
    const { client, session } = setup({ access: 'access-1', refresh: 'refresh-1' });
    server.use(
      http.post(`${BASE}/api/users/login/validate/`, () => HttpResponse.json({ message: 'Wrong code. Please try again' }, { status: 401 })),
    );
    const error = await client.call(endpoints.loginValidate, { body: { shared_key: 'k', otp: '123456' } }).catch((e: unknown) => e);
    expect((error as ApiError).message).toBe('Wrong code. Please try again');
    expect(session.getTokens()?.access).toBe('access-1');
  });
});

describe('errors', () => {
  const body = { client_id: 'c1', flowType: 'desktop', phoneNumber: '+15125550100', dob: '01-15' } as const;

  it("carries the server's message and code", async () => {
    const { client } = setup();
    server.use(
      http.post(`${BASE}/api/v1/origination/start/`, () =>
        HttpResponse.json({ message: 'We\'re having trouble verifying your number', code: 'phone_check_failed' }, { status: 422 }),
      ),
    );
    const error = (await client.call(endpoints.originationStart, { body }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.message).toBe("We're having trouble verifying your number");
    expect(error.code).toBe('phone_check_failed');
    expect(error.body).toEqual({ message: "We're having trouble verifying your number", code: 'phone_check_failed' });
  });

  it('groups an array of messages by their first word into per-field errors', async () => {
    const { client } = setup();
    server.use(
      http.post(`${BASE}/api/v1/origination/start/`, () =>
        HttpResponse.json({ message: ['Email is invalid', 'Phone is required', 'Phone must have 10 digits'] }, { status: 400 }),
      ),
    );
    const error = (await client.call(endpoints.originationStart, { body }).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('Email is invalid');
    expect(error.fieldErrors).toEqual({ email: ['Email is invalid'], phone: ['Phone is required', 'Phone must have 10 digits'] });
    expect(error.fieldError('phone')).toBe('Phone is required');
  });

  it('reads Retry-After', async () => {
    const { client } = setup();
    server.use(
      http.post(`${BASE}/api/v1/origination/start/`, () =>
        HttpResponse.json({ message: 'Too many attempts' }, { status: 429, headers: { 'Retry-After': '30' } }),
      ),
    );
    const error = (await client.call(endpoints.originationStart, { body }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(429);
    expect(error.retryAfterSeconds).toBe(30);
  });

  it('does not retry a failed call by itself', async () => {
    const { client } = setup();
    let calls = 0;
    server.use(
      http.get(`${BASE}/api/regulatory_documents/`, () => {
        calls += 1;
        return HttpResponse.json({ message: 'Boom' }, { status: 503 });
      }),
    );
    const error = (await client.call(endpoints.regulatoryDocuments).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(503);
    expect(calls).toBe(1);
  });

  it('rejects a network failure as a network error with the generic text', async () => {
    const { client } = setup();
    server.use(http.get(`${BASE}/api/regulatory_documents/`, () => HttpResponse.error()));
    const error = (await client.call(endpoints.regulatoryDocuments).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.isNetworkError).toBe(true);
    expect(isNetworkError(error)).toBe(true);
    expect(isNetworkError(new Error('other'))).toBe(false);
    expect(error.status).toBe(0);
    expect(error.message).toBe('Something went wrong. Press the next button to try again');
  });

  it('rejects an answer that does not match the contract, with status 0', async () => {
    const { client } = setup();
    server.use(http.post(`${BASE}/api/users/login/`, () => HttpResponse.json({ key: 'wrong-field' })));
    const error = (await client.call(endpoints.login, { body: { email: 'a@example.com' } }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.code).toBe('invalid_response');
    expect(error.message).toContain('POST /api/users/login/');
    expect(error.message).toContain('shared_key');
  });

  it('rejects an invalid request before sending it', async () => {
    const { client } = setup();
    let sent = false;
    server.use(
      http.post(`${BASE}/api/users/login/`, () => {
        sent = true;
        return HttpResponse.json({ shared_key: 'k' });
      }),
    );
    const error = (await client.call(endpoints.login, { body: { email: 'not-an-email' } }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(0);
    expect(error.code).toBe('invalid_request');
    expect(error.fieldErrors).toEqual({ email: ['Invalid email address'] });
    expect(sent).toBe(false);
  });

  it('rejects with the abort reason when the caller aborts', async () => {
    const { client } = setup();
    server.use(
      http.get(`${BASE}/api/regulatory_documents/`, async () => {
        await delay(1_000);
        return HttpResponse.json({ results: [] });
      }),
    );
    const controller = new AbortController();
    const pending = client.call(endpoints.regulatoryDocuments, { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('requests and answers', () => {
  it('answers {} for a 204', async () => {
    const { client } = setup({ access: 'a', refresh: 'r' });
    server.use(http.delete(`${BASE}/api/applications/:id/`, () => new HttpResponse(null, { status: 204 })));
    await expect(client.call(endpoints.deleteApplication, { params: { id: 'app-1' } })).resolves.toEqual({});
  });

  it('fills path parameters (encoded) and query parameters, and parses with the contract', async () => {
    const { client } = setup();
    const urls: string[] = [];
    server.use(
      http.get(`${BASE}/api/state_configs/`, ({ request }) => {
        urls.push(request.url);
        return HttpResponse.json({ results: [] });
      }),
      http.get(`${BASE}/api/points_offers/:id/`, ({ request, params }) => {
        urls.push(request.url);
        return HttpResponse.json({ id: params.id, points: 5000, offer_code: 'points_01', text: '5,000 bonus points', extra: 'ignored' });
      }),
    );
    await client.call(endpoints.stateConfigs, { query: { state__abbreviation: 'TX' } });
    await client.call(endpoints.stateConfigs);
    const offer = await client.call(endpoints.pointsOffer, { params: { id: 'v 1' } });
    expect(urls).toEqual([`${BASE}/api/state_configs/?state__abbreviation=TX`, `${BASE}/api/state_configs/`, `${BASE}/api/points_offers/v%201/`]);
    expect(offer).toEqual({ id: 'v 1', points: 5000, offer_code: 'points_01', text: '5,000 bonus points' });
  });

  it('sends the body with the contract defaults applied', async () => {
    const { client } = setup();
    let received: unknown;
    server.use(
      http.post(`${BASE}/api/v1/origination/pet_information/`, async ({ request }) => {
        received = await request.json();
        return HttpResponse.json({ decline_reason: null, waitlist: false });
      }),
    );
    await client.call(endpoints.petInformation, {
      body: {
        client_id: 'c1',
        origination_id: 'o1',
        animal: { pet_name: 'Rex', pet_type: 'dog', pet_age: '2_year_old', pet_breed: 'Beagle', pet_gender: 'male', existing_health_conditions: 'false' },
        address: { address: '401 Congress Ave', city: 'Austin', state: 'TX', postalCode: '78701' },
      },
    });
    expect((received as { address: { extendedAddress: string } }).address.extendedAddress).toBe('');
  });
});

describe('upload', () => {
  it('posts the form with the same headers, reports progress and parses the answer', async () => {
    const { client } = setup({ access: 'access-1', refresh: 'refresh-1' });
    const received: Array<{ auth: string | null; anon: string | null; name: FormDataEntryValue | null; file: string }> = [];
    server.use(
      http.post(`${BASE}/api/v1/user_account_documents/`, async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file') as File;
        received.push({ auth: request.headers.get('authorization'), anon: request.headers.get('x-anonymous-id'), name: form.get('name'), file: await file.text() });
        return HttpResponse.json({ id: 'd1', name: 'pay.pdf', created: '2026-01-01T00:00:00Z', document_type: 'Proof of income' }, { status: 201 });
      }),
    );
    const form = new FormData();
    form.set('file', new File(['%PDF-1.4'], 'pay.pdf', { type: 'application/pdf' }));
    form.set('name', 'pay.pdf');
    form.set('document_type', 'Proof of income');
    const progress: number[] = [];
    const document = await client.upload(endpoints.uploadDocument, form, (fraction) => progress.push(fraction));
    expect(document.id).toBe('d1');
    expect(received).toEqual([{ auth: 'Bearer access-1', anon: 'anon-123', name: 'pay.pdf', file: '%PDF-1.4' }]);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
  });

  it('refreshes and retries an upload after a 401', async () => {
    const { client } = setup({ access: 'access-1', refresh: 'refresh-1' });
    const refreshCalls: string[] = [];
    const files: string[] = [];
    server.use(
      refreshHandler(refreshCalls),
      http.post(`${BASE}/api/v1/user_account_documents/`, async ({ request }) => {
        const file = (await request.formData()).get('file') as File;
        files.push(await file.text());
        if (request.headers.get('authorization') !== 'Bearer access-2') return HttpResponse.json({ message: 'Token expired' }, { status: 401 });
        return HttpResponse.json({ id: 'd1', name: 'id.png', created: '2026-01-01T00:00:00Z', document_type: 'ID' }, { status: 201 });
      }),
    );
    const form = new FormData();
    form.set('file', new File(['png-bytes'], 'id.png', { type: 'image/png' }));
    await expect(client.upload(endpoints.uploadDocument, form)).resolves.toMatchObject({ id: 'd1' });
    expect(refreshCalls).toEqual(['refresh-1']);
    expect(files).toEqual(['png-bytes', 'png-bytes']);
  });

  it('maps upload errors like calls', async () => {
    const { client } = setup();
    server.use(http.post(`${BASE}/api/v1/user_account_documents/`, () => HttpResponse.json({ message: 'Failed to upload file' }, { status: 400 })));
    const error = (await client.upload(endpoints.uploadDocument, new FormData()).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Failed to upload file');
    expect(error.status).toBe(400);
  });
});
