import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SandboxAuthenticationView } from '../src/app/sandbox/sandbox-authentication.view.tsx';

const meta = {
  title: 'Sandbox/3D Secure page',
  component: SandboxAuthenticationView,
  args: { setupIntentId: 'seti_story', busy: false, onAnswer: fn() },
} satisfies Meta<typeof SandboxAuthenticationView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AsksForAnAnswer: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Fail authentication' }));
    await expect(args.onAnswer).toHaveBeenCalledWith(false);
    await userEvent.click(page.getByRole('button', { name: 'Complete authentication' }));
    await expect(args.onAnswer).toHaveBeenCalledWith(true);
  },
};
export const GoingBack: Story = { args: { busy: true } };
export const WithoutACard: Story = { args: { setupIntentId: null } };
