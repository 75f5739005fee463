import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CongratulationsScreen } from '../screens/congratulations/congratulations.screen.tsx';
import { screenDecorator } from './story-frame.tsx';

const meta = {
  title: 'Screens/Congratulations',
  component: CongratulationsScreen,
  decorators: [screenDecorator],
  args: { firstName: 'Jamie', creditLimit: 12000, purchaseApr: 2624, hasPet: true, onContinue: fn() },
} satisfies Meta<typeof CongratulationsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PetFlow: Story = {};
export const PetlessFlow: Story = { args: { hasPet: false } };
export const Continuing: Story = { args: { submitting: true } };
