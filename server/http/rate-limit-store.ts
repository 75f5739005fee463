import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/database.ts';
import { countHit } from '../limits/rate-limit-counter.repository.ts';

// @fastify/rate-limit's store interface over the database: every instance on one SQLite file or one
// PostgreSQL counts in the same rows (rate-limit-counter.repository.ts), on the server's clock. The
// general `api` group alone counts per process (ProcessRateLimitStore below).

export function databaseRateLimitStore(db: Db, now: () => Date): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const at = now();
      countHit(db, key, timeWindow, at).then(
        ({ hits, resetAt }) => callback(null, { current: hits, ttl: Math.max(0, Date.parse(resetAt) - at.getTime()) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** Routes share the one table (their keys carry their group), except the per-process flood guard. */
    child(routeParams: object): FastifyRateLimitStore {
      // @fastify/rate-limit passes the route's merged options (client-limits.plugin.ts sets perProcess).
      return 'perProcess' in routeParams && routeParams.perProcess === true ? new ProcessRateLimitStore(now) : this;
    }
  }
  return DatabaseRateLimitStore;
}

/**
 * The general flood guard (the `api` group: the decision poll and every read) counts in this process's
 * memory: a database write on every poll halved the poll's throughput, and a guard of 1,200 calls a
 * minute does not need to be exact across instances (with N processes a client gets at most N times
 * as many). The limits that protect codes, phones and starts stay exact in the database.
 */
class ProcessRateLimitStore implements FastifyRateLimitStore {
  private readonly windows = new Map<string, { hits: number; resetAt: number }>();
  private readonly now: () => Date;

  constructor(now: () => Date) {
    this.now = now;
  }

  incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
    const at = this.now().getTime();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= at) {
      if (this.windows.size >= MAX_TRACKED_CLIENTS) this.dropEnded(at);
      window = { hits: 0, resetAt: at + timeWindow };
      this.windows.set(key, window);
    }
    window.hits += 1;
    callback(null, { current: window.hits, ttl: window.resetAt - at });
  }

  child(): ProcessRateLimitStore {
    return this;
  }

  /** Keeps memory bounded under a flood of addresses: ended windows go first, then the oldest. */
  private dropEnded(at: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= at) this.windows.delete(key);
    while (this.windows.size >= MAX_TRACKED_CLIENTS) {
      const oldest = this.windows.keys().next().value;
      if (oldest === undefined) break;
      this.windows.delete(oldest);
    }
  }
}

const MAX_TRACKED_CLIENTS = 50_000;
