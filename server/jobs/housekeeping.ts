import type { AppConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { iso } from '../db/database.ts';
import { purgeEndedCounters } from '../limits/rate-limit-counter.repository.ts';
import { purgeIdleLimits } from '../limits/sliding-limit.repository.ts';
import { purgeExpiredCodes } from '../messages/one-time-code.repository.ts';
import { purgeFinishedMessages } from '../messages/outbox.repository.ts';

// Rows that can no longer matter: limits and counters whose windows ended, codes expired a day ago,
// messages given up a day ago. Deletes only: safe on any number of instances at once.

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export async function sweepExpiredRows(db: Db, config: AppConfig): Promise<void> {
  const now = config.now();
  // The longest sliding window is 10 minutes: an hour of silence leaves nothing to remember.
  await purgeIdleLimits(db, new Date(now.getTime() - HOUR));
  await purgeEndedCounters(db, now);
  await purgeExpiredCodes(db, iso(new Date(now.getTime() - DAY)));
  await purgeFinishedMessages(db, iso(new Date(now.getTime() - DAY)));
}
