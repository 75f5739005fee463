import type { FlowSnapshot } from '../../src/app/flow-snapshot.ts';
import { formProblem } from '../shared/form-problem.selector.ts';

export function selectUnsupportedAddress(snapshot: FlowSnapshot): { submitting: boolean; failed: boolean } {
  const problem = formProblem(snapshot.context.outcome);
  return { submitting: snapshot.hasTag('busy'), failed: problem.failed || problem.error !== null || problem.fieldErrors !== null };
}
