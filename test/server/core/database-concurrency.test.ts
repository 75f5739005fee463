import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inOneSession } from '../../../server/db/database.ts';
import { migrateToLatest } from '../../../server/db/migrate.ts';
import { createTestApp, describeServer, dialect, type TestApp } from '../helpers/test-app.ts';

// On PostgreSQL the queries of concurrent requests share a few connections, several of them in
// flight on one connection at once (pipelined-postgres-driver.ts, docs/decisions/0029). What the
// application relies on: each query gets its own answer and its own error, and a transaction's
// statements run together in one session, apart from everything else.

describeServer('the database under concurrent queries', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('gives each of hundreds of queries made at once its own answer', async () => {
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, n) => sql<{ echoed: string }>`select ${`value ${n}`} as echoed`.execute(t.db).then((result) => result.rows[0]?.echoed)),
    );
    expect(answers).toEqual(Array.from({ length: 300 }, (_, n) => `value ${n}`));
  });

  it('fails only the query that failed, not the ones sent beside it', async () => {
    const key = 'concurrency-test';
    await t.db.insertInto('rate_limit_counters').values({ key, hits: 1, reset_at: '2026-03-02T15:00:00.000Z' }).execute();
    const results = await Promise.allSettled(
      Array.from({ length: 60 }, (_, n) =>
        n === 30
          ? t.db.insertInto('rate_limit_counters').values({ key, hits: 1, reset_at: '2026-03-02T15:00:00.000Z' }).execute()
          : t.db.selectFrom('rate_limit_counters').select('hits').where('key', '=', key).executeTakeFirstOrThrow(),
      ),
    );
    expect(results.map((result) => result.status)).toEqual(Array.from({ length: 60 }, (_, n) => (n === 30 ? 'rejected' : 'fulfilled')));
  });

  it('runs a transaction in one session: its writes are seen inside it, and by others only once it commits', async () => {
    const key = 'transaction-test';
    let seenOutsideBeforeCommit: unknown = 'not read';
    await t.db.transaction().execute(async (trx) => {
      await trx.insertInto('rate_limit_counters').values({ key, hits: 7, reset_at: '2026-03-02T15:00:00.000Z' }).execute();
      const inside = await trx.selectFrom('rate_limit_counters').select('hits').where('key', '=', key).executeTakeFirst();
      expect(Number(inside?.hits)).toBe(7);
      // SQLite has one connection, which the transaction holds: a read from outside would wait for it.
      if (dialect === 'postgres') seenOutsideBeforeCommit = await t.db.selectFrom('rate_limit_counters').select('hits').where('key', '=', key).executeTakeFirst();
    });
    if (dialect === 'postgres') expect(seenOutsideBeforeCommit).toBeUndefined();
    const after = await t.db.selectFrom('rate_limit_counters').select('hits').where('key', '=', key).executeTakeFirst();
    expect(Number(after?.hits)).toBe(7);
  });

  it('rolls back every statement of a transaction that fails, while other queries go on', async () => {
    const key = 'rollback-test';
    const beside = Array.from({ length: 20 }, (_, n) => sql<{ n: number }>`select ${n} as n`.execute(t.db));
    await expect(
      t.db.transaction().execute(async (trx) => {
        await trx.insertInto('rate_limit_counters').values({ key, hits: 1, reset_at: '2026-03-02T15:00:00.000Z' }).execute();
        await trx.insertInto('rate_limit_counters').values({ key, hits: 2, reset_at: '2026-03-02T15:00:00.000Z' }).execute();
      }),
    ).rejects.toThrow();
    expect(await t.db.selectFrom('rate_limit_counters').select('hits').where('key', '=', key).executeTakeFirst()).toBeUndefined();
    expect((await Promise.all(beside)).map((result) => Number(result.rows[0]?.n))).toEqual(Array.from({ length: 20 }, (_, n) => n));
  });

  const backendPid = async (db: TestApp['db']) => Number((await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]?.pid);

  it('gives the migrator one session for its lock and its work, also once the pool has warmed up', async () => {
    await Promise.all(Array.from({ length: 100 }, () => sql`select 1`.execute(t.db)));
    if (dialect === 'postgres') {
      const pids = await inOneSession(t.db, (session) => Promise.all(Array.from({ length: 20 }, () => backendPid(session))));
      expect(new Set(pids).size).toBe(1);
    } else {
      await inOneSession(t.db, async (session) => expect(session).toBe(t.db));
    }
    // Migrating again finds nothing to do, and leaves no lock behind that a second run would wait for.
    await migrateToLatest(t.db);
    await migrateToLatest(t.db);
  });

  it('fails a transaction whose connection is lost, and goes on serving queries and new transactions', async () => {
    if (dialect === 'sqlite') return; // One in-process connection: nothing to lose.
    await expect(
      t.db.transaction().execute(async (trx) => {
        // Waits until the backend has gone (up to 5 s), so the next statement finds it gone.
        await sql`select pg_terminate_backend(${await backendPid(trx)}, 5000)`.execute(t.db);
        await sql`select 1`.execute(trx);
      }),
      // The error that lost the connection, not one about the rollback after it: postgres.js's
      // CONNECTION_CLOSED when the socket closed first, or the server's own FATAL 57P01 ("terminating
      // connection due to administrator command") when that message reached the query first, which a
      // busy machine makes likely (seen once in a full run beside mutation testing).
    ).rejects.toMatchObject({ code: expect.stringMatching(/^(CONNECTION_|57P01$)/) });
    expect(Number((await sql<{ one: number }>`select 1 as one`.execute(t.db)).rows[0]?.one)).toBe(1);
    const inside = await t.db.transaction().execute(async (trx) => Number((await sql<{ two: number }>`select 2 as two`.execute(trx)).rows[0]?.two));
    expect(inside).toBe(2);
  });
});
