import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InfoModal } from '../screens/info-modals/info-modal.tsx';
import { InsuranceCalculatorModal } from '../screens/info-modals/insurance-calculator.modal.tsx';
import type { CalculatorOptions } from '../services/contract/insurance.schema.ts';

const meta = {
  title: 'Screens/Info modals',
  component: InfoModal,
  args: { which: 'coverage-add-ons', onClose: fn() },
} satisfies Meta<typeof InfoModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CoverageAddOns: Story = {};
export const WhyZoomies: Story = { args: { which: 'why-zoomies' } };
export const AnnualFeeWorthIt: Story = { args: { which: 'annual-fee-worth-it' } };
export const HowRewardsWork: Story = {
  args: { which: 'how-rewards-work' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'How do rewards work?' });
    await expect(dialog).toHaveTextContent('$200 of rewards in the first month');
    await expect(dialog).toHaveTextContent('3x points on pet purchases');
  },
};

const OPTIONS: CalculatorOptions = {
  deductible_options: [100, 250, 500],
  annual_limit_options: [10_000, 25_000, 40_000],
  additional_services: [
    { id: 's1', name: 'vet_visit', title: 'Vet visits', subtitle: 'Exam fees for sick visits', icon: '', selected: false, options: [], selected_option: null, comparison: 40 },
    { id: 's2', name: 'prescription_meds', title: 'Prescription meds', subtitle: 'Medicine your vet prescribes', icon: '', selected: false, options: [], selected_option: null, comparison: 55 },
    { id: 's3', name: 'physical_therapy', title: 'Physical therapy', subtitle: 'Rehab after an injury', icon: '', selected: false, options: [], selected_option: null, comparison: 20 },
  ],
  qualified_rate_price: 0,
  default_deductible: 500,
  default_annual_limit: 10_000,
};

export const CalculatorDefaults: Story = {
  render: () => <InsuranceCalculatorModal open onClose={fn()} options={OPTIONS} onShowTotal={() => Promise.resolve({ annual_total: 300, monthly_total: 25 })} />,
};
export const CalculatorShowMyTotal: Story = {
  render: () => <InsuranceCalculatorModal open onClose={fn()} options={OPTIONS} onShowTotal={() => Promise.resolve({ annual_total: 450, monthly_total: 37.5 })} />,
  play: async () => {
    const body = within(document.body);
    await userEvent.click(body.getByRole('radio', { name: '$250.00' }));
    await userEvent.click(body.getByRole('button', { name: 'Show my total' }));
    await expect(await body.findByText(/\$450\.00/)).toBeVisible();
  },
};
