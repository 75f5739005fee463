import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { SandboxPaymentProvider, SetupOutcome } from '../services/payment/payment-provider.ts';
import { PaymentScreen } from '../screens/payment/payment.screen.tsx';
import { PaymentForm } from '../src/app/adapters/payment/payment-form.tsx';
import type { FlowSnapshot } from '../src/app/flow-snapshot.ts';
import { selectPayment } from '../screens/payment/payment.selector.ts';
import { screenDecorator } from './story-frame.tsx';
import { storyAt } from './snapshots/flow-at.ts';
import { paymentAt as at } from './snapshots/payment.states.ts';

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
    onChangePeriod: fn(),
    onBack: fn(),
    renderPaymentForm: (slot) => (
      <PaymentForm
        provider={storyProvider}
        clientSecret="seti_story_secret"
        billing={{ name: 'Jamie Rivera', email: 'jamie.rivera@example.com' }}
        returnUrl="https://app.example/onboard/card/orig-1/payment/quote-1?payment_period=annual&revenue=100"
        payLabel={slot.payLabel}
        extraComplete={slot.extraComplete}
        submitting={slot.submitting}
        error={slot.error}
        texts={slot.texts}
        onSucceeded={cardSetUp}
        onPaymentFailure={paymentFailed}
      />
    ),
  },
} satisfies Meta<typeof PaymentScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What the binding gives the screen: the selector's props; the purchase and the application go to the form. */
function shown(snapshot: FlowSnapshot) {
  const selected = selectPayment(snapshot);
  if (!selected) return null;
  const { purchase: _purchase, originationId: _originationId, ...props } = selected;
  return props;
}
const annual = await storyAt(at.annual, shown);

async function fillCard(canvasElement: HTMLElement, number: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Card number'), number);
  await userEvent.type(canvas.getByLabelText('Expiration date (MM / YY)'), '1230');
  await userEvent.type(canvas.getByLabelText('Security code (CVC)'), '123');
  return canvas;
}

export const SandboxCard: Story = {
  ...annual,
  play: async ({ canvasElement }) => {
    const canvas = await fillCard(canvasElement, '4242424242424242');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $100.00' }));
    await expect(cardSetUp).toHaveBeenCalledWith(expect.objectContaining({ paymentMethodId: 'pm_story' }));
  },
};
export const Declined: Story = {
  ...annual,
  play: async ({ canvasElement }) => {
    const canvas = await fillCard(canvasElement, '4000000000000002');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $100.00' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your card was declined.');
  },
};
export const Authentication: Story = {
  ...annual,
  play: async ({ canvasElement }) => {
    const canvas = await fillCard(canvasElement, '4000002500003155');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $100.00' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: "Confirm it's you" })).toBeVisible();
  },
};
export const Monthly: Story = await storyAt(at.monthly, shown);
export const AlternatePaymentPhone: Story = await storyAt(at.alternatePayment, shown);
export const Completing: Story = await storyAt(at.completing, shown);
export const CompletionError: Story = await storyAt(at.completionFailed, shown);
