import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GetStartedScreen } from '../screens/get-started/get-started.screen.tsx';
import { selectStartForm } from '../screens/offer-start/offer-start.selector.ts';
import { screenDecorator } from './story-frame.tsx';
import { storyAt } from './snapshots/flow-at.ts';
import { getStartedAt as at } from './snapshots/start.states.ts';

const meta = {
  title: 'Screens/Get started',
  component: GetStartedScreen,
  decorators: [screenDecorator],
  args: { onSubmit: fn(), onLogin: fn() },
} satisfies Meta<typeof GetStartedScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = await storyAt(at.opened, selectStartForm);
export const Submitting: Story = await storyAt(at.submitting, selectStartForm);
export const StartFailed: Story = await storyAt(at.failed, selectStartForm);
export const ServerFieldError: Story = await storyAt(at.fieldRefused, selectStartForm);
export const SubmitsStartValues: Story = {
  ...Default,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Phone number'), '5125550100');
    await userEvent.type(canvas.getByLabelText('Date of birth'), '0115');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ phoneNumber: '+15125550100', dob: '01-15' });
  },
};
