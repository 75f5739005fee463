import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SignInScreen } from '../screens/sign-in/sign-in.screen.tsx';
import { selectSignIn } from '../screens/sign-in/sign-in.selector.ts';
import { screenDecorator } from './story-frame.tsx';
import { storyAt } from './snapshots/flow-at.ts';
import { signInAt as at } from './snapshots/sign-in.states.ts';

const meta = {
  title: 'Screens/Sign in',
  component: SignInScreen,
  decorators: [screenDecorator],
  args: { onSubmitEmail: fn(), onSubmitCode: fn(), onResend: fn() },
} satisfies Meta<typeof SignInScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Email: Story = await storyAt(at.email, selectSignIn);
export const EmailWithLoginMessage: Story = await storyAt(at.emailWithLoginMessage, selectSignIn);
export const SendingCode: Story = await storyAt(at.sendingCode, selectSignIn);
export const SignInRefused: Story = await storyAt(at.refused, selectSignIn);
export const Code: Story = await storyAt(at.code, selectSignIn);
export const WrongCode: Story = await storyAt(at.wrongCode, selectSignIn);
export const Resending: Story = await storyAt(at.resending, selectSignIn);
export const NewCodeSent: Story = await storyAt(at.newCodeSent, selectSignIn);
