import type { Meta, StoryObj } from '@storybook/react-vite';
import { DashboardScreen } from '../screens/dashboard/dashboard.screen.tsx';
import { selectDashboard } from '../screens/dashboard/dashboard.selector.ts';
import { screenDecorator } from './story-frame.tsx';
import { storyAt } from './snapshots/flow-at.ts';
import { dashboardAt as at } from './snapshots/outcome.states.ts';

const meta = {
  title: 'Screens/Dashboard',
  component: DashboardScreen,
  decorators: [screenDecorator],
} satisfies Meta<typeof DashboardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const StandardPolicy: Story = await storyAt(at.standardPolicy, selectDashboard);
export const WithAddOnsInMaine: Story = await storyAt(at.withAddOnsInMaine, selectDashboard);
/** The state has no configuration on the server: the policy without waiting periods, never a guess. */
export const NoStateConfig: Story = await storyAt(at.noStateConfig, selectDashboard);
export const NoPet: Story = await storyAt(at.noPet, selectDashboard);
export const NoCardYet: Story = await storyAt(at.noCardYet, selectDashboard);
export const SignedInWithOpenApplication: Story = await storyAt(at.signedInWithOpenApplication, selectDashboard);
