import { selectProcessing } from './processing.selector.ts';
import { useFlowSelector, useSend } from '../../src/app/bindings/flow-context.tsx';
import { ProcessingTimedOut } from './processing-timed-out.tsx';
import { screenChunk } from '../../src/app/bindings/screen-chunk.tsx';

const ProcessingScreen = screenChunk(() => import('./processing.screen.tsx'), 'processing');

export function ProcessingBinding() {
  const { timedOut, stage } = useFlowSelector(selectProcessing);
  const send = useSend();
  if (timedOut) return <ProcessingTimedOut onRetry={() => send({ type: 'user.retry' })} />;
  return <ProcessingScreen {...(stage ? { stage } : {})} />;
}
