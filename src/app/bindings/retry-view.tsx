import { selectRetry } from '../selectors/retry.selector.ts';
import { TRY_AGAIN_NEXT } from '../../ui/try-again.ts';
import { useFlowSelector, useSend } from './flow-context.tsx';
import { RetryPanel } from './retry-panel.tsx';

/** A state whose data failed to load: what the server said (or the generic text), and Try again. */
export function RetryView() {
  const { serverMessage } = useFlowSelector(selectRetry);
  const send = useSend();
  return <RetryPanel title="We couldn't load this page" message={serverMessage ?? TRY_AGAIN_NEXT} onRetry={() => send({ type: 'user.retry' })} />;
}
