import type { AppConfig } from '../config.ts';
import { openSealed } from '../crypto/sealed-text.ts';
import type { Db } from '../db/database.ts';
import { iso } from '../db/database.ts';
import { claimDueRows } from '../jobs/due-rows.repository.ts';
import { outboxSealKey, retentionOf } from './message-delivery.ts';
import { DeliveryError, type Senders } from './message-senders.ts';
import { claimedMessages, markGivenUp, markRetry, markSent, type OutboxRow } from './outbox.repository.ts';

// Delivers the outbox: claims due messages (no other instance sends them meanwhile), sends each
// through its channel's sender, and records the outcome. A provider that is busy or unreachable gets
// the message again later, each time after twice the wait; a message whose code or link expired, or
// that was refused for good, is given up. Without a sender for its channel, the sandbox's outbox is
// the delivery (it stays readable there); production gives up (and says so at start-up).

const MAX_ATTEMPTS = 6;
const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 5 * 60_000;
const LEASE_MS = 60_000;
const BATCH = 20;

/** The wait before attempt `attempt + 1`: 5 s, 10 s, 20 s … at most 5 minutes. */
export const retryDelayMs = (attempt: number): number => Math.min(FIRST_RETRY_MS * 2 ** (attempt - 1), LONGEST_RETRY_MS);

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
  expired: number;
}

async function deliverOne(db: Db, config: AppConfig, senders: Senders, row: OutboxRow, token: string, report: DeliveryReport): Promise<void> {
  const now = config.now();
  const retention = retentionOf(config);
  if (row.expires_at !== null && row.expires_at <= iso(now)) {
    await markGivenUp(db, row.id, token, 'expired', null, retention);
    report.expired += 1;
    return;
  }
  const sender = senders[row.channel as keyof Senders];
  if (!sender) {
    if (retention === 'keep') {
      await markSent(db, row.id, token, iso(now), retention);
      report.sent += 1;
    } else {
      await markGivenUp(db, row.id, token, 'failed', `no ${row.channel} sender configured`, retention);
      report.failed += 1;
    }
    return;
  }
  try {
    const body = row.sealed_body ? openSealed(outboxSealKey(config), row.sealed_body) : row.body;
    await sender.send({ to: row.to, body, kind: row.kind as Parameters<typeof sender.send>[0]['kind'] });
    await markSent(db, row.id, token, iso(config.now()), retention);
    report.sent += 1;
  } catch (error) {
    const retryable = error instanceof DeliveryError ? error.retryable : false;
    const reason = error instanceof DeliveryError ? error.message : `${(error as Error).name}`;
    const attempt = row.attempts + 1;
    if (retryable && attempt < MAX_ATTEMPTS) {
      await markRetry(db, row.id, token, iso(new Date(now.getTime() + retryDelayMs(attempt))), reason);
      report.retried += 1;
    } else {
      await markGivenUp(db, row.id, token, 'failed', reason, retention);
      report.failed += 1;
    }
  }
}

/** One pass: claims up to a batch of due messages and delivers them. */
export async function deliverDueMessages(db: Db, config: AppConfig, senders: Senders): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0, expired: 0 };
  const claim = await claimDueRows(db, 'outbox_messages', { now: config.now(), leaseMs: LEASE_MS, limit: BATCH });
  if (claim.ids.length === 0) return report;
  for (const row of await claimedMessages(db, claim.token)) await deliverOne(db, config, senders, row, claim.token, report);
  return report;
}
