import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { WelcomeScreen } from '../screens/welcome/welcome.screen.tsx';
import { selectWelcome } from '../screens/welcome/welcome.selector.ts';
import { screenDecorator } from './story-frame.tsx';
import { storyAt } from './snapshots/flow-at.ts';
import { welcomeAt as at } from './snapshots/outcome.states.ts';

const meta = {
  title: 'Screens/Welcome',
  component: WelcomeScreen,
  decorators: [screenDecorator],
  args: { onGoToDashboard: fn() },
} satisfies Meta<typeof WelcomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithPet: Story = await storyAt(at.withPet, selectWelcome);
export const Petless: Story = await storyAt(at.petless, selectWelcome);
