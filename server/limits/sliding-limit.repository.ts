import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { iso, relaxedWrites } from '../db/database.ts';

// A sliding-window limit that holds with any number of instances on one database. Each key has one
// row holding the times of its last `max` hits, newest first (24-character ISO timestamps, end to
// end). A hit is taken by ONE conditional upsert: the row changes only when the newest hit is older
// than the cool-down and the oldest kept hit has left the window. PostgreSQL locks the row for the
// upsert and re-checks the condition against the committed row; SQLite runs one writer at a time:
// of concurrent requests exactly as many succeed as the limit allows, on both dialects.

const STAMP = 24; // '2026-03-02T15:00:00.000Z'.length

export interface SlidingWindow {
  /** Hits allowed within the window. */
  max: number;
  windowMs: number;
  /** Minimum time between two hits (0: none). */
  coolDownMs?: number;
}

export type Hit = { taken: true } | { taken: false; retryAfterMs: number };

/** Takes one hit of `key` if the window allows it; otherwise says how long to wait. */
export async function takeHit(db: Db, key: string, window: SlidingWindow, now: Date): Promise<Hit> {
  const stamp = iso(now);
  const coolDownEdge = iso(new Date(now.getTime() - (window.coolDownMs ?? 0)));
  const windowEdge = iso(new Date(now.getTime() - window.windowMs));
  const kept = (window.max - 1) * STAMP;
  const oldestKept = (window.max - 1) * STAMP + 1;
  // A count: written where a database crash may lose the last of them (database.ts, relaxedWrites).
  const taken = await relaxedWrites(db)
    .insertInto('sliding_limits')
    .values({ key, hits: stamp, modified: stamp })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({
          hits: sql<string>`cast(${stamp} as text) || substr(sliding_limits.hits, 1, ${kept})`,
          modified: stamp,
        })
        .where(sql<boolean>`substr(sliding_limits.hits, 1, ${STAMP}) <= ${coolDownEdge}`)
        .where(sql<boolean>`(length(sliding_limits.hits) < ${window.max * STAMP} or substr(sliding_limits.hits, ${oldestKept}, ${STAMP}) <= ${windowEdge})`),
    )
    .returning('key')
    .executeTakeFirst();
  if (taken) return { taken: true };
  return { taken: false, retryAfterMs: await waitFor(db, key, window, now) };
}

/** How long until `key` may take a hit again (0 when it may now). */
async function waitFor(db: Db, key: string, window: SlidingWindow, now: Date): Promise<number> {
  const row = await db.selectFrom('sliding_limits').select('hits').where('key', '=', key).executeTakeFirst();
  const hits = row ? (row.hits.match(new RegExp(`.{${STAMP}}`, 'g')) ?? []) : [];
  const newest = hits[0];
  const oldestKept = hits.length >= window.max ? hits[window.max - 1] : undefined;
  const coolDownEnds = newest ? Date.parse(newest) + (window.coolDownMs ?? 0) : 0;
  const windowFrees = oldestKept ? Date.parse(oldestKept) + window.windowMs : 0;
  return Math.max(0, coolDownEnds - now.getTime(), windowFrees - now.getTime());
}

/** Forgets the hits of `key` (a right code clears its subject's wrong tries). */
export async function clearHits(db: Db, key: string): Promise<void> {
  await relaxedWrites(db).deleteFrom('sliding_limits').where('key', '=', key).execute();
}

/** Housekeeping: rows whose newest hit is older than any window in use. */
export async function purgeIdleLimits(db: Db, olderThan: Date): Promise<number> {
  const result = await db.deleteFrom('sliding_limits').where('modified', '<', iso(olderThan)).executeTakeFirst();
  return Number(result.numDeletedRows);
}
