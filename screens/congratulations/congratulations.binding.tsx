import { selectCongratulations } from './congratulations.selector.ts';
import { useFlowSelector, useSend } from '../../src/app/bindings/flow-context.tsx';
import { LoadingView } from '../shared/loading-view.tsx';
import { screenChunk } from '../../src/app/bindings/screen-chunk.tsx';
import type { ScreenBindings } from '../../src/app/bindings/screen-bindings.ts';

const CongratulationsScreen = screenChunk(() => import('./congratulations.screen.tsx'), 'congratulations');

function CongratulationsBinding() {
  const props = useFlowSelector(selectCongratulations);
  const send = useSend();
  if (!props) return <LoadingView />;
  return <CongratulationsScreen {...props} onContinue={() => send({ type: 'user.continue' })} />;
}

/** The screen this file binds (collected by src/app/bindings/screen-view.tsx). */
export const binds = { congratulations: () => <CongratulationsBinding /> } satisfies ScreenBindings;
