import type { AnalyticsBatchRequest, AnalyticsEventName, AnalyticsMessage } from '../contract/analytics.schema.ts';
import { MAX_BATCH_EVENTS } from '../contract/analytics.schema.ts';
import type { FlowStateId } from '../contract/flow.schema.ts';
import type { AnalyticsTransport, AnalyticsUser } from './analytics.ts';
import { createKeptAliveSends, sliceWithin } from './kept-alive-sends.ts';

// The analytics transport of the app: events go to our own server (`POST /api/analytics/`), not to
// a vendor's script. They wait in a queue and leave in batches a moment after the first one (one
// request for a burst of events), and, when the page is hidden or left, in requests kept alive
// (`fetch` with `keepalive`), which the browser delivers even as the page goes away. Both go through
// the API client, so they carry its bearer and anonymous-id headers like every other call (first
// document, section 7); `navigator.sendBeacon` cannot send headers. A failed send keeps the events
// for the next try; nothing here ever throws into the flow (the `Analytics` wrapper swallows as well).

/** Where the applicant is when an event happens: their application and the machine's top-level state. */
export interface FlowPosition {
  originationId: string | null;
  state: FlowStateId | null;
}

export interface CollectorOptions {
  /**
   * Sends one batch through the API client (it adds the bearer token when there is one, and the
   * anonymous id); `keepalive` as the page goes away, so the request outlives it.
   */
  send(batch: AnalyticsBatchRequest, options?: { keepalive: boolean }): Promise<unknown>;
  /** A refusal that a resend cannot change (the batch is invalid): the batch is dropped, not kept. */
  isRefused?: (error: unknown) => boolean;
  anonymousId(): string;
  /** Event listeners for `pagehide` and `visibilitychange` (the window and the document). */
  page?: { window: Pick<Window, 'addEventListener'>; document: Pick<Document, 'addEventListener' | 'visibilityState'> };
  now?: () => Date;
  newId?: () => string;
  /** How long the first event of a burst waits for the others. */
  flushDelayMs?: number;
  /** Events kept while the server cannot be reached; the oldest go first beyond it. */
  maxQueued?: number;
}

export interface CollectorTransport extends AnalyticsTransport {
  /** The running flow tells where the applicant is (the app runtime sets it). */
  setPosition(position: () => FlowPosition): void;
  /** Sends what waits now (tests, and the timer). */
  flush(): Promise<void>;
  /** Sends what waits in requests kept alive past the page (page hidden or left). */
  flushOnLeave(): void;
  queued(): number;
}

export const DEFAULT_FLUSH_DELAY_MS = 2000;
const DEFAULT_MAX_QUEUED = 500;

const NOWHERE: FlowPosition = { originationId: null, state: null };

export function createCollectorTransport(options: CollectorOptions): CollectorTransport {
  const now = options.now ?? (() => new Date());
  const newId = options.newId ?? (() => crypto.randomUUID());
  const flushDelayMs = options.flushDelayMs ?? DEFAULT_FLUSH_DELAY_MS;
  const maxQueued = options.maxQueued ?? DEFAULT_MAX_QUEUED;
  let position: () => FlowPosition = () => NOWHERE;
  let queue: AnalyticsMessage[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let sending: Promise<void> | null = null;

  const where = (properties: Record<string, unknown>) => {
    let current = NOWHERE;
    try {
      current = position();
    } catch {
      // A broken position never loses the event.
    }
    const named = typeof properties.origination_id === 'string' ? properties.origination_id : null;
    return { message_id: newId(), origination_id: named ?? current.originationId, state: current.state, at: now().toISOString() };
  };

  const enqueue = (message: AnalyticsMessage) => {
    queue = [...queue, message].slice(-maxQueued);
    timer ??= setTimeout(() => {
      timer = null;
      void flush();
    }, flushDelayMs);
  };

  const batchOf = (messages: AnalyticsMessage[]): AnalyticsBatchRequest => ({ anonymous_id: options.anonymousId(), batch: messages });

  async function flush(): Promise<void> {
    if (sending) return sending;
    sending = (async () => {
      while (queue.length > 0) {
        const messages = queue.slice(0, MAX_BATCH_EVENTS);
        queue = queue.slice(messages.length);
        try {
          await options.send(batchOf(messages));
        } catch (error) {
          if (options.isRefused?.(error)) continue;
          // Kept for the next try (the server stores a message id once, so a resend is harmless).
          queue = [...messages, ...queue].slice(-maxQueued);
          return;
        }
      }
    })().finally(() => {
      sending = null;
    });
    return sending;
  }

  const keptAlive = createKeptAliveSends({
    take(budget) {
      const slice = sliceWithin(queue, budget, batchOf);
      if (slice) queue = queue.slice(slice.messages.length);
      return slice;
    },
    putBack(messages) {
      queue = [...messages, ...queue].slice(-maxQueued);
    },
    send: (messages) => options.send(batchOf(messages), { keepalive: true }),
    isRefused: options.isRefused,
  });

  function flushOnLeave(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    keptAlive.leave();
  }

  if (options.page) listenForLeaving(options.page, flushOnLeave, keptAlive.shown);

  return {
    track(event, properties) {
      // The `Analytics` wrapper only passes its typed event names, which are the contract's.
      enqueue({ type: 'track', event: event as AnalyticsEventName, properties, ...where(properties) });
    },
    identify(user: AnalyticsUser) {
      const { id, ...traits } = user;
      enqueue({ type: 'identify', user_id: id, traits, ...where({}) });
    },
    setPosition(next) {
      position = next;
    },
    flush,
    flushOnLeave,
    queued: () => queue.length,
  };
}

/** The page is hidden (another tab, the phone locked) or left: `leave`; shown again: `shown`. */
function listenForLeaving(page: NonNullable<CollectorOptions['page']>, leave: () => void, shown: () => void): void {
  page.window.addEventListener('pagehide', leave);
  page.document.addEventListener('visibilitychange', () => {
    if (page.document.visibilityState === 'hidden') leave();
    else shown();
  });
}
