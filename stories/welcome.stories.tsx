import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { WelcomeScreen } from '../screens/welcome/welcome.screen.tsx';
import { screenDecorator } from './story-frame.tsx';

const meta = {
  title: 'Screens/Welcome',
  component: WelcomeScreen,
  decorators: [screenDecorator],
  args: { firstName: 'Jamie', petName: 'Biscuit', onGoToDashboard: fn() },
} satisfies Meta<typeof WelcomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithPet: Story = {};
export const Petless: Story = { args: { petName: null } };
