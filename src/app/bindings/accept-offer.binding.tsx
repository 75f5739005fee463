import { selectAcceptOffer } from '../selectors/accept-offer.selector.ts';
import { useFlowSelector, useSend } from './flow-context.tsx';
import { useInfoModal } from './info-modal-host.tsx';
import { LoadingView } from './loading-view.tsx';
import { screenChunk } from './screen-chunk.tsx';

const AcceptOfferScreen = screenChunk(() => import('../../../screens/accept-offer/accept-offer.screen.tsx'), 'accept-offer');

export function AcceptOfferBinding() {
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
