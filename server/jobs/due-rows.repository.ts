import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { iso, isPostgres } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

// Scheduled work done by whichever instance gets there first: a table of due rows is a queue. A
// worker claims some due rows for a lease (claim_token, claimed_until) in ONE statement; other
// workers skip them until the lease ends (a worker that died mid-way leaves its rows to the next).
// PostgreSQL: FOR UPDATE SKIP LOCKED, so concurrent workers take different rows without waiting.
// SQLite: the statement is one write, and writers run one at a time.
//
// Any table with these columns can be a queue: the outbox today; the policy finalization and the
// "your pet is old enough" email later.

interface ClaimableColumns {
  id: string;
  /** When the row is due; null when nothing is left to do. */
  due_at: string | null;
  claimed_until: string | null;
  claim_token: string | null;
}

export type ClaimableTable = { [T in keyof Database]: Database[T] extends ClaimableColumns ? T : never }[keyof Database];

export interface Claim {
  /** Proves the claim: updates made by the worker check it, so a worker whose lease ended changes nothing. */
  token: string;
  ids: string[];
}

export async function claimDueRows(db: Db, table: ClaimableTable, options: { now: Date; leaseMs: number; limit: number }): Promise<Claim> {
  const token = randomUUID();
  const now = iso(options.now);
  const until = iso(new Date(options.now.getTime() + options.leaseMs));
  const lock = isPostgres(db) ? sql`for update skip locked` : sql``;
  const { rows } = await sql<{ id: string }>`
    update ${sql.table(table)} set claim_token = ${token}, claimed_until = ${until}
    where id in (
      select id from ${sql.table(table)}
      where due_at is not null and due_at <= ${now} and (claimed_until is null or claimed_until <= ${now})
      order by due_at
      limit ${options.limit}
      ${lock}
    )
    returning id`.execute(db);
  return { token, ids: rows.map((row) => row.id) };
}
