import { selectCongratulations } from './congratulations.selector.ts';
import { useFlowSelector, useSend } from '../../src/app/bindings/flow-context.tsx';
import { LoadingView } from '../shared/loading-view.tsx';
import { screenChunk } from '../../src/app/bindings/screen-chunk.tsx';

const CongratulationsScreen = screenChunk(() => import('./congratulations.screen.tsx'), 'congratulations');

export function CongratulationsBinding() {
  const props = useFlowSelector(selectCongratulations);
  const send = useSend();
  if (!props) return <LoadingView />;
  return <CongratulationsScreen {...props} onContinue={() => send({ type: 'user.continue' })} />;
}
