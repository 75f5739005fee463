import type { Insertable, Selectable } from 'kysely';
import type { OneTimeCodesTable } from '../db/core-tables.ts';
import type { Db } from '../db/database.ts';

// The one_time_codes table. Codes and shared keys are stored as keyed hashes only.

export type OneTimeCodeRow = Selectable<OneTimeCodesTable>;

export async function insertCode(db: Db, row: Insertable<OneTimeCodesTable>): Promise<void> {
  await db.insertInto('one_time_codes').values(row).execute();
}

/** Retires the live codes of a purpose and subject, all but `spare` (a new code, written meanwhile). */
export async function retireLiveCodes(db: Db, purpose: string, subject: string, at: string, spare: string): Promise<void> {
  await db
    .updateTable('one_time_codes')
    .set({ consumed_at: at })
    .where('purpose', '=', purpose)
    .where('subject', '=', subject)
    .where('consumed_at', 'is', null)
    .where('id', '!=', spare)
    .execute();
}

/** The newest code of a purpose, by its shared key's hash and/or its subject. */
export async function findNewestCode(db: Db, purpose: string, by: { sharedKeyHash?: string; subject?: string }): Promise<OneTimeCodeRow | undefined> {
  let query = db.selectFrom('one_time_codes').selectAll().where('purpose', '=', purpose);
  if (by.sharedKeyHash !== undefined) query = query.where('shared_key_hash', '=', by.sharedKeyHash);
  if (by.subject !== undefined) query = query.where('subject', '=', by.subject);
  return query.orderBy('created', 'desc').limit(1).executeTakeFirst();
}

export async function countWrongTry(db: Db, id: string): Promise<void> {
  await db.updateTable('one_time_codes').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('id', '=', id).execute();
}

/** Single use: true for the one call that consumed the code, also when the same code arrives twice at once. */
export async function consumeCode(db: Db, id: string, at: string): Promise<boolean> {
  const result = await db.updateTable('one_time_codes').set({ consumed_at: at }).where('id', '=', id).where('consumed_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Housekeeping: codes that expired before `before` can no longer be used or checked. */
export async function purgeExpiredCodes(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('one_time_codes').where('expires_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
