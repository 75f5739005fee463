import type { JourneySpec } from './journey.ts';
import { STEP_LIST } from '../../machines/steps/step-declarations.ts';

// The applicant's main path through the onboarding machine, in order: the spine of the journey
// view. Read from the steps' declarations (machines/steps/step-declarations.ts, each step's
// `journey`): the steps that name the same journey step one after the other are one step, the first
// on the spine and the others beside it (`Offer or start`). Everything else (branches, outcomes, the
// ways from any step, the boxes' titles) is read from the machine. Each state is checked against the
// machine (test/flow-map/journey.test.ts), so a renamed or removed state fails the tests, not the map.
export const ONBOARDING_JOURNEY: JourneySpec = {
  steps: STEP_LIST.reduce<{ name: string; states: string[] }[]>((steps, { id, journey }) => {
    if (!journey) return steps;
    const last = steps.at(-1);
    if (last?.name === journey) last.states.push(id);
    else steps.push({ name: journey, states: [id] });
    return steps;
  }, []),
};
