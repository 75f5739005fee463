import { describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SandboxPaymentProvider, StripePaymentProvider } from '../../../../services/payment/payment-provider.ts';
import { PAYMENT_FORM_TEXTS } from '../../../../screens/payment/payment-form.texts.ts';
import { PaymentForm } from './payment-form.tsx';
import type { PaymentFormProps } from './payment-form.tsx';

// A sandbox provider fake that follows SANDBOX.md's card table.
function sandbox(): SandboxPaymentProvider & { confirmCard: ReturnType<typeof vi.fn>; authenticate: ReturnType<typeof vi.fn> } {
  return {
    kind: 'sandbox',
    confirmCard: vi.fn(async (_secret: string, card: { cardNumber: string }) => {
      if (card.cardNumber === '4242424242424242') return { status: 'succeeded', setupIntentId: 'seti_1', paymentMethodId: 'pm_1' };
      if (card.cardNumber === '4000002500003155') return { status: 'requires_action', setupIntentId: 'seti_3ds' };
      return { status: 'failed', setupIntentId: 'seti_x', error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } };
    }),
    authenticate: vi.fn(async (id: string, approve: boolean) =>
      approve
        ? { status: 'succeeded', setupIntentId: id, paymentMethodId: 'pm_3ds' }
        : { status: 'failed', setupIntentId: id, error: { type: 'card_error', code: 'setup_intent_authentication_failure', message: 'We are unable to authenticate your payment method.' } },
    ),
  } as never;
}

function setup(overrides: Partial<PaymentFormProps> = {}) {
  const props: PaymentFormProps = {
    provider: sandbox(),
    clientSecret: 'seti_secret',
    billing: { name: 'Jamie Rivera' },
    returnUrl: 'https://app.example/r',
    payLabel: 'Pay $250.00',
    texts: PAYMENT_FORM_TEXTS,
    planPurchaseId: 'pp_1',
    onSucceeded: vi.fn(),
    onPaymentFailure: vi.fn(),
    ...overrides,
  };
  render(<PaymentForm {...props} />);
  return props;
}

async function typeCard(number: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiration date (MM / YY)'), '1230');
  await user.type(screen.getByLabelText('Security code (CVC)'), '123');
  return user;
}

