import { useState } from 'react';
import { onboardingMachine } from '../../machines/onboarding.machine.ts';
import { abstractState } from './machine-model/model-abstraction.ts';
import { modelEvents } from './machine-model/model-events.ts';
import { readBuiltDrawing } from './drawing-source.ts';
import { FlowMap } from './flow-map.tsx';
import type { FlowView } from './flow-map.tsx';
import { ONBOARDING_GRAPH_OPTIONS, ONBOARDING_TITLE } from './onboarding-flow.ts';
import { ONBOARDING_JOURNEY } from './onboarding-journey.ts';
import { SCREEN_CAPTURES } from './screen-captures.ts';
import { sandboxOpensLiveSteps } from './live-step-links.tsx';
import type { EventsProvider, ListPathsOptions } from './test-paths.ts';

// The `/flow` page for product owners: the onboarding machine on the flow map. It is its own lazily
// loaded chunk (`lazy(() => import('./flow-map/flow-map.page.tsx'))`), so nothing here reaches the
// applicant's bundle. The build puts its drawing of the machine into the page's HTML (on screen
// before any script runs) with the data this page draws from; `?view=all` opens on every state,
// `?compare=<build>` on what changed since that build. Paths use the model tests' own events and
// state abstraction, so the map lists exactly the paths the tests replay.

const pathEvents: EventsProvider = modelEvents;
const traversal: ListPathsOptions['traversal'] = { serializeState: abstractState };

function keepInAddress({ view, compare }: { view: FlowView; compare: string | null }): void {
  const url = new URL(window.location.href);
  if (view === 'all') url.searchParams.set('view', 'all');
  else url.searchParams.delete('view');
  if (compare) url.searchParams.set('compare', compare);
  else url.searchParams.delete('compare');
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
}

export default function FlowMapPage() {
  // Read once: the build's drawing sits in the page's HTML as it first loads.
  const [built] = useState(readBuiltDrawing);
  const params = new URLSearchParams(window.location.search);
  return (
    <FlowMap
      machine={onboardingMachine}
      title={ONBOARDING_TITLE}
      pathEvents={pathEvents}
      traversal={traversal}
      {...ONBOARDING_GRAPH_OPTIONS}
      journey={ONBOARDING_JOURNEY}
      captures={SCREEN_CAPTURES}
      built={built}
      initialView={params.get('view') === 'all' ? 'all' : 'journey'}
      compareWith={params.get('compare')}
      onLocationChange={keepInAddress}
      loadLiveSteps={sandboxOpensLiveSteps}
    />
  );
}
