import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PetlessOfferScreen } from '../screens/petless-offer/petless-offer.screen.tsx';
import { screenDecorator } from './story-frame.tsx';

const meta = {
  title: 'Screens/Pet-less offer',
  component: PetlessOfferScreen,
  decorators: [screenDecorator],
  args: { petName: 'Biscuit', onNext: fn(), onTryAnotherPet: fn(), onAgreementChange: fn() },
} satisfies Meta<typeof PetlessOfferScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TooYoung: Story = { args: { declineReason: 'pet_too_young' } };
export const HealthConditions: Story = { args: { declineReason: 'pet_fails_zoomies_model' } };
export const Agreed: Story = { args: { declineReason: 'pet_too_young', agreed: true } };
export const Submitting: Story = { args: { agreed: true, submitting: true } };
