import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FlowShell } from './flow-shell.screen.tsx';

function renderShell(overrides: Partial<Parameters<typeof FlowShell>[0]> = {}) {
  const props = { onReload: vi.fn(), onClose: vi.fn(), step: 2, maxStep: 5, children: <p>Screen</p>, ...overrides };
  render(<FlowShell {...props} />);
  return props;
}

describe('FlowShell', () => {
  it('shows Back only when there is somewhere to go back to', async () => {
    const onBack = vi.fn();
    renderShell({ onBack });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('has no Back button without onBack', () => {
    renderShell();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('shows progress from step and max step', () => {
    renderShell({ step: 2, maxStep: 5 });
    const bar = screen.getByRole('progressbar', { name: 'Application progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar).toHaveAttribute('aria-valuemax', '5');
    expect(bar).toHaveAttribute('aria-valuetext', 'Step 2 of 5');
  });

  it('starts over only after the applicant confirms', async () => {
    const user = userEvent.setup();
    const props = renderShell();
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    await user.click(screen.getByRole('button', { name: 'Keep going' }));
    expect(props.onReload).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    await user.click(screen.getByRole('button', { name: 'Yes, start over' }));
    expect(props.onReload).toHaveBeenCalledOnce();
  });

  it('help tells the applicant to email us and expect an answer within a day', async () => {
    const user = userEvent.setup();
    renderShell({ supportEmail: 'help@zoomies.example' });
    await user.click(screen.getByRole('button', { name: 'Help' }));
    const dialog = screen.getByRole('dialog', { name: 'Need a hand?' });
    expect(dialog).toHaveTextContent('within a day');
    expect(screen.getByRole('link', { name: 'help@zoomies.example' })).toHaveAttribute('href', 'mailto:help@zoomies.example');
  });

  it('closes to the dashboard', async () => {
    const props = renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(props.onClose).toHaveBeenCalledOnce();
  });
});
