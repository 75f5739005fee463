import type { Insertable, Selectable, Updateable } from 'kysely';
import type { OriginationsTable } from '../db/core-tables.ts';
import type { Db } from '../db/database.ts';
import type { Auth } from '../http/auth.ts';

export type OriginationRow = Selectable<OriginationsTable>;

export async function insertOrigination(db: Db, row: Insertable<OriginationsTable>): Promise<void> {
  await db.insertInto('originations').values(row).execute();
}

export async function findOrigination(db: Db, id: string): Promise<OriginationRow | undefined> {
  return db.selectFrom('originations').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The origination when this caller owns it, in one query: an applicant token owns exactly its
 * origination, a user owns the originations whose user_id is theirs. Undefined for anything else.
 */
export async function findOwnedOrigination(db: Db, auth: Auth, id: string): Promise<OriginationRow | undefined> {
  if (auth.kind === 'applicant') return auth.originationId === id ? findOrigination(db, id) : undefined;
  if (auth.kind === 'user') {
    return db.selectFrom('originations').selectAll().where('id', '=', id).where('user_id', '=', auth.userId).executeTakeFirst();
  }
  return undefined;
}

/** The newest completed application of a phone number: the one a new start resumes. */
export async function findCompletedByPhone(db: Db, phone: string): Promise<OriginationRow | undefined> {
  return db
    .selectFrom('originations')
    .selectAll()
    .where('phone_number', '=', phone)
    .where('completed_at', 'is not', null)
    .orderBy('created', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function listByUser(db: Db, userId: string): Promise<OriginationRow[]> {
  return db.selectFrom('originations').selectAll().where('user_id', '=', userId).orderBy('created', 'desc').execute();
}

export async function updateOrigination(db: Db, id: string, changes: Updateable<OriginationsTable>, modified: string): Promise<void> {
  await db.updateTable('originations').set({ ...changes, modified }).where('id', '=', id).execute();
}

type NullableColumn = 'accepted_at' | 'had_insurance_before' | 'completed_at' | 'pet_application_id';

/**
 * Compare-and-set: applies the changes only while `column` is still null. True when this call made
 * the change; false when another call (or an earlier one) already did. Concurrent requests thus
 * produce one record and one outcome.
 */
export async function updateOriginationIfNull(
  db: Db,
  id: string,
  column: NullableColumn,
  changes: Updateable<OriginationsTable>,
  modified: string,
): Promise<boolean> {
  const result = await db
    .updateTable('originations')
    .set({ ...changes, modified })
    .where('id', '=', id)
    .where(column, 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
