import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentScreen } from './payment.screen.tsx';
import type { PaymentFormSlot, PaymentScreenProps } from './payment.screen.tsx';
import { toE164 } from './payment.validation.ts';

// A stand-in payment form: a Pay button that follows the slot's rules and reports a payment method.
function FakeForm({ slot }: { slot: PaymentFormSlot }) {
  return (
    <div>
      <button type="button" disabled={!slot.extraComplete || slot.submitting} onClick={() => slot.onSucceeded({ paymentMethodId: 'pm_1' })}>
        {slot.payLabel}
      </button>
      <button type="button" onClick={() => slot.onPaymentFailure({ type: 'card_error', message: 'Your card was declined.' })}>
        Decline
      </button>
      {slot.error ? <p role="alert">{slot.error}</p> : null}
      <output aria-label="Phone for the machine">{slot.phone ?? 'none'}</output>
    </div>
  );
}

function setup(overrides: Partial<PaymentScreenProps> = {}) {
  const props: PaymentScreenProps = {
    petName: 'Biscuit',
    paymentPeriod: 'annual',
    annualTotal: 250,
    monthlyTotal: 20.83,
    submitting: false,
    renderPaymentForm: (slot) => <FakeForm slot={slot} />,
    onPaid: vi.fn(),
    onPaymentFailure: vi.fn(),
    ...overrides,
  };
  render(<PaymentScreen {...props} />);
  return props;
}

describe('PaymentScreen', () => {
  it('shows the amount for the period and passes the card result on', async () => {
    const props = setup();
    expect(screen.getByRole('heading', { level: 1, name: "Pay for Biscuit's extra coverage" })).toBeInTheDocument();
    expect(screen.getByText('$250.00').parentElement).toHaveTextContent('$250.00 per year');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay $250.00' }));
    expect(props.onPaid).toHaveBeenCalledWith({ paymentMethodId: 'pm_1' });
  });

  it('switches to monthly when offered', async () => {
    const onChangePeriod = vi.fn();
    setup({ onChangePeriod });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay monthly instead ($20.83 per month)' }));
    expect(onChangePeriod).toHaveBeenCalledWith('monthly');
  });

  it('holds Pay until the alternate payment phone has 10 digits, then sends it with +1', async () => {
    const user = userEvent.setup();
    const props = setup({ showPhoneField: true });
    const pay = screen.getByRole('button', { name: 'Pay $250.00' });
    expect(pay).toBeDisabled();
    const phone = screen.getByLabelText('Phone number');
    await user.type(phone, '512555010');
    await user.tab();
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(pay).toBeDisabled();
    await user.type(phone, '0');
    expect(phone).toHaveValue('(512) 555-0100');
    await waitFor(() => expect(pay).toBeEnabled());
    expect(screen.getByLabelText('Phone for the machine')).toHaveTextContent('+15125550100');
    await user.click(pay);
    expect(props.onPaid).toHaveBeenCalledWith({ paymentMethodId: 'pm_1', phone: '+15125550100' });
    expect(toE164('(512) 555-0100')).toBe('+15125550100');
  });

  it('forwards payment failures and shows a completion error under the form', async () => {
    const props = setup({ error: 'The purchase could not be completed.' });
    expect(screen.getByRole('alert')).toHaveTextContent('The purchase could not be completed.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Decline' }));
    expect(props.onPaymentFailure).toHaveBeenCalledWith({ type: 'card_error', message: 'Your card was declined.' });
  });
});
