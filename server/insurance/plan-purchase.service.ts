import { randomUUID } from 'node:crypto';
import type { PaymentPeriod, PlanPurchase } from '../../services/contract/insurance.schema.ts';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { PetApplicationsTable, PlanPurchasesTable } from '../db/insurance-tables.ts';
import type { Auth } from '../http/auth.ts';
import { alreadyPurchased, outOfOrder, planPurchaseNotFound } from '../http/http-error.ts';
import { createSandboxSetupIntent, isConfirmedSandboxPaymentMethod, setupIntentState } from '../payment/setup-intents.ts';
import { createStripeSetupIntent, isConfirmedStripePaymentMethod } from '../payment/stripe-setup-intents.ts';
import { isOwnedBy } from './ownership.ts';
import { findApplicationBy, withApplicationHeld } from './pet-application.repository.ts';
import { findPurchase, findPurchaseOfApplication, insertPurchaseOnce, updateOpenPurchase } from './plan-purchase.repository.ts';
import { findOwnedApplication } from './pet-application.queries.ts';
import { addOnTotalOf } from './pet-application.view.ts';
import { monthlyOf } from './pricing.ts';
import { recordProgress } from '../flow/progress.ts';

// The plan purchase: one per pet application. Creating it twice (or twice at once) gives the same
// record; once completed, creating answers 410 already purchased. Completing needs a payment method
// the provider confirmed (the sandbox's, or Stripe's when a secret key is configured) and happens once.

async function purchaseView(db: Db, app: PetApplicationsTable, purchase: PlanPurchasesTable): Promise<PlanPurchase> {
  const intent = await setupIntentState(db, purchase.setup_intent_id);
  const completed = purchase.status === 'completed';
  const confirmed = intent?.status === 'succeeded';
  return {
    id: purchase.id,
    application: app.id,
    payment_period: purchase.payment_period === 'annual' ? 'annual' : 'monthly',
    insurance_quote: purchase.insurance_quote_id,
    annual_total: Number(purchase.annual_total),
    monthly_total: Number(purchase.monthly_total),
    client_secret: purchase.client_secret,
    customer: {
      id: app.user_id,
      name: `${app.first_name} ${app.last_name}`,
      email: app.email,
      address: { line1: app.address, line2: '', city: app.city, state: app.state, country: 'US', postal_code: app.postal_code },
    },
    status: completed ? 'completed' : confirmed ? 'succeeded' : 'requires_payment_method',
    payment_method: completed ? purchase.payment_method : confirmed ? (intent?.payment_method ?? null) : null,
    revenue: Number(purchase.annual_total),
    next_action: !completed && intent?.status === 'requires_action' ? 'authenticate' : null,
    subscription: completed ? `sub_${purchase.id}` : null,
  };
}

function paidTotalOrConflict(app: PetApplicationsTable): number {
  const total = addOnTotalOf(app);
  if (total === 0) throw outOfOrder('No paid add-on is chosen: no payment is needed, configure the policy directly.');
  return total;
}

export async function createPlanPurchase(
  db: Db,
  config: AppConfig,
  auth: Auth,
  input: { application: string; payment_period: PaymentPeriod },
): Promise<PlanPurchase> {
  const app = await findOwnedApplication(db, auth, 'id', input.application);
  const existing = await findPurchaseOfApplication(db, app.id);
  if (existing?.status === 'completed') throw alreadyPurchased();
  if (app.plan_id !== null) throw outOfOrder('The policy is already configured.');
  const annual = paidTotalOrConflict(app);
  const totals = { annual_total: annual, monthly_total: monthlyOf(annual), payment_period: input.payment_period };
  if (existing) {
    await updateOpenPurchase(db, existing.id, totals);
  } else {
    const intent = config.stripeSecretKey
      ? await createStripeSetupIntent(config.stripeSecretKey, { petApplicationId: app.id })
      : await createSandboxSetupIntent(db, config, app.id);
    // A concurrent submit may insert first: the unique pet_application_id keeps one purchase.
    await insertPurchaseOnce(db, {
        id: randomUUID(),
        pet_application_id: app.id,
        insurance_quote_id: app.insurance_quote_id,
        ...totals,
        setup_intent_id: intent.id,
        client_secret: intent.clientSecret,
        status: 'requires_payment_method',
        payment_method: null,
        created: config.now().toISOString(),
        completed: null,
      });
  }
  const purchase = await findPurchaseOfApplication(db, app.id);
  if (!purchase) throw new Error(`plan purchase of ${app.id} vanished`);
  if (purchase.status === 'completed') throw alreadyPurchased();
  // The payment screen creates the purchase as it opens.
  await recordProgress(db, app.origination_id, 'payment', config.now());
  return purchaseView(db, app, purchase);
}

async function findOwnedPurchase(db: Db, auth: Auth, id: string): Promise<{ app: PetApplicationsTable; purchase: PlanPurchasesTable }> {
  const purchase = await findPurchase(db, id);
  const app = purchase ? await findApplicationBy(db, 'id', purchase.pet_application_id) : undefined;
  if (!purchase || !app || !isOwnedBy(auth, app)) throw planPurchaseNotFound();
  return { app, purchase };
}

export async function getPlanPurchase(db: Db, auth: Auth, id: string): Promise<PlanPurchase> {
  const { app, purchase } = await findOwnedPurchase(db, auth, id);
  return purchaseView(db, app, purchase);
}

export async function completePlanPurchase(
  db: Db,
  config: AppConfig,
  auth: Auth,
  id: string,
  input: { payment_method: string; payment_period: PaymentPeriod },
): Promise<PlanPurchase> {
  const { app, purchase } = await findOwnedPurchase(db, auth, id);
  if (purchase.status === 'completed') return purchaseView(db, app, purchase);
  const confirmed = config.stripeSecretKey
    ? await isConfirmedStripePaymentMethod(config.stripeSecretKey, purchase.setup_intent_id, input.payment_method)
    : await isConfirmedSandboxPaymentMethod(db, purchase.setup_intent_id, input.payment_method);
  if (!confirmed) throw outOfOrder('The payment method was not confirmed: confirm the card first.');
  // The selection may have changed since the purchase was created: charge what is chosen now, read
  // while the application's row is held, so a change at the same moment lands before (and is
  // charged) or after (and is refused): decision 0065. The provider was asked above, outside it.
  const stored = await withApplicationHeld(db, app.id, async (trx, held) => {
    const current = await findPurchase(trx, purchase.id);
    if (!held || !current) throw planPurchaseNotFound();
    if (current.status === 'completed') return current;
    const annual = paidTotalOrConflict(held);
    await updateOpenPurchase(trx, purchase.id, {
      status: 'completed',
      payment_method: input.payment_method,
      payment_period: input.payment_period,
      annual_total: annual,
      monthly_total: monthlyOf(annual),
      completed: config.now().toISOString(),
    });
    const completed = await findPurchase(trx, purchase.id);
    if (!completed) throw new Error(`plan purchase ${purchase.id} vanished`);
    return completed;
  });
  return purchaseView(db, app, stored);
}
