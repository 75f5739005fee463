import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CongratulationsScreen } from './congratulations.screen.tsx';

describe('CongratulationsScreen', () => {
  it('shows the credit limit, APR, the fee due in the first billing cycle and the card by mail', () => {
    render(<CongratulationsScreen firstName="Jamie" creditLimit={12000} purchaseApr={2624} hasPet onContinue={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: "Congratulations, Jamie! You're approved." })).toBeInTheDocument();
    expect(screen.getByText('$12,000.00')).toBeInTheDocument();
    expect(screen.getByText('26.24%')).toBeInTheDocument();
    expect(screen.getByText('$249').parentElement).toHaveTextContent('$249 yearly fee due in your first billing cycle');
    expect(screen.getByText('Your card will arrive by mail in 1-2 weeks.')).toBeInTheDocument();
    expect(screen.getByText("Next let's finalize your insurance")).toBeInTheDocument();
  });

  it('leaves out the insurance step for a pet-less flow and continues on press', async () => {
    const onContinue = vi.fn();
    render(<CongratulationsScreen creditLimit={500} purchaseApr={2624} hasPet={false} onContinue={onContinue} />);
    expect(screen.queryByText("Next let's finalize your insurance")).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });
});
