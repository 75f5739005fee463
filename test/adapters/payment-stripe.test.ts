import { describe, expect, it, vi } from 'vitest';
import type { Stripe } from '@stripe/stripe-js';
import { billingDetailsForConfirm, billingFieldsOption, createStripePaymentProvider } from '../../services/payment/stripe-provider.ts';

// A fake Stripe.js with the members the provider uses, recording what it was asked.
function fakeStripe(confirmResult: unknown) {
  const changeListeners: ((e: { complete: boolean }) => void)[] = [];
  const element = {
    mount: vi.fn(),
    destroy: vi.fn(),
    on: vi.fn((_event: string, listener: (e: { complete: boolean }) => void) => changeListeners.push(listener)),
  };
  const elements = { create: vi.fn(() => element) };
  const stripe = {
    elements: vi.fn(() => elements),
    confirmSetup: vi.fn(async () => confirmResult),
  };
  return { stripe: stripe as unknown as Stripe, raw: stripe, elements, element, changeListeners };
}

const billing = { name: 'Jamie Rivera', email: 'jamie.rivera@example.com', address: { line1: '401 Congress Ave', city: 'Austin', state: 'TX', postal_code: '78701' } };

describe('Stripe provider', () => {
  it('hides the billing fields already known and always the country', () => {
    expect(billingFieldsOption(billing)).toEqual({
      name: 'never',
      email: 'never',
      phone: 'auto',
      address: { line1: 'never', line2: 'never', city: 'never', state: 'never', postalCode: 'never', country: 'never' },
    });
    expect(billingFieldsOption({}).address.line1).toBe('auto');
    expect(billingDetailsForConfirm(billing).address.country).toBe('US');
  });

  it('mounts the Payment Element with the client secret and reports completeness', async () => {
    const fake = fakeStripe({ setupIntent: { id: 'seti_1', status: 'succeeded', payment_method: 'pm_1' } });
    const provider = createStripePaymentProvider({ publishableKey: 'pk_test', loadStripe: async () => fake.stripe });
    const container = {} as HTMLElement;
    const mounted = await provider.mount(container, { clientSecret: 'seti_secret', billing });
    expect(fake.raw.elements).toHaveBeenCalledWith({ clientSecret: 'seti_secret' });
    expect(fake.element.mount).toHaveBeenCalledWith(container);
    const seen: boolean[] = [];
    mounted.onChange((c) => seen.push(c.complete));
    fake.changeListeners.forEach((l) => l({ complete: true }));
    expect(seen).toEqual([true]);
  });

  it('confirms the SetupIntent with the return URL and known billing details', async () => {
    const fake = fakeStripe({ setupIntent: { id: 'seti_1', status: 'succeeded', payment_method: 'pm_1' } });
    const provider = createStripePaymentProvider({ publishableKey: 'pk_test', loadStripe: async () => fake.stripe });
    const mounted = await provider.mount({} as HTMLElement, { clientSecret: 's', billing });
    const outcome = await mounted.confirm({ returnUrl: 'https://app.example/r?payment_period=annual&revenue=250', billing });
    expect(outcome).toEqual({ status: 'succeeded', setupIntentId: 'seti_1', paymentMethodId: 'pm_1' });
    expect(fake.raw.confirmSetup).toHaveBeenCalledWith(
      expect.objectContaining({
        redirect: 'if_required',
        confirmParams: expect.objectContaining({ return_url: 'https://app.example/r?payment_period=annual&revenue=250' }),
      }),
    );
  });

  it("passes Stripe's error through", async () => {
    const error = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };
    const fake = fakeStripe({ error });
    const provider = createStripePaymentProvider({ publishableKey: 'pk_test', loadStripe: async () => fake.stripe });
    const mounted = await provider.mount({} as HTMLElement, { clientSecret: 's', billing });
    expect(await mounted.confirm({ returnUrl: 'https://app.example/r', billing })).toEqual({ status: 'failed', error });
  });

  it('rejects with the load error when Stripe.js cannot load', async () => {
    const provider = createStripePaymentProvider({
      publishableKey: 'pk_test',
      loadStripe: async () => {
        throw new Error('Stripe.js failed to load.');
      },
    });
    await expect(provider.mount({} as HTMLElement, { clientSecret: 's', billing })).rejects.toThrow('Stripe.js failed to load.');
  });
});

describe('Stripe provider after a redirect', () => {
  it('retrieves the SetupIntent outcome from its client secret', async () => {
    const retrieveSetupIntent = vi
      .fn()
      .mockResolvedValueOnce({ setupIntent: { id: 'seti_r', status: 'succeeded', payment_method: { id: 'pm_r' } } })
      .mockResolvedValueOnce({ setupIntent: { id: 'seti_f', status: 'requires_payment_method', payment_method: null, last_setup_error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } } });
    const stripe = { retrieveSetupIntent } as unknown as Stripe;
    const provider = createStripePaymentProvider({ publishableKey: 'pk_test', loadStripe: async () => stripe });
    expect(await provider.retrieve('seti_r_secret')).toEqual({ status: 'succeeded', setupIntentId: 'seti_r', paymentMethodId: 'pm_r' });
    expect(await provider.retrieve('seti_f_secret')).toEqual({
      status: 'failed',
      setupIntentId: 'seti_f',
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    });
    expect(retrieveSetupIntent).toHaveBeenCalledWith('seti_r_secret');
  });
});
