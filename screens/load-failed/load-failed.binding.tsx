import { selectRetry } from './load-failed.selector.ts';
import { LoadFailedScreen } from './load-failed.screen.tsx';
import { useFlowSelector, useSend } from '../../src/app/bindings/flow-context.tsx';

/** A state whose data failed to load: what the server said (or the generic text), and Try again. */
export function RetryView() {
  const { serverMessage } = useFlowSelector(selectRetry);
  const send = useSend();
  return <LoadFailedScreen cause="data" serverMessage={serverMessage} onRetry={() => send({ type: 'user.retry' })} />;
}
