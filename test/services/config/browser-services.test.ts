import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { createBrowserServices } from '../../../services/config/browser-services.ts';
import { createKeyValueStorage, createMemoryBacking } from '../../../services/storage/key-value-storage.ts';

const BASE = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('browser services', () => {
  it('wires the API call by name to the one client, with the stable anonymous id', async () => {
    const services = createBrowserServices({ baseUrl: BASE, storage: createKeyValueStorage({ backing: createMemoryBacking() }) });
    const seen: Array<string | null> = [];
    server.use(
      http.get(`${BASE}/api/places/zip/:id/`, ({ request, params }) => {
        seen.push(request.headers.get('x-anonymous-id'));
        return HttpResponse.json({ postal_code: params.id, city: 'Austin', state: 'TX', latitude: 30.27, longitude: -97.74 });
      }),
    );
    await services.apiCall('zipLookup', { params: { id: '78701' } });
    await services.api.call((await import('../../../services/contract/endpoints.ts')).endpoints.zipLookup, { params: { id: '78702' } });
    expect(seen).toEqual([services.identity.anonymousId(), services.identity.anonymousId()]);
  });

  it("the visit call carries the signed-in applicant's bearer, like every other call", async () => {
    const seen: Array<string | null> = [];
    server.use(
      http.post(`${BASE}/api/v1/visit-pageview/`, ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({ visit_id: 'v-1' }, { status: 201 });
      }),
    );
    // The visit record is made of the page the browser shows.
    vi.stubGlobal('location', new URL('http://app.test/?utm_source=news'));
    try {
      const services = createBrowserServices({ baseUrl: BASE, storage: createKeyValueStorage({ backing: createMemoryBacking() }) });
      await expect(services.visits.track({})).resolves.toBe(true);
      services.session.setTokens({ access: 'access-1', refresh: 'refresh-1' });
      await expect(services.visits.track({})).resolves.toBe(true);
      expect(seen).toEqual([null, 'Bearer access-1']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("the shell's reset forgets tokens, flow state and sent-once events but keeps the visitor", async () => {
    const batches: { anonymous_id: string; batch: { event?: string }[] }[] = [];
    server.use(
      http.post(`${BASE}/api/analytics/`, async ({ request }) => {
        batches.push((await request.json()) as (typeof batches)[number]);
        return HttpResponse.json({ stored: 1, ignored: 0 });
      }),
    );
    const storage = createKeyValueStorage({ backing: createMemoryBacking() });
    const services = createBrowserServices({ baseUrl: BASE, storage });
    const anonymousId = services.identity.anonymousId();
    const clientId = services.identity.clientId();
    const listener = vi.fn();
    services.session.subscribe(listener);
    services.session.setTokens({ access: 'a', refresh: 'r' });
    storage.set('flow.snapshot', '{"value":"about"}');
    services.analytics.track('account_created', { user_id: 'u1' });
    services.resetAll();
    expect(services.session.getTokens()).toBeNull();
    expect(listener).toHaveBeenLastCalledWith({ tokens: null, applicant: null });
    expect(storage.get('flow.snapshot')).toBeNull();
    expect(services.identity.anonymousId()).toBe(anonymousId);
    expect(services.identity.clientId()).toBe(clientId);
    services.analytics.track('account_created', { user_id: 'u1' });
    // Sent once before the reset and once after it, to our own collector, with the visitor's id.
    await services.analyticsCollector?.flush();
    expect(batches.flatMap((b) => b.batch.map((m) => m.event))).toEqual(['account_created', 'account_created']);
    expect(batches.every((b) => b.anonymous_id === anonymousId)).toBe(true);
  });
});
