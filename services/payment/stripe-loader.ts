import type { Stripe } from '@stripe/stripe-js';
import { STRIPE_LOAD_ERROR } from './payment-error.ts';

// Stripe.js is loaded only when a payment form is shown: the package is imported dynamically (its
// own chunk) and it then adds Stripe's script. One load per key; a failed load may be retried.

export type StripeLoader = (publishableKey: string) => Promise<Stripe>;

const loads = new Map<string, Promise<Stripe>>();

export const loadStripeLazily: StripeLoader = (publishableKey) => {
  const cached = loads.get(publishableKey);
  if (cached) return cached;
  const load = import('@stripe/stripe-js')
    .then(({ loadStripe }) => loadStripe(publishableKey))
    .then((stripe) => {
      if (!stripe) throw new Error(STRIPE_LOAD_ERROR);
      return stripe;
    })
    .catch(() => {
      loads.delete(publishableKey);
      throw new Error(STRIPE_LOAD_ERROR);
    });
  loads.set(publishableKey, load);
  return load;
};
