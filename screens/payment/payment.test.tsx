import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentScreen } from './payment.screen.tsx';
import type { PaymentFormSlot, PaymentScreenProps } from './payment.screen.tsx';
import { toE164 } from './payment.validation.ts';

// A stand-in payment form: a Pay button that follows the slot's rules and hands the phone on.
function FakeForm({ slot, onPay }: { slot: PaymentFormSlot; onPay: (phone: string | null) => void }) {
  return (
    <div>
      <button type="button" disabled={!slot.extraComplete || slot.submitting} onClick={() => onPay(slot.phone)}>
        {slot.payLabel}
      </button>
      {slot.error ? <p role="alert">{slot.error}</p> : null}
      <output aria-label="Phone for the machine">{slot.phone ?? 'none'}</output>
    </div>
  );
}

function setup(overrides: Partial<PaymentScreenProps> = {}) {
  const onPay = vi.fn();
  const props: PaymentScreenProps = {
    petName: 'Biscuit',
    paymentPeriod: 'annual',
    annualTotal: 250,
    monthlyTotal: 20.83,
    submitting: false,
    renderPaymentForm: (slot) => <FakeForm slot={slot} onPay={onPay} />,
    ...overrides,
  };
  render(<PaymentScreen {...props} />);
  return { props, onPay };
}

describe('PaymentScreen', () => {
  it('shows the amount for the period and the Pay button of the form', async () => {
    const { onPay } = setup();
    expect(screen.getByRole('heading', { level: 1, name: "Pay for Biscuit's extra coverage" })).toBeInTheDocument();
    expect(screen.getByText('$250.00').parentElement).toHaveTextContent('$250.00 per year');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay $250.00' }));
    expect(onPay).toHaveBeenCalledWith(null);
  });

  it('switches to monthly when offered', async () => {
    const onChangePeriod = vi.fn();
    setup({ onChangePeriod });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay monthly instead ($20.83 per month)' }));
    expect(onChangePeriod).toHaveBeenCalledWith('monthly');
  });

  it('while the payment runs, the other period waits, as Back does: the machine would not take it (decision 0058)', () => {
    setup({ onChangePeriod: vi.fn(), onBack: vi.fn(), submitting: true });
    expect(screen.getByRole('button', { name: 'Pay monthly instead ($20.83 per month)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back to coverage options' })).toBeDisabled();
  });

  it('holds Pay until the alternate payment phone has 10 digits, then hands it on with +1', async () => {
    const user = userEvent.setup();
    const { onPay } = setup({ showPhoneField: true });
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
    expect(onPay).toHaveBeenCalledWith('+15125550100');
    expect(toE164('(512) 555-0100')).toBe('+15125550100');
  });

  it("shows the provider's or the server's message under the form", () => {
    setup({ error: 'The purchase could not be completed.' });
    expect(screen.getByRole('alert')).toHaveTextContent('The purchase could not be completed.');
  });

  it('without a message, a failure shows the retry text', () => {
    setup({ failed: true });
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Press the submit button to try again');
  });
});
