// The words of the card form the app draws in the payment screen's slot (src/app/adapters/payment):
// written here, with the screen that shows them, and handed to the form in the slot. The provider's own
// messages (a declined card, Stripe's field errors) are the provider's, and come with its answer.

export interface PaymentFormTexts {
  /** The form's accessible name. */
  form: string;
  /** The Pay button while the card is confirmed. */
  processing: string;
  /** Pay pressed before Stripe's element has mounted. */
  stillLoading: string;
  /** Beside the spinner while Stripe's element loads. */
  loadingForm: string;
  card: {
    legend: string;
    /** Only the sandbox provider draws its own fields, and says which card to use. */
    sandboxHint: string;
    cardNumber: string;
    expiry: string;
    cvc: string;
    cvcPlaceholder: string;
  };
  /** The sandbox's stand-in for the bank's 3-D Secure step. */
  authentication: {
    title: string;
    cancel: string;
    complete: string;
    fail: string;
    explanation: string;
  };
}

export const PAYMENT_FORM_TEXTS: PaymentFormTexts = {
  form: 'Payment',
  processing: 'Processing payment…',
  stillLoading: 'The payment form is still loading.',
  loadingForm: 'Loading the payment form…',
  card: {
    legend: 'Card details',
    sandboxHint: 'Sandbox card form: use a test card such as 4242 4242 4242 4242.',
    cardNumber: 'Card number',
    expiry: 'Expiration date (MM / YY)',
    cvc: 'Security code (CVC)',
    cvcPlaceholder: 'CVC',
  },
  authentication: {
    title: "Confirm it's you",
    cancel: 'Cancel authentication',
    complete: 'Complete authentication',
    fail: 'Fail authentication',
    explanation: 'Your bank asks you to confirm this card (3-D Secure). This is a sandbox test: choose how the check ends.',
  },
};
