import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse, delay } from 'msw';
import { z } from 'zod';
import { createApiClient, DEFAULT_TIMEOUT_MS } from '../../../services/api/api-client.ts';
import { ApiError, isNetworkError } from '../../../services/api/api-error.ts';
import { createSessionStore } from '../../../services/session/session-store.ts';
import { createKeyValueStorage, createMemoryBacking } from '../../../services/storage/key-value-storage.ts';
import { endpoints } from '../../../services/contract/endpoints.ts';
import { endpoint } from '../../../services/contract/endpoint.ts';
import { TOKEN_REFRESH_TIMEOUT_MS } from '../../../services/contract/constants.ts';

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
    // A call that is not repeated (retry-policy.ts): the failure comes back at once.
    server.use(http.post(`${BASE}/api/users/login/`, () => HttpResponse.error()));
    const error = (await client.call(endpoints.login, { body: { email: 'a@example.com' } }).catch((e: unknown) => e)) as ApiError;
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

// An endpoint of the tests' own, for the rules of the client that no contract endpoint reaches:
// optional and nullable query values, a path parameter its schema forgot, an empty answer.
const probe = endpoint({
  method: 'GET',
  path: '/api/probe/',
  audience: 'public',
  query: z.object({ a: z.string().nullable().optional(), b: z.number().optional() }),
  response: z.object({ ok: z.boolean().optional() }),
  summary: 'probe',
});

/** A client with an injected fetch: every request goes to `answer`, no network, no MSW. */
function withFetch(answer: (request: Request) => Promise<Response>, extra: { timeoutMs?: number; tokens?: { access: string; refresh: string } } = {}) {
  const session = createSessionStore(createKeyValueStorage({ backing: createMemoryBacking() }));
  if (extra.tokens) session.setTokens(extra.tokens);
  const requests: Request[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request);
    return answer(request);
  };
  const client = createApiClient({ baseUrl: BASE, session, anonymousId: () => 'anon-123', fetch, ...(extra.timeoutMs === undefined ? {} : { timeoutMs: extra.timeoutMs }) });
  return { client, session, requests };
}

/** An answer that never comes, until the request is aborted (as a real fetch does). */
const never = (request: Request) =>
  new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason as Error)));

