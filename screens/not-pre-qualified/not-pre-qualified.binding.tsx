import { selectNotPreQualified } from './not-pre-qualified.selector.ts';
import { useFlowSelector, useSend } from '../../src/app/bindings/flow-context.tsx';
import { LoadingView } from '../shared/loading-view.tsx';
import { screenChunk } from '../../src/app/bindings/screen-chunk.tsx';

const NotPreQualifiedScreen = screenChunk(() => import('./not-pre-qualified.screen.tsx'), 'not-pre-qualified');

export function NotPreQualifiedBinding() {
  const props = useFlowSelector(selectNotPreQualified);
  const send = useSend();
  if (!props) return <LoadingView />;
  return <NotPreQualifiedScreen {...props} onGoToDashboard={() => send({ type: 'user.close' })} />;
}
