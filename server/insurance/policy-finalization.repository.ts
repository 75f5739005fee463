import type { Kysely } from 'kysely';
import type { Db } from '../db/database.ts';
import type { InsuranceTables } from '../db/insurance-tables.ts';

// The policy_finalizations table: the 24-hour finalization queue, one row per pet application (same
// id). The job claims due rows with claimDueRows (due-rows.repository.ts).

/** Schedules the application's finalization at `dueAt`, unless it is scheduled already. */
export async function insertFinalizationOnce(db: Kysely<InsuranceTables>, id: string, dueAt: string): Promise<void> {
  await db
    .insertInto('policy_finalizations')
    .values({ id, due_at: dueAt, claimed_until: null, claim_token: null, finalized_at: null })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/**
 * Ends the claim of a worker: the row is due again at `due_at` (null: nothing left to do). Changes
 * nothing when the worker's lease ended and another claimed the row (the token differs).
 */
export async function settleFinalization(db: Db, id: string, token: string, changes: { due_at: string | null; finalized_at?: string }): Promise<void> {
  await db
    .updateTable('policy_finalizations')
    .set({ ...changes, claimed_until: null, claim_token: null })
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .execute();
}

/** Makes a scheduled finalization due at `dueAt`; one already done (due_at null) stays done. */
export async function makeFinalizationDue(db: Db, id: string, dueAt: string): Promise<void> {
  await db.updateTable('policy_finalizations').set({ due_at: dueAt }).where('id', '=', id).where('due_at', 'is not', null).execute();
}
