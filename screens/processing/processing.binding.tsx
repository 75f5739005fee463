import { selectProcessing } from './processing.selector.ts';
import { useFlowSelector, useSend } from '../../src/app/bindings/flow-context.tsx';
import { ProcessingTimedOut } from './processing-timed-out.tsx';
import { screenChunk } from '../../src/app/bindings/screen-chunk.tsx';
import type { ScreenBindings } from '../../src/app/bindings/screen-bindings.ts';

const ProcessingScreen = screenChunk(() => import('./processing.screen.tsx'), 'processing');

function ProcessingBinding() {
  const { timedOut, stage } = useFlowSelector(selectProcessing);
  const send = useSend();
  if (timedOut) return <ProcessingTimedOut onRetry={() => send({ type: 'user.retry' })} />;
  return <ProcessingScreen {...(stage ? { stage } : {})} />;
}

/** The screen this file binds (collected by src/app/bindings/screen-view.tsx). */
export const binds = { processing: () => <ProcessingBinding /> } satisfies ScreenBindings;
