import { selectInstalink } from '../selectors/instalink.selector.ts';
import { useFlowSelector, useSend } from './flow-context.tsx';
import { screenChunk } from './screen-chunk.tsx';

const InstalinkScreen = screenChunk(() => import('../../../screens/instalink/instalink.screen.tsx'), 'instalink');

export function InstalinkBinding() {
  const props = useFlowSelector(selectInstalink);
  const send = useSend();
  return <InstalinkScreen {...props} onResend={() => send({ type: 'user.resend' })} />;
}
