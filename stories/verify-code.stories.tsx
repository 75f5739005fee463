import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VerifyCodeScreen } from '../screens/verify-code/verify-code.screen.tsx';
import { screenDecorator } from './story-frame.tsx';

const meta = {
  title: 'Screens/Verify code',
  component: VerifyCodeScreen,
  decorators: [screenDecorator],
  args: { codeLength: 4, phoneNumber: '(512) 555-0100', onSubmit: fn(), onResend: fn() },
} satisfies Meta<typeof VerifyCodeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PartnerCode: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByLabelText('4-digit code'), '4821');
    await expect(args.onSubmit).toHaveBeenCalledWith({ code: '4821' });
  },
};
export const OwnCode: Story = { args: { codeLength: 6 } };
export const CheckingPhone: Story = { args: { checking: true } };
export const Submitting: Story = { args: { submitting: true } };
export const WrongCode: Story = { args: { notice: 'wrong-code', attempt: 1 } };
export const NewCodeSent: Story = { args: { notice: 'code-sent' } };
export const NewOwnCodeSent: Story = { args: { codeLength: 6, notice: 'code-sent' } };
export const SendFailed: Story = { args: { notice: 'send-failed' } };
export const AlreadyRegistered: Story = { args: { notice: 'already-registered', phoneNumber: '(512) 555-0190' } };
export const PhoneCheckFailed: Story = { args: { notice: 'phone-check-failed', phoneNumber: '(512) 555-0180', onUseSms: fn() } };
export const PhoneLinked: Story = { args: { notice: 'phone-linked', phoneNumber: '(512) 555-0191' } };
export const Resending: Story = { args: { codeLength: 6, resending: true } };
// Each failed check in its own words (the server's where it gives them): never 'Wrong code' unless the server says so.
export const CodeExpired: Story = { args: { notice: 'code-expired', serverMessage: 'This code has expired. Please request a new one.' } };
export const TooManyAttempts: Story = { args: { notice: 'too-many-attempts', serverMessage: 'Too many wrong codes. Please request a new code in a few minutes.' } };
export const RateLimitedNoCode: Story = {
  args: { codeLength: 6, codeSent: false, notice: 'rate-limited', serverMessage: 'Too many codes requested. Please try again in 9 minutes.' },
};
export const Unreachable: Story = { args: { notice: 'unreachable' } };
/** A server error is ours: never 'We couldn't reach our servers'. */
export const ServerFailed: Story = {
  args: { notice: 'server-failed', attempt: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again in a moment.');
    await expect(canvas.getByLabelText('4-digit code')).toHaveValue('');
  },
};
/** Refused for another reason than the code (already verified elsewhere, not theirs): the server's words. */
export const Refused: Story = { args: { notice: 'rejected', serverMessage: 'You do not have permission to perform this action.', attempt: 1 } };
export const NotVerified: Story = { args: { notice: 'not-verified', attempt: 1 } };
/** Too soon for another code, with one already sent: its input stays, the wait counts down beside it. */
export const WaitBesideInput: Story = {
  args: { codeLength: 6, codeSent: true, notice: 'rate-limited', waitSeconds: 25, serverMessage: 'Please wait 25 seconds before requesting a new code.', onCancel: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('6-digit code')).toBeEnabled();
    await expect(canvas.getByTestId('code-wait')).toHaveTextContent(/Please wait \d+ seconds? before requesting a new code\./);
  },
};
export const CancelOwnCode: Story = {
  args: { codeLength: 6, onCancel: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel the phone check' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};
