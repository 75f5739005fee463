import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdditionalServicesScreen } from '../screens/additional-services/additional-services.screen.tsx';
import { SupportPanel } from '../screens/additional-services/support-panel.tsx';
import { selectAdditionalServices } from '../screens/additional-services/additional-services.selector.ts';
import type { FlowSnapshot } from '../src/app/flow-snapshot.ts';
import { screenDecorator } from './story-frame.tsx';
import { storyAt } from './snapshots/flow-at.ts';
import { additionalServicesAt as at } from './snapshots/additional-services.states.ts';

const meta = {
  title: 'Screens/Additional services',
  component: AdditionalServicesScreen,
  decorators: [screenDecorator],
  args: { onToggleAddOn: fn(), onNoChanges: fn(), onFinalize: fn(), onOpenConfirm: fn(), onCancelConfirm: fn(), onContinue: fn() },
} satisfies Meta<typeof AdditionalServicesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What the binding gives the screen: the selector's props, the alternate payment only where the machine takes it. */
function shown(snapshot: FlowSnapshot) {
  const selected = selectAdditionalServices(snapshot);
  if (!selected) return null;
  const { canUseAlternatePayment, ...props } = selected;
  return { ...props, ...(canUseAlternatePayment ? { onUseAlternatePayment: fn() } : {}) };
}

export const NothingAdded: Story = await storyAt(at.nothingAdded, shown);
export const WithAddOns: Story = await storyAt(at.withAddOns, shown);
export const AllOptionsShown: Story = {
  ...NothingAdded,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'See all options' }));
    await expect(within(canvasElement).getByRole('button', { name: 'See fewer options' })).toBeVisible();
  },
};
export const CoinsuranceAlready90: Story = await storyAt(at.coinsuranceAlready90, shown);
/** The machine is saving one add-on: that card says so, every other button waits (never a dropped click). */
export const SavingAnAddOn: Story = {
  ...(await storyAt(at.savingAnAddOn, shown)),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('button', { name: 'Add vet visits' })).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('button', { name: 'Add prescription meds' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Finalize my coverage' })).toBeDisabled();
  },
};
/** Saved; the prices of the new options are being read. */
export const UpdatingPrices: Story = {
  ...(await storyAt(at.updatingPrices, shown)),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Updating prices…')).toBeVisible();
  },
};
/** A deductible or limit not added yet shows the value Add takes, checked. */
export const OptionShownBeforeAdd: Story = {
  ...NothingAdded,
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'See all options' }));
    await expect(within(page.getByRole('group', { name: 'New deductible' })).getByRole('radio', { name: '$250' })).toBeChecked();
    await userEvent.click(page.getByRole('button', { name: 'Add lower deductible' }));
    await expect(args.onToggleAddOn).toHaveBeenCalledWith('deductible', true, 250);
  },
};
export const SaveError: Story = await storyAt(at.saveFailed, shown);
/** After the 24-hour window: the finalized policy, with no change offered. */
export const Finalized: Story = {
  ...(await storyAt(at.finalized, shown)),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Rex's policy is finalized with standard coverage\./)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Finalize my coverage' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalled();
  },
};
export const FinalizedWithPaidAddOns: Story = await storyAt(at.finalizedWithPaidAddOns, shown);
export const WithSupportWidget: Story = { ...NothingAdded, args: { ...NothingAdded.args, supportWidget: <SupportPanel /> } };
export const WellnessDetails: Story = {
  ...NothingAdded,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Details about wellness plan' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Wellness plan' });
    await expect(dialog).toHaveTextContent('Total annual benefits$535');
  },
};
export const LastChance: Story = {
  ...(await storyAt(at.lastChance, shown)),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'This is your last chance to make changes' })).toBeVisible();
  },
};
export const ConfirmOpenFromMachine: Story = await storyAt(at.confirming, shown);
/** At a phone width every card puts its price on its own line under the title, whatever the title's length. */
export const PriceUnderEveryTitle: Story = {
  ...NothingAdded,
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
  ...NothingAdded,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Read our sample policies/ });
    await expect(link).toHaveAttribute('href', '/sample-policies/');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};
