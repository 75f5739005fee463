// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserServices } from '../../../services/config/browser-services.ts';
import { createKeyValueStorage, createMemoryBacking } from '../../../services/storage/key-value-storage.ts';

// The analytics that wait as the page is hidden or left go out as every other call does (first
// document, section 7: "All calls go to the product's API with a bearer access token and an
// anonymous-id header"): through the API client, kept alive past the page (issue 34, item 6). Before,
// `navigator.sendBeacon` sent them without either header.

const BASE = 'http://api.test';

interface Sent {
  url: string;
  method: string;
  keepalive: boolean;
  authorization: string | null;
  anonymousId: string | null;
  events: string[];
}

function servicesWithFetch() {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init);
    const body = (await request.json()) as { batch: { event?: string }[] };
    sent.push({
      url: request.url,
      method: request.method,
      keepalive: request.keepalive,
      authorization: request.headers.get('authorization'),
      anonymousId: request.headers.get('x-anonymous-id'),
      events: body.batch.map((m) => m.event ?? 'identify'),
    });
    return Response.json({ stored: body.batch.length, ignored: 0 });
  });
  const services = createBrowserServices({ baseUrl: BASE, fetch, storage: createKeyValueStorage({ backing: createMemoryBacking() }) });
  return { services, sent };
}

const hidePage = (state: DocumentVisibilityState) => {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  document.dispatchEvent(new Event('visibilitychange'));
};

afterEach(() => vi.restoreAllMocks());

describe('analytics sent as the page goes away', () => {
  it('carry the bearer and the anonymous id, in a request kept alive past the page', async () => {
    const { services, sent } = servicesWithFetch();
    services.session.setTokens({ access: 'access-1', refresh: 'refresh-1' });
    services.analytics.track('decision_timed_out', { origination_id: 'o-1', phase: 'processing' });
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: `${BASE}/api/analytics/`,
      method: 'POST',
      keepalive: true,
      authorization: 'Bearer access-1',
      anonymousId: services.identity.anonymousId(),
      events: ['decision_timed_out'],
    });
  });

  it('without a token (a visitor who has not started): the anonymous id alone, as on every public call', async () => {
    const { services, sent } = servicesWithFetch();
    services.analytics.track('card_signup_started', { flow_type: 'desktop' });
    hidePage('hidden');
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ keepalive: true, authorization: null, anonymousId: services.identity.anonymousId(), events: ['card_signup_started'] });
  });
});
