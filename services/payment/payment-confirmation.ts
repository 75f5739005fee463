import type { SetupOutcome } from './payment-provider.ts';
import type { PaymentError } from '../contract/sandbox.schema.ts';

// A bridge between the machine and the payment form. Confirming a card needs what lives in the form
// (Stripe's Elements instance, the typed sandbox card, the 3-D Secure modal), while the flow machine
// invokes `confirmPayment` as a service. The form attaches its confirm function here; the service
// calls `confirm()` and gets the final outcome (after any authentication step).

/** The final outcome in the shape the machine's confirmPayment output uses. */
export interface ConfirmationResult {
  status: 'succeeded' | 'failed';
  paymentMethod: string | null;
  setupIntentId: string | null;
  message?: string;
  error?: PaymentError;
}

export interface PaymentConfirmation {
  /** The form registers its confirm function; call the returned function to detach. */
  attach(confirm: () => Promise<SetupOutcome>): () => void;
  /** Confirm the card in the mounted form. Never rejects: a failure is a `failed` result. */
  confirm(): Promise<ConfirmationResult>;
}

export const FORM_NOT_READY = 'The payment form is not ready yet. Please try again.';

export function toConfirmationResult(outcome: SetupOutcome): ConfirmationResult {
  if (outcome.status === 'succeeded') {
    return { status: 'succeeded', paymentMethod: outcome.paymentMethodId, setupIntentId: outcome.setupIntentId };
  }
  if (outcome.status === 'failed') {
    return { status: 'failed', paymentMethod: null, setupIntentId: outcome.setupIntentId ?? null, message: outcome.error.message, error: outcome.error };
  }
  // The form resolves only after authentication; an unanswered challenge is not a success.
  return { status: 'failed', paymentMethod: null, setupIntentId: outcome.setupIntentId, message: FORM_NOT_READY };
}

export function createPaymentConfirmation(): PaymentConfirmation {
  let current: (() => Promise<SetupOutcome>) | null = null;
  return {
    attach(confirm) {
      current = confirm;
      return () => {
        if (current === confirm) current = null;
      };
    },
    async confirm() {
      if (!current) return { status: 'failed', paymentMethod: null, setupIntentId: null, message: FORM_NOT_READY };
      try {
        return toConfirmationResult(await current());
      } catch (err) {
        const message = err instanceof Error && err.message ? err.message : FORM_NOT_READY;
        return { status: 'failed', paymentMethod: null, setupIntentId: null, message };
      }
    },
  };
}
