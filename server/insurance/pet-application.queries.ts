import type { Db } from '../db/database.ts';
import type { PetApplicationsTable } from '../db/insurance-tables.ts';
import type { Auth } from '../http/auth.ts';
import { HttpError, outOfOrder } from '../http/http-error.ts';
import { assertOwned } from './ownership.ts';

// Reading a pet application the caller owns, by any of its ids, and the rules that freeze it.

type IdColumn = 'id' | 'insurance_quote_id' | 'contract_quote_id';

export async function findOwnedApplication(db: Db, auth: Auth, column: IdColumn, id: string): Promise<PetApplicationsTable> {
  const row = await db.selectFrom('pet_applications').selectAll().where(column, '=', id).executeTakeFirst();
  return assertOwned(auth, row, column === 'id' ? 'Pet application' : 'Quote');
}

/** Options and coverages change only until the purchase is paid or the policy configured. */
export async function assertStillEditable(db: Db, row: PetApplicationsTable): Promise<void> {
  if (row.plan_id !== null) throw outOfOrder('The policy is already configured: its coverage can no longer change.');
  const purchase = await db
    .selectFrom('plan_purchases')
    .select('status')
    .where('pet_application_id', '=', row.id)
    .executeTakeFirst();
  if (purchase?.status === 'completed') throw new HttpError(410, 'already purchased', 'already_purchased');
}
