import type { InstalinkScreenProps } from './instalink.screen.tsx';
import type { FlowSnapshot } from '../../src/app/flow-snapshot.ts';
import { formProblem } from '../shared/form-problem.selector.ts';

export function selectInstalink(snapshot: FlowSnapshot): Omit<InstalinkScreenProps, 'onResend'> {
  const problem = formProblem(snapshot.context.outcome);
  return {
    email: snapshot.context.challenge?.email || null,
    sending: snapshot.hasTag('sending'),
    failed: problem.failed,
    error: problem.error,
  };
}
