import { selectProcessing } from '../selectors/processing.selector.ts';
import { useFlowSelector, useSend } from './flow-context.tsx';
import { RetryPanel } from './retry-panel.tsx';
import { screenChunk } from './screen-chunk.tsx';

const ProcessingScreen = screenChunk(() => import('../../../screens/processing/processing.screen.tsx'), 'processing');

export function ProcessingBinding() {
  const { timedOut, stage } = useFlowSelector(selectProcessing);
  const send = useSend();
  if (timedOut) {
    return (
      <RetryPanel
        title="This is taking longer than usual"
        message="We're still reviewing your information. Please try again in a moment — nothing you entered has been lost."
        onRetry={() => send({ type: 'user.retry' })}
      />
    );
  }
  return <ProcessingScreen {...(stage ? { stage } : {})} />;
}
