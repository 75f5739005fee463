import { DEFAULT_WAITING_PERIOD, WAITING_PERIOD_EXCEPTIONS } from '../../services/contract/constants.ts';
import type { WaitingPeriod } from '../../services/contract/constants.ts';

/** The waiting periods of a state: the defaults with the state's exceptions. */
export function waitingPeriodFor(state: string): WaitingPeriod {
  return { ...DEFAULT_WAITING_PERIOD, ...WAITING_PERIOD_EXCEPTIONS[state.toUpperCase()] };
}
