import { selectRetry } from '../selectors/retry.selector.ts';
import { LoadFailedScreen } from '../../../screens/load-failed/load-failed.screen.tsx';
import { useFlowSelector, useSend } from './flow-context.tsx';

/** A state whose data failed to load: what the server said (or the generic text), and Try again. */
export function RetryView() {
  const { serverMessage } = useFlowSelector(selectRetry);
  const send = useSend();
  return <LoadFailedScreen cause="data" serverMessage={serverMessage} onRetry={() => send({ type: 'user.retry' })} />;
}
