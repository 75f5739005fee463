import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SandboxPaymentProvider } from '../../../../services/payment/payment-provider.ts';
import { PAYMENT_FORM_TEXTS } from '../../../../screens/payment/payment-form.texts.ts';
import { PaymentForm } from './payment-form.tsx';
import type { PaymentFormProps } from './payment-form.tsx';

// A decline stays while the person reads it and goes once they type another card (a new-user walk
// found "Your card was declined." still under the form while a good card was being typed); the next
// attempt's answer shows again, even in the same words.

const DECLINE = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };

function sandboxDeclining(): SandboxPaymentProvider {
  return {
    kind: 'sandbox',
    confirmCard: vi.fn(async () => ({ status: 'failed', setupIntentId: 'seti_x', error: DECLINE })),
    authenticate: vi.fn(),
  } as never;
}

function setup(overrides: Partial<PaymentFormProps> = {}) {
  const props: PaymentFormProps = {
    provider: sandboxDeclining(),
    clientSecret: 'seti_secret',
    billing: { name: 'Jamie Rivera' },
    returnUrl: 'https://app.example/r',
    payLabel: 'Pay $250.00',
    texts: PAYMENT_FORM_TEXTS,
    onSucceeded: vi.fn(),
    onPaymentFailure: vi.fn(),
    ...overrides,
  };
  const view = render(<PaymentForm {...props} />);
  return { props, view };
}

async function typeCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiration date (MM / YY)'), '1230');
  await user.type(screen.getByLabelText('Security code (CVC)'), '123');
}

describe('PaymentForm: a message the person has answered by changing the card', () => {
  it('hides the decline once the card is edited, and shows the next decline again', async () => {
    const user = userEvent.setup();
    setup();
    await typeCard(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Pay $250.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');

    await user.clear(screen.getByLabelText('Card number'));
    expect(screen.queryByText('Your card was declined.')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Card number'), '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Pay $250.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
  });

  it("hides the machine's message (a failed completion) once the card is edited, and shows a new one", async () => {
    const user = userEvent.setup();
    const { props, view } = setup({ error: 'Something went wrong. Press the submit button to try again' });
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Press the submit button to try again');

    await user.type(screen.getByLabelText('Card number'), '4');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    view.rerender(<PaymentForm {...props} error="Your card was declined." />);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.'));
  });
});
