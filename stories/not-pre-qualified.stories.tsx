import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NotPreQualifiedScreen } from '../screens/not-pre-qualified/not-pre-qualified.screen.tsx';
import { screenDecorator } from './story-frame.tsx';

const meta = {
  title: 'Screens/Not pre-qualified',
  component: NotPreQualifiedScreen,
  decorators: [screenDecorator],
  args: { petName: 'Biscuit', onGoToDashboard: fn() },
} satisfies Meta<typeof NotPreQualifiedScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultKoIncome: Story = { args: { status: null } };
export const KoBlocklist: Story = { args: { status: 'ko_blocklist' } };
export const KoFraudRisk: Story = { args: { status: 'ko_fraud_risk' } };
export const KoMinor: Story = { args: { status: 'ko_minor' } };
export const KoBankruptcy: Story = { args: { status: 'ko_bankruptcy' } };
export const KoDti: Story = { args: { status: 'ko_dti' } };
export const KoVantage: Story = { args: { status: 'ko_vantage' } };
export const KoZoomiesModel: Story = { args: { status: 'ko_zoomies_model' } };
export const KoFrozenFile: Story = { args: { status: 'ko_frozen_file' } };
export const PetTooYoung: Story = { args: { status: 'pet_too_young' } };
export const PetFailsZoomiesModel: Story = { args: { status: 'pet_fails_zoomies_model' } };
export const Declined: Story = { args: { status: 'declined' } };
export const ManualReview: Story = { args: { status: 'manual_review' } };
export const AdditionalInformationThankyou: Story = { args: { status: 'additional_information_thankyou' } };
export const UnknownDocument: Story = { args: { status: 'unknown_document' } };
export const ThankyouForYourInterest: Story = { args: { status: 'thankyou_for_your_interest' } };
