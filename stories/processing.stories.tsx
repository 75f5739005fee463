import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProcessingScreen } from '../screens/processing/processing.screen.tsx';
import { screenDecorator } from './story-frame.tsx';

const meta = { title: 'Screens/Processing', component: ProcessingScreen, decorators: [screenDecorator] } satisfies Meta<typeof ProcessingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PreApproval: Story = {
  args: { stage: 'pre-approval' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Your information is being reviewed...');
  },
};
export const Approval: Story = { args: { stage: 'approval' } };
