import type { Updateable } from 'kysely';
import type { PetApplication, PolicyOptions, PricingDetails, PricingRequest } from '../../services/contract/insurance.schema.ts';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { PetApplicationsTable } from '../db/insurance-tables.ts';
import type { Auth } from '../http/auth.ts';
import { HttpError, outOfOrder, petApplicationNotFound } from '../http/http-error.ts';
import { coverageNameOfId, invalidOption, type CoverageName } from './coverage-catalogue.ts';
import { removeDocumentsOfOrigination } from '../documents/documents.service.ts';
import { assertStillEditable, findOwnedApplication } from './pet-application.queries.ts';
import { deleteUnpaidApplication, updateApplication, withApplicationHeld } from './pet-application.repository.ts';
import { chosenCoverages, petApplicationView, petForPricing } from './pet-application.view.ts';
import { pricingDetails } from './pricing.ts';
import { finalizationDeadlineOf } from './policy-window.ts';

// What the additional-services page does to a pet application: read it, change an option, change
// the chosen coverages, price a set of options, or withdraw it.

export async function getPetApplication(db: Db, config: AppConfig, auth: Auth, id: string): Promise<PetApplication> {
  const row = await findOwnedApplication(db, auth, 'id', id);
  return petApplicationView(row, config.now(), await finalizationDeadlineOf(db, row));
}

export async function changePolicyOptions(
  db: Db,
  config: AppConfig,
  auth: Auth,
  id: string,
  data: Partial<PolicyOptions>,
): Promise<PetApplication> {
  const problem = invalidOption(data);
  if (problem) throw new HttpError(400, problem, 'invalid');
  const row = await findOwnedApplication(db, auth, 'id', id);
  await changeSelection(db, row.id, data);
  return getPetApplication(db, config, auth, id);
}

/**
 * Changes the options or coverages while the row is held (decision 0065): a payment or a
 * configuration under way finishes first, and then this change is refused; one that comes after
 * this change prices and configures what it left.
 */
async function changeSelection(db: Db, id: string, changes: Updateable<PetApplicationsTable>): Promise<void> {
  await withApplicationHeld(db, id, async (trx, row) => {
    if (!row) throw petApplicationNotFound();
    await assertStillEditable(trx, row);
    await updateApplication(trx, row.id, changes);
  });
}

/** Coverage ids of the given quote to coverage names; an id of another quote is a 400. */
function namesOf(quoteId: string, ids: string[]): CoverageName[] {
  const names: CoverageName[] = [];
  for (const id of ids) {
    const name = coverageNameOfId(quoteId, id);
    if (!name) throw new HttpError(400, `Unknown coverage: ${id}`, 'invalid');
    if (!names.includes(name)) names.push(name);
  }
  return names;
}

/**
 * Sets the chosen coverages from the ids of either quote. Both quotes show one selection (the contract
 * quote is the card's side of the same policy), so they never disagree.
 */
export async function changeCoverages(
  db: Db,
  auth: Auth,
  quote: 'insurance_quote_id' | 'contract_quote_id',
  quoteId: string,
  ids: string[],
): Promise<string> {
  const row = await findOwnedApplication(db, auth, quote, quoteId);
  const names = namesOf(quoteId, ids);
  await changeSelection(db, row.id, { coverages: JSON.stringify(names) });
  return row.id;
}

export async function priceQuote(db: Db, auth: Auth, quoteId: string, options: PricingRequest): Promise<PricingDetails> {
  const problem = invalidOption(options);
  if (problem) throw new HttpError(400, problem, 'invalid');
  const row = await findOwnedApplication(db, auth, 'insurance_quote_id', quoteId);
  return pricingDetails(petForPricing(row), options, chosenCoverages(row));
}

/**
 * Withdrawing removes the application, its unpaid purchase, and the documents uploaded for it (files
 * included); a paid or configured one stays.
 */
export async function withdrawPetApplication(db: Db, config: AppConfig, auth: Auth, id: string): Promise<void> {
  const row = await findOwnedApplication(db, auth, 'id', id);
  if (row.plan_id !== null) throw outOfOrder('The policy is already configured and can no longer be withdrawn.');
  if (!(await deleteUnpaidApplication(db, row.id))) throw outOfOrder('The plan is already purchased and can no longer be withdrawn.');
  await removeDocumentsOfOrigination(db, config, row.origination_id);
}
