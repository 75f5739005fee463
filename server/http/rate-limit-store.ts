import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/database.ts';
import { countHit } from '../limits/rate-limit-counter.repository.ts';

// @fastify/rate-limit's store interface over the database: every instance on one SQLite file or one
// PostgreSQL counts in the same rows (rate-limit-counter.repository.ts), on the server's clock.

export function databaseRateLimitStore(db: Db, now: () => Date): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const at = now();
      countHit(db, key, timeWindow, at).then(
        ({ hits, resetAt }) => callback(null, { current: hits, ttl: Math.max(0, Date.parse(resetAt) - at.getTime()) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** Routes share the one table: their keys carry their group. */
    child(): DatabaseRateLimitStore {
      return this;
    }
  }
  return DatabaseRateLimitStore;
}
