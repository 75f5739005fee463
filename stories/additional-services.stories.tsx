import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdditionalServicesScreen } from '../screens/additional-services/additional-services.screen.tsx';
import { SupportPanel } from '../src/ui/support-panel.tsx';
import { screenDecorator } from './story-frame.tsx';

const meta = {
  title: 'Screens/Additional services',
  component: AdditionalServicesScreen,
  decorators: [screenDecorator],
  args: {
    petName: 'Biscuit',
    msLeft: (23 * 60 + 42) * 60_000,
    selections: {},
    currentCoinsurance: 80,
    submitting: false,
    onToggleAddOn: fn(),
    onNoChanges: fn(),
    onFinalize: fn(),
    onUseAlternatePayment: fn(),
  },
} satisfies Meta<typeof AdditionalServicesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NothingAdded: Story = {};
export const WithAddOns: Story = {
  args: { selections: { prescription_meds: { selected: true }, deductible: { selected: true, option: 250 } }, additionalTotal: 300 },
};
export const AllOptionsShown: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'See all options' }));
    await expect(within(canvasElement).getByRole('button', { name: 'See fewer options' })).toBeVisible();
  },
};
export const CoinsuranceAlready90: Story = { args: { currentCoinsurance: 90, selections: { coinsurance: { selected: true } } } };
const NO_CHANGE_TAKEN = { prescription_meds: false, vet_visit: false, preventative_plus: false, coinsurance: false, physical_therapy: false, deductible: false, annual_limit: false };
/** The machine is saving one add-on: that card says so, every other button waits (never a dropped click). */
export const SavingAnAddOn: Story = {
  args: { pendingAddOn: 'vet_visit', selections: { vet_visit: { selected: true } }, canToggle: NO_CHANGE_TAKEN, canFinalize: false, canChooseNoChanges: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('button', { name: 'Remove vet visits' })).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('button', { name: 'Add prescription meds' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Finalize my coverage' })).toBeDisabled();
  },
};
/** Saved; the prices of the new options are being read. */
export const UpdatingPrices: Story = {
  args: { selections: { vet_visit: { selected: true } }, canToggle: NO_CHANGE_TAKEN, pricesUpdating: true, canFinalize: false, canChooseNoChanges: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Updating prices…')).toBeVisible();
  },
};
/** A deductible or limit not added yet shows the value Add takes, checked. */
export const OptionShownBeforeAdd: Story = {
  args: { selections: { deductible: { selected: false, option: 250 }, annual_limit: { selected: false, option: 25000 } } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'See all options' }));
    await expect(within(page.getByRole('group', { name: 'New deductible' })).getByRole('radio', { name: '$250' })).toBeChecked();
    await userEvent.click(page.getByRole('button', { name: 'Add lower deductible' }));
    await expect(args.onToggleAddOn).toHaveBeenCalledWith('deductible', true, 250);
  },
};
export const SaveError: Story = { args: { error: 'Something went wrong. Please try again.' } };
export const WindowEnded: Story = { args: { msLeft: 0 } };
/** After the 24-hour window: the finalized policy, with no change offered. */
export const Finalized: Story = {
  args: { msLeft: 0, finalized: true, onContinue: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Biscuit's policy is finalized with standard coverage\./)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Finalize my coverage' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalled();
  },
};
export const FinalizedWithPaidAddOns: Story = { args: { msLeft: 0, finalized: true, onContinue: fn(), selections: { vet_visit: { selected: true } } } };
export const WithSupportWidget: Story = { args: { supportWidget: <SupportPanel /> } };
export const WellnessDetails: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Details about wellness plan' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Wellness plan' });
    await expect(dialog).toHaveTextContent('Total annual benefits$535');
  },
};
export const LastChance: Story = {
  args: { selections: { vet_visit: { selected: true } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Finalize my coverage' }));
    await expect(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'This is your last chance to make changes' })).toBeVisible();
  },
};
export const ConfirmOpenFromMachine: Story = { args: { confirmOpen: true, onOpenConfirm: fn(), onCancelConfirm: fn() } };
/** At a phone width every card puts its price on its own line under the title, whatever the title's length. */
export const PriceUnderEveryTitle: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 400 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'See all options' }));
    const cards = [...canvasElement.querySelectorAll<HTMLElement>('.zo-add-on')];
    await expect(cards.length).toBeGreaterThan(3);
    const offsets = cards.map((card) => {
      const title = card.querySelector('h3')!.getBoundingClientRect();
      const price = card.querySelector('.zo-add-on-price')!.getBoundingClientRect();
      // Below the title, starting at the same left edge.
      return { below: price.top >= title.bottom - 1, left: Math.round(price.left - title.left) };
    });
    await expect(offsets.every((o) => o.below)).toBe(true);
    await expect(new Set(offsets.map((o) => o.left))).toEqual(new Set([0]));
  },
};

/** The sample policies page, linked from the insurance page (it opens in a new tab). */
export const LinksTheSamplePolicies: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Read our sample policies/ });
    await expect(link).toHaveAttribute('href', '/sample-policies/');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};
