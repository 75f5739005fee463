import type { InstalinkScreenProps } from '../../../screens/instalink/instalink.screen.tsx';
import type { FlowSnapshot } from './flow-snapshot.ts';
import { formProblem } from './form-problem.ts';

export function selectInstalink(snapshot: FlowSnapshot): Omit<InstalinkScreenProps, 'onResend'> {
  const problem = formProblem(snapshot.context.outcome);
  return {
    email: snapshot.context.challenge?.email || null,
    sending: snapshot.hasTag('sending'),
    failed: problem.failed,
    error: problem.error,
  };
}
