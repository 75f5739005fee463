import { selectDashboard } from './dashboard.selector.ts';
import { useFlowSelector } from '../../src/app/bindings/flow-context.tsx';
import { screenChunk } from '../../src/app/bindings/screen-chunk.tsx';
import type { ScreenBindings } from '../../src/app/bindings/screen-bindings.ts';

const DashboardScreen = screenChunk(() => import('./dashboard.screen.tsx'), 'dashboard');

/** The Dashboard shows what its state loaded; it has no intents of its own (links and the shell). */
function DashboardBinding() {
  return <DashboardScreen {...useFlowSelector(selectDashboard)} />;
}

/** The screen this file binds (collected by src/app/bindings/screen-view.tsx). */
export const binds = { dashboard: () => <DashboardBinding /> } satisfies ScreenBindings;
