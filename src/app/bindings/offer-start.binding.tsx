import { selectOfferStart } from '../selectors/start.selector.ts';
import { useFlowSelector, useSend } from './flow-context.tsx';
import { useInfoModal } from './info-modal-host.tsx';
import { screenChunk } from './screen-chunk.tsx';

const OfferStartScreen = screenChunk(() => import('../../../screens/offer-start/offer-start.screen.tsx'), 'offer-start');

export function OfferStartBinding() {
  const props = useFlowSelector(selectOfferStart);
  const send = useSend();
  const { openInfo } = useInfoModal();
  return (
    <OfferStartScreen
      {...props}
      onSubmit={(values) => send({ type: 'user.submit', values })}
      onLogin={() => send({ type: 'xstate.route', to: '#signin' })}
      onOpenInfo={openInfo}
    />
  );
}
