import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { InstalinkScreen } from '../screens/instalink/instalink.screen.tsx';
import { selectInstalink } from '../screens/instalink/instalink.selector.ts';
import { screenDecorator } from './story-frame.tsx';
import { storyAt } from './snapshots/flow-at.ts';
import { instalinkAt as at } from './snapshots/verify.states.ts';

const meta = { title: 'Screens/Instant link', component: InstalinkScreen, decorators: [screenDecorator], args: { onResend: fn() } } satisfies Meta<typeof InstalinkScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = await storyAt(at.sent, selectInstalink);
export const Sending: Story = await storyAt(at.sending, selectInstalink);
export const SendFailed: Story = await storyAt(at.failed, selectInstalink);
/** The server's own words when it refuses the link. */
export const Refused: Story = await storyAt(at.refused, selectInstalink);
