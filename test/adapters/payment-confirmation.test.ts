import { describe, expect, it } from 'vitest';
import { createPaymentConfirmation, FORM_NOT_READY } from '../../services/payment/payment-confirmation.ts';

describe('payment confirmation bridge', () => {
  it('fails softly while no form is attached', async () => {
    const bridge = createPaymentConfirmation();
    expect(await bridge.confirm()).toEqual({ status: 'failed', paymentMethod: null, setupIntentId: null, message: FORM_NOT_READY });
  });

  it("maps the attached form's outcome to the machine's shape, and detaches", async () => {
    const bridge = createPaymentConfirmation();
    const detach = bridge.attach(async () => ({ status: 'succeeded', setupIntentId: 'seti_1', paymentMethodId: 'pm_1' }));
    expect(await bridge.confirm()).toEqual({ status: 'succeeded', paymentMethod: 'pm_1', setupIntentId: 'seti_1' });
    detach();
    expect((await bridge.confirm()).status).toBe('failed');
  });

  it('carries the decline message and error, and turns a thrown error into a failure', async () => {
    const bridge = createPaymentConfirmation();
    const error = { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' };
    bridge.attach(async () => ({ status: 'failed', setupIntentId: 'seti_2', error }));
    expect(await bridge.confirm()).toEqual({ status: 'failed', paymentMethod: null, setupIntentId: 'seti_2', message: error.message, error });
    bridge.attach(async () => {
      throw new Error('Stripe.js failed to load.');
    });
    expect(await bridge.confirm()).toMatchObject({ status: 'failed', message: 'Stripe.js failed to load.' });
  });
});
