import { selectProcessing } from '../selectors/processing.selector.ts';
import { useFlowSelector, useSend } from './flow-context.tsx';
import { ProcessingTimedOut } from '../../../screens/processing/processing-timed-out.tsx';
import { screenChunk } from './screen-chunk.tsx';

const ProcessingScreen = screenChunk(() => import('../../../screens/processing/processing.screen.tsx'), 'processing');

export function ProcessingBinding() {
  const { timedOut, stage } = useFlowSelector(selectProcessing);
  const send = useSend();
  if (timedOut) return <ProcessingTimedOut onRetry={() => send({ type: 'user.retry' })} />;
  return <ProcessingScreen {...(stage ? { stage } : {})} />;
}
