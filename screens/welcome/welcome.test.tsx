import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WelcomeScreen } from './welcome.screen.tsx';

describe('WelcomeScreen', () => {
  it('welcomes the cardholder, mentions the pet policy and goes to the dashboard', async () => {
    const onGoToDashboard = vi.fn();
    render(<WelcomeScreen firstName="Jamie" petName="Biscuit" onGoToDashboard={onGoToDashboard} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Zoomies, Jamie!' })).toBeInTheDocument();
    expect(screen.getByText('Your card will arrive by mail in 1-2 weeks.')).toBeInTheDocument();
    expect(screen.getByText(/Biscuit's insurance policy is set up/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to my dashboard' }));
    expect(onGoToDashboard).toHaveBeenCalled();
  });

  it('leaves out pet lines for a pet-less flow', () => {
    render(<WelcomeScreen onGoToDashboard={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Zoomies!' })).toBeInTheDocument();
    expect(screen.queryByText(/insurance policy/)).not.toBeInTheDocument();
  });
});
