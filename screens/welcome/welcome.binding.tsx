import { selectWelcome } from './welcome.selector.ts';
import { useFlowSelector, useSend } from '../../src/app/bindings/flow-context.tsx';
import { screenChunk } from '../../src/app/bindings/screen-chunk.tsx';

const WelcomeScreen = screenChunk(() => import('./welcome.screen.tsx'), 'welcome');

export function WelcomeBinding() {
  const props = useFlowSelector(selectWelcome);
  const send = useSend();
  return <WelcomeScreen {...props} onGoToDashboard={() => send({ type: 'user.continue' })} />;
}
