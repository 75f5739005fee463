import { selectInstalink } from './instalink.selector.ts';
import { useFlowSelector, useSend } from '../../src/app/bindings/flow-context.tsx';
import { screenChunk } from '../../src/app/bindings/screen-chunk.tsx';

const InstalinkScreen = screenChunk(() => import('./instalink.screen.tsx'), 'instalink');

export function InstalinkBinding() {
  const props = useFlowSelector(selectInstalink);
  const send = useSend();
  return <InstalinkScreen {...props} onResend={() => send({ type: 'user.resend' })} />;
}
