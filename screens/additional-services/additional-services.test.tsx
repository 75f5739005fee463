import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdditionalServicesScreen } from './additional-services.screen.tsx';
import type { AdditionalServicesScreenProps } from './additional-services.screen.tsx';
import { formatTimeLeft } from './countdown.ts';
import { ADD_ON_KEYS, type AddOnKey } from '../../services/contract/constants.ts';

function setup(overrides: Partial<AdditionalServicesScreenProps> = {}) {
  const props: AdditionalServicesScreenProps = {
    petName: 'Biscuit',
    msLeft: (23 * 60 + 5) * 60_000 + 30_000,
    selections: {},
    currentCoinsurance: 80,
    submitting: false,
    onToggleAddOn: vi.fn(),
    onNoChanges: vi.fn(),
    onFinalize: vi.fn(),
    confirmOpen: false,
    onOpenConfirm: vi.fn(),
    onCancelConfirm: vi.fn(),
    ...overrides,
  };
  const view = render(<AdditionalServicesScreen {...props} />);
  return { props, ...view };
}

describe('countdown', () => {
  it('shows hours and minutes left, never below zero', () => {
    expect(formatTimeLeft((23 * 60 + 5) * 60_000 + 59_000)).toBe('23 hours and 5 minutes');
    expect(formatTimeLeft(61 * 60_000)).toBe('1 hour and 1 minute');
    expect(formatTimeLeft(-5)).toBe('0 hours and 0 minutes');
  });
});

