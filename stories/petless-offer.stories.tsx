import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PetlessOfferScreen } from '../screens/petless-offer/petless-offer.screen.tsx';
import { selectPetlessOffer } from '../screens/petless-offer/petless-offer.selector.ts';
import { screenDecorator } from './story-frame.tsx';
import { storyAt } from './snapshots/flow-at.ts';
import { petlessOfferAt as at } from './snapshots/petless-offer.states.ts';

const meta = {
  title: 'Screens/Pet-less offer',
  component: PetlessOfferScreen,
  decorators: [screenDecorator],
  args: { onNext: fn(), onTryAnotherPet: fn(), onAgreementChange: fn() },
} satisfies Meta<typeof PetlessOfferScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TooYoung: Story = await storyAt(at.tooYoung, selectPetlessOffer);
export const HealthConditions: Story = await storyAt(at.healthConditions, selectPetlessOffer);
export const Agreed: Story = await storyAt(at.agreed, selectPetlessOffer);
