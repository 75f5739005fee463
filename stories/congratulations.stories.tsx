import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CongratulationsScreen } from '../screens/congratulations/congratulations.screen.tsx';
import { selectCongratulations } from '../screens/congratulations/congratulations.selector.ts';
import { screenDecorator } from './story-frame.tsx';
import { storyAt } from './snapshots/flow-at.ts';
import { congratulationsAt as at } from './snapshots/offer.states.ts';

const meta = {
  title: 'Screens/Congratulations',
  component: CongratulationsScreen,
  decorators: [screenDecorator],
  args: { onContinue: fn() },
} satisfies Meta<typeof CongratulationsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PetFlow: Story = await storyAt(at.petFlow, selectCongratulations);
export const PetlessFlow: Story = await storyAt(at.petlessFlow, selectCongratulations);
