import { selectWelcome } from '../selectors/welcome.selector.ts';
import { useFlowSelector, useSend } from './flow-context.tsx';
import { screenChunk } from './screen-chunk.tsx';

const WelcomeScreen = screenChunk(() => import('../../../screens/welcome/welcome.screen.tsx'), 'welcome');

export function WelcomeBinding() {
  const props = useFlowSelector(selectWelcome);
  const send = useSend();
  return <WelcomeScreen {...props} onGoToDashboard={() => send({ type: 'user.continue' })} />;
}
