import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VerifyCodeScreen } from '../screens/verify-code/verify-code.screen.tsx';
import type { FlowSnapshot } from '../src/app/flow-snapshot.ts';
import { selectVerify } from '../screens/verify-code/verify-code.selector.ts';
import { screenDecorator } from './story-frame.tsx';
import { storyAt, type StoryState } from './snapshots/flow-at.ts';
import { verifyAt as at } from './snapshots/verify.states.ts';

const meta = {
  title: 'Screens/Verify code',
  component: VerifyCodeScreen,
  decorators: [screenDecorator],
  args: { onSubmit: fn(), onResend: fn() },
} satisfies Meta<typeof VerifyCodeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

// What each binding adds: the partner's screen offers SMS instead, our own screen a cancel.
const partner = (state: StoryState) => storyAt(state, (snapshot: FlowSnapshot) => ({ ...selectVerify(snapshot, 'partner'), onUseSms: fn() }));
const own = (state: StoryState) => storyAt(state, (snapshot: FlowSnapshot) => ({ ...selectVerify(snapshot, 'own'), onCancel: fn() }));

export const PartnerCode: Story = {
  ...(await partner(at.partnerCode)),
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByLabelText('4-digit code'), '4821');
    await expect(args.onSubmit).toHaveBeenCalledWith({ code: '4821' });
  },
};
export const OwnCode: Story = await own(at.ownCode);
export const CheckingPhone: Story = await partner(at.checkingPhone);
export const Submitting: Story = await partner(at.submitting);
export const WrongCode: Story = await partner(at.wrongCode);
export const SendFailed: Story = await own(at.sendFailed);
export const AlreadyRegistered: Story = await partner(at.alreadyRegistered);
export const PhoneCheckFailed: Story = await partner(at.phoneCheckFailed);
export const PhoneLinked: Story = await partner(at.phoneLinked);
/** The same on our own 6-digit code: the linked-account message with its contact link, no code input. */
export const OwnCodePhoneLinked: Story = {
  ...(await own(at.ownCodePhoneLinked)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toBeVisible();
    await expect(canvas.queryByLabelText('6-digit code')).toBeNull();
  },
};
// Each failed check in its own words (the server's where it gives them): never 'Wrong code' unless the server says so.
export const CodeExpired: Story = await partner(at.codeExpired);
export const TooManyAttempts: Story = await partner(at.tooManyAttempts);
export const RateLimitedNoCode: Story = await own(at.rateLimitedNoCode);
export const Unreachable: Story = await partner(at.unreachable);
/** A server error is ours: never 'We couldn't reach our servers'. */
export const ServerFailed: Story = {
  ...(await partner(at.serverFailed)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again in a moment.');
    await expect(canvas.getByLabelText('4-digit code')).toHaveValue('');
  },
};
/** Refused for another reason than the code (already verified elsewhere, not theirs): the server's words. */
export const Refused: Story = await partner(at.refused);
export const NotVerified: Story = await partner(at.notVerified);
/** Too soon for another code, with one already sent: its input stays, the wait counts down beside it. */
export const WaitBesideInput: Story = {
  ...(await partner(at.waitBesideInput)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('4-digit code')).toBeEnabled();
    await expect(canvas.getByTestId('code-wait')).toHaveTextContent(/Please wait \d+ seconds? before requesting a new code\./);
  },
};
export const CancelOwnCode: Story = {
  ...OwnCode,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel the phone check' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};
