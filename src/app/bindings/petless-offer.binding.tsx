import { selectPetlessOffer } from '../selectors/petless-offer.selector.ts';
import { useFlowSelector, useSend } from './flow-context.tsx';
import { screenChunk } from './screen-chunk.tsx';

const PetlessOfferScreen = screenChunk(() => import('../../../screens/petless-offer/petless-offer.screen.tsx'), 'petless-offer');

export function PetlessOfferBinding() {
  const props = useFlowSelector(selectPetlessOffer);
  const send = useSend();
  return (
    <PetlessOfferScreen
      {...props}
      onAgreementChange={(checked) => send({ type: 'user.setAgreement', checked })}
      onNext={() => send({ type: 'user.continue' })}
      onTryAnotherPet={() => send({ type: 'user.tryAnotherPet' })}
    />
  );
}
