import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OfferStartScreen } from '../screens/offer-start/offer-start.screen.tsx';
import { screenDecorator } from './story-frame.tsx';

const DOCUMENTS = [
  { document_type: 'privacy_policy' as const, url: '/documents/privacy-policy', title: 'Privacy Policy' },
  { document_type: 'privacy_notice' as const, url: '/documents/privacy-notice', title: 'Privacy Notice' },
  { document_type: 'terms_of_service' as const, url: '/documents/terms', title: 'Terms of Service' },
  { document_type: 'tcpa_consent' as const, url: '/documents/tcpa', title: 'TCPA Consent' },
  { document_type: 'electronic_communications_disclosure' as const, url: '/documents/e-sign', title: 'Electronic Communications Disclosure' },
];

const meta = {
  title: 'Screens/Offer start',
  component: OfferStartScreen,
  decorators: [screenDecorator],
  args: { onSubmit: fn(), onLogin: fn(), onOpenInfo: fn(), documents: DOCUMENTS },
} satisfies Meta<typeof OfferStartScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const BonusPointsV1: Story = { args: { pointsOffer: { id: 'v1', points: 5_000, offer_code: 'points_01', text: 'Earn 5,000 bonus points after your first purchase.' } } };
export const BonusPointsV2: Story = { args: { pointsOffer: { id: 'v2', points: 25_000, offer_code: 'points_02', text: 'Earn 25,000 bonus points when you spend $3,000 in your first 3 months.' } } };
export const BonusPointsV3: Story = { args: { pointsOffer: { id: 'v3', points: 20_000, offer_code: 'points_03', text: 'Earn 20,000 bonus points when you spend $1,000 in your first 3 months.' } } };
export const LookingUpApplications: Story = { args: { loading: true } };
export const Prefilled: Story = { args: { initialPhone: '+15125550100', initialDob: '01-15' } };
export const Submitting: Story = { args: { initialPhone: '+15125550100', initialDob: '01-15', submitting: true } };
export const PreviouslyStarted: Story = { args: { notice: 'previously-started' } };
export const StartFailed: Story = { args: { notice: 'start-failed', initialPhone: '+15125550100', initialDob: '01-15' } };
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Phone number is required')).toBeVisible();
    await expect(canvas.getByText('Date of birth is required')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
export const InvalidValues: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Phone number'), '512555');
    await userEvent.type(canvas.getByLabelText('Date of birth'), '1332');
    await userEvent.tab();
    await expect(await canvas.findByText('Please enter a valid phone number')).toBeVisible();
    await expect(await canvas.findByText('Please enter a valid date')).toBeVisible();
  },
};
