import type { Kysely, Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { InsuranceTables, PetApplicationsTable } from '../db/insurance-tables.ts';

// The pet_applications table. pet-application.service.ts decides when one is created (once per origination).

/**
 * Inserts the application unless its origination has one already (the unique origination_id decides,
 * also between concurrent calls); the id of the one stored either way. Read back only when the insert
 * did nothing, so the usual first run costs one statement.
 */
export async function insertApplicationOnce(db: Kysely<InsuranceTables>, row: PetApplicationsTable): Promise<{ id: string }> {
  const inserted = await db
    .insertInto('pet_applications')
    .values(row)
    .onConflict((oc) => oc.column('origination_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted ?? (await db.selectFrom('pet_applications').select('id').where('origination_id', '=', row.origination_id).executeTakeFirstOrThrow());
}

export type ApplicationIdColumn = 'id' | 'insurance_quote_id' | 'contract_quote_id';

export async function findApplicationBy(db: Db, column: ApplicationIdColumn, id: string): Promise<PetApplicationsTable | undefined> {
  return db.selectFrom('pet_applications').selectAll().where(column, '=', id).executeTakeFirst();
}

export async function updateApplication(db: Db, id: string, changes: Updateable<PetApplicationsTable>): Promise<void> {
  await db.updateTable('pet_applications').set(changes).where('id', '=', id).execute();
}

/** Links the configured plan once: the first plan stands. */
export async function linkPlanOnce(db: Db, id: string, planId: string): Promise<void> {
  await db.updateTable('pet_applications').set({ plan_id: planId }).where('id', '=', id).where('plan_id', 'is', null).execute();
}

/**
 * Withdraws an application with its unpaid purchase and setup intents, in one transaction; false
 * (and nothing deleted) when its purchase is already paid.
 */
export async function deleteUnpaidApplication(db: Db, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const purchase = await trx.selectFrom('plan_purchases').select('status').where('pet_application_id', '=', id).executeTakeFirst();
    if (purchase?.status === 'completed') return false;
    await trx.deleteFrom('plan_purchases').where('pet_application_id', '=', id).execute();
    await trx.deleteFrom('setup_intents').where('pet_application_id', '=', id).execute();
    await trx.deleteFrom('pet_applications').where('id', '=', id).execute();
    return true;
  });
}
