import { describe, expect, it, vi } from 'vitest';
import type { ApiCall } from '../../services/contract/api-call.type.ts';
import { createSandboxPaymentProvider } from '../../services/payment/sandbox-provider.ts';
import { toPaymentError, GENERIC_PAYMENT_ERROR } from '../../services/payment/payment-error.ts';
import { selectPaymentProvider } from '../../services/payment/select-payment-provider.ts';
import { paymentReturnUrl, readPaymentReturn, redirectReturnUrl } from '../../services/payment/return-url.ts';

// A fake of the API: answers the two sandbox calls the way SANDBOX.md's card table says.
function fakeCall(): { call: ApiCall; requests: { name: string; body: unknown }[] } {
  const requests: { name: string; body: unknown }[] = [];
  const call = (async (name: string, args?: { body?: Record<string, unknown> }) => {
    requests.push({ name, body: args?.body });
    if (name === 'sandboxConfirmSetup') {
      const card = args?.body?.card_number;
      if (card === '4242424242424242') return { id: 'seti_1', status: 'succeeded', payment_method: 'pm_1' };
      if (card === '4000000000003063') return { id: 'seti_r', status: 'requires_action', payment_method: null, next_action: 'redirect_to_url' };
      if (card === '4000002500003155' || card === '4000008400001629') return { id: 'seti_3ds', status: 'requires_action', payment_method: null };
      if (card === '4000000000009995')
        throw Object.assign(new Error('HTTP 402'), {
          data: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
        });
      throw Object.assign(new Error('HTTP 402'), {
        data: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
      });
    }
    if (name === 'sandboxRetrieveSetup') {
      const secret = (args as { query?: { client_secret?: string } } | undefined)?.query?.client_secret;
      if (secret === 'seti_ok_secret_1') return { id: 'seti_ok', status: 'succeeded', payment_method: 'pm_ok', next_action: null, last_setup_error: null };
      return {
        id: 'seti_no',
        status: 'requires_payment_method',
        payment_method: null,
        next_action: null,
        last_setup_error: { type: 'invalid_request_error', code: 'setup_intent_authentication_failure', message: 'We are unable to authenticate your payment method.' },
      };
    }
    if (name === 'sandboxAuthenticate') {
      if (args?.body?.approve) return { id: 'seti_3ds', status: 'succeeded', payment_method: 'pm_3ds' };
      throw Object.assign(new Error('HTTP 402'), {
        data: { type: 'card_error', code: 'setup_intent_authentication_failure', message: 'We are unable to authenticate your payment method.' },
      });
    }
    throw new Error(`unexpected call ${name}`);
  }) as unknown as ApiCall;
  return { call, requests };
}

const card = (cardNumber: string) => ({ cardNumber, expMonth: 12, expYear: 2030, cvc: '123' });

describe('sandbox payment provider', () => {
  it('sends the card to the sandbox and returns the payment method on success', async () => {
    const { call, requests } = fakeCall();
    const provider = createSandboxPaymentProvider(call);
    const outcome = await provider.confirmCard('seti_secret', card('4242424242424242'));
    expect(outcome).toEqual({ status: 'succeeded', setupIntentId: 'seti_1', paymentMethodId: 'pm_1' });
    expect(requests[0]).toEqual({
      name: 'sandboxConfirmSetup',
      body: { client_secret: 'seti_secret', card_number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
    });
  });

  it('turns a decline into Stripe-shaped error details', async () => {
    const provider = createSandboxPaymentProvider(fakeCall().call);
    const outcome = await provider.confirmCard('s', card('4000000000000002'));
    expect(outcome).toEqual({
      status: 'failed',
      error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
    });
    const funds = await provider.confirmCard('s', card('4000000000009995'));
    expect(funds.status === 'failed' && funds.error.decline_code).toBe('insufficient_funds');
    // The decline names its SetupIntent, read from the client secret (payment_failure's related id).
    expect(await provider.confirmCard('seti_9_secret_abc', card('4000000000000002'))).toMatchObject({ status: 'failed', setupIntentId: 'seti_9' });
  });

  it('asks for authentication, then succeeds when approved and fails when not', async () => {
    const provider = createSandboxPaymentProvider(fakeCall().call);
    const first = await provider.confirmCard('s', card('4000002500003155'));
    expect(first).toEqual({ status: 'requires_action', setupIntentId: 'seti_3ds' });
    expect(await provider.authenticate('seti_3ds', true)).toEqual({ status: 'succeeded', setupIntentId: 'seti_3ds', paymentMethodId: 'pm_3ds' });
    const failed = await provider.authenticate('seti_3ds', false);
    expect(failed.status).toBe('failed');
    expect(failed.status === 'failed' && failed.error.code).toBe('setup_intent_authentication_failure');
  });
});

describe('sandbox payment provider: 3-D Secure by redirect', () => {
  it('leaves for the authentication page with the return URL, like a Stripe redirect', async () => {
    const navigate = vi.fn();
    const provider = createSandboxPaymentProvider(fakeCall().call, { navigate });
    const outcome = provider.confirmCard('seti_r_secret_1', card('4000000000003063'), { returnUrl: 'https://app.example/onboard/card/o/payment/q?payment_period=annual&revenue=150' });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledOnce());
    const url = new URL(navigate.mock.calls[0]?.[0] as string, 'https://app.example');
    expect(url.pathname).toBe('/sandbox/authenticate');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      setup_intent: 'seti_r',
      client_secret: 'seti_r_secret_1',
      return_url: 'https://app.example/onboard/card/o/payment/q?payment_period=annual&revenue=150',
    });
    // The page is leaving: the confirmation never settles here.
    expect(await Promise.race([outcome.then(() => 'settled'), new Promise((resolve) => setTimeout(() => resolve('pending'), 20))])).toBe('pending');
  });

  it('retrieves the SetupIntent after the return: its payment method, or its last_setup_error', async () => {
    const provider = createSandboxPaymentProvider(fakeCall().call);
    expect(await provider.retrieve('seti_ok_secret_1')).toEqual({ status: 'succeeded', setupIntentId: 'seti_ok', paymentMethodId: 'pm_ok' });
    expect(await provider.retrieve('seti_no_secret_1')).toEqual({
      status: 'failed',
      setupIntentId: 'seti_no',
      error: { type: 'invalid_request_error', code: 'setup_intent_authentication_failure', message: 'We are unable to authenticate your payment method.' },
    });
  });
});

