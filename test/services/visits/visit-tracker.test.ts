import { describe, expect, it, vi } from 'vitest';
import { VisitRequest } from '../../../services/contract/marketing.schema.ts';
import { createVisitTracker } from '../../../services/visits/visit-tracker.ts';
import type { IdleScheduler } from '../../../services/visits/visit-tracker.ts';
import { buildVisitRecord } from '../../../services/visits/visit-record.ts';
import { TRACKED_QUERY_PARAMETERS } from '../../../services/contract/marketing.constants.ts';

const page = {
  url: 'https://zoomies.example/q/signup/start-offer/v2?utm_source=news&gclid=abc&offer_code=points_02&color=blue',
  referrer: 'https://search.example/',
  title: 'Zoomies card',
};
const now = new Date('2026-11-21T10:00:00.000Z');

describe('visit record', () => {
  it('holds the page, the time, offer and tracking codes, every tracked parameter and every other query parameter', () => {
    const record = buildVisitRecord(page, { now });
    expect(record).toMatchObject({
      url: page.url,
      path: '/q/signup/start-offer/v2',
      search: '?utm_source=news&gclid=abc&offer_code=points_02&color=blue',
      referrer: 'https://search.example/',
      title: 'Zoomies card',
      timestamp: '2026-11-21T10:00:00.000Z',
      offer_code: 'points_02',
      tracking_code: null,
      utm_source: 'news',
      gclid: 'abc',
      utm_medium: null,
      color: 'blue',
    });
    for (const name of TRACKED_QUERY_PARAMETERS) expect(record).toHaveProperty(name);
  });

  it('prefers an offer code given by the caller (the offer of /start-offer/:offerId) and never lets a parameter overwrite a page field', () => {
    const record = buildVisitRecord({ ...page, url: 'https://zoomies.example/?path=/evil&title=x' }, { offerCode: 'points_01', now });
    expect(record.offer_code).toBe('points_01');
    expect(record.path).toBe('/');
    expect(record.title).toBe('Zoomies card');
  });
});

function fakeFetch(answer: () => Response | Promise<Response> = () => Response.json({ visit_id: 'v1' }, { status: 201 })) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return answer();
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

function scheduler(kind: 'idle' | 'fallback') {
  const waits: Array<{ via: string; ms: number }> = [];
  const s: IdleScheduler = {
    setTimeout: (cb, ms) => {
      waits.push({ via: 'setTimeout', ms });
      queueMicrotask(cb);
    },
    ...(kind === 'idle'
      ? {
          requestIdleCallback: (cb: () => void, options: { timeout: number }) => {
            waits.push({ via: 'requestIdleCallback', ms: options.timeout });
            queueMicrotask(cb);
          },
        }
      : {}),
  };
  return { scheduler: s, waits };
}

const base = { baseUrl: 'http://api.test', clientId: () => 'client-1', anonymousId: () => 'anon-1', page: () => page, eventId: () => 'event-1', now: () => now };

describe('visit tracker', () => {
  it('sends when idle (2000 ms timeout), kept alive at low priority, with the contract body', async () => {
    const { fetch, calls } = fakeFetch();
    const { scheduler: s, waits } = scheduler('idle');
    const recorded = await createVisitTracker({ ...base, fetch, scheduler: s }).track();
    expect(recorded).toBe(true);
    expect(waits).toEqual([{ via: 'requestIdleCallback', ms: 2000 }]);
    expect(calls).toHaveLength(1);
    const [{ url, init }] = calls as [{ url: string; init: RequestInit }];
    expect(url).toBe('http://api.test/api/v1/visit-pageview/');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, priority: 'low' });
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json', 'X-Anonymous-Id': 'anon-1' });
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({ client_id: 'client-1', segment_event_id: 'event-1', is_fallback: false });
    expect(body.payload).toEqual(buildVisitRecord(page, { now }));
    // Not parsed on the way out (a beacon without zod): the server's schema must accept it.
    expect(VisitRequest.safeParse(body).success).toBe(true);
  });

  it("carries the bearer of a signed-in applicant (every call carries one, first document section 7), none for a visitor", async () => {
    const { scheduler: s } = scheduler('idle');
    const signedIn = fakeFetch();
    await createVisitTracker({ ...base, fetch: signedIn.fetch, scheduler: s, bearerToken: () => 'access-1' }).track();
    expect(signedIn.calls[0]?.init.headers).toMatchObject({ Authorization: 'Bearer access-1' });
    const visitor = fakeFetch();
    await createVisitTracker({ ...base, fetch: visitor.fetch, scheduler: s, bearerToken: () => null }).track();
    expect(visitor.calls[0]?.init.headers).not.toHaveProperty('Authorization');
  });

  it('falls back to a 50 ms timer without requestIdleCallback, and says so', async () => {
    const { fetch, calls } = fakeFetch();
    const { scheduler: s, waits } = scheduler('fallback');
    await createVisitTracker({ ...base, fetch, scheduler: s }).track();
    expect(waits).toEqual([{ via: 'setTimeout', ms: 50 }]);
    expect(JSON.parse(String(calls[0]?.init.body)).is_fallback).toBe(true);
  });

  it('swallows failures: network errors and error answers', async () => {
    const { scheduler: s } = scheduler('idle');
    const failing = [() => Promise.reject(new TypeError('offline')), () => Response.json({ message: 'nope' }, { status: 500 })];
    for (const answer of failing) {
      const { fetch } = fakeFetch(answer);
      await expect(createVisitTracker({ ...base, fetch, scheduler: s }).track()).resolves.toBe(false);
    }
  });
});
