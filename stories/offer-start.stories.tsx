import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OfferStartScreen } from '../screens/offer-start/offer-start.screen.tsx';
import { selectOfferStart } from '../screens/offer-start/offer-start.selector.ts';
import { screenDecorator } from './story-frame.tsx';
import { storyAt } from './snapshots/flow-at.ts';
import { offerStartAt as at } from './snapshots/start.states.ts';

const meta = {
  title: 'Screens/Offer start',
  component: OfferStartScreen,
  decorators: [screenDecorator],
  args: { onSubmit: fn(), onLogin: fn(), onOpenInfo: fn() },
} satisfies Meta<typeof OfferStartScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = await storyAt(at.opened, selectOfferStart);
export const BonusPointsV1: Story = await storyAt(at.bonusPointsV1, selectOfferStart);
export const BonusPointsV2: Story = await storyAt(at.bonusPointsV2, selectOfferStart);
export const BonusPointsV3: Story = await storyAt(at.bonusPointsV3, selectOfferStart);
export const Submitting: Story = await storyAt(at.submitting, selectOfferStart);
export const StartFailed: Story = await storyAt(at.failed, selectOfferStart);
export const ValidationErrors: Story = {
  ...Default,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Phone number is required')).toBeVisible();
    await expect(canvas.getByText('Date of birth is required')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
export const InvalidValues: Story = {
  ...Default,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Phone number'), '512555');
    await userEvent.type(canvas.getByLabelText('Date of birth'), '1332');
    await userEvent.tab();
    await expect(await canvas.findByText('Please enter a valid phone number')).toBeVisible();
    await expect(await canvas.findByText('Please enter a valid date')).toBeVisible();
  },
};
export const ServerFieldError: Story = await storyAt(at.fieldRefused, selectOfferStart);
