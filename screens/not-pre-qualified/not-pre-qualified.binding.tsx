import { selectNotPreQualified } from './not-pre-qualified.selector.ts';
import { useFlowSelector, useSend } from '../../src/app/bindings/flow-context.tsx';
import { LoadingView } from '../shared/loading-view.tsx';
import { screenChunk } from '../../src/app/bindings/screen-chunk.tsx';
import type { ScreenBindings } from '../../src/app/bindings/screen-bindings.ts';

const NotPreQualifiedScreen = screenChunk(() => import('./not-pre-qualified.screen.tsx'), 'not-pre-qualified');

function NotPreQualifiedBinding() {
  const props = useFlowSelector(selectNotPreQualified);
  const send = useSend();
  if (!props) return <LoadingView />;
  return <NotPreQualifiedScreen {...props} onGoToDashboard={() => send({ type: 'user.close' })} />;
}

/** The screen this file binds (collected by src/app/bindings/screen-view.tsx). */
export const binds = { 'not-pre-qualified': () => <NotPreQualifiedBinding /> } satisfies ScreenBindings;
