import { selectStartForm } from '../selectors/start.selector.ts';
import { useFlowSelector, useSend } from './flow-context.tsx';
import { screenChunk } from './screen-chunk.tsx';

const GetStartedScreen = screenChunk(() => import('../../../screens/get-started/get-started.screen.tsx'), 'get-started');

export function GetStartedBinding() {
  const props = useFlowSelector(selectStartForm);
  const send = useSend();
  return (
    <GetStartedScreen
      {...props}
      onSubmit={(values) => send({ type: 'user.submit', values })}
      onLogin={() => send({ type: 'xstate.route', to: '#signin' })}
    />
  );
}
