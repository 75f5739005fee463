import { selectInstalink } from './instalink.selector.ts';
import { useFlowSelector, useSend } from '../../src/app/bindings/flow-context.tsx';
import { screenChunk } from '../../src/app/bindings/screen-chunk.tsx';
import type { ScreenBindings } from '../../src/app/bindings/screen-bindings.ts';

const InstalinkScreen = screenChunk(() => import('./instalink.screen.tsx'), 'instalink');

function InstalinkBinding() {
  const props = useFlowSelector(selectInstalink);
  const send = useSend();
  return <InstalinkScreen {...props} onResend={() => send({ type: 'user.resend' })} />;
}

/** The screen this file binds (collected by src/app/bindings/screen-view.tsx). */
export const binds = { instalink: () => <InstalinkBinding /> } satisfies ScreenBindings;
