import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { iso, relaxedWrites } from '../../../server/db/database.ts';
import { countHit } from '../../../server/limits/rate-limit-counter.repository.ts';
import { createTestApp, describeServer, dialect, type TestApp } from '../helpers/test-app.ts';

// Counts and funnel entries are written where a database crash may lose the last of them
// (docs/decisions/0025): on PostgreSQL, connections of their own that commit without waiting for
// the disk; the applicant's records keep synchronous commits. What callers rely on: the relaxed
// connections work in the same schema, and what they write is seen at once by everyone else.

describeServer('writes that may lose their last fraction of a second', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const synchronousCommit = async (db: TestApp['db']) => (await sql<{ value: string }>`select current_setting('synchronous_commit') as value`.execute(db)).rows[0]?.value;

  it('commit without waiting for the disk on PostgreSQL, where the application database keeps synchronous commits; on SQLite they are its one connection', async () => {
    if (dialect === 'sqlite') {
      // SQLite syncs at checkpoints anyway (decision 0014): nothing to relax.
      expect(relaxedWrites(t.db)).toBe(t.db);
      return;
    }
    expect(relaxedWrites(t.db)).not.toBe(t.db);
    expect(await synchronousCommit(relaxedWrites(t.db))).toBe('off');
    expect(await synchronousCommit(t.db)).toBe('on');
  });

  it('go to the same tables, and a count is seen at once from the application database', async () => {
    const now = new Date('2026-03-02T15:00:00.000Z');
    await countHit(t.db, 'relaxed-test', 60_000, now);
    const second = await countHit(t.db, 'relaxed-test', 60_000, now);
    expect(second).toEqual({ hits: 2, resetAt: iso(new Date(now.getTime() + 60_000)) });
    const row = await t.db.selectFrom('rate_limit_counters').select('hits').where('key', '=', 'relaxed-test').executeTakeFirstOrThrow();
    expect(Number(row.hits)).toBe(2);
  });

  it('inside a transaction are the transaction itself, so they commit or roll back with it', async () => {
    await t.db
      .transaction()
      .execute(async (trx) => {
        expect(relaxedWrites(trx)).toBe(trx);
        await countHit(trx, 'relaxed-rollback', 60_000, new Date('2026-03-02T15:00:00.000Z'));
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await t.db.selectFrom('rate_limit_counters').select('hits').where('key', '=', 'relaxed-rollback').executeTakeFirst()).toBeUndefined();
  });
});
