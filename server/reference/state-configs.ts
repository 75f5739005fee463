import { DEFAULT_WAITING_PERIOD, WAITING_PERIOD_EXCEPTIONS } from '../../services/contract/constants.ts';
import type { StateConfig } from '../../services/contract/insurance.schema.ts';
import { US_STATES } from '../../services/contract/us-states.ts';

// Waiting periods per state: the defaults (3 / 14 / 180 days) with the listed exceptions applied.

export function waitingPeriodOf(state: string): StateConfig {
  return { state, ...DEFAULT_WAITING_PERIOD, ...WAITING_PERIOD_EXCEPTIONS[state] };
}

/** Every state and DC, or the one asked for (an unknown abbreviation gives an empty list). */
export function stateConfigs(abbreviation?: string): StateConfig[] {
  const states = Object.keys(US_STATES).sort();
  const chosen = abbreviation === undefined ? states : states.filter((s) => s === abbreviation);
  return chosen.map(waitingPeriodOf);
}
