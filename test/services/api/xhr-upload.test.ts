import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { createApiClient } from '../../../services/api/api-client.ts';
import { ApiError } from '../../../services/api/api-error.ts';
import { createSessionStore } from '../../../services/session/session-store.ts';
import { createKeyValueStorage, createMemoryBacking } from '../../../services/storage/key-value-storage.ts';
import { endpoints } from '../../../services/contract/endpoints.ts';
import { uploadWithXhr } from '../../../services/api/xhr-upload.ts';

// In the browser, uploads go through XMLHttpRequest for progress. Node has no XMLHttpRequest: this
// fake stands in for it (answers come from `respond`), while the refresh call goes through fetch (MSW).

const BASE = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
  // The stall tests run on the fake clock: a failed one must not leave it to the next test.
  vi.useRealTimers();
});
afterAll(() => server.close());

interface SentXhr {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}
type Answer = { status: number; body: unknown; text?: string; headers?: string } | 'network-error';

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
        this.responseText = answer.text ?? JSON.stringify(answer.body);
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
    const sent = installFakeXhr(() => ({ status: 401, body: { message: 'Token expired' } }));
    server.use(http.post(`${BASE}/api/tokens/refresh/`, () => HttpResponse.json({ message: 'Invalid' }, { status: 401 })));
    const { client, session, onSessionCleared } = setup();
    const error = (await client.upload(endpoints.uploadDocument, new FormData()).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    // No token to retry with: the upload is not sent again.
    expect(sent).toHaveLength(1);
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

describe('upload through XMLHttpRequest: who is sent and refreshed', () => {
  it('sends no bearer when nobody is signed in', async () => {
    const sent = installFakeXhr(() => ({ status: 201, body: uploaded }));
    const session = createSessionStore(createKeyValueStorage({ backing: createMemoryBacking() }));
    const client = createApiClient({ baseUrl: BASE, session, anonymousId: () => 'anon-1' });
    await client.upload(endpoints.uploadDocument, new FormData());
    expect(sent[0]?.headers).toEqual({ 'X-Anonymous-Id': 'anon-1' });
  });

  it('a public upload refused with a 401 is not a session problem: no refresh, no second send', async () => {
    const sent = installFakeXhr(() => ({ status: 401, body: { message: 'Wrong code. Please try again' } }));
    const refreshes: string[] = [];
    server.use(http.post(`${BASE}/api/tokens/refresh/`, () => (refreshes.push('refresh'), HttpResponse.json({ access: 'access-2', refresh: 'refresh-2' }))));
    const { client, session } = setup();
    const error = (await client.upload({ ...endpoints.uploadDocument, audience: 'public' }, new FormData()).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 401, message: 'Wrong code. Please try again' });
    expect(sent).toHaveLength(1);
    expect(refreshes).toEqual([]);
    expect(session.getTokens()?.access).toBe('access-1');
  });

  it('shows a plain-text error answer as it is', async () => {
    installFakeXhr(() => ({ status: 502, body: undefined, text: 'Bad gateway', headers: 'content-type: text/plain\r\nretry-after: 7\r\n' }));
    const { client } = setup();
    const error = (await client.upload(endpoints.uploadDocument, new FormData()).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 502, message: 'Bad gateway', body: 'Bad gateway', retryAfterSeconds: 7 });
  });
});

