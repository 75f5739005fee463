import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProcessingScreen } from '../screens/processing/processing.screen.tsx';
import type { FlowSnapshot } from '../src/app/flow-snapshot.ts';
import { selectProcessing } from '../screens/processing/processing.selector.ts';
import { screenDecorator } from './story-frame.tsx';
import { storyAt } from './snapshots/flow-at.ts';
import { processingAt as at } from './snapshots/outcome.states.ts';

const meta = { title: 'Screens/Processing', component: ProcessingScreen, decorators: [screenDecorator] } satisfies Meta<typeof ProcessingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What the binding gives the screen while the decision is awaited (past the deadline, another view). */
const waiting = (snapshot: FlowSnapshot) => ({ stage: selectProcessing(snapshot).stage });

export const PreApproval: Story = {
  ...(await storyAt(at.preApproval, waiting)),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Your information is being reviewed...');
  },
};
export const Approval: Story = await storyAt(at.approval, waiting);
