import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GetStartedScreen } from '../screens/get-started/get-started.screen.tsx';
import { screenDecorator } from './story-frame.tsx';

const meta = {
  title: 'Screens/Get started',
  component: GetStartedScreen,
  decorators: [screenDecorator],
  args: { onSubmit: fn(), onLogin: fn() },
} satisfies Meta<typeof GetStartedScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Prefilled: Story = { args: { initialPhone: '+15125550170', initialDob: '02-29' } };
export const Submitting: Story = { args: { initialPhone: '+15125550170', initialDob: '02-29', submitting: true } };
export const PreviouslyStarted: Story = { args: { notice: 'previously-started' } };
export const StartFailed: Story = { args: { notice: 'start-failed' } };
export const ServerFieldError: Story = { args: { initialPhone: '+15125550170', fieldErrors: { phone: ['Invalid phone number'] } } };
export const SubmitsStartValues: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Phone number'), '5125550100');
    await userEvent.type(canvas.getByLabelText('Date of birth'), '0115');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ phoneNumber: '+15125550100', dob: '01-15' });
  },
};
