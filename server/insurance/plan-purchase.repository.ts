import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { PlanPurchasesTable } from '../db/insurance-tables.ts';

// The plan_purchases table: one purchase per pet application (unique pet_application_id).

export async function findPurchaseOfApplication(db: Db, petApplicationId: string): Promise<PlanPurchasesTable | undefined> {
  return db.selectFrom('plan_purchases').selectAll().where('pet_application_id', '=', petApplicationId).executeTakeFirst();
}

export async function findPurchase(db: Db, id: string): Promise<PlanPurchasesTable | undefined> {
  return db.selectFrom('plan_purchases').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Inserts the application's purchase unless a concurrent call already did (the first one stands). */
export async function insertPurchaseOnce(db: Db, row: Insertable<PlanPurchasesTable>): Promise<void> {
  await db
    .insertInto('plan_purchases')
    .values(row)
    .onConflict((oc) => oc.column('pet_application_id').doNothing())
    .execute();
}

/** Changes a purchase that is not completed yet (a completed one never changes). */
export async function updateOpenPurchase(db: Db, id: string, changes: Updateable<PlanPurchasesTable>): Promise<void> {
  await db.updateTable('plan_purchases').set(changes).where('id', '=', id).where('status', '!=', 'completed').execute();
}