describe('the return from the 3-D Secure page', () => {
  it("goes back to the app's return URL with Stripe's query, which the app reads; never to another site", () => {
    const back = redirectReturnUrl('https://app.example/onboard/card/o/payment/q?payment_period=monthly&revenue=150', 'https://app.example', {
      setupIntentId: 'seti_1',
      clientSecret: 'seti_1_secret_2',
      redirectStatus: 'succeeded',
    });
    expect(readPaymentReturn(back)).toEqual({ paymentPeriod: 'monthly', revenue: 150, setupIntentId: 'seti_1', setupIntentClientSecret: 'seti_1_secret_2', redirectStatus: 'succeeded' });
    expect(redirectReturnUrl('https://evil.example/steal', 'https://app.example', { setupIntentId: 's', clientSecret: 'c', redirectStatus: 'failed' })).toBe('https://app.example/');
  });
});

describe('payment errors', () => {
  it('reads a server message, a list of messages, or falls back to a friendly text', () => {
    expect(toPaymentError({ data: { message: 'Plan already purchased' } })).toEqual({ type: 'api_error', message: 'Plan already purchased' });
    expect(toPaymentError({ data: { message: ['First problem', 'Second'] } }).message).toBe('First problem');
    expect(toPaymentError(new Error('Network down')).message).toBe('Network down');
    expect(toPaymentError(undefined).message).toBe(GENERIC_PAYMENT_ERROR);
  });
});

describe('provider selection and return URL', () => {
  it('uses Stripe only when a publishable key is configured', () => {
    const { call } = fakeCall();
    expect(selectPaymentProvider({ stripePublishableKey: 'pk_test_123' }, { call }).kind).toBe('stripe');
    expect(selectPaymentProvider({ stripePublishableKey: '  ' }, { call }).kind).toBe('sandbox');
    expect(selectPaymentProvider({}, { call }).kind).toBe('sandbox');
  });

  it('adds payment_period and revenue to the redirect route', () => {
    const url = new URL(paymentReturnUrl('https://app.example/onboard/card/abc/payment-redirect/q1', { paymentPeriod: 'annual', revenue: 250 }));
    expect(url.pathname).toBe('/onboard/card/abc/payment-redirect/q1');
    expect(url.searchParams.get('payment_period')).toBe('annual');
    expect(url.searchParams.get('revenue')).toBe('250');
  });
});

void vi;

describe('payment errors from the API client', () => {
  it("reads the server's 402 body (Stripe's shape) from an ApiError", async () => {
    const { ApiError } = await import('../../services/api/api-error.ts');
    const body = { message: 'Your card has insufficient funds.', code: 'card_declined', type: 'card_error', decline_code: 'insufficient_funds' };
    expect(toPaymentError(new ApiError({ message: body.message, status: 402, code: 'card_declined', body }))).toEqual({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
  });
});

describe('payment return', () => {
  it("reads our query and Stripe's redirect parameters", async () => {
    const { readPaymentReturn } = await import('../../services/payment/return-url.ts');
    expect(
      readPaymentReturn('https://app.example/r?payment_period=monthly&revenue=250&setup_intent=seti_1&setup_intent_client_secret=seti_1_secret&redirect_status=succeeded'),
    ).toEqual({ paymentPeriod: 'monthly', revenue: 250, setupIntentId: 'seti_1', setupIntentClientSecret: 'seti_1_secret', redirectStatus: 'succeeded' });
    expect(readPaymentReturn('https://app.example/r?payment_period=weekly&revenue=')).toMatchObject({ paymentPeriod: null, revenue: null, setupIntentId: null });
  });
});
