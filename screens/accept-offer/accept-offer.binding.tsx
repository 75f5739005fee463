import { selectAcceptOffer } from './accept-offer.selector.ts';
import { useFlowSelector, useSend } from '../../src/app/bindings/flow-context.tsx';
import { useInfoModal } from '../info-modals/info-modals.binding.tsx';
import { LoadingView } from '../shared/loading-view.tsx';
import { screenChunk } from '../../src/app/bindings/screen-chunk.tsx';
import type { ScreenBindings } from '../../src/app/bindings/screen-bindings.ts';

const AcceptOfferScreen = screenChunk(() => import('./accept-offer.screen.tsx'), 'accept-offer');

function AcceptOfferBinding() {
  const props = useFlowSelector(selectAcceptOffer);
  const send = useSend();
  const { openInfo } = useInfoModal();
  if (!props) return <LoadingView />;
  return (
    <AcceptOfferScreen
      {...props}
      onAgreementChange={(checked) => send({ type: 'user.setAgreement', checked })}
      onSubmit={() => send({ type: 'user.submit' })}
      onOpenInfo={openInfo}
    />
  );
}

/** The screen this file binds (collected by src/app/bindings/screen-view.tsx). */
export const binds = { 'accept-offer': () => <AcceptOfferBinding /> } satisfies ScreenBindings;
