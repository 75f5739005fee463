import { selectCongratulations } from '../selectors/congratulations.selector.ts';
import { useFlowSelector, useSend } from './flow-context.tsx';
import { LoadingView } from './loading-view.tsx';
import { screenChunk } from './screen-chunk.tsx';

const CongratulationsScreen = screenChunk(() => import('../../../screens/congratulations/congratulations.screen.tsx'), 'congratulations');

export function CongratulationsBinding() {
  const props = useFlowSelector(selectCongratulations);
  const send = useSend();
  if (!props) return <LoadingView />;
  return <CongratulationsScreen {...props} onContinue={() => send({ type: 'user.continue' })} />;
}
