import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { SetupIntentsTable } from '../db/insurance-tables.ts';

// The setup_intents table of the sandbox payment provider.

export async function insertSetupIntent(db: Db, row: Insertable<SetupIntentsTable>): Promise<void> {
  await db.insertInto('setup_intents').values(row).execute();
}

export async function findSetupIntent(db: Db, id: string): Promise<SetupIntentsTable | undefined> {
  return db.selectFrom('setup_intents').selectAll().where('id', '=', id).executeTakeFirst();
}

/** An intent with the owners of its pet application, by its id or its client secret. */
export async function findSetupIntentWithOwners(
  db: Db,
  column: 'client_secret' | 'id',
  value: string,
): Promise<(SetupIntentsTable & { origination_id: string; user_id: string }) | undefined> {
  return db
    .selectFrom('setup_intents')
    .innerJoin('pet_applications', 'pet_applications.id', 'setup_intents.pet_application_id')
    .selectAll('setup_intents')
    .select(['pet_applications.origination_id', 'pet_applications.user_id'])
    .where(`setup_intents.${column}`, '=', value)
    .executeTakeFirst();
}

export async function updateSetupIntent(db: Db, id: string, changes: Updateable<SetupIntentsTable>): Promise<void> {
  await db.updateTable('setup_intents').set(changes).where('id', '=', id).execute();
}

/** Succeeds once: a second confirmation keeps the first payment method. */
export async function markSetupIntentSucceeded(db: Db, id: string, changes: Updateable<SetupIntentsTable>): Promise<void> {
  await db
    .updateTable('setup_intents')
    .set({ ...changes, status: 'succeeded' })
    .where('id', '=', id)
    .where('status', '!=', 'succeeded')
    .execute();
}
