import { selectNotPreQualified } from '../selectors/not-pre-qualified.selector.ts';
import { useFlowSelector, useSend } from './flow-context.tsx';
import { LoadingView } from './loading-view.tsx';
import { screenChunk } from './screen-chunk.tsx';

const NotPreQualifiedScreen = screenChunk(() => import('../../../screens/not-pre-qualified/not-pre-qualified.screen.tsx'), 'not-pre-qualified');

export function NotPreQualifiedBinding() {
  const props = useFlowSelector(selectNotPreQualified);
  const send = useSend();
  if (!props) return <LoadingView />;
  return <NotPreQualifiedScreen {...props} onGoToDashboard={() => send({ type: 'user.close' })} />;
}
