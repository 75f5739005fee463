import type { JourneySpec } from './journey.ts';

// The applicant's main path through the onboarding machine, in order: the spine of the journey
// view. The one hand-kept list of the map: everything else (branches, outcomes, the ways from any
// step, the boxes' titles) is read from the machine. Each name is checked against the machine
// (test/flow-map/journey.test.ts), so a renamed or removed state fails the tests, not the map.
export const ONBOARDING_JOURNEY: JourneySpec = {
  steps: [
    { name: 'Offer or start', states: ['offerStart', 'getStarted'] },
    { name: 'Verify', states: ['verify'] },
    { name: 'Pet', states: ['about'] },
    { name: 'Details', states: ['user'] },
    { name: 'Decision', states: ['preprocessing'] },
    { name: 'Accept', states: ['acceptOffer'] },
    { name: 'Approval', states: ['processing'] },
    { name: 'Congratulations', states: ['congratulations'] },
    { name: 'Quiz', states: ['quiz'] },
    { name: 'Additional services', states: ['additionalServices'] },
    { name: 'Payment', states: ['payment'] },
    { name: 'Welcome', states: ['welcome'] },
  ],
};
