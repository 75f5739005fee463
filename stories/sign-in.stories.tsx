import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SignInScreen } from '../screens/sign-in/sign-in.screen.tsx';
import { screenDecorator } from './story-frame.tsx';

const meta = {
  title: 'Screens/Sign in',
  component: SignInScreen,
  decorators: [screenDecorator],
  args: { step: 'email', onSubmitEmail: fn(), onSubmitCode: fn(), onResend: fn(), onChangeEmail: fn() },
} satisfies Meta<typeof SignInScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Email: Story = {};
export const EmailWithLoginMessage: Story = { args: { previouslyStarted: true } };
export const SendingCode: Story = { args: { email: 'jamie.rivera@example.com', submitting: true } };
export const Code: Story = { args: { step: 'code', email: 'jamie.rivera@example.com' } };
export const WrongCode: Story = { args: { step: 'code', email: 'jamie.rivera@example.com', notice: 'wrong-code', attempt: 1 } };
export const NewCodeSent: Story = { args: { step: 'code', email: 'jamie.rivera@example.com', notice: 'code-sent' } };
export const SignInFailed: Story = { args: { step: 'email', error: 'Something went wrong. Please try again.' } };
