import type { z } from 'zod';
import type { VisitRequest } from '../contract/marketing.schema.ts';
import { VISIT_PATH } from '../contract/marketing.constants.ts';
import { VISIT_IDLE_FALLBACK_MS, VISIT_IDLE_SEND_TIMEOUT_MS } from '../contract/constants.ts';
import { ANONYMOUS_ID_HEADER } from '../contract/headers.ts';
import { buildVisitRecord } from './visit-record.ts';
import type { VisitPage } from './visit-record.ts';

// The visit call must never slow the page or fail the flow: it waits for an idle moment, goes out at
// low priority, survives the page being closed (keepalive), and every failure is swallowed.
//
// It is a beacon, sent by the first screen before the flow has loaded: its body is typed by the
// contract (and validated by the server with the same schema), and its answer is not read (nothing
// uses the visit id), so it needs neither the zod runtime nor the API client
// (docs/decisions/0015-first-screen-budget.md).

/** The timers the tracker needs; injected in tests. Without requestIdleCallback the fallback runs. */
export interface IdleScheduler {
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => unknown;
  setTimeout: (callback: () => void, ms: number) => unknown;
}

export interface VisitTrackerOptions {
  /** Origin of the API; omitted in the browser: the page's origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  clientId: () => string;
  anonymousId?: () => string;
  /** The bearer of the API client (a signed-in user's, else the applicant's), read at send time. */
  bearerToken?: () => string | null;
  scheduler?: IdleScheduler;
  /** The page; omitted in the browser: location, document.referrer and document.title. */
  page?: () => VisitPage;
  eventId?: () => string;
  now?: () => Date;
}

export interface VisitTracker {
  /** Resolves true once the server has recorded the visit, false when anything failed (never rejects). */
  track(details?: { offerCode?: string | null; trackingCode?: string | null }): Promise<boolean>;
}

function browserScheduler(): IdleScheduler {
  const idle = (globalThis as { requestIdleCallback?: (cb: () => void, options: { timeout: number }) => unknown }).requestIdleCallback;
  return {
    ...(typeof idle === 'function' ? { requestIdleCallback: (cb, options) => idle.call(globalThis, cb, options) } : {}),
    setTimeout: (cb, ms) => globalThis.setTimeout(cb, ms),
  };
}

function browserPage(): VisitPage {
  return { url: globalThis.location.href, referrer: globalThis.document?.referrer ?? '', title: globalThis.document?.title ?? '' };
}

export function createVisitTracker(options: VisitTrackerOptions): VisitTracker {
  const scheduler = options.scheduler ?? browserScheduler();
  const whenIdle = () =>
    new Promise<{ isFallback: boolean }>((resolve) => {
      if (scheduler.requestIdleCallback) {
        scheduler.requestIdleCallback(() => resolve({ isFallback: false }), { timeout: VISIT_IDLE_SEND_TIMEOUT_MS });
      } else {
        scheduler.setTimeout(() => resolve({ isFallback: true }), VISIT_IDLE_FALLBACK_MS);
      }
    });

  return {
    async track(details = {}) {
      try {
        const { isFallback } = await whenIdle();
        const payload = buildVisitRecord((options.page ?? browserPage)(), {
          ...details,
          ...(options.now ? { now: options.now() } : {}),
        });
        const body: z.input<typeof VisitRequest> = {
          payload,
          client_id: options.clientId(),
          segment_event_id: (options.eventId ?? (() => globalThis.crypto.randomUUID()))(),
          is_fallback: isFallback,
        };
        const headers: Record<string, string> = { 'Content-Type': 'application/json' };
        if (options.anonymousId) headers[ANONYMOUS_ID_HEADER] = options.anonymousId();
        const bearer = options.bearerToken?.();
        if (bearer) headers.Authorization = `Bearer ${bearer}`;
        const url = new URL(VISIT_PATH, options.baseUrl ?? globalThis.location.origin);
        const response = await (options.fetch ?? globalThis.fetch)(url, {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
          keepalive: true,
          priority: 'low',
        });
        return response.ok;
      } catch {
        // Marketing must not break the application flow.
        return false;
      }
    },
  };
}
