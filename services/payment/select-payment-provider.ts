import type { ApiCall } from '../contract/api-call.type.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createSandboxPaymentProvider } from './sandbox-provider.ts';
import { createStripePaymentProvider } from './stripe-provider.ts';
import type { StripeLoader } from './stripe-loader.ts';

/** Stripe when a publishable key is configured; otherwise the sandbox provider (offline default). */
export function selectPaymentProvider(
  config: { stripePublishableKey?: string | null | undefined },
  deps: { call: ApiCall; loadStripe?: StripeLoader },
): PaymentProvider {
  const key = config.stripePublishableKey?.trim();
  if (key) {
    return createStripePaymentProvider({ publishableKey: key, ...(deps.loadStripe ? { loadStripe: deps.loadStripe } : {}) });
  }
  return createSandboxPaymentProvider(deps.call);
}
