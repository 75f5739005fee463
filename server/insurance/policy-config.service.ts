import { recordProgress } from '../flow/progress.ts';
import { randomUUID } from 'node:crypto';
import type { Plan } from '../../services/contract/insurance.schema.ts';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { PetApplicationsTable } from '../db/insurance-tables.ts';
import type { Auth } from '../http/auth.ts';
import { notFound, outOfOrder, petApplicationNotFound } from '../http/http-error.ts';
import { waitingPeriodOf } from '../reference/state-configs.ts';
import { isOwnedBy } from './ownership.ts';
import { findApplicationBy, linkPlanOnce, withApplicationHeld } from './pet-application.repository.ts';
import { findPlan, findPlanIdOfApplication, insertPlanOnce } from './plan.repository.ts';
import { findPurchaseOfApplication } from './plan-purchase.repository.ts';
import { findOwnedApplication } from './pet-application.queries.ts';
import { addOnTotalOf, chosenCoverages, optionsOf } from './pet-application.view.ts';
import { monthlyOf } from './pricing.ts';

// Policy configuration turns the pet application into a plan: once, whatever the number of calls.
// The waiting periods of the applicant's state set the effective dates from the start date (today).

const policyDocumentPath = (planId: string) => `/api/policy_documents/${planId}/`;

const day = (date: Date) => date.toISOString().slice(0, 10);
const plusDays = (start: Date, days: number) => new Date(start.getTime() + days * 24 * 60 * 60 * 1000);

function buildPlan(app: PetApplicationsTable, planId: string, now: Date, paidAnnual: number, paid: boolean): Plan {
  const options = optionsOf(app);
  const waiting = waitingPeriodOf(app.state);
  const start = new Date(`${day(now)}T00:00:00.000Z`);
  const expiration = new Date(start);
  expiration.setUTCFullYear(expiration.getUTCFullYear() + 1);
  return {
    id: planId,
    subscription: paidAnnual > 0 ? { subtotal: paidAnnual } : null,
    insurance_policy: {
      ...options,
      monthly_premium: monthlyOf(paidAnnual),
      coverages: chosenCoverages(app),
      accident_effective_date: day(plusDays(start, waiting.accident_days)),
      cruciate_effective_date: day(plusDays(start, waiting.cruciate_days)),
      illness_effective_date: day(plusDays(start, waiting.illness_days)),
      total_amount_paid: paid ? paidAnnual : 0,
      total_amount_approved: 0,
      policy_document: policyDocumentPath(planId),
      start_date: day(start),
    },
    breed: app.breed,
    state: app.state,
    status: paidAnnual > 0 && !paid ? 'awaiting_payment' : 'active',
    start_date: day(start),
    expiration: day(expiration),
  };
}

export async function configurePolicy(
  db: Db,
  config: AppConfig,
  auth: Auth,
  input: { insurance_quote: string; used_alternate_payment_method: boolean },
): Promise<{ id: string; plan_id: string; status: 'configured' }> {
  const app = await findOwnedApplication(db, auth, 'insurance_quote_id', input.insurance_quote);
  return configureApplication(db, config, app, input.used_alternate_payment_method);
}

/**
 * Turns the application into its plan, once (the applicant's call, or the 24-hour finalization).
 * Paid add-ons need a completed purchase, unless the applicant chose to pay another way (the
 * alternate payment path: the plan waits for that payment).
 */
export async function configureApplication(
  db: Db,
  config: AppConfig,
  app: PetApplicationsTable,
  usedAlternatePaymentMethod: boolean,
): Promise<{ id: string; plan_id: string; status: 'configured' }> {
  // The plan is built from the selection as it stands while the row is held (decision 0065): a
  // change at the same moment lands before (and is in the plan) or after (and is refused), and the
  // plan is linked in the same transaction, so no read sees a plan the application does not name.
  const planId = await withApplicationHeld(db, app.id, async (trx, held) => {
    if (!held) throw petApplicationNotFound();
    const existing = held.plan_id ?? (await findPlanIdOfApplication(trx, held.id));
    if (existing) return existing;
    const paidAnnual = addOnTotalOf(held);
    const purchase = await findPurchaseOfApplication(trx, held.id);
    const paid = purchase?.status === 'completed';
    if (paidAnnual > 0 && !paid && !usedAlternatePaymentMethod) {
      throw outOfOrder('Paid add-ons are chosen: complete the plan purchase before configuring the policy.');
    }
    const newId = randomUUID();
    const plan = buildPlan(held, newId, config.now(), paidAnnual, paid);
    const storedId = await insertPlanOnce(trx, { id: newId, pet_application_id: held.id, body: JSON.stringify(plan), created: config.now().toISOString() });
    await linkPlanOnce(trx, held.id, storedId);
    return storedId;
  });
  await recordProgress(db, app.origination_id, 'welcome', config.now());
  return { id: app.id, plan_id: planId, status: 'configured' };
}

/** The plan behind a policy document link (the random plan id is the capability). */
export async function findPlanForDocument(db: Db, planId: string): Promise<{ plan: Plan; app: PetApplicationsTable } | null> {
  const row = await findPlan(db, planId);
  if (!row) return null;
  const app = await findApplicationBy(db, 'id', row.pet_application_id);
  return app ? { plan: JSON.parse(row.body) as Plan, app } : null;
}

export async function getDetailedPlan(db: Db, auth: Auth, planId: string): Promise<Plan> {
  const found = await findPlanForDocument(db, planId);
  if (!found || !isOwnedBy(auth, found.app)) throw notFound('Plan not found');
  return found.plan;
}
