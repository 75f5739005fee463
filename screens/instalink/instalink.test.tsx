import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InstalinkScreen } from './instalink.screen.tsx';

describe('InstalinkScreen', () => {
  it('tells the applicant to check their email', () => {
    render(<InstalinkScreen />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Check your email for the link sent!');
    expect(screen.queryByRole('button', { name: 'Send the link again' })).not.toBeInTheDocument();
  });
  it('names the address when known', () => {
    render(<InstalinkScreen email="jamie.rivera@example.com" />);
    expect(screen.getByText('jamie.rivera@example.com')).toBeInTheDocument();
  });
  it('shows a failed send and lets the applicant send the link again', async () => {
    const onResend = vi.fn();
    render(<InstalinkScreen error="Too many links requested. Please try again in a few minutes." onResend={onResend} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Too many links requested. Please try again in a few minutes.');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(onResend).toHaveBeenCalledOnce();
  });
  it('a send that failed without the server’s words names the button the page has, not a Next it does not have', async () => {
    const onResend = vi.fn();
    render(<InstalinkScreen failed onResend={onResend} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Press "Send the link again" to try again');
    expect(screen.queryByText(/Press the next button/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(onResend).toHaveBeenCalledOnce();
  });
});
