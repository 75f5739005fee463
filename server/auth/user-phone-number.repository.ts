import type { Insertable, Selectable } from 'kysely';
import type { UserPhoneNumbersTable } from '../db/core-tables.ts';
import type { Db } from '../db/database.ts';

// The user_phone_numbers table: a signed-in user's phone numbers, each read only by its user.

export type UserPhoneNumberRow = Selectable<UserPhoneNumbersTable>;

/** The user's numbers, oldest first. */
export async function listPhoneNumbersOfUser(db: Db, userId: string): Promise<Pick<UserPhoneNumberRow, 'id' | 'phone_number'>[]> {
  return db.selectFrom('user_phone_numbers').select(['id', 'phone_number']).where('user_id', '=', userId).orderBy('created').execute();
}

/** Throws the database's unique violation (isUniqueViolation) when the number is already there. */
export async function insertPhoneNumber(db: Db, row: Insertable<UserPhoneNumbersTable>): Promise<void> {
  await db.insertInto('user_phone_numbers').values(row).execute();
}

/** The number of that id when it is the user's; undefined for anyone else's. */
export async function findPhoneNumberOfUser(db: Db, userId: string, id: string): Promise<UserPhoneNumberRow | undefined> {
  return db.selectFrom('user_phone_numbers').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}
