import type { ApiCall } from '../contract/api-call.type.ts';
import type { SandboxSetupIntent } from '../contract/sandbox.schema.ts';
import type { SandboxPaymentProvider, SetupOutcome } from './payment-provider.ts';
import { toPaymentError } from './payment-error.ts';

// The sandbox provider (no keys configured): the server honours Stripe's test card numbers
// (SANDBOX.md), including the authentication step, in the page or by redirect (its own page, which
// comes back to the return URL with Stripe's query). Declines come back as errors in Stripe's shape.

import { SANDBOX_AUTHENTICATION_PATH } from './sandbox-authentication-path.ts';

function sandboxAuthenticationUrl(intent: { id: string; clientSecret: string; returnUrl: string }): string {
  const query = new URLSearchParams({ setup_intent: intent.id, client_secret: intent.clientSecret, return_url: intent.returnUrl });
  return `${SANDBOX_AUTHENTICATION_PATH}?${query.toString()}`;
}

/** The SetupIntent id inside a client secret (`seti_…_secret_…`, Stripe's format and the sandbox's). */
function setupIntentIdOf(clientSecret: string): string | undefined {
  const id = clientSecret.split('_secret_')[0];
  return id && id !== clientSecret ? id : undefined;
}

function fromIntent(intent: SandboxSetupIntent): SetupOutcome {
  if (intent.status === 'requires_action') return { status: 'requires_action', setupIntentId: intent.id };
  if (intent.status === 'succeeded' && intent.payment_method) {
    return { status: 'succeeded', setupIntentId: intent.id, paymentMethodId: intent.payment_method };
  }
  return {
    status: 'failed',
    setupIntentId: intent.id,
    error: intent.last_setup_error ?? toPaymentError({ type: 'api_error', message: 'The card was set up without a payment method.' }),
  };
}

export interface SandboxProviderOptions {
  /** Leaves the page for the authentication page (`location.assign` in the browser; injected in tests). */
  navigate?: (url: string) => void;
}

export function createSandboxPaymentProvider(call: ApiCall, options: SandboxProviderOptions = {}): SandboxPaymentProvider {
  const navigate = options.navigate ?? ((url: string) => window.location.assign(url));
  return {
    kind: 'sandbox',
    async confirmCard(clientSecret, card, confirmOptions) {
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
        if (intent.status === 'requires_action' && intent.next_action === 'redirect_to_url' && confirmOptions?.returnUrl) {
          // As Stripe.js does for a redirect: the page leaves, and the answer comes with the return.
          navigate(sandboxAuthenticationUrl({ id: intent.id, clientSecret, returnUrl: confirmOptions.returnUrl }));
          return new Promise<SetupOutcome>(() => {});
        }
        return fromIntent(intent);
      } catch (err) {
        // A decline names its SetupIntent (payment_failure's related id): the client secret holds it.
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
    async retrieve(clientSecret) {
      try {
        const intent = await call('sandboxRetrieveSetup', { query: { client_secret: clientSecret } });
        // Still waiting for an answer: not a success, and the form can be used again.
        if (intent.status === 'requires_action') {
          return { status: 'failed', setupIntentId: intent.id, error: { type: 'invalid_request_error', code: 'setup_intent_authentication_failure', message: 'The card was not authenticated. Please try again.' } };
        }
        return fromIntent(intent);
      } catch (err) {
        return { status: 'failed', error: toPaymentError(err) };
      }
    },
  };
}
