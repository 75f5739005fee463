import type { FlowSnapshot } from './flow-snapshot.ts';
import { formProblem } from './form-problem.ts';

export function selectUnsupportedAddress(snapshot: FlowSnapshot): { submitting: boolean; failed: boolean } {
  const problem = formProblem(snapshot.context.outcome);
  return { submitting: snapshot.hasTag('busy'), failed: problem.failed || problem.error !== null || problem.fieldErrors !== null };
}
