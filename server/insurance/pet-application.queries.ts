import type { Db } from '../db/database.ts';
import type { PetApplicationsTable } from '../db/insurance-tables.ts';
import type { Auth } from '../http/auth.ts';
import { alreadyPurchased, outOfOrder } from '../http/http-error.ts';
import { assertOwned } from './ownership.ts';
import { findApplicationBy, type ApplicationIdColumn } from './pet-application.repository.ts';
import { findPurchaseOfApplication } from './plan-purchase.repository.ts';

// Reading a pet application the caller owns, by any of its ids, and the rules that freeze it.

export async function findOwnedApplication(db: Db, auth: Auth, column: ApplicationIdColumn, id: string): Promise<PetApplicationsTable> {
  const row = await findApplicationBy(db, column, id);
  return assertOwned(auth, row, column === 'id' ? 'Pet application' : 'Quote');
}

/** Options and coverages change only until the purchase is paid or the policy configured. */
export async function assertStillEditable(db: Db, row: PetApplicationsTable): Promise<void> {
  if (row.plan_id !== null) throw outOfOrder('The policy is already configured: its coverage can no longer change.');
  const purchase = await findPurchaseOfApplication(db, row.id);
  if (purchase?.status === 'completed') throw alreadyPurchased();
}
