import { randomBytes } from 'node:crypto';
import { PaymentError, type SandboxSetupIntent } from '../../services/contract/sandbox.schema.ts';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { SetupIntentsTable } from '../db/insurance-tables.ts';
import type { Auth } from '../http/auth.ts';
import { HttpError, outOfOrder } from '../http/http-error.ts';
import { assertOwned } from '../insurance/ownership.ts';
import { findSetupIntent, findSetupIntentWithOwners, insertSetupIntent, markSetupIntentSucceeded, updateSetupIntent } from './setup-intent.repository.ts';
import { AUTHENTICATION_FAILED, CARD_DECLINED, cardOutcome, type CardError, type CardInput } from './sandbox-cards.ts';

// The sandbox payment provider's setup intents: created with a plan purchase, confirmed with a test
// card, authenticated when the card asks for it. Only the last four digits of a card are stored.

const token = (bytes: number) => randomBytes(bytes).toString('hex');

export async function createSandboxSetupIntent(db: Db, config: AppConfig, petApplicationId: string): Promise<{ id: string; clientSecret: string }> {
  const id = `seti_${token(12)}`;
  const clientSecret = `${id}_secret_${token(16)}`;
  await insertSetupIntent(db, {
      id,
      client_secret: clientSecret,
      pet_application_id: petApplicationId,
      status: 'requires_payment_method',
      after_authentication: null,
      payment_method: null,
      card_last4: null,
      created: config.now().toISOString(),
    });
  return { id, clientSecret };
}

function paymentFailure(error: CardError): HttpError {
  const { message, code, ...rest } = error;
  return new HttpError(402, message, code, rest);
}

function view(row: SetupIntentsTable, nextAction: SandboxSetupIntent['next_action'] = null): SandboxSetupIntent {
  const status = row.status === 'succeeded' ? 'succeeded' : row.status === 'requires_action' ? 'requires_action' : 'requires_payment_method';
  const lastError = row.last_setup_error ? PaymentError.safeParse(JSON.parse(row.last_setup_error)) : null;
  return {
    id: row.id,
    status,
    payment_method: row.status === 'succeeded' ? row.payment_method : null,
    next_action: status === 'requires_action' ? nextAction ?? 'use_stripe_sdk' : null,
    last_setup_error: lastError?.success ? lastError.data : null,
  };
}

/** Back to requires_payment_method, remembering why (Stripe's last_setup_error). */
const failWith = (db: Db, id: string, error: CardError) =>
  updateSetupIntent(db, id, { status: 'requires_payment_method', after_authentication: null, last_setup_error: JSON.stringify(error) });

async function ownedIntent(db: Db, auth: Auth, column: 'client_secret' | 'id', value: string): Promise<SetupIntentsTable> {
  const row = await findSetupIntentWithOwners(db, column, value);
  const owned = assertOwned(auth, row, 'Setup intent');
  const { origination_id: _o, user_id: _u, ...intent } = owned;
  return intent;
}

async function reread(db: Db, id: string): Promise<SetupIntentsTable> {
  const row = await findSetupIntent(db, id);
  if (!row) throw new Error(`setup intent ${id} vanished`);
  return row;
}

/** Marks the intent succeeded once: a second confirmation keeps the first payment method. */
async function succeed(db: Db, intent: SetupIntentsTable, last4: string | null): Promise<SetupIntentsTable> {
  await markSetupIntentSucceeded(db, intent.id, { payment_method: `pm_${token(12)}`, after_authentication: null, last_setup_error: null, ...(last4 ? { card_last4: last4 } : {}) });
  return reread(db, intent.id);
}

export async function confirmSandboxSetup(
  db: Db,
  config: AppConfig,
  auth: Auth,
  input: CardInput & { client_secret: string },
): Promise<SandboxSetupIntent> {
  const intent = await ownedIntent(db, auth, 'client_secret', input.client_secret);
  if (intent.status === 'succeeded') return view(intent);
  const outcome = cardOutcome(input, config.now());
  const last4 = input.card_number.slice(-4);
  if (outcome.kind === 'error') {
    await failWith(db, intent.id, outcome.error);
    throw paymentFailure(outcome.error);
  }
  if (outcome.kind === 'succeeds') return view(await succeed(db, intent, last4));
  await updateSetupIntent(db, intent.id, { status: 'requires_action', after_authentication: outcome.afterAuthentication, card_last4: last4, last_setup_error: null });
  return view(await reread(db, intent.id), outcome.redirect ? 'redirect_to_url' : 'use_stripe_sdk');
}

export async function authenticateSandboxSetup(db: Db, auth: Auth, input: { setup_intent: string; approve: boolean }): Promise<SandboxSetupIntent> {
  const intent = await ownedIntent(db, auth, 'id', input.setup_intent);
  if (intent.status === 'succeeded') return view(intent);
  if (intent.status !== 'requires_action') throw outOfOrder('This setup intent does not ask for authentication: confirm a card first.');
  if (!input.approve) {
    await failWith(db, intent.id, AUTHENTICATION_FAILED);
    throw paymentFailure(AUTHENTICATION_FAILED);
  }
  if (intent.after_authentication === 'decline') {
    await failWith(db, intent.id, CARD_DECLINED);
    throw paymentFailure(CARD_DECLINED);
  }
  return view(await succeed(db, intent, null));
}

/** The intent as it stands, by its client secret: what the app reads after a redirect comes back. */
export async function retrieveSandboxSetup(db: Db, auth: Auth, clientSecret: string): Promise<SandboxSetupIntent> {
  return view(await ownedIntent(db, auth, 'client_secret', clientSecret));
}

/** True when the payment method is the one this intent confirmed. */
export async function isConfirmedSandboxPaymentMethod(db: Db, setupIntentId: string, paymentMethod: string): Promise<boolean> {
  const intent = await findSetupIntent(db, setupIntentId);
  return intent?.status === 'succeeded' && intent.payment_method === paymentMethod;
}

export async function setupIntentState(db: Db, setupIntentId: string): Promise<Pick<SetupIntentsTable, 'status' | 'payment_method'> | undefined> {
  return findSetupIntent(db, setupIntentId);
}
