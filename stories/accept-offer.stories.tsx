import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AcceptOfferScreen } from '../screens/accept-offer/accept-offer.screen.tsx';
import { selectAcceptOffer } from '../screens/accept-offer/accept-offer.selector.ts';
import { screenDecorator } from './story-frame.tsx';
import { storyAt } from './snapshots/flow-at.ts';
import { acceptOfferAt as at } from './snapshots/offer.states.ts';

const meta = {
  title: 'Screens/Accept offer',
  component: AcceptOfferScreen,
  decorators: [screenDecorator],
  args: { onSubmit: fn(), onOpenInfo: fn(), onAgreementChange: fn() },
} satisfies Meta<typeof AcceptOfferScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PetFlow: Story = {
  ...(await storyAt(at.petFlow, selectAcceptOffer)),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const finish = canvas.getByRole('button', { name: 'Finish up' });
    await expect(finish).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(finish).toBeEnabled();
    await userEvent.click(finish);
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};
export const PetlessFlow: Story = await storyAt(at.petlessFlow, selectAcceptOffer);
export const PromoPoints25000: Story = await storyAt(at.promoPoints25000, selectAcceptOffer);
/** The points bonus text of the second document for the default 20,000 points. */
export const PointsBonusText: Story = {
  ...(await storyAt(at.petFlow, selectAcceptOffer)),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$200 of rewards in the first month')).toBeVisible();
  },
};
export const Submitting: Story = await storyAt(at.submitting, selectAcceptOffer);
export const GenericError: Story = await storyAt(at.failed, selectAcceptOffer);
export const UserExists: Story = await storyAt(at.userExists, selectAcceptOffer);
export const AgreementStored: Story = await storyAt(at.agreed, selectAcceptOffer);
/** The agreement records the documents' versions: before they load there is nothing to agree to yet. */
export const DocumentsLoading: Story = {
  ...(await storyAt(at.documentsLoading, selectAcceptOffer)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the documents you agree to…');
    await expect(canvas.getByRole('button', { name: 'Finish up' })).toBeDisabled();
  },
};
