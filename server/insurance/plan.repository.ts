import type { Db } from '../db/database.ts';
import type { PlansTable } from '../db/insurance-tables.ts';

// The plans table: the configured policy of a pet application, one per application.

export async function findPlanIdOfApplication(db: Db, petApplicationId: string): Promise<string | undefined> {
  return (await db.selectFrom('plans').select('id').where('pet_application_id', '=', petApplicationId).executeTakeFirst())?.id;
}

export async function findPlan(db: Db, id: string): Promise<PlansTable | undefined> {
  return db.selectFrom('plans').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Inserts the application's plan unless a concurrent call already did; answers the stored plan's id. */
export async function insertPlanOnce(db: Db, row: PlansTable): Promise<string> {
  await db
    .insertInto('plans')
    .values(row)
    .onConflict((oc) => oc.column('pet_application_id').doNothing())
    .execute();
  return (await db.selectFrom('plans').select('id').where('pet_application_id', '=', row.pet_application_id).executeTakeFirstOrThrow()).id;
}