// uploadWithXhr on its own: a fake XMLHttpRequest the test drives event by event, as a browser would.
describe('uploadWithXhr', () => {
  class DrivenXhr extends EventTarget {
    static last: DrivenXhr | null = null;
    upload = new EventTarget();
    status = 0;
    responseText = '';
    rawHeaders = '';
    opened: [string, string] | null = null;
    headers: Record<string, string> = {};
    body: unknown = undefined;
    constructor() {
      super();
      DrivenXhr.last = this;
    }
    open(method: string, url: string) {
      this.opened = [method, url];
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    getAllResponseHeaders() {
      return this.rawHeaders;
    }
    send(body: unknown) {
      this.body = body;
    }
    progress(init: { lengthComputable: boolean; loaded: number; total: number }) {
      this.upload.dispatchEvent(Object.assign(new Event('progress'), init));
    }
    answer(status: number, text: string, rawHeaders: string) {
      Object.assign(this, { status, responseText: text, rawHeaders });
      this.dispatchEvent(new Event('load'));
    }
    aborted = false;
    abort() {
      this.aborted = true;
      this.dispatchEvent(new Event('abort'));
    }
  }
  const driven = () => DrivenXhr.last!;
  const form = new FormData();
  const start = (onProgress?: (fraction: number) => void) => {
    vi.stubGlobal('XMLHttpRequest', DrivenXhr);
    return uploadWithXhr({ method: 'POST', url: `${BASE}/up/`, form, headers: { Authorization: 'Bearer t', 'X-Anonymous-Id': 'anon-1' }, stallTimeoutMs: 30_000, ...(onProgress ? { onProgress } : {}) });
  };

  it('sends the form with its headers, and reports the share sent: 0 at the start, only measurable steps, at most 1, and 1 at the answer', async () => {
    const progress: number[] = [];
    const pending = start((f) => progress.push(f));
    expect(driven()).toMatchObject({ opened: ['POST', `${BASE}/up/`], headers: { Authorization: 'Bearer t', 'X-Anonymous-Id': 'anon-1' } });
    expect(driven().body).toBe(form);
    expect(progress).toEqual([0]);
    driven().progress({ lengthComputable: false, loaded: 10, total: 0 });
    driven().progress({ lengthComputable: true, loaded: 0, total: 0 });
    driven().progress({ lengthComputable: true, loaded: 25, total: 100 });
    driven().progress({ lengthComputable: true, loaded: 120, total: 100 });
    expect(progress).toEqual([0, 0.25, 1]);
    driven().answer(201, '{"id":"d1"}', 'content-type: application/json\r\n');
    await expect(pending).resolves.toMatchObject({ status: 201, text: '{"id":"d1"}' });
    expect(progress).toEqual([0, 0.25, 1, 1]);
  });

  it('hands back every response header, values with colons whole, lines without a name left out', async () => {
    const pending = start();
    driven().answer(429, '', 'Content-Type: text/plain\r\nRetry-After: 30\r\nx-request-time: 12:00:05\r\n: orphan\r\nnot a header\r\n');
    const { headers } = await pending;
    expect([...headers.entries()]).toEqual([
      ['content-type', 'text/plain'],
      ['retry-after', '30'],
      ['x-request-time', '12:00:05'],
    ]);
  });

  it('rejects only when no answer came: an error is a failed upload, an abort an AbortError', async () => {
    const failed = start();
    driven().dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow(new TypeError('Upload failed: no answer from the server'));
    const aborted = start();
    driven().dispatchEvent(new Event('abort'));
    const error = (await aborted.catch((e: unknown) => e)) as DOMException;
    expect(error).toBeInstanceOf(DOMException);
    expect({ name: error.name, message: error.message }).toEqual({ name: 'AbortError', message: 'Upload aborted' });
  });

  it('through the client, an aborted upload is a call without an answer', async () => {
    vi.stubGlobal('XMLHttpRequest', DrivenXhr);
    const { client } = setup();
    const pending = client.upload(endpoints.uploadDocument, new FormData()).catch((e: unknown) => e);
    driven().dispatchEvent(new Event('abort'));
    const error = (await pending) as ApiError;
    expect(error).toMatchObject({ status: 0, code: 'network_error', isNetworkError: true });
    expect((error.cause as DOMException).name).toBe('AbortError');
  });

  it('fails when nothing moved for the stall limit, and stops the request', async () => {
    vi.useFakeTimers();
    const pending = start().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(driven().aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = (await pending) as DOMException;
    expect({ name: error.name, message: error.message }).toEqual({ name: 'TimeoutError', message: 'Upload stalled: nothing moved for 30000 ms' });
    expect(driven().aborted).toBe(true);
  });

  it('stops counting the silence once the upload failed: no stall is reported, and nothing is aborted, later', async () => {
    vi.useFakeTimers();
    const pending = start().catch((e: unknown) => e);
    driven().dispatchEvent(new Event('error'));
    expect(await pending).toEqual(new TypeError('Upload failed: no answer from the server'));
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(driven().aborted).toBe(false);
  });

  it('lets a slow upload that keeps moving, and a slow answer that keeps coming, take as long as they need', async () => {
    vi.useFakeTimers();
    let settled = false;
    const pending = start().finally(() => (settled = true));
    for (let sent = 10; sent <= 100; sent += 10) {
      await vi.advanceTimersByTimeAsync(25_000);
      driven().progress({ lengthComputable: true, loaded: sent, total: 100 });
    }
    // Sent in full: the server's answer is now awaited, and its coming in counts as movement.
    await vi.advanceTimersByTimeAsync(25_000);
    driven().dispatchEvent(new Event('progress'));
    await vi.advanceTimersByTimeAsync(25_000);
    expect(settled).toBe(false);
    driven().answer(201, '{"id":"d1"}', 'content-type: application/json\r\n');
    await expect(pending).resolves.toMatchObject({ status: 201 });
    expect(driven().aborted).toBe(false);
    // Nothing left running after the answer.
    expect(vi.getTimerCount()).toBe(0);
  });

  it("through the client, a stalled upload is a call without an answer, after the client's time limit", async () => {
    vi.useFakeTimers();
    vi.stubGlobal('XMLHttpRequest', DrivenXhr);
    const session = createSessionStore(createKeyValueStorage({ backing: createMemoryBacking() }));
    const client = createApiClient({ baseUrl: BASE, session, anonymousId: () => 'anon-1', timeoutMs: 5_000 });
    const pending = client.upload(endpoints.uploadDocument, new FormData()).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5_000);
    const error = (await pending) as ApiError;
    expect(error).toMatchObject({ status: 0, code: 'network_error', isNetworkError: true });
    expect((error.cause as DOMException).name).toBe('TimeoutError');
  });
});
