import type { FlowSnapshot } from '../../src/app/flow-snapshot.ts';
import { formProblem } from '../shared/form-problem.selector.ts';

// A state whose data failed to load: what the server said, if anything usable.

export function selectRetry(snapshot: FlowSnapshot): { serverMessage: string | null } {
  return { serverMessage: formProblem(snapshot.context.outcome).error };
}
