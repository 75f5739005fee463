import type { Db } from '../db/database.ts';
import { iso, relaxedWrites } from '../db/database.ts';

// Fixed-window counters of the per-client limits, one row per key. Counting is one upsert: a new
// key starts at 1, an expired window starts again at 1, a live one adds 1; the answer comes back
// from the same statement, so concurrent calls on any number of instances each get their own count.

export async function countHit(db: Db, key: string, windowMs: number, now: Date): Promise<{ hits: number; resetAt: string }> {
  const stamp = iso(now);
  const resetAt = iso(new Date(now.getTime() + windowMs));
  // A count: written where a database crash may lose the last of them (database.ts, relaxedWrites).
  const row = await relaxedWrites(db)
    .insertInto('rate_limit_counters')
    .values({ key, hits: 1, reset_at: resetAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => {
        const expired = eb('rate_limit_counters.reset_at', '<=', stamp);
        return {
          hits: eb.case().when(expired).then(1).else(eb('rate_limit_counters.hits', '+', 1)).end(),
          reset_at: eb.case().when(expired).then(resetAt).else(eb.ref('rate_limit_counters.reset_at')).end(),
        };
      }),
    )
    .returning(['hits', 'reset_at'])
    .executeTakeFirstOrThrow();
  return { hits: Number(row.hits), resetAt: row.reset_at };
}

/** Housekeeping: counters whose window ended before `before`. */
export async function purgeEndedCounters(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom('rate_limit_counters').where('reset_at', '<', iso(before)).executeTakeFirst();
  return Number(result.numDeletedRows);
}