describe('AdditionalServicesScreen', () => {
  it("titles the page with the pet's name and shows the countdown with the standard-coverage rule", () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: "Adjust and finalize Biscuit's insurance policy" })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent("23 hours and 5 minutes left to adjust Biscuit's policy.");
    expect(screen.getAllByText(/Without changes the policy is finalized in 24 hours with standard coverage\./).length).toBeGreaterThan(0);
  });

  it('lists what the base policy covers and does not in an accordion', async () => {
    const user = userEvent.setup();
    setup();
    expect(screen.getByText(/\$500 deductible, 80% coinsurance, up to \$10,000 a year/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "What's covered" }));
    expect(screen.getByText('Surgery and hospital stays')).toBeVisible();
    await user.click(screen.getByRole('button', { name: "What's not covered" }));
    expect(screen.getByText('Conditions that started before coverage began')).toBeVisible();
  });

  it('links the sample policies page (in a new tab, the page stays)', () => {
    setup();
    const link = screen.getByRole('link', { name: /Read our sample policies/ });
    expect(link).toHaveAttribute('href', '/sample-policies/');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it("shows three add-ons first, the rest after 'See all options', and folds them back", async () => {
    const user = userEvent.setup();
    setup();
    const titles = () => within(screen.getByRole('list', { name: 'Add more coverage' })).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles()).toEqual(['Prescription meds', 'Vet visits', 'Wellness plan']);
    await user.click(screen.getByRole('button', { name: 'See all options' }));
    expect(titles()).toEqual([
      'Prescription meds',
      'Vet visits',
      'Wellness plan',
      'Higher coinsurance',
      'Physical therapy',
      'Lower deductible',
      'Higher annual limit',
    ]);
    await user.click(screen.getByRole('button', { name: 'See fewer options' }));
    expect(titles()).toHaveLength(3);
  });

  it('adds and removes an add-on, and chooses a deductible option before adding', async () => {
    const user = userEvent.setup();
    const { props, rerender } = setup();
    await user.click(screen.getByRole('button', { name: 'Add prescription meds' }));
    expect(props.onToggleAddOn).toHaveBeenLastCalledWith('prescription_meds', true, undefined);

    await user.click(screen.getByRole('button', { name: 'See all options' }));
    const deductible = screen.getByRole('group', { name: 'New deductible' });
    expect(within(deductible).getAllByRole('radio').map((r) => r.parentElement?.textContent)).toEqual(['$100', '$250']);
    await user.click(within(deductible).getByRole('radio', { name: '$250' }));
    await user.click(screen.getByRole('button', { name: 'Add lower deductible' }));
    expect(props.onToggleAddOn).toHaveBeenLastCalledWith('deductible', true, 250);
    const limits = screen.getByRole('group', { name: 'New annual limit' });
    expect(within(limits).getAllByRole('radio').map((r) => r.parentElement?.textContent)).toEqual(['$25,000', '$40,000']);

    rerender(<AdditionalServicesScreen {...props} selections={{ prescription_meds: { selected: true } }} />);
    await user.click(screen.getByRole('button', { name: 'Remove prescription meds' }));
    expect(props.onToggleAddOn).toHaveBeenLastCalledWith('prescription_meds', false, undefined);
  });

  it('a deductible or limit not chosen yet shows the option Add will take, checked', async () => {
    const user = userEvent.setup();
    const { props } = setup({ selections: { deductible: { selected: false, option: 250 }, annual_limit: { selected: false, option: 25000 } } });
    await user.click(screen.getByRole('button', { name: 'See all options' }));
    expect(within(screen.getByRole('group', { name: 'New deductible' })).getByRole('radio', { name: '$250' })).toBeChecked();
    expect(within(screen.getByRole('group', { name: 'New annual limit' })).getByRole('radio', { name: '$25,000' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Add lower deductible' }));
    expect(props.onToggleAddOn).toHaveBeenLastCalledWith('deductible', true, 250);
    await user.click(screen.getByRole('button', { name: 'Add higher annual limit' }));
    expect(props.onToggleAddOn).toHaveBeenLastCalledWith('annual_limit', true, 25000);
  });

  it('takes Add and Remove only while the machine does: the add-on being saved says so, the rest wait, then the prices are updated', async () => {
    const user = userEvent.setup();
    const every = (on: boolean) => Object.fromEntries(ADD_ON_KEYS.map((key) => [key, on])) as Record<AddOnKey, boolean>;
    const saving = { selections: { vet_visit: { selected: true } }, canToggle: every(false), pendingAddOn: 'vet_visit' as const, canFinalize: false, canChooseNoChanges: false };
    const { props, rerender } = setup(saving);
    const remove = screen.getByRole('button', { name: 'Remove vet visits' });
    expect(remove).toHaveAttribute('aria-busy', 'true');
    expect(remove).toHaveTextContent('Updating…');
    const add = screen.getByRole('button', { name: 'Add prescription meds' });
    expect(add).toBeDisabled();
    await user.click(add);
    await user.click(remove);
    expect(props.onToggleAddOn).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Finalize my coverage' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'No changes needed' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'See all options' }));
    for (const radio of within(screen.getByRole('group', { name: 'New deductible' })).getAllByRole('radio')) expect(radio).toBeDisabled();

    // Saved: the prices for the new options are being read.
    rerender(<AdditionalServicesScreen {...props} {...saving} pendingAddOn={null} pricesUpdating />);
    expect(screen.getByRole('button', { name: 'Remove vet visits' })).toBeDisabled();
    expect(screen.getByText('Additional coverage:', { exact: false }).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Updating prices…')).toBeInTheDocument();

    // Done: every button works again.
    rerender(<AdditionalServicesScreen {...props} selections={saving.selections} canToggle={every(true)} pendingAddOn={null} pricesUpdating={false} canFinalize canChooseNoChanges />);
    expect(screen.queryByText('Updating prices…')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add prescription meds' }));
    expect(props.onToggleAddOn).toHaveBeenLastCalledWith('prescription_meds', true, undefined);
    expect(screen.getByRole('button', { name: 'Finalize my coverage' })).toBeEnabled();
  });

  it('totals the additional coverage per year from the selected add-ons', () => {
    setup({ selections: { prescription_meds: { selected: true }, preventative_plus: { selected: true } } });
    expect(screen.getByText('$400.00').parentElement).toHaveTextContent('Additional coverage: $400.00 per year');
  });

  it('opens the wellness plan details with every benefit limit and the $535 total', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByRole('button', { name: 'Details about wellness plan' }));
    const dialog = screen.getByRole('dialog', { name: 'Wellness plan' });
    const rows = within(dialog).getAllByRole('row').map((r) => r.textContent);
    expect(rows).toEqual([
      'BenefitLimit per year',
      'Spay and neuter or teeth cleaning$150',
      'Rabies vaccination$15',
      'Flea and tick prevention$65',
      'Heartworm prevention$30',
      'Vaccination/titer$40',
      'Wellness exam$50',
      'Heartworm test or FELV screen$30',
      'Blood/fecal/parasite exam$70',
      'Microchip$40',
      'Urinalysis or ERD$25',
      'Deworming$20',
      'Total annual benefits$535',
    ]);
  });

  it('lists the 14 physical therapies and the 950 prescriptions', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByRole('button', { name: 'Details about prescription meds' }));
    expect(within(screen.getByRole('dialog')).getByText(/950 take-home prescriptions/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'See all options' }));
    await user.click(screen.getByRole('button', { name: 'Details about physical therapy' }));
    expect(within(screen.getByRole('dialog', { name: 'Physical therapy coverage' })).getAllByRole('listitem')).toHaveLength(14);
  });

  it('offers to add 90% coinsurance only while the current coinsurance is 80', async () => {
    const user = userEvent.setup();
    const { props, unmount } = setup();
    await user.click(screen.getByRole('button', { name: 'See all options' }));
    await user.click(screen.getByRole('button', { name: 'Details about higher coinsurance' }));
    const dialog = screen.getByRole('dialog', { name: 'Coinsurance: 90% covered' });
    expect(dialog).toHaveTextContent('you owe 10%');
    await user.click(within(dialog).getByRole('button', { name: 'Add higher coinsurance' }));
    expect(props.onToggleAddOn).toHaveBeenCalledWith('coinsurance', true);
    unmount();

    setup({ currentCoinsurance: 90 });
    await user.click(screen.getByRole('button', { name: 'See all options' }));
    await user.click(screen.getByRole('button', { name: 'Details about higher coinsurance' }));
    expect(within(screen.getByRole('dialog')).queryByRole('button', { name: /Add/ })).not.toBeInTheDocument();
  });

  it("completes with standard coverage from 'No changes needed'", async () => {
    const user = userEvent.setup();
    const { props } = setup();
    await user.click(screen.getByRole('button', { name: 'No changes needed' }));
    expect(props.onNoChanges).toHaveBeenCalledTimes(1);
  });

  it("confirms finalizing without add-ons with 'I do not need to make any changes'", async () => {
    const user = userEvent.setup();
    const { props } = setup({ confirmOpen: true });
    const dialog = screen.getByRole('dialog', { name: 'Keep the standard coverage?' });
    await user.click(within(dialog).getByRole('button', { name: 'I do not need to make any changes' }));
    expect(props.onFinalize).toHaveBeenCalledTimes(1);
  });

  it('lets the machine hold the finalize modal open and closed', async () => {
    const user = userEvent.setup();
    const onOpenConfirm = vi.fn();
    const onCancelConfirm = vi.fn();
    const { props, rerender } = setup({ confirmOpen: false, onOpenConfirm, onCancelConfirm });
    await user.click(screen.getByRole('button', { name: 'Finalize my coverage' }));
    expect(onOpenConfirm).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<AdditionalServicesScreen {...props} confirmOpen onOpenConfirm={onOpenConfirm} onCancelConfirm={onCancelConfirm} />);
    await user.click(within(screen.getByRole('dialog', { name: 'Keep the standard coverage?' })).getByRole('button', { name: 'Keep adjusting' }));
    expect(onCancelConfirm).toHaveBeenCalled();
  });

  it('warns that it is the last chance when add-ons are selected, then finalizes', async () => {
    const user = userEvent.setup();
    const { props } = setup({ selections: { vet_visit: { selected: true } }, confirmOpen: true });
    const dialog = screen.getByRole('dialog', { name: 'This is your last chance to make changes' });
    expect(dialog).toHaveTextContent('Add-ons renew yearly and are charged within 24 hours.');
    await user.click(within(dialog).getByRole('button', { name: 'Finalize my coverage' }));
    expect(props.onFinalize).toHaveBeenCalledTimes(1);
  });

  it('shows popular questions, the alternate payment path and the support widget slot', async () => {
    const user = userEvent.setup();
    const onUseAlternatePayment = vi.fn();
    setup({ selections: { vet_visit: { selected: true } }, onUseAlternatePayment, supportWidget: <p>Chat with us</p> });
    expect(screen.getByRole('heading', { name: 'Popular questions' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'When will I be charged for add-ons?' }));
    expect(screen.getAllByText('Add-ons renew yearly and are charged within 24 hours.').some((el) => el.closest('.z-accordion'))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Pay for add-ons with a different card' }));
    expect(onUseAlternatePayment).toHaveBeenCalled();
    expect(within(screen.getByRole('region', { name: 'Customer support' })).getByText('Chat with us')).toBeInTheDocument();
  });

  it('shows an error and blocks finalizing while a change is saved', () => {
    setup({ error: 'Something went wrong. Please try again.', pendingAddOn: 'vet_visit' });
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getByRole('button', { name: 'Finalize my coverage' })).toBeDisabled();
  });

  it('after the window shows the policy finalized with standard coverage and offers no change, only Continue', async () => {
    const user = userEvent.setup();
    const onContinue = vi.fn();
    setup({ finalized: true, msLeft: 0, onContinue, onUseAlternatePayment: vi.fn() });
    expect(screen.getByRole('heading', { level: 1, name: "Biscuit's insurance policy is finalized" })).toBeInTheDocument();
    expect(screen.getByText(/Biscuit's policy is finalized with standard coverage\./)).toBeInTheDocument();
    for (const name of ['No changes needed', 'Finalize my coverage', 'See all options', 'Pay for add-ons with a different card']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: /^Add / })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('a finalized policy with paid add-ons lists them', () => {
    setup({ finalized: true, msLeft: 0, selections: { vet_visit: { selected: true } } });
    expect(screen.getByText(/Biscuit's policy is finalized with the add-ons you chose\./)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Your add-ons' })).getByText('Vet visits')).toBeInTheDocument();
  });
});
