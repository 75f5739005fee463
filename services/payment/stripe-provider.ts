import type { Stripe, StripeElements } from '@stripe/stripe-js';
import type { KnownBillingDetails, MountedPaymentElement, SetupOutcome, StripePaymentProvider } from './payment-provider.ts';
import { toPaymentError } from './payment-error.ts';
import { loadStripeLazily } from './stripe-loader.ts';
import type { StripeLoader } from './stripe-loader.ts';

// The Stripe provider (keys configured): Payment Element in setup mode, SetupIntent confirmed with
// `redirect: 'if_required'` so cards finish in place and redirect-based methods come back through
// the payment redirect route.

const DEFAULT_COUNTRY = 'US';

/** A SetupIntent that came back neither succeeded nor with an error of its own. */
const setupEndedAs = (status: string): string => `The card setup ended as ${status}. Please try again.`;

type FieldVisibility = 'never' | 'auto';

/** Hide every billing field we already know; Stripe then needs them in confirmParams instead. */
export function billingFieldsOption(billing: KnownBillingDetails) {
  const known = (value: string | undefined): FieldVisibility => (value ? 'never' : 'auto');
  const address = billing.address ?? {};
  return {
    name: known(billing.name),
    email: known(billing.email),
    phone: known(billing.phone),
    address: {
      line1: known(address.line1),
      // line2 is optional: when the rest is known, do not ask for it either.
      line2: address.line1 ? ('never' as const) : ('auto' as const),
      city: known(address.city),
      state: known(address.state),
      postalCode: known(address.postal_code),
      // Country is always US for this card.
      country: 'never' as const,
    },
  };
}

/** Billing details sent with the confirmation: what we know, country US. */
export function billingDetailsForConfirm(billing: KnownBillingDetails) {
  const address = billing.address ?? {};
  return {
    ...(billing.name ? { name: billing.name } : {}),
    ...(billing.email ? { email: billing.email } : {}),
    ...(billing.phone ? { phone: billing.phone } : {}),
    address: {
      line1: address.line1 ?? '',
      line2: address.line2 ?? '',
      city: address.city ?? '',
      state: address.state ?? '',
      postal_code: address.postal_code ?? '',
      country: address.country ?? DEFAULT_COUNTRY,
    },
  };
}

async function confirm(
  stripe: Stripe,
  elements: StripeElements,
  options: { returnUrl: string; billing: KnownBillingDetails },
): Promise<SetupOutcome> {
  try {
    const result = await stripe.confirmSetup({
      elements,
      redirect: 'if_required',
      confirmParams: {
        return_url: options.returnUrl,
        payment_method_data: { billing_details: billingDetailsForConfirm(options.billing) },
      },
    });
    if (result.error) {
      return {
        status: 'failed',
        error: toPaymentError({ error: result.error }),
        ...(result.error.setup_intent?.id ? { setupIntentId: result.error.setup_intent.id } : {}),
      };
    }
    const intent = result.setupIntent;
    const paymentMethod = typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
    if (intent.status === 'succeeded' && paymentMethod) {
      return { status: 'succeeded', setupIntentId: intent.id, paymentMethodId: paymentMethod };
    }
    return {
      status: 'failed',
      setupIntentId: intent.id,
      error: { type: 'invalid_request_error', message: setupEndedAs(intent.status) },
    };
  } catch (err) {
    return { status: 'failed', error: toPaymentError(err) };
  }
}

export function createStripePaymentProvider(options: {
  publishableKey: string;
  /** Injected in tests; the lazy Stripe.js loader by default. */
  loadStripe?: StripeLoader;
}): StripePaymentProvider {
  const load = options.loadStripe ?? loadStripeLazily;
  return {
    kind: 'stripe',
    async mount(container, { clientSecret, billing }): Promise<MountedPaymentElement> {
      const stripe = await load(options.publishableKey);
      const elements = stripe.elements({ clientSecret });
      const element = elements.create('payment', {
        fields: { billingDetails: billingFieldsOption(billing) },
      });
      element.mount(container);
      return {
        onChange(listener) {
          element.on('change', (event) => listener({ complete: event.complete }));
        },
        confirm: (confirmOptions) => confirm(stripe, elements, confirmOptions),
        destroy() {
          element.destroy();
        },
      };
    },
    async retrieve(clientSecret): Promise<SetupOutcome> {
      try {
        const stripe = await load(options.publishableKey);
        const result = await stripe.retrieveSetupIntent(clientSecret);
        if (result.error) return { status: 'failed', error: toPaymentError({ error: result.error }) };
        const intent = result.setupIntent;
        const paymentMethod = typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
        if (intent.status === 'succeeded' && paymentMethod) return { status: 'succeeded', setupIntentId: intent.id, paymentMethodId: paymentMethod };
        return {
          status: 'failed',
          setupIntentId: intent.id,
          error: toPaymentError(intent.last_setup_error ?? { type: 'invalid_request_error', message: setupEndedAs(intent.status) }),
        };
      } catch (err) {
        return { status: 'failed', error: toPaymentError(err) };
      }
    },
  };
}
