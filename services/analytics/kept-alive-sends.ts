import type { AnalyticsBatchRequest, AnalyticsMessage } from '../contract/analytics.schema.ts';
import { MAX_BATCH_EVENTS } from '../contract/analytics.schema.ts';

// What the collector sends as the page is hidden or left: requests kept alive past the page
// (`fetch` with `keepalive`). Browsers refuse one once the bodies of all those in flight would pass
// 64 KiB (the Fetch standard's limit), so the bodies in flight stay under a budget; what does not
// fit waits for an answer to free its share (a hidden page is still there), or for the next try.

/** Under the browser's 64 KiB, with a margin for the first screen's visit call (kept alive too). */
const KEEPALIVE_BUDGET_BYTES = 60_000;

const utf8Bytes = (text: string): number => new TextEncoder().encode(text).length;

export interface Slice {
  messages: AnalyticsMessage[];
  /** The batch body's size in bytes (UTF-8, as the browser counts it). */
  bytes: number;
}

/**
 * The first messages of the queue that make one batch (at most MAX_BATCH_EVENTS) whose body fits in
 * `budget` bytes; null when not even the first one fits. The body is the empty batch plus each
 * message and the commas between them, as JSON.stringify writes it.
 */
export function sliceWithin(queue: readonly AnalyticsMessage[], budget: number, batchOf: (messages: AnalyticsMessage[]) => AnalyticsBatchRequest): Slice | null {
  let bytes = utf8Bytes(JSON.stringify(batchOf([])));
  let count = 0;
  for (const message of queue.slice(0, MAX_BATCH_EVENTS)) {
    const next = bytes + utf8Bytes(JSON.stringify(message)) + (count > 0 ? 1 : 0);
    if (next > budget) break;
    bytes = next;
    count += 1;
  }
  return count > 0 ? { messages: queue.slice(0, count), bytes } : null;
}

export interface KeptAliveSends {
  /** Sends what fits now; the page was hidden or left. */
  leave(): void;
  /** The page is shown again: no more kept-alive sends until it is hidden again. */
  shown(): void;
}

export function createKeptAliveSends(deps: {
  /** Takes the next slice that fits in `budget` bytes off the queue; null when none fits. */
  take(budget: number): Slice | null;
  /** Puts a slice whose send failed back at the head of the queue, for the next try. */
  putBack(messages: AnalyticsMessage[]): void;
  send(messages: AnalyticsMessage[]): Promise<unknown>;
  /** A refusal a resend cannot change: the slice is dropped, not put back. */
  isRefused?: ((error: unknown) => boolean) | undefined;
}): KeptAliveSends {
  let leaving = false;
  /** Bytes of the kept-alive bodies not answered yet. */
  let inFlight = 0;

  /** One send, its bytes counted until it is answered; false when it threw. */
  function sendSlice({ messages, bytes }: Slice): boolean {
    const failed = (error: unknown) => {
      inFlight -= bytes;
      if (!deps.isRefused?.(error)) deps.putBack(messages);
    };
    inFlight += bytes;
    let sent: Promise<unknown>;
    try {
      sent = deps.send(messages);
    } catch (error) {
      failed(error);
      return false;
    }
    sent.then(() => {
      inFlight -= bytes;
      // The page is still there (only hidden): what did not fit goes now.
      if (leaving) leave();
    }, failed);
    return true;
  }

  function leave(): void {
    leaving = true;
    // As much as the browser takes now, in order; a send that threw ends the round (no busy loop).
    for (let slice = deps.take(KEEPALIVE_BUDGET_BYTES - inFlight); slice && sendSlice(slice); slice = deps.take(KEEPALIVE_BUDGET_BYTES - inFlight));
  }

  return {
    leave,
    shown: () => {
      leaving = false;
    },
  };
}
