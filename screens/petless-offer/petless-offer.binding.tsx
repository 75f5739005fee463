import { selectPetlessOffer } from './petless-offer.selector.ts';
import { useFlowSelector, useSend } from '../../src/app/bindings/flow-context.tsx';
import { screenChunk } from '../../src/app/bindings/screen-chunk.tsx';
import type { ScreenBindings } from '../../src/app/bindings/screen-bindings.ts';

const PetlessOfferScreen = screenChunk(() => import('./petless-offer.screen.tsx'), 'petless-offer');

function PetlessOfferBinding() {
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

/** The screen this file binds (collected by src/app/bindings/screen-view.tsx). */
export const binds = { 'petless-offer': () => <PetlessOfferBinding /> } satisfies ScreenBindings;
