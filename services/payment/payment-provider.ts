import type { PaymentError } from '../contract/sandbox.schema.ts';

// The payment adapter's vocabulary, shared by the Stripe and the sandbox provider. The React form in
// src/app/adapters/payment speaks only these types, so it works the same whichever provider the app
// configured.

/** Billing details the application already knows; the provider's form hides these fields. */
export interface KnownBillingDetails {
  name?: string;
  email?: string;
  phone?: string;
  address?: {
    line1?: string;
    line2?: string;
    city?: string;
    state?: string;
    postal_code?: string;
    /** Always US for this card; defaulted when absent. */
    country?: string;
  };
}

/** What confirming a card setup can end in. */
export type SetupOutcome =
  | { status: 'succeeded'; setupIntentId: string; paymentMethodId: string }
  /** The card asks for authentication (3-D Secure): the form shows the challenge, then calls `authenticate`. */
  | { status: 'requires_action'; setupIntentId: string }
  | { status: 'failed'; error: PaymentError; setupIntentId?: string };

/** The `payment_failure` tracking event's payload: the provider's error plus the related ids. */
export interface PaymentFailureDetails extends PaymentError {
  provider: PaymentProviderKind;
  setup_intent?: string;
  plan_purchase?: string;
}

type PaymentProviderKind = 'stripe' | 'sandbox';

export interface SandboxCard {
  /** Digits only. */
  cardNumber: string;
  expMonth: number;
  /** Four-digit year. */
  expYear: number;
  cvc: string;
}

/** The sandbox provider: our own card form; the server answers with Stripe's test-card outcomes. */
export interface SandboxPaymentProvider {
  readonly kind: 'sandbox';
  /** With `returnUrl`, a card that authenticates by redirect leaves the page (the promise then never settles). */
  confirmCard(clientSecret: string, card: SandboxCard, options?: { returnUrl?: string }): Promise<SetupOutcome>;
  /** Answer the 3-D Secure check the sandbox asked for: approve or fail it. */
  authenticate(setupIntentId: string, approve: boolean): Promise<SetupOutcome>;
  /** After a redirect comes back: the SetupIntent's outcome from its client secret. */
  retrieve(clientSecret: string): Promise<SetupOutcome>;
}

interface PaymentElementChange {
  complete: boolean;
}

/** A Payment Element mounted into the page; confirm it once it reports complete. */
export interface MountedPaymentElement {
  onChange(listener: (change: PaymentElementChange) => void): void;
  confirm(options: { returnUrl: string; billing: KnownBillingDetails }): Promise<SetupOutcome>;
  destroy(): void;
}

export interface StripePaymentProvider {
  readonly kind: 'stripe';
  mount(
    container: HTMLElement,
    options: { clientSecret: string; billing: KnownBillingDetails },
  ): Promise<MountedPaymentElement>;
  /** After a redirect-based method comes back: the SetupIntent's outcome from its client secret. */
  retrieve(clientSecret: string): Promise<SetupOutcome>;
}

export type PaymentProvider = StripePaymentProvider | SandboxPaymentProvider;
