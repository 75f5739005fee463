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
 * Takes the application's row for this transaction and answers it as it stands (undefined when it
 * is gone). A write that changes nothing: on PostgreSQL it holds the row's lock until the
 * transaction ends, and every statement after it reads what was committed before it took the lock;
 * on SQLite a transaction that writes first holds the database's one write lock from its first
 * statement (a read first could meet a newer commit when it writes, SQLITE_BUSY_SNAPSHOT). `FOR
 * UPDATE` would say the same on PostgreSQL only.
 */
async function lockApplication(trx: Db, id: string): Promise<PetApplicationsTable | undefined> {
  return trx
    .updateTable('pet_applications')
    .set((eb) => ({ modified: eb.ref('modified') }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Runs `work` in a transaction that holds the application's row (docs/decisions/0065): the writes
 * that depend on the selection (changing it, paying for it, turning it into the plan) take turns,
 * whatever the instance, so each reads the selection the one before it left. `work` gets the
 * transaction (the `db` of the repository functions it calls) and the row as it stands.
 */
export async function withApplicationHeld<T>(db: Db, id: string, work: (trx: Db, row: PetApplicationsTable | undefined) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => work(trx, await lockApplication(trx, id)));
}

/**
 * Withdraws an application with its unpaid purchase and setup intents, in one transaction that holds
 * its row (a payment completing meanwhile waits, then finds nothing to complete); false (and nothing
 * deleted) when its purchase is already paid.
 */
export async function deleteUnpaidApplication(db: Db, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await lockApplication(trx, id);
    const purchase = await trx.selectFrom('plan_purchases').select('status').where('pet_application_id', '=', id).executeTakeFirst();
    if (purchase?.status === 'completed') return false;
    await trx.deleteFrom('plan_purchases').where('pet_application_id', '=', id).execute();
    await trx.deleteFrom('setup_intents').where('pet_application_id', '=', id).execute();
    await trx.deleteFrom('pet_applications').where('id', '=', id).execute();
    return true;
  });
}