describe('the client’s own options', () => {
  it('sends through the fetch it is given, uploads too (even where XMLHttpRequest exists)', async () => {
    vi.stubGlobal('XMLHttpRequest', function NoXhr() {
      throw new Error('XMLHttpRequest must not be used when a fetch is given');
    });
    try {
      const { client, requests } = withFetch(async () => Response.json({ id: 'd1', name: 'pay.pdf', created: '2026-01-01T00:00:00Z', document_type: 'Proof of income' }, { status: 201 }));
      const progress: number[] = [];
      await expect(client.upload(endpoints.uploadDocument, new FormData(), (f) => progress.push(f))).resolves.toMatchObject({ id: 'd1' });
      expect(requests.map((r) => [r.method, r.url])).toEqual([['POST', `${BASE}/api/v1/user_account_documents/`]]);
      expect(progress).toEqual([0, 1]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('keeps a call alive past the page only when asked (what is sent as the page goes away), with the same headers', async () => {
    const { client, requests } = withFetch(async () => Response.json({ stored: 1, ignored: 0 }), { tokens: { access: 'access-1', refresh: 'refresh-1' } });
    const batch = { anonymous_id: 'anon-123', batch: [{ type: 'track' as const, event: 'signed_up' as const, properties: { user_id: 'u1' }, message_id: 'message-1', origination_id: null, state: null, at: '2026-03-02T15:00:00.000Z' }] };
    await client.call(endpoints.analytics, { body: batch });
    await client.call(endpoints.analytics, { body: batch, keepalive: true });
    expect(requests.map((r) => [r.keepalive, r.headers.get('authorization'), r.headers.get('x-anonymous-id')])).toEqual([
      [false, 'Bearer access-1', 'anon-123'],
      [true, 'Bearer access-1', 'anon-123'],
    ]);
  });

  describe('time limits, on the clock', () => {
    afterEach(() => vi.useRealTimers());

    it('gives a call 30 s (DEFAULT_TIMEOUT_MS) before it reads as no answer', async () => {
      vi.useFakeTimers();
      expect(DEFAULT_TIMEOUT_MS).toBe(30_000);
      const { client } = withFetch(never);
      let settled: unknown = 'pending';
      void client.call(endpoints.regulatoryDocuments).catch((e: unknown) => (settled = e));
      await vi.advanceTimersByTimeAsync(29_999);
      expect(settled).toBe('pending');
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toMatchObject({ status: 0, code: 'network_error', isNetworkError: true });
    });

    it('takes its own time limit when given one', async () => {
      vi.useFakeTimers();
      const { client } = withFetch(never, { timeoutMs: 5_000 });
      let settled: unknown = 'pending';
      void client.call(endpoints.regulatoryDocuments).catch((e: unknown) => (settled = e));
      await vi.advanceTimersByTimeAsync(4_999);
      expect(settled).toBe('pending');
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toMatchObject({ status: 0, isNetworkError: true });
    });

    it('gives the token refresh 3000 ms: then the session is cleared and the call rejects with its 401', async () => {
      vi.useFakeTimers();
      expect(TOKEN_REFRESH_TIMEOUT_MS).toBe(3_000);
      const { client, session, requests } = withFetch(
        async (request) => (request.url.endsWith('/api/tokens/refresh/') ? never(request) : Response.json({ message: 'Token expired' }, { status: 401 })),
        { tokens: { access: 'access-1', refresh: 'refresh-1' } },
      );
      let settled: unknown = 'pending';
      void client.call(endpoints.me).catch((e: unknown) => (settled = e));
      await vi.advanceTimersByTimeAsync(2_999);
      expect(settled).toBe('pending');
      expect(session.getTokens()).not.toBeNull();
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toMatchObject({ status: 401, message: 'Token expired' });
      expect(session.getTokens()).toBeNull();
      // The refresh carries its refresh token in the body, and no bearer.
      const refresh = requests.find((r) => r.url.endsWith('/api/tokens/refresh/'))!;
      expect(refresh.headers.get('authorization')).toBeNull();
      expect(refresh.headers.get('x-anonymous-id')).toBe('anon-123');
    });
  });

  it('never repeats a write that is not idempotent: a start that got no answer was sent once', async () => {
    let calls = 0;
    const { client } = withFetch(async () => {
      calls += 1;
      throw new TypeError('Failed to fetch');
    });
    const body = { client_id: 'c1', flowType: 'desktop' as const, phoneNumber: '+15125550111', dob: '01-15' };
    const error = (await client.call(endpoints.originationStart, { body }).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 0, isNetworkError: true });
    expect(error.cause).toBeInstanceOf(Error);
    expect(calls).toBe(1);
  });

  it('an answer cut off in its body is a call without an answer', async () => {
    const cutOff = new ReadableStream({
      start(controller) {
        controller.error(new TypeError('network reset'));
      },
    });
    const { client } = withFetch(async () => new Response(cutOff, { status: 200, headers: { 'content-type': 'application/json' } }));
    await expect(client.call(endpoints.regulatoryDocuments)).rejects.toMatchObject({ status: 0, code: 'network_error', isNetworkError: true });
  });
});

describe('requests and answers the contract leaves open', () => {
  it('leaves out query values that are absent or null', async () => {
    const { client, requests } = withFetch(async () => Response.json({}));
    await client.call(probe, { query: { a: 'x', b: 0 } });
    await client.call(probe, { query: { a: null, b: 2 } });
    await client.call(probe, { query: { a: undefined } });
    expect(requests.map((r) => r.url)).toEqual([`${BASE}/api/probe/?a=x&b=0`, `${BASE}/api/probe/?b=2`, `${BASE}/api/probe/`]);
  });

  it('rejects a path whose parameter has no value, before sending', async () => {
    const broken = endpoint({ method: 'GET', path: '/api/probe/:id/', audience: 'public', params: z.object({}), response: z.object({}), summary: 'broken' });
    const { client, requests } = withFetch(async () => Response.json({}));
    const error = (await client.call(broken, { params: {} }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'invalid_request', message: 'Missing path parameter id' });
    expect((error.cause as Error).message).toBe('Missing path parameter id');
    expect(requests).toEqual([]);
  });

  it('reads an empty or blank answer as {}; an answer that is not JSON is an invalid answer', async () => {
    const answers = ['', '\n  ', 'Service ok'];
    const { client } = withFetch(async () => new Response(answers.shift(), { status: 200 }));
    await expect(client.call(probe)).resolves.toEqual({});
    await expect(client.call(probe)).resolves.toEqual({});
    const error = (await client.call(probe).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 0, code: 'invalid_response', message: 'The answer to GET /api/probe/ is not JSON', body: 'Service ok' });
  });

  it('says where an answer broke the contract, and what it was', async () => {
    const answers: unknown[] = [{ key: 'wrong-field' }, ['not', 'an', 'object']];
    const { client } = withFetch(async () => Response.json(answers[0] === undefined ? null : answers.shift()));
    const atField = (await client.call(endpoints.login, { body: { email: 'a@example.com' } }).catch((e: unknown) => e)) as ApiError;
    expect(atField.message).toBe('The answer to POST /api/users/login/ does not match the contract at shared_key: Invalid input: expected string, received undefined');
    expect(atField.body).toEqual({ key: 'wrong-field' });
    const whole = (await client.call(probe).catch((e: unknown) => e)) as ApiError;
    expect(whole.message).toBe('The answer to GET /api/probe/ does not match the contract: Invalid input: expected object, received array');
  });

  it('names an invalid request by its first problem, each problem under its field path', async () => {
    const { client } = setup();
    const error = (await client
      .call(endpoints.petInformation, {
        body: {
          client_id: 'c1',
          origination_id: 'o1',
          animal: { pet_name: 'Rex', pet_type: 'dog', pet_age: '2_year_old', pet_breed: 'Beagle', pet_gender: 'male', existing_health_conditions: 'false' },
          address: { address: '401 Congress Ave', city: ' ', state: 'TX', postalCode: '78701' },
        },
      })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 0, code: 'invalid_request', message: 'City is required', fieldErrors: { 'address.city': ['City is required'] } });
    const whole = (await client.call(endpoints.login, { body: 'jamie@example.com' as never }).catch((e: unknown) => e)) as ApiError;
    expect(Object.keys(whole.fieldErrors)).toEqual(['_']);
  });
});

describe('who may be refreshed', () => {
  it('a call sent before anyone signed in is retried with the tokens that came meanwhile, without a refresh', async () => {
    const { client, session } = setup();
    const seen: Array<string | null> = [];
    const refreshCalls: string[] = [];
    server.use(
      http.get(`${BASE}/api/users/me/`, ({ request }) => {
        const auth = request.headers.get('authorization');
        seen.push(auth);
        if (auth === null) {
          session.setTokens({ access: 'access-9', refresh: 'refresh-9' });
          return HttpResponse.json({ message: 'Authentication required' }, { status: 401 });
        }
        return HttpResponse.json(user);
      }),
      refreshHandler(refreshCalls),
    );
    await expect(client.call(endpoints.me)).resolves.toEqual(user);
    expect(seen).toEqual([null, 'Bearer access-9']);
    expect(refreshCalls).toEqual([]);
  });

  it('a client with no sign-out callback still clears the session when the refresh fails', async () => {
    const session = createSessionStore(createKeyValueStorage({ backing: createMemoryBacking() }));
    session.setTokens({ access: 'access-1', refresh: 'refresh-1' });
    const client = createApiClient({ baseUrl: BASE, session, anonymousId: () => 'anon-123' });
    server.use(meAccepting('access-2'), refreshHandler([], () => HttpResponse.json({ message: 'Token is invalid or expired' }, { status: 401 })));
    await expect(client.call(endpoints.me)).rejects.toMatchObject({ status: 401, message: 'Token expired' });
    expect(session.getTokens()).toBeNull();
  });
});

describe('repeating a call after a 503 or no answer (decision 0066)', () => {
  afterEach(() => vi.useRealTimers());

  const unavailable = (retryAfter: string | null = '2') =>
    Response.json(
      { message: 'We are briefly unavailable. Please try again in a moment.', code: 'service_unavailable', retry_after: 2 },
      { status: 503, headers: retryAfter === null ? {} : { 'retry-after': retryAfter } },
    );
  const documents = () => Response.json({ results: [{ document_type: 'privacy_policy', url: '/legal/privacy', title: 'Privacy Policy' }] });

  /** A fetch that answers each request with the next of `answers` (the last one again when they run out). */
  function answering(...answers: (() => Response | Promise<Response>)[]) {
    let next = 0;
    return withFetch(async () => (answers[Math.min(next++, answers.length - 1)] as () => Response)());
  }

  /** Starts the call; `settled()` is 'pending' until it settles, then its value or error. */
  function track(pending: Promise<unknown>) {
    let settled: unknown = 'pending';
    pending.then(
      (value) => (settled = value),
      (error: unknown) => (settled = error),
    );
    return () => settled;
  }

  it('a read answered 503 with Retry-After is asked again after that wait, and resolves with the answer', async () => {
    vi.useFakeTimers();
    const { client, requests } = answering(() => unavailable('2'), documents);
    const settled = track(client.call(endpoints.regulatoryDocuments));
    await vi.advanceTimersByTimeAsync(1_999);
    expect(settled()).toBe('pending');
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(2);
    expect(settled()).toEqual({ results: [{ document_type: 'privacy_policy', url: '/legal/privacy', title: 'Privacy Policy' }] });
  });

  it('a read that got no answer (refused, reset) is asked again after 1 s, then 2 s', async () => {
    vi.useFakeTimers();
    const refused = () => {
      throw new TypeError('Failed to fetch');
    };
    const { client, requests } = answering(refused, refused, documents);
    const settled = track(client.call(endpoints.regulatoryDocuments));
    await vi.advanceTimersByTimeAsync(999);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(3);
    expect(settled()).toMatchObject({ results: [{ document_type: 'privacy_policy' }] });
  });

  it('an idempotent write (configuring the policy) is sent again, with the same body', async () => {
    vi.useFakeTimers();
    const configured = { id: 'app-1', plan_id: 'plan-1', status: 'configured' };
    const { client, requests } = answering(() => unavailable('1'), () => Response.json(configured, { status: 201 }));
    const settled = track(client.call(endpoints.policyConfig, { body: { insurance_quote: 'quote-1', used_alternate_payment_method: false } }));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(settled()).toEqual(configured);
    expect(requests).toHaveLength(2);
    expect(await requests[1]!.clone().text()).toBe(await requests[0]!.clone().text());
  });

  it.each([
    ['a start', endpoints.originationStart, { client_id: 'c1', flowType: 'desktop', phoneNumber: '+15125550111', dob: '01-15' }],
    ['the quiz', endpoints.insuranceQuiz, { had_insurance_before: true }],
  ])('%s, which is not idempotent, is not sent again: the 503 comes back at once', async (_, endpoint, body) => {
    const { client, requests } = answering(() => unavailable('1'));
    const error = (await client.call(endpoint as never, { body, params: { id: 'o1' } } as never).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 503, code: 'service_unavailable', retryAfterSeconds: 1 });
    expect(requests).toHaveLength(1);
  });

  it('a 503 without Retry-After, a 500, or a wait longer than 5 s is not repeated', async () => {
    for (const answer of [() => unavailable(null), () => Response.json({ message: 'Something went wrong. Please try again.', code: 'server_error' }, { status: 500 }), () => unavailable('6')]) {
      const { client, requests } = answering(answer, documents);
      await expect(client.call(endpoints.regulatoryDocuments)).rejects.toBeInstanceOf(ApiError);
      expect(requests).toHaveLength(1);
    }
  });

  it('gives up after 3 repeats, with the last 503', async () => {
    vi.useFakeTimers();
    const { client, requests } = answering(() => unavailable('2'));
    const settled = track(client.call(endpoints.regulatoryDocuments));
    await vi.advanceTimersByTimeAsync(6_000);
    expect(requests).toHaveLength(4);
    expect(settled()).toMatchObject({ status: 503, code: 'service_unavailable', retryAfterSeconds: 2 });
  });

  it('waits at most 10 s in all: two waits of 5 s, then the 503', async () => {
    vi.useFakeTimers();
    const { client, requests } = answering(() => unavailable('5'));
    const settled = track(client.call(endpoints.regulatoryDocuments));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(requests).toHaveLength(3);
    expect(settled()).toMatchObject({ status: 503 });
  });

  it('a read that timed out is not asked again: it has used its 30 s', async () => {
    vi.useFakeTimers();
    const { client, requests } = withFetch(never);
    const settled = track(client.call(endpoints.regulatoryDocuments));
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS + 10_000);
    expect(settled()).toMatchObject({ status: 0, isNetworkError: true });
    expect(requests).toHaveLength(1);
  });

  it('a caller that aborts during the wait gets its abort reason, and nothing is sent again', async () => {
    vi.useFakeTimers();
    const { client, requests } = answering(() => unavailable('2'), documents);
    const controller = new AbortController();
    const settled = track(client.call(endpoints.regulatoryDocuments, { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(500);
    const reason = new Error('left the step');
    controller.abort(reason);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(settled()).toBe(reason);
    expect(requests).toHaveLength(1);
  });
});
