import type { ApiCall } from '../contract/api-call.type.ts';
import type { SandboxSetupIntent } from '../contract/sandbox.schema.ts';
import type { SandboxPaymentProvider, SetupOutcome } from './payment-provider.ts';
import { toPaymentError } from './payment-error.ts';

// The sandbox provider (no keys configured): the server honours Stripe's test card numbers
// (SANDBOX.md), including the authentication step. Declines come back as errors in Stripe's shape.

function fromIntent(intent: SandboxSetupIntent): SetupOutcome {
  if (intent.status === 'requires_action') return { status: 'requires_action', setupIntentId: intent.id };
  if (!intent.payment_method) {
    return {
      status: 'failed',
      setupIntentId: intent.id,
      error: toPaymentError({ type: 'api_error', message: 'The card was set up without a payment method.' }),
    };
  }
  return { status: 'succeeded', setupIntentId: intent.id, paymentMethodId: intent.payment_method };
}

/** The SetupIntent id inside a client secret (`seti_…_secret_…`, Stripe's format and the sandbox's). */
export function setupIntentIdOf(clientSecret: string): string | undefined {
  const id = clientSecret.split('_secret_')[0];
  return id && id !== clientSecret ? id : undefined;
}

export function createSandboxPaymentProvider(call: ApiCall): SandboxPaymentProvider {
  return {
    kind: 'sandbox',
    async confirmCard(clientSecret, card) {
      try {
        const intent = await call('sandboxConfirmSetup', {
          body: {
            client_secret: clientSecret,
            card_number: card.cardNumber,
            exp_month: card.expMonth,
            exp_year: card.expYear,
            cvc: card.cvc,
          },
        });
        return fromIntent(intent);
      } catch (err) {
        // A decline names its SetupIntent (payment_failure's related id): Stripe's client secret is the id plus '_secret_…'.
        const setupIntentId = setupIntentIdOf(clientSecret);
        return { status: 'failed', ...(setupIntentId ? { setupIntentId } : {}), error: toPaymentError(err) };
      }
    },
    async authenticate(setupIntentId, approve) {
      try {
        const intent = await call('sandboxAuthenticate', { body: { setup_intent: setupIntentId, approve } });
        return fromIntent(intent);
      } catch (err) {
        return { status: 'failed', setupIntentId, error: toPaymentError(err) };
      }
    },
  };
}
