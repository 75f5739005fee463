import type { Meta, StoryObj } from '@storybook/react-vite';
import { SandboxPanel } from '../src/app/sandbox/sandbox-panel.tsx';
import type { OutboxMessage } from '../services/contract/sandbox.schema.ts';
import { screenDecorator } from './story-frame.tsx';

const MESSAGES: OutboxMessage[] = [
  { id: 'm2', to: '+15125550100', channel: 'sms', kind: 'partner_code', code: '4821', link: null, body: 'Your Zoomies code is 4821', created: '2026-11-21T21:02:00.000Z', scheduled_for: null },
  { id: 'm1', to: '+15125550100', channel: 'email', kind: 'link', code: null, link: '/handoff?token=abc', body: 'Continue your Zoomies application', created: '2026-11-21T21:00:00.000Z', scheduled_for: null },
  {
    id: 'm0', to: 'jamie@example.com', channel: 'email', kind: 'pet_old_enough', code: null, link: 'http://localhost:3000/',
    body: 'Good news: Biscuit is now old enough for the pet insurance of the Zoomies card.', created: '2026-11-21T20:58:00.000Z', scheduled_for: '2026-12-12T20:58:00.000Z',
  },
];

const meta = {
  title: 'Sandbox/Panel',
  component: SandboxPanel,
  decorators: [screenDecorator],
  args: { recipient: '+15125550100', loadOutbox: () => Promise.resolve(MESSAGES), refreshMs: 0, defaultOpen: true },
} satisfies Meta<typeof SandboxPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithMessages: Story = {};
export const Folded: Story = { args: { defaultOpen: false } };
export const EmptyOutbox: Story = { args: { loadOutbox: () => Promise.resolve([]) } };
export const OutboxUnavailable: Story = { args: { loadOutbox: () => Promise.reject(new Error('404')) } };
