import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { SandboxPaymentProvider, SetupOutcome } from '../services/payment/payment-provider.ts';
import { PaymentScreen } from '../screens/payment/payment.screen.tsx';
import { PaymentForm } from '../src/payment/payment-form.tsx';
import { screenDecorator } from './story-frame.tsx';

// A sandbox provider answering like SANDBOX.md's card table, without a server.
const declined = (message: string, decline_code: string): SetupOutcome => ({
  status: 'failed',
  setupIntentId: 'seti_story',
  error: { type: 'card_error', code: 'card_declined', decline_code, message },
});
const storyProvider: SandboxPaymentProvider = {
  kind: 'sandbox',
  async confirmCard(_secret, card) {
    if (card.cardNumber === '4242424242424242') return { status: 'succeeded', setupIntentId: 'seti_story', paymentMethodId: 'pm_story' };
    if (card.cardNumber === '4000002500003155' || card.cardNumber === '4000008400001629') return { status: 'requires_action', setupIntentId: 'seti_3ds' };
    if (card.cardNumber === '4000000000009995') return declined('Your card has insufficient funds.', 'insufficient_funds');
    return declined('Your card was declined.', 'generic_decline');
  },
  async authenticate(id, approve) {
    return approve
      ? { status: 'succeeded', setupIntentId: id, paymentMethodId: 'pm_3ds' }
      : { status: 'failed', setupIntentId: id, error: { type: 'card_error', code: 'setup_intent_authentication_failure', message: 'We are unable to authenticate your payment method.' } };
  },
  async retrieve() {
    return { status: 'succeeded', setupIntentId: 'seti_story', paymentMethodId: 'pm_story' };
  },
};

// What the form reports in its own (story) mode: in the app the machine confirms through its bridge.
const cardSetUp = fn();
const paymentFailed = fn();

const meta = {
  title: 'Screens/Payment',
  component: PaymentScreen,
  decorators: [screenDecorator],
  args: {
    petName: 'Biscuit',
    paymentPeriod: 'annual',
    annualTotal: 250,
    monthlyTotal: 20.83,
    submitting: false,
    onChangePeriod: fn(),
    onBack: fn(),
    renderPaymentForm: (slot) => (
      <PaymentForm
        provider={storyProvider}
        clientSecret="seti_story_secret"
        billing={{ name: 'Jamie Rivera', email: 'jamie.rivera@example.com' }}
        returnUrl="https://app.example/onboard/card/payment-redirect?payment_period=annual&revenue=250"
        payLabel={slot.payLabel}
        extraComplete={slot.extraComplete}
        submitting={slot.submitting}
        error={slot.error}
        onSucceeded={cardSetUp}
        onPaymentFailure={paymentFailed}
      />
    ),
  },
} satisfies Meta<typeof PaymentScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fillCard(canvasElement: HTMLElement, number: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Card number'), number);
  await userEvent.type(canvas.getByLabelText('Expiration date (MM / YY)'), '1230');
  await userEvent.type(canvas.getByLabelText('Security code (CVC)'), '123');
  return canvas;
}

export const SandboxCard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillCard(canvasElement, '4242424242424242');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $250.00' }));
    await expect(cardSetUp).toHaveBeenCalledWith(expect.objectContaining({ paymentMethodId: 'pm_story' }));
  },
};
export const Declined: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillCard(canvasElement, '4000000000000002');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $250.00' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your card was declined.');
  },
};
export const Authentication: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillCard(canvasElement, '4000002500003155');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $250.00' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: "Confirm it's you" })).toBeVisible();
  },
};
export const Monthly: Story = { args: { paymentPeriod: 'monthly' } };
export const AlternatePaymentPhone: Story = { args: { showPhoneField: true } };
export const Completing: Story = { args: { submitting: true } };
export const CompletionError: Story = { args: { error: 'The purchase could not be completed. Please try again.' } };
