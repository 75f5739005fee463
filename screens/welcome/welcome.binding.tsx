import { selectWelcome } from './welcome.selector.ts';
import { useFlowSelector, useSend } from '../../src/app/bindings/flow-context.tsx';
import { screenChunk } from '../../src/app/bindings/screen-chunk.tsx';
import type { ScreenBindings } from '../../src/app/bindings/screen-bindings.ts';

const WelcomeScreen = screenChunk(() => import('./welcome.screen.tsx'), 'welcome');

function WelcomeBinding() {
  const props = useFlowSelector(selectWelcome);
  const send = useSend();
  return <WelcomeScreen {...props} onGoToDashboard={() => send({ type: 'user.continue' })} />;
}

/** The screen this file binds (collected by src/app/bindings/screen-view.tsx). */
export const binds = { welcome: () => <WelcomeBinding /> } satisfies ScreenBindings;
