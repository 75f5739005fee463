import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/database.ts';
import { countHit } from '../limits/rate-limit-counter.repository.ts';
import { evictionBatch } from '../memo/bounded-map.ts';

// @fastify/rate-limit's store interface over the database: every instance on one SQLite file or one
// PostgreSQL counts in the same rows (rate-limit-counter.repository.ts), on the server's clock. The
// general `api` group alone counts per process (ProcessRateLimitStore below).

export function databaseRateLimitStore(db: Db, now: () => Date): FastifyRateLimitStoreCtor {
  // One table for every route of the general group: its key is the client's, whatever the call.
  const perProcess = new ProcessRateLimitStore(now);
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
      return 'perProcess' in routeParams && routeParams.perProcess === true ? perProcess : this;
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
export class ProcessRateLimitStore implements FastifyRateLimitStore {
  /** In the order the windows opened (a renewed window moves to the end), so the oldest come first. */
  private readonly windows = new Map<string, { hits: number; resetAt: number }>();
  private readonly now: () => Date;
  private readonly maxClients: number;

  constructor(now: () => Date, maxClients = MAX_TRACKED_CLIENTS) {
    this.now = now;
    this.maxClients = maxClients;
  }

  incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
    const at = this.now().getTime();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= at) {
      this.windows.delete(key);
      if (this.windows.size >= this.maxClients) this.dropOldest(at);
      window = { hits: 0, resetAt: at + timeWindow };
      this.windows.set(key, window);
    }
    window.hits += 1;
    callback(null, { current: window.hits, ttl: window.resetAt - at });
  }

  child(): ProcessRateLimitStore {
    return this;
  }

  /** Tracked clients, for tests. */
  get size(): number {
    return this.windows.size;
  }

  /**
   * Keeps memory bounded under a flood of addresses: ended windows go first, then the oldest, in one
   * walk from the front that frees a batch of places (bounded-map.ts, evictionBatch, says why a
   * batch). The oldest windows are first in the map and every window of this store is as long, so
   * the ended ones are all at the front, and the walk stops at the first running window once the
   * batch is free: never a walk over the 50,000 others.
   */
  private dropOldest(at: number): void {
    const keep = this.maxClients - evictionBatch(this.maxClients);
    for (const [key, window] of this.windows) {
      if (window.resetAt > at && this.windows.size <= keep) break;
      this.windows.delete(key);
    }
  }
}

const MAX_TRACKED_CLIENTS = 50_000;
