import type { AnalyticsBatchRequest, AnalyticsEventName, AnalyticsMessage } from '../contract/analytics.schema.ts';
import { MAX_BATCH_EVENTS } from '../contract/analytics.schema.ts';
import type { FlowStateId } from '../contract/flow.schema.ts';
import type { AnalyticsTransport, AnalyticsUser } from './analytics.ts';

// The analytics transport of the app: events go to our own server (`POST /api/analytics/`), not to
// a vendor's script. They wait in a queue and leave in batches a moment after the first one (one
// request for a burst of events), and, when the page is hidden or left, with `navigator.sendBeacon`,
// which the browser delivers even as the page goes away. A failed send keeps the events for the next
// try; nothing here ever throws into the flow (the `Analytics` wrapper swallows as well).

/** Where the applicant is when an event happens: their application and the machine's top-level state. */
export interface FlowPosition {
  originationId: string | null;
  state: FlowStateId | null;
}

export interface CollectorOptions {
  /** Sends one batch through the API client (it adds the bearer token when there is one). */
  send(batch: AnalyticsBatchRequest): Promise<unknown>;
  /** A refusal that a resend cannot change (the batch is invalid): the batch is dropped, not kept. */
  isRefused?: (error: unknown) => boolean;
  /** `navigator.sendBeacon` to the collector's URL; false when the browser refused it. */
  beacon?: (body: Blob) => boolean;
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
  /** Hands what waits to `sendBeacon` (page hidden or left). */
  flushWithBeacon(): void;
  queued(): number;
}

export const DEFAULT_FLUSH_DELAY_MS = 2000;
const DEFAULT_MAX_QUEUED = 500;
/** Browsers refuse beacons above about 64 kB: a hidden page sends in slices below that. */
const MAX_BEACON_BYTES = 60_000;

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

  function flushWithBeacon(): void {
    const { beacon } = options;
    if (!beacon || queue.length === 0) return;
    if (timer) clearTimeout(timer);
    timer = null;
    // What a beacon did not take waits for the next try, in its order.
    queue = beaconSlices(queue, batchOf)
      .filter((slice) => !beaconTaken(beacon, batchOf(slice)))
      .flat();
  }

  if (options.page) {
    options.page.window.addEventListener('pagehide', flushWithBeacon);
    options.page.document.addEventListener('visibilitychange', () => {
      if (options.page?.document.visibilityState === 'hidden') flushWithBeacon();
    });
  }

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
    flushWithBeacon,
    queued: () => queue.length,
  };
}

/** The queue cut into beacons of at most MAX_BATCH_EVENTS events and about MAX_BEACON_BYTES each, in order. */
function beaconSlices(messages: AnalyticsMessage[], batchOf: (messages: AnalyticsMessage[]) => AnalyticsBatchRequest): AnalyticsMessage[][] {
  const slices: AnalyticsMessage[][] = [];
  let slice: AnalyticsMessage[] = [];
  for (const message of messages) {
    const size = JSON.stringify(batchOf([...slice, message])).length;
    if (slice.length >= MAX_BATCH_EVENTS || (slice.length > 0 && size > MAX_BEACON_BYTES)) {
      slices.push(slice);
      slice = [];
    }
    slice.push(message);
  }
  if (slice.length > 0) slices.push(slice);
  return slices;
}

/** Whether the browser took the beacon (a beacon that throws was not taken). */
function beaconTaken(beacon: (body: Blob) => boolean, batch: AnalyticsBatchRequest): boolean {
  try {
    return beacon(new Blob([JSON.stringify(batch)], { type: 'application/json' }));
  } catch {
    return false;
  }
}
