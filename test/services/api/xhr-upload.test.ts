import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { createApiClient } from '../../../services/api/api-client.ts';
import { ApiError } from '../../../services/api/api-error.ts';
import { createSessionStore } from '../../../services/session/session-store.ts';
import { createKeyValueStorage, createMemoryBacking } from '../../../services/storage/key-value-storage.ts';
import { endpoints } from '../../../services/contract/endpoints.ts';

// In the browser, uploads go through XMLHttpRequest for progress. Node has no XMLHttpRequest: this
// fake stands in for it (answers come from `respond`), while the refresh call goes through fetch (MSW).

const BASE = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

interface SentXhr {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}
type Answer = { status: number; body: unknown; headers?: string } | 'network-error';

function installFakeXhr(respond: (sent: SentXhr) => Answer) {
  const sent: SentXhr[] = [];
  class FakeXhr extends EventTarget {
    upload = new EventTarget();
    status = 0;
    responseText = '';
    #headers = '';
    #request: SentXhr = { method: '', url: '', headers: {}, body: undefined };
    open(method: string, url: string) {
      this.#request = { method, url, headers: {}, body: undefined };
    }
    setRequestHeader(name: string, value: string) {
      this.#request.headers[name] = value;
    }
    getAllResponseHeaders() {
      return this.#headers;
    }
    send(body: unknown) {
      this.#request.body = body;
      sent.push(this.#request);
      const answer = respond(this.#request);
      queueMicrotask(() => {
        for (const loaded of [40, 100]) {
          this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded, total: 100 }));
        }
        if (answer === 'network-error') {
          this.dispatchEvent(new Event('error'));
          return;
        }
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.#headers = answer.headers ?? 'content-type: application/json\r\n';
        this.dispatchEvent(new Event('load'));
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

function setup() {
  const session = createSessionStore(createKeyValueStorage({ backing: createMemoryBacking() }));
  session.setTokens({ access: 'access-1', refresh: 'refresh-1' });
  const onSessionCleared = vi.fn();
  // No injected fetch: the client picks XMLHttpRequest for uploads, as in the browser.
  const client = createApiClient({ baseUrl: BASE, session, anonymousId: () => 'anon-1', onSessionCleared });
  return { client, session, onSessionCleared };
}

const uploaded = { id: 'd1', name: 'pay.pdf', created: '2026-01-01T00:00:00Z', document_type: 'Proof of income' };

describe('upload through XMLHttpRequest', () => {
  it('sends the form with bearer and anonymous id, reports progress and parses the answer', async () => {
    const sent = installFakeXhr(() => ({ status: 201, body: uploaded }));
    const { client } = setup();
    const form = new FormData();
    form.set('name', 'pay.pdf');
    const progress: number[] = [];
    await expect(client.upload(endpoints.uploadDocument, form, (f) => progress.push(f))).resolves.toEqual(uploaded);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: `${BASE}/api/v1/user_account_documents/`,
      headers: { Authorization: 'Bearer access-1', 'X-Anonymous-Id': 'anon-1' },
    });
    expect(sent[0]?.body).toBe(form);
    expect(progress).toEqual([0, 0.4, 1, 1]);
  });

  it('refreshes once and retries once after a 401', async () => {
    const sent = installFakeXhr((request) =>
      request.headers.Authorization === 'Bearer access-2' ? { status: 201, body: uploaded } : { status: 401, body: { message: 'Token expired' } },
    );
    const refreshes: string[] = [];
    server.use(
      http.post(`${BASE}/api/tokens/refresh/`, async ({ request }) => {
        refreshes.push(((await request.json()) as { refresh: string }).refresh);
        return HttpResponse.json({ access: 'access-2', refresh: 'refresh-2' });
      }),
    );
    const { client, session } = setup();
    await expect(client.upload(endpoints.uploadDocument, new FormData())).resolves.toEqual(uploaded);
    expect(refreshes).toEqual(['refresh-1']);
    expect(sent.map((s) => s.headers.Authorization)).toEqual(['Bearer access-1', 'Bearer access-2']);
    expect(session.getTokens()?.access).toBe('access-2');
  });

  it('clears the session when the refresh fails, and rejects with the 401', async () => {
    installFakeXhr(() => ({ status: 401, body: { message: 'Token expired' } }));
    server.use(http.post(`${BASE}/api/tokens/refresh/`, () => HttpResponse.json({ message: 'Invalid' }, { status: 401 })));
    const { client, session, onSessionCleared } = setup();
    const error = (await client.upload(endpoints.uploadDocument, new FormData()).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(session.getTokens()).toBeNull();
    expect(onSessionCleared).toHaveBeenCalledTimes(1);
  });

  it('maps error answers, bad answers and network failures like calls', async () => {
    const answers: Answer[] = [
      { status: 400, body: { message: ['File is too large', 'Name is required'] } },
      { status: 201, body: { name: 'no id' } },
      'network-error',
    ];
    const { client } = setup();
    const errors: ApiError[] = [];
    for (const answer of answers) {
      installFakeXhr(() => answer);
      errors.push((await client.upload(endpoints.uploadDocument, new FormData()).catch((e: unknown) => e)) as ApiError);
    }
    expect(errors.map((e) => e instanceof ApiError)).toEqual([true, true, true]);
    expect(errors[0]).toMatchObject({ status: 400, message: 'File is too large', fieldErrors: { file: ['File is too large'], name: ['Name is required'] } });
    expect(errors[1]).toMatchObject({ status: 0, code: 'invalid_response' });
    expect(errors[2]).toMatchObject({ status: 0, isNetworkError: true });
  });
});
