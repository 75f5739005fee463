import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FlowShell } from '../screens/shell/flow-shell.screen.tsx';

const meta = {
  title: 'Shell/FlowShell',
  component: FlowShell,
  args: { onReload: fn(), onClose: fn(), step: 2, maxStep: 6, children: <p>The screen goes here.</p> },
} satisfies Meta<typeof FlowShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithBack: Story = { args: { onBack: fn() } };
export const FirstStep: Story = { args: { step: 1 } };
export const WithoutProgress: Story = { args: { step: undefined, maxStep: undefined } };
export const HelpOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Help' }));
    await expect(within(document.body).getByRole('dialog', { name: 'Need a hand?' })).toBeVisible();
  },
};
export const ConfirmStartOver: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Start over' }));
    await userEvent.click(within(document.body).getByRole('button', { name: 'Yes, start over' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};
