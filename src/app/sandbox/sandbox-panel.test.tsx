import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SandboxPanel } from './sandbox-panel.tsx';
import type { OutboxMessage } from '../../../services/contract/sandbox.schema.ts';

const CODE: OutboxMessage = {
  id: 'm1',
  to: '+15125550100',
  channel: 'sms',
  kind: 'partner_code',
  code: '4821',
  link: null,
  body: 'Your Zoomies code is 4821',
  scheduled_for: null,
  created: '2026-11-21T21:00:00.000Z',
};
const LINK: OutboxMessage = { ...CODE, id: 'm2', channel: 'email', kind: 'link', code: null, link: '/handoff?token=abc', body: 'Continue your application' };

function MaskedField() {
  const [value, setValue] = useState('');
  return (
    <label>
      Phone number
      <input value={value} onChange={(event) => setValue(event.target.value.replace(/\D/g, ''))} />
    </label>
  );
}

describe('SandboxPanel', () => {
  it("shows the recipient's codes and links", async () => {
    const loadOutbox = vi.fn().mockResolvedValue([CODE, LINK]);
    render(<SandboxPanel recipient="+15125550100" loadOutbox={loadOutbox} refreshMs={0} defaultOpen />);
    const list = await screen.findByRole('list', { name: 'Outbox messages' });
    expect(loadOutbox).toHaveBeenCalledWith('+15125550100');
    expect(within(list).getByText('4821')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Open the link' })).toHaveAttribute('href', '/handoff?token=abc');
  });

  it('loads the outbox of another recipient', async () => {
    const user = userEvent.setup();
    const loadOutbox = vi.fn().mockResolvedValue([]);
    render(<SandboxPanel loadOutbox={loadOutbox} refreshMs={0} defaultOpen />);
    await user.type(screen.getByLabelText('Phone (+15125550100) or email'), 'jamie.rivera@example.com');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(loadOutbox).toHaveBeenCalledWith('jamie.rivera@example.com');
    expect(await screen.findByText('No messages yet for this recipient.')).toBeInTheDocument();
  });

  it('says when the outbox cannot be read', async () => {
    render(<SandboxPanel recipient="+15125550100" loadOutbox={vi.fn().mockRejectedValue(new Error('404'))} refreshMs={0} defaultOpen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The outbox could not be read.');
  });

  it('fills a code into the field used last, as typing would', async () => {
    const user = userEvent.setup();
    render(
      <>
        <MaskedField />
        <SandboxPanel recipient="+15125550100" loadOutbox={vi.fn().mockResolvedValue([CODE])} refreshMs={0} defaultOpen />
      </>,
    );
    const fillCode = await screen.findByRole('button', { name: 'Fill 4821' });
    expect(fillCode).toBeDisabled();
    await user.click(screen.getByLabelText('Phone number'));
    await user.click(screen.getByRole('button', { name: 'Fill 4821' }));
    expect(screen.getByLabelText('Phone number')).toHaveValue('4821');
  });

  it('copies a catalogue value', async () => {
    const user = userEvent.setup();
    render(<SandboxPanel loadOutbox={vi.fn()} refreshMs={0} defaultOpen />);
    await user.click(screen.getByRole('button', { name: 'Cards' }));
    await user.click(screen.getByRole('button', { name: 'Copy 4242 4242 4242 4242' }));
    expect(await navigator.clipboard.readText()).toBe('4242 4242 4242 4242');
  });

  it('lists the catalogue: identities with birthdays, phones, SSNs, pets and cards', async () => {
    const user = userEvent.setup();
    render(<SandboxPanel loadOutbox={vi.fn()} refreshMs={0} defaultOpen />);
    for (const title of ['Identities on file', 'Phone numbers', 'SSNs: prequalification', 'SSNs: approval (after accepting the offer)', 'Pets', 'Cards']) {
      expect(screen.getByRole('button', { name: title })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Identities on file' }));
    expect(screen.getByRole('row', { name: /Jamie Rivera/ })).toHaveTextContent('01/15/1990');
    await user.click(screen.getByRole('button', { name: 'SSNs: prequalification' }));
    expect(screen.getByRole('row', { name: /000-00-5001/ })).toHaveTextContent('the 31 s time-out');
  });

  it('stays folded until opened', async () => {
    const loadOutbox = vi.fn().mockResolvedValue([]);
    render(<SandboxPanel recipient="+15125550100" loadOutbox={loadOutbox} refreshMs={0} />);
    expect(screen.queryByText('Outbox')).not.toBeVisible();
    expect(loadOutbox).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(loadOutbox).toHaveBeenCalledWith('+15125550100'));
  });
});
