import { selectDashboard } from './dashboard.selector.ts';
import { useFlowSelector } from '../../src/app/bindings/flow-context.tsx';
import { screenChunk } from '../../src/app/bindings/screen-chunk.tsx';

const DashboardScreen = screenChunk(() => import('./dashboard.screen.tsx'), 'dashboard');

/** The Dashboard shows what its state loaded; it has no intents of its own (links and the shell). */
export function DashboardBinding() {
  return <DashboardScreen {...useFlowSelector(selectDashboard)} />;
}
