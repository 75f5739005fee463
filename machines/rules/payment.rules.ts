import type { PaymentFailureProperties } from '../../services/contract/analytics.schema.ts';
import type { PaymentError } from '../../services/contract/sandbox.schema.ts';
import type { PlanPurchase } from '../../services/contract/insurance.schema.ts';
import type { ServiceFailure } from '../service-error.ts';

// The payment_failure report (second document, section 8): "the provider's error type, code,
// decline code, message, param and related ids". The card never enters the machine (decision 0005):
// the payment adapter maps the provider's error to a `PaymentError`, and this rule only arranges it
// with the ids the machine knows.

export interface PaymentFailureSource {
  /** The provider's error, as the adapter mapped it; absent when the server failed instead. */
  error?: PaymentError | null;
  /** Our API's failure (a completion refused, the service unreachable), when the provider gave none. */
  failure?: ServiceFailure | null;
  setupIntentId?: string | null;
  paymentMethodId?: string | null;
  purchase?: Pick<PlanPurchase, 'id' | 'insurance_quote'> | null;
}

/** What our API's refusal stands for in Stripe's vocabulary: an API error with our code. */
const API_ERROR = 'api_error';

export function paymentFailureProperties(source: PaymentFailureSource): PaymentFailureProperties {
  const error = source.error ?? null;
  return {
    type: error?.type || API_ERROR,
    code: error ? (error.code ?? null) : (source.failure?.code ?? null),
    decline_code: error?.decline_code ?? null,
    message: error?.message ?? source.failure?.message ?? null,
    param: error?.param ?? null,
    setup_intent_id: source.setupIntentId ?? null,
    payment_method_id: source.paymentMethodId ?? null,
    plan_purchase_id: source.purchase?.id ?? null,
    quote_id: source.purchase?.insurance_quote ?? null,
  };
}
