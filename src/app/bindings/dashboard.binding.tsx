import { selectDashboard } from '../selectors/dashboard.selector.ts';
import { useFlowSelector } from './flow-context.tsx';
import { screenChunk } from './screen-chunk.tsx';

const DashboardScreen = screenChunk(() => import('../../../screens/dashboard/dashboard.screen.tsx'), 'dashboard');

/** The Dashboard shows what its state loaded; it has no intents of its own (links and the shell). */
export function DashboardBinding() {
  return <DashboardScreen {...useFlowSelector(selectDashboard)} />;
}
