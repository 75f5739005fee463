import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AcceptOfferScreen } from '../screens/accept-offer/accept-offer.screen.tsx';
import { screenDecorator } from './story-frame.tsx';

const meta = {
  title: 'Screens/Accept offer',
  component: AcceptOfferScreen,
  decorators: [screenDecorator],
  args: {
    firstName: 'Jamie',
    petName: 'Biscuit',
    petType: 'dog',
    creditLimit: 12000,
    purchaseApr: 2624,
    regulatoryDocuments: [
      { document_type: 'lead_privacy_notice', url: '/legal/lead_privacy_notice', title: 'Bank Privacy Notice' },
      { document_type: 'credit_card_agreement', url: '/legal/credit_card_agreement', title: 'Cardholder Agreement' },
      { document_type: 'rewards_addendum', url: '/legal/rewards_addendum', title: 'Rewards Addendum' },
    ],
    loginUrl: '/login?next=/onboard/card/applicant-details',
    submitting: false,
    onSubmit: fn(),
    onOpenInfo: fn(),
  },
} satisfies Meta<typeof AcceptOfferScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PetFlow: Story = {
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
export const PetlessFlow: Story = { args: { petName: null, petType: null } };
export const PromoPoints25000: Story = { args: { promoPoints: 25000 } };
/** The points bonus text of the second document for the default 20,000 points. */
export const PointsBonusText: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$200 of rewards in the first month')).toBeVisible();
  },
};
export const Submitting: Story = { args: { submitting: true } };
export const GenericError: Story = { args: { problem: 'failed' } };
export const UserExists: Story = { args: { problem: 'user-exists' } };
export const AgreementStored: Story = { args: { agreed: true } };
/** The agreement records the documents' versions: before they load there is nothing to agree to yet. */
export const DocumentsLoading: Story = {
  args: { regulatoryDocuments: [], agreed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the documents you agree to…');
    await expect(canvas.getByRole('button', { name: 'Finish up' })).toBeDisabled();
  },
};
