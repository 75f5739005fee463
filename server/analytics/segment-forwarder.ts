import type { AppConfig } from '../config.ts';
import type { AnalyticsEventsTable } from '../db/analytics-tables.ts';
import type { Db } from '../db/database.ts';
import { fromFlag, iso } from '../db/database.ts';
import { claimDueEvents, markForwarded, markForwardFailed } from './analytics.repository.ts';

// Forwards stored events to a Segment-compatible HTTP API (`POST <endpoint>/v1/batch`, basic auth
// with the write key as user name) when `ANALYTICS_WRITE_KEY` is set. Events are claimed from the
// table (several instances never send one event at the same time), sent in batches and marked; a
// failed batch is tried again later with growing waits, up to MAX_FORWARD_ATTEMPTS. Segment drops
// a message id it has already seen, so an event sent twice after a crash is counted once there.

const FORWARD_BATCH_SIZE = 100;
export const MAX_FORWARD_ATTEMPTS = 8;
/** How long a claim holds before another tick may take the events again (a crashed sender). */
const LEASE_MS = 60_000;
const REQUEST_TIMEOUT_MS = 10_000;

/** The wait before try number `attempt + 1`: 2 s, 4 s, 8 s, … up to 10 minutes. */
export const retryDelayMs = (attempt: number): number => Math.min(2 ** attempt * 1000, 10 * 60_000);

type SegmentMessage = Record<string, unknown>;

function toSegment(row: AnalyticsEventsTable): SegmentMessage {
  const payload = JSON.parse(row.properties) as Record<string, unknown>;
  const context = {
    // Where in the flow it happened, and whether the application was the caller's own.
    flow_state: row.state_id,
    origination_id: row.origination_id,
    origination_verified: fromFlag(row.authenticated),
  };
  const common = {
    messageId: row.message_id,
    anonymousId: row.anonymous_id,
    ...(row.user_id ? { userId: row.user_id } : {}),
    timestamp: row.occurred_at,
    context,
  };
  return row.type === 'identify' ? { type: 'identify', traits: payload, ...common } : { type: 'track', event: row.event, properties: payload, ...common };
}

export interface ForwardResult {
  sent: number;
  failed: number;
}

export async function forwardDueEvents(db: Db, config: AppConfig, fetchImpl: typeof fetch = fetch): Promise<ForwardResult> {
  const result: ForwardResult = { sent: 0, failed: 0 };
  if (!config.analyticsWriteKey) return result;
  for (;;) {
    const now = config.now();
    const rows = await claimDueEvents(db, iso(now), iso(new Date(now.getTime() + LEASE_MS)), FORWARD_BATCH_SIZE);
    if (rows.length === 0) return result;
    const ok = await send(config, rows, fetchImpl);
    if (ok) {
      await markForwarded(db, rows.map((row) => row.id), iso(config.now()));
      result.sent += rows.length;
      continue;
    }
    result.failed += rows.length;
    // Rows of one batch may have been tried a different number of times before.
    const byAttempts = new Map<number, AnalyticsEventsTable[]>();
    for (const row of rows) byAttempts.set(row.forward_attempts + 1, [...(byAttempts.get(row.forward_attempts + 1) ?? []), row]);
    for (const [attempts, group] of byAttempts) {
      const next = attempts >= MAX_FORWARD_ATTEMPTS ? null : iso(new Date(config.now().getTime() + retryDelayMs(attempts)));
      await markForwardFailed(db, group.map((row) => row.id), attempts, next);
    }
    // Stop at the first failure: the API is down or refuses; the next tick tries again.
    return result;
  }
}

async function send(config: AppConfig, rows: AnalyticsEventsTable[], fetchImpl: typeof fetch): Promise<boolean> {
  try {
    const response = await fetchImpl(`${config.analyticsEndpoint}/v1/batch`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`${config.analyticsWriteKey}:`).toString('base64')}`,
      },
      body: JSON.stringify({ batch: rows.map(toSegment), sentAt: iso(config.now()) }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    // Drain the body so the connection can be reused.
    await response.arrayBuffer().catch(() => undefined);
    return response.ok;
  } catch {
    return false;
  }
}
