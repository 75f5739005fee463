import type { PetApplication, PolicyOptions, PricingDetails, PricingRequest } from '../../services/contract/insurance.schema.ts';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Auth } from '../http/auth.ts';
import { HttpError, outOfOrder } from '../http/http-error.ts';
import { coverageNameOfId, invalidOption, type CoverageName } from './coverage-catalogue.ts';
import { assertStillEditable, findOwnedApplication } from './pet-application.queries.ts';
import { chosenCoverages, petApplicationView, petForPricing } from './pet-application.view.ts';
import { pricingDetails } from './pricing.ts';

// What the additional-services page does to a pet application: read it, change an option, change
// the chosen coverages, price a set of options, or withdraw it.

export async function getPetApplication(db: Db, config: AppConfig, auth: Auth, id: string): Promise<PetApplication> {
  const row = await findOwnedApplication(db, auth, 'id', id);
  return petApplicationView(row, config.now());
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
  await assertStillEditable(db, row);
  await db.updateTable('pet_applications').set(data).where('id', '=', row.id).execute();
  return getPetApplication(db, config, auth, id);
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
  await assertStillEditable(db, row);
  await db.updateTable('pet_applications').set({ coverages: JSON.stringify(names) }).where('id', '=', row.id).execute();
  return row.id;
}

export async function priceQuote(db: Db, auth: Auth, quoteId: string, options: PricingRequest): Promise<PricingDetails> {
  const problem = invalidOption(options);
  if (problem) throw new HttpError(400, problem, 'invalid');
  const row = await findOwnedApplication(db, auth, 'insurance_quote_id', quoteId);
  return pricingDetails(petForPricing(row), options, chosenCoverages(row));
}

/** Withdrawing removes the application and its unpaid purchase; a paid or configured one stays. */
export async function withdrawPetApplication(db: Db, auth: Auth, id: string): Promise<void> {
  const row = await findOwnedApplication(db, auth, 'id', id);
  if (row.plan_id !== null) throw outOfOrder('The policy is already configured and can no longer be withdrawn.');
  await db.transaction().execute(async (trx) => {
    const purchase = await trx.selectFrom('plan_purchases').select('status').where('pet_application_id', '=', row.id).executeTakeFirst();
    if (purchase?.status === 'completed') throw outOfOrder('The plan is already purchased and can no longer be withdrawn.');
    await trx.deleteFrom('plan_purchases').where('pet_application_id', '=', row.id).execute();
    await trx.deleteFrom('setup_intents').where('pet_application_id', '=', row.id).execute();
    await trx.deleteFrom('pet_applications').where('id', '=', row.id).execute();
  });
}
