import { afterAll, beforeAll, expect, it } from 'vitest';
import { changedRows, firstRow, fixedQuery } from '../../../server/db/fixed-query.ts';
import { createTestApp, describeServer, type TestApp } from '../helpers/test-app.ts';

// A query compiled once runs with each call's own values: the rows it reads and writes are those
// of the call, never the first call's.

describeServer('queries compiled once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const upsert = fixedQuery((db, p: { key: string; resetAt: string }) =>
    db
      .insertInto('rate_limit_counters')
      .values({ key: p.key, hits: 1, reset_at: p.resetAt })
      .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ hits: eb('rate_limit_counters.hits', '+', 1), reset_at: p.resetAt })))
      .returning(['key', 'hits', 'reset_at']),
  );
  const byKey = fixedQuery((db, p: { key: string }) => db.selectFrom('rate_limit_counters').select(['key', 'hits']).where('key', '=', p.key));
  const remove = fixedQuery((db, p: { key: string }) => db.deleteFrom('rate_limit_counters').where('key', '=', p.key));

  it('runs each call with its own values, constants kept', async () => {
    const a1 = firstRow(await upsert(t.db, { key: 'fixed-a', resetAt: '2026-03-02T15:01:00.000Z' }));
    const b1 = firstRow(await upsert(t.db, { key: 'fixed-b', resetAt: '2026-03-02T15:02:00.000Z' }));
    const a2 = firstRow(await upsert(t.db, { key: 'fixed-a', resetAt: '2026-03-02T15:03:00.000Z' }));
    expect([a1, b1, a2].map((row) => row && { ...row, hits: Number(row.hits) })).toEqual([
      { key: 'fixed-a', hits: 1, reset_at: '2026-03-02T15:01:00.000Z' },
      { key: 'fixed-b', hits: 1, reset_at: '2026-03-02T15:02:00.000Z' },
      { key: 'fixed-a', hits: 2, reset_at: '2026-03-02T15:03:00.000Z' },
    ]);
    expect(Number(firstRow(await byKey(t.db, { key: 'fixed-b' }))?.hits)).toBe(1);
    expect(firstRow(await byKey(t.db, { key: 'fixed-none' }))).toBeUndefined();
    expect(changedRows(await remove(t.db, { key: 'fixed-a' }))).toBe(1);
    expect(changedRows(await remove(t.db, { key: 'fixed-a' }))).toBe(0);
  });

  it('runs inside a transaction, and with a plugin that watches the queries', async () => {
    await t.db.transaction().execute(async (tx) => {
      await upsert(tx, { key: 'fixed-tx', resetAt: '2026-03-02T15:04:00.000Z' });
    });
    const seen: string[] = [];
    const watched = t.db.withPlugin({
      transformQuery: (args) => {
        seen.push(args.node.kind);
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    expect(Number(firstRow(await byKey(watched, { key: 'fixed-tx' }))?.hits)).toBe(1);
    expect(seen).toEqual(['SelectQueryNode']);
  });

  it('refuses a builder that computes with a value, at its first call', async () => {
    const computing = fixedQuery((db, p: { minutes: number }) => db.selectFrom('rate_limit_counters').selectAll().where('hits', '>', p.minutes * 60));
    await expect(computing(t.db, { minutes: 1 })).rejects.toThrow('the value "minutes" must go into the query as it is');
    const textual = fixedQuery((db, p: { key: string }) => db.selectFrom('rate_limit_counters').selectAll().where('key', '=', `limit:${p.key}`));
    await expect(textual(t.db, { key: 'a' })).rejects.toThrow('the value "key" must go into the query as it is');
  });

  it('refuses a value that does not become a parameter', async () => {
    const ignoring = fixedQuery((db, _p: { key: string }) => db.selectFrom('rate_limit_counters').selectAll());
    await expect(ignoring(t.db, { key: 'a' })).rejects.toThrow('key did not become parameters of the query');
  });
});
