import { US_STATES } from '../../services/contract/us-states.ts';
import type { SelectOption } from './select-field.tsx';

// The states (and DC) for address selects: value is the two-letter code the contract sends.
export const US_STATE_OPTIONS: readonly SelectOption[] = Object.entries(US_STATES).map(([value, label]) => ({ value, label }));
