import { onboardingMachine } from '../../machines/onboarding.machine.ts';
import { abstractState } from '../../test/model/model-abstraction.ts';
import { modelEvents } from '../../test/model/model-events.ts';
import { FlowMap } from './flow-map.tsx';
import type { EventsProvider, ListPathsOptions } from './test-paths.ts';
import { onboardingStoryFor } from './onboarding-stories.ts';
import { onboardingTransitionLabel } from './onboarding-labels.ts';

// The `/flow` page for product owners: the onboarding machine on the flow map. It is its own lazily
// loaded chunk (`lazy(() => import('./flow-map/flow-map.page.tsx'))`), so nothing here reaches the
// applicant's bundle. Paths use the model tests' own events and state abstraction, so the map
// lists exactly the paths the tests replay.

const pathEvents = modelEvents as unknown as EventsProvider;
const traversal = { serializeState: abstractState } as unknown as ListPathsOptions['traversal'];

export default function FlowMapPage() {
  return (
    <FlowMap
      machine={onboardingMachine}
      title="Zoomies onboarding flow"
      pathEvents={pathEvents}
      traversal={traversal}
      storyFor={onboardingStoryFor}
      describeTransition={onboardingTransitionLabel}
    />
  );
}
