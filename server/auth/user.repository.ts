import type { Insertable, Selectable } from 'kysely';
import type { UsersTable } from '../db/core-tables.ts';
import type { Db } from '../db/database.ts';

export type UserRow = Selectable<UsersTable>;

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

export async function insertUser(db: Db, row: Insertable<UsersTable>): Promise<void> {
  await db.insertInto('users').values({ ...row, email: normalizeEmail(row.email) }).execute();
}