describe('PaymentForm with the sandbox provider', () => {
  it('keeps Pay disabled until the card is complete, then sets up the card', async () => {
    const props = setup();
    const pay = screen.getByRole('button', { name: 'Pay $250.00' });
    expect(pay).toBeDisabled();
    const user = await typeCard('4242424242424242');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByLabelText('Expiration date (MM / YY)')).toHaveValue('12 / 30');
    expect(pay).toBeEnabled();
    await user.click(pay);
    await waitFor(() => expect(props.onSucceeded).toHaveBeenCalledWith({ paymentMethodId: 'pm_1', setupIntentId: 'seti_1' }));
    expect(props.provider.kind === 'sandbox' && props.provider.confirmCard).toHaveBeenCalledWith('seti_secret', {
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
    }, { returnUrl: 'https://app.example/r' }); // the return URL serves a card that authenticates by redirect
  });

  it('shows an incomplete field after leaving it', async () => {
    const user = userEvent.setup();
    setup();
    await user.type(screen.getByLabelText('Card number'), '4242');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Your card number is incomplete.');
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the provider's decline under the form and reports payment_failure with the ids", async () => {
    const props = setup();
    const user = await typeCard('4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Pay $250.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(props.onPaymentFailure).toHaveBeenCalledWith({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
      provider: 'sandbox',
      setup_intent: 'seti_x',
      plan_purchase: 'pp_1',
    });
    expect(props.onSucceeded).not.toHaveBeenCalled();
  });

  it('asks for 3-D Secure and succeeds when approved', async () => {
    const props = setup();
    const user = await typeCard('4000002500003155');
    await user.click(screen.getByRole('button', { name: 'Pay $250.00' }));
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await user.click(within(dialog).getByRole('button', { name: 'Complete authentication' }));
    await waitFor(() => expect(props.onSucceeded).toHaveBeenCalledWith({ paymentMethodId: 'pm_3ds', setupIntentId: 'seti_3ds' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('fails when the 3-D Secure check is failed', async () => {
    const props = setup();
    const user = await typeCard('4000002500003155');
    await user.click(screen.getByRole('button', { name: 'Pay $250.00' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Fail authentication' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We are unable to authenticate your payment method.');
    expect(props.onPaymentFailure).toHaveBeenCalledWith(expect.objectContaining({ code: 'setup_intent_authentication_failure' }));
  });

  it('waits for the extra condition (the phone) and shows a completion error', async () => {
    const props = setup({ extraComplete: false });
    await typeCard('4242424242424242');
    expect(screen.getByRole('button', { name: 'Pay $250.00' })).toBeDisabled();
    // The machine's answer comes after the card was typed (one given before is answered by typing
    // another card: payment-form-message-answered.test.tsx).
    cleanup();
    render(<PaymentForm {...props} error="Plan purchase could not be completed." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Plan purchase could not be completed.');
  });
});

describe('PaymentForm with the Stripe provider', () => {
  it('mounts the Payment Element, enables Pay when complete and confirms with the return URL', async () => {
    let report: (c: { complete: boolean }) => void = () => undefined;
    const confirm = vi.fn(async () => ({ status: 'succeeded' as const, setupIntentId: 'seti_s', paymentMethodId: 'pm_s' }));
    const provider: StripePaymentProvider = {
      kind: 'stripe',
      mount: vi.fn(async () => ({ onChange: (l: typeof report) => void (report = l), confirm, destroy: vi.fn() })),
      retrieve: vi.fn(),
    };
    const props = setup({ provider });
    await waitFor(() => expect(provider.mount).toHaveBeenCalled());
    const pay = screen.getByRole('button', { name: 'Pay $250.00' });
    expect(pay).toBeDisabled();
    report({ complete: true });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.setup().click(pay);
    await waitFor(() => expect(props.onSucceeded).toHaveBeenCalledWith({ paymentMethodId: 'pm_s', setupIntentId: 'seti_s' }));
    expect(confirm).toHaveBeenCalledWith({ returnUrl: 'https://app.example/r', billing: { name: 'Jamie Rivera' } });
  });

  it("shows 'Stripe.js failed to load.' when the script cannot load", async () => {
    const provider: StripePaymentProvider = { kind: 'stripe', mount: vi.fn(async () => Promise.reject(new Error('x'))), retrieve: vi.fn() };
    setup({ provider });
    expect(await screen.findByRole('alert')).toHaveTextContent('Stripe.js failed to load.');
  });
});

describe('PaymentForm driven by the machine through a confirmation bridge', () => {
  it('Pay asks the machine; the machine confirms through the bridge and gets the final outcome after 3-D Secure', async () => {
    const { createPaymentConfirmation } = await import('../../../../services/payment/payment-confirmation.ts');
    const confirmation = createPaymentConfirmation();
    const onPay = vi.fn();
    const props = setup({ confirmation, onPay, onSucceeded: undefined, onPaymentFailure: undefined });
    const user = await typeCard('4000002500003155');
    await user.click(screen.getByRole('button', { name: 'Pay $250.00' }));
    expect(onPay).toHaveBeenCalledTimes(1);
    expect(props.provider.kind === 'sandbox' && props.provider.confirmCard).not.toHaveBeenCalled();

    // What the machine's confirmPayment service does:
    const result = confirmation.confirm();
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await user.click(within(dialog).getByRole('button', { name: 'Complete authentication' }));
    await expect(result).resolves.toEqual({ status: 'succeeded', paymentMethod: 'pm_3ds', setupIntentId: 'seti_3ds' });
  });

  it('gives the decline to the machine and shows it under the form', async () => {
    const { createPaymentConfirmation } = await import('../../../../services/payment/payment-confirmation.ts');
    const confirmation = createPaymentConfirmation();
    setup({ confirmation, onPay: vi.fn() });
    await typeCard('4000000000000002');
    const result = await act(() => confirmation.confirm());
    expect(result).toMatchObject({ status: 'failed', paymentMethod: null, message: 'Your card was declined.', error: { decline_code: 'generic_decline' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.');
  });
});
