import type { JourneySpec } from '../../src/flow-map/journey.ts';

// The fixture machine's main path: start, verifying, details, deciding, approved; `declined` and
// `timedOut` leave the decision to the side.
export const fixtureJourney: JourneySpec = {
  steps: [
    { name: 'Start', states: ['start'] },
    { name: 'Verify', states: ['fixture.verifying'] },
    { name: 'Details', states: ['fixture.details'] },
    { name: 'Decision', states: ['fixture.deciding'] },
    { name: 'Approved', states: ['approved'] },
  ],
};
