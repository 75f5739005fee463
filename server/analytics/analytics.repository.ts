import type { Insertable } from 'kysely';
import type { AnalyticsEventsTable } from '../db/analytics-tables.ts';
import type { Db } from '../db/database.ts';

// The stored analytics events. Inserting never fails on a duplicate: an event seen before (same
// message id) or a once-only event already stored (same once key) is left out, on both dialects,
// even when two requests race (the unique indexes decide).

/** Inserts the event unless it is a duplicate; true when it was stored. */
export async function insertEvent(db: Db, row: Insertable<AnalyticsEventsTable>): Promise<boolean> {
  const inserted = await db.insertInto('analytics_events').values(row).onConflict((oc) => oc.doNothing()).returning('id').executeTakeFirst();
  return inserted !== undefined;
}

/**
 * Claims up to `limit` events that are due for forwarding: their next try moves to `leaseUntil`, so
 * another instance (or a later tick) does not send them while this one does.
 */
export async function claimDueEvents(db: Db, now: string, leaseUntil: string, limit: number): Promise<AnalyticsEventsTable[]> {
  const due = await db
    .selectFrom('analytics_events')
    .select('id')
    .where('forwarded_at', 'is', null)
    .where('forward_next_at', '<=', now)
    .orderBy('forward_next_at')
    .limit(limit)
    .execute();
  if (due.length === 0) return [];
  const ids = due.map((row) => row.id);
  // The condition is checked again by the update itself: of two instances, one wins each row.
  const claimed = await db
    .updateTable('analytics_events')
    .set({ forward_next_at: leaseUntil })
    .where('id', 'in', ids)
    .where('forwarded_at', 'is', null)
    .where('forward_next_at', '<=', now)
    .returningAll()
    .execute();
  return claimed;
}

export async function markForwarded(db: Db, ids: string[], at: string): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('analytics_events').set({ forwarded_at: at, forward_next_at: null }).where('id', 'in', ids).execute();
}

/** A failed try: the next one at `nextAt`, or none (null) once the tries are used up. */
export async function markForwardFailed(db: Db, ids: string[], attempts: number, nextAt: string | null): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('analytics_events').set({ forward_attempts: attempts, forward_next_at: nextAt }).where('id', 'in', ids).execute();
}
