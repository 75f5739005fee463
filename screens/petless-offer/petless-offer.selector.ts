import type { PetlessOfferScreenProps } from './petless-offer.screen.tsx';
import type { FlowSnapshot } from '../../src/app/flow-snapshot.ts';

export function selectPetlessOffer(snapshot: FlowSnapshot): Omit<PetlessOfferScreenProps, 'onAgreementChange' | 'onNext' | 'onTryAnotherPet'> {
  const { challenge, petDeclineReason, agreePetlessFlow } = snapshot.context;
  return {
    petName: challenge?.pet_name ?? '',
    declineReason: petDeclineReason,
    agreed: agreePetlessFlow,
    canSubmit: snapshot.can({ type: 'user.continue' }),
  };
}
