import { HttpError } from '../http/http-error.ts';

// Stripe's SetupIntents over its REST API, used instead of the sandbox provider when a secret key is
// configured. Only ids travel: card details go from the browser to Stripe, never through us.

const STRIPE_API = 'https://api.stripe.com/v1';

async function stripeCall(secretKey: string, path: string, init: { method: 'GET' | 'POST'; form?: Record<string, string> }): Promise<Record<string, unknown>> {
  const response = await fetch(`${STRIPE_API}${path}`, {
    method: init.method,
    headers: { Authorization: `Bearer ${secretKey}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    ...(init.form ? { body: new URLSearchParams(init.form).toString() } : {}),
  });
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) {
    const error = (body.error ?? {}) as { message?: string; code?: string };
    // Stripe's own code travels apart: the contract's code says only that the provider refused.
    throw new HttpError(502, error.message ?? 'The payment provider is unavailable, please try again.', 'payment_provider', error.code ? { provider_code: error.code } : undefined);
  }
  return body;
}

export async function createStripeSetupIntent(secretKey: string, metadata: { petApplicationId: string }): Promise<{ id: string; clientSecret: string }> {
  const body = await stripeCall(secretKey, '/setup_intents', {
    method: 'POST',
    form: { usage: 'off_session', 'automatic_payment_methods[enabled]': 'true', 'metadata[pet_application_id]': metadata.petApplicationId },
  });
  return { id: String(body.id), clientSecret: String(body.client_secret) };
}

export async function isConfirmedStripePaymentMethod(secretKey: string, setupIntentId: string, paymentMethod: string): Promise<boolean> {
  const body = await stripeCall(secretKey, `/setup_intents/${encodeURIComponent(setupIntentId)}`, { method: 'GET' });
  return body.status === 'succeeded' && body.payment_method === paymentMethod;
}
