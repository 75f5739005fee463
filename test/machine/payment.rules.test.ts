import { describe, expect, it } from 'vitest';
import { paymentFailureProperties } from '../../machines/rules/payment.rules.ts';
import { PaymentFailureProperties } from '../../services/contract/analytics.schema.ts';

const purchase = { id: 'pp-1', insurance_quote: 'quote-1' };

describe('paymentFailureProperties', () => {
  it("carries the provider's type, code, decline code, message, param and the related ids", () => {
    const properties = paymentFailureProperties({
      error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.', param: 'payment_method' },
      setupIntentId: 'seti_9',
      paymentMethodId: null,
      purchase,
    });
    expect(properties).toEqual({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
      param: 'payment_method',
      setup_intent_id: 'seti_9',
      payment_method_id: null,
      plan_purchase_id: 'pp-1',
      quote_id: 'quote-1',
    });
    // What the server's collector accepts.
    expect(PaymentFailureProperties.safeParse(properties).success).toBe(true);
  });

  it('fields the provider did not give are null, never missing', () => {
    const properties = paymentFailureProperties({ error: { type: 'card_error', code: 'setup_intent_authentication_failure', message: 'We are unable to authenticate your payment method.' } });
    expect(properties).toMatchObject({ decline_code: null, param: null, setup_intent_id: null, payment_method_id: null, plan_purchase_id: null, quote_id: null });
    expect(Object.keys(properties)).toHaveLength(9);
  });

  it("our API's failure (no provider error) is an api_error with the server's code and message", () => {
    const properties = paymentFailureProperties({
      failure: { status: 409, code: 'purchase_not_payable', message: 'This purchase cannot be completed.', fieldErrors: {}, retryAfterS: null },
      paymentMethodId: 'pm_1',
      purchase,
    });
    expect(properties).toMatchObject({ type: 'api_error', code: 'purchase_not_payable', message: 'This purchase cannot be completed.', decline_code: null, payment_method_id: 'pm_1', plan_purchase_id: 'pp-1' });
  });
});
