import type { Meta, StoryObj } from '@storybook/react-vite';
import { InstalinkScreen } from '../screens/instalink/instalink.screen.tsx';
import { screenDecorator } from './story-frame.tsx';

const meta = { title: 'Screens/Instant link', component: InstalinkScreen, decorators: [screenDecorator] } satisfies Meta<typeof InstalinkScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithEmail: Story = { args: { email: 'jamie.rivera@example.com' } };
