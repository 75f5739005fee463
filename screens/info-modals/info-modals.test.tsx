import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { InfoModal } from './info-modal.tsx';
import { Modal } from '../../src/ui/modal.tsx';
import { InsuranceCalculatorModal } from './insurance-calculator.modal.tsx';
import type { InsuranceCalculatorModalProps } from './insurance-calculator.modal.tsx';
import type { CalculatorOptions } from '../../services/contract/insurance.schema.ts';

const OPTIONS: CalculatorOptions = {
  deductible_options: [100, 250, 500],
  annual_limit_options: [10_000, 25_000, 40_000],
  additional_services: [
    { id: 's1', name: 'vet_visit', title: 'Vet visits', subtitle: 'Exam fees for sick visits', icon: '', selected: false, options: [], selected_option: null, comparison: 40 },
    { id: 's2', name: 'prescription_meds', title: 'Prescription meds', subtitle: 'Medicine your vet prescribes', icon: '', selected: false, options: [], selected_option: null, comparison: 55 },
  ],
  qualified_rate_price: 0,
  default_deductible: 500,
  default_annual_limit: 10_000,
};

describe('info modals', () => {
  it('shows the savings example of the annual fee', () => {
    render(<InfoModal which="annual-fee-worth-it" onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Is the annual fee worth it?' });
    expect(dialog).toHaveTextContent('A $5,000.00 bill paid with your card earns 15,000 points, worth $150.00.');
    expect(dialog).toHaveTextContent('A $3,600.00 claim plus $150.00 of points saves you $3,750.00.');
    expect(dialog).toHaveTextContent('The annual fee is $249.00.');
  });

  it('lists the coverage add-ons with prices', () => {
    render(<InfoModal which="coverage-add-ons" onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Coverage add-ons' });
    expect(dialog).toHaveTextContent('Wellness plan ($250.00 a year)');
    expect(dialog).toHaveTextContent('Prescription meds ($150.00 a year)');
  });

  it('explains why Zoomies and closes with Escape', async () => {
    const onClose = vi.fn();
    render(<InfoModal which="why-zoomies" onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Why Zoomies?' })).toHaveTextContent('any licensed vet');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('How_Rewards_Work', () => {
  it("explains the rewards with the document's points bonus text", () => {
    render(<InfoModal which="how-rewards-work" onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'How do rewards work?' });
    expect(dialog).toHaveTextContent('$200 of rewards in the first month');
    expect(dialog).toHaveTextContent('3x points on pet purchases');
    expect(screen.queryByRole('dialog', { name: 'Why Zoomies?' })).not.toBeInTheDocument();
  });
});

function Calculator(props: Pick<InsuranceCalculatorModalProps, 'onShowTotal'>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open calculator
      </button>
      <InsuranceCalculatorModal open={open} onClose={() => setOpen(false)} options={OPTIONS} onShowTotal={props.onShowTotal} />
    </>
  );
}

describe('InsuranceCalculatorModal', () => {
  it('shows the qualified rate total for the defaults, without a Show my total button', () => {
    render(<Calculator onShowTotal={vi.fn()} />);
    expect(screen.getByRole('radio', { name: '$500.00' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '$10,000.00' })).toBeChecked();
    expect(screen.getByText(/Your total:/)).toHaveTextContent('Your total: $0.00 a year');
    expect(screen.queryByRole('button', { name: 'Show my total' })).not.toBeInTheDocument();
  });

  it("shows each add-on's comparison: the percent of plans that include it", () => {
    render(<Calculator onShowTotal={vi.fn()} />);
    expect(screen.getByRole('checkbox', { name: /Vet visits/ })).toHaveAccessibleName(expect.stringContaining('Chosen in 40% of plans'));
    expect(screen.getByRole('checkbox', { name: /Prescription meds/ })).toHaveAccessibleName(expect.stringContaining('Chosen in 55% of plans'));
  });

  it('asks for the total of another selection and shows it', async () => {
    const user = userEvent.setup();
    const onShowTotal = vi.fn().mockResolvedValue({ annual_total: 300, monthly_total: 25 });
    render(<Calculator onShowTotal={onShowTotal} />);
    await user.click(screen.getByRole('radio', { name: '$250.00' }));
    await user.click(screen.getByRole('checkbox', { name: /Vet visits/ }));
    expect(screen.queryByText(/Your total:/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show my total' }));
    expect(onShowTotal).toHaveBeenCalledWith({ deductible: 250, annual_limit: 10_000, services: ['vet_visit'] });
    expect(await screen.findByText(/Your total:/)).toHaveTextContent('Your total: $300.00 a year, or $25.00 a month.');
  });

  it('returns to the default total when the selection goes back to the defaults', async () => {
    const user = userEvent.setup();
    render(<Calculator onShowTotal={vi.fn()} />);
    await user.click(screen.getByRole('radio', { name: '$40,000.00' }));
    expect(screen.getByRole('button', { name: 'Show my total' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '$10,000.00' }));
    expect(screen.queryByRole('button', { name: 'Show my total' })).not.toBeInTheDocument();
  });

  it('says so when the total cannot be worked out', async () => {
    const user = userEvent.setup();
    render(<Calculator onShowTotal={vi.fn().mockRejectedValue(new Error('offline'))} />);
    await user.click(screen.getByRole('radio', { name: '$100.00' }));
    await user.click(screen.getByRole('button', { name: 'Show my total' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't work out your total.");
  });

  it('resets the options when closed', async () => {
    const user = userEvent.setup();
    render(<Calculator onShowTotal={vi.fn()} />);
    await user.click(screen.getByRole('radio', { name: '$100.00' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Open calculator' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: '$500.00' })).toBeChecked());
  });

  it('after Show my total, focus stays in the dialog on the total and Escape still closes it', async () => {
    const user = userEvent.setup();
    render(<Calculator onShowTotal={vi.fn().mockResolvedValue({ annual_total: 300, monthly_total: 25 })} />);
    await user.click(screen.getByRole('radio', { name: '$250.00' }));
    await user.click(screen.getByRole('button', { name: 'Show my total' }));
    const total = await screen.findByText(/Your total:/);
    await waitFor(() => expect(total).toHaveFocus());
    expect(screen.getByRole('dialog', { name: 'Insurance calculator' })).toContainElement(total);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Modal', () => {
  it('closes on Escape even when the focused control inside was removed and focus fell to the body', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Modal open title="Example" onClose={onClose}>
        <p>Body</p>
      </Modal>,
    );
    (document.activeElement as HTMLElement | null)?.blur();
    expect(document.body).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });
});
