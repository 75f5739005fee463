import type { SignInScreenProps } from '../../../screens/sign-in/sign-in.screen.tsx';
import { currentMeta } from '../../../machines/route-table.ts';
import type { FlowSnapshot } from './flow-snapshot.ts';
import { formProblem } from './form-problem.ts';

export type SignInData = Omit<SignInScreenProps, 'onSubmitEmail' | 'onSubmitCode' | 'onResend' | 'onChangeEmail'>;

export function selectSignIn(snapshot: FlowSnapshot): SignInData {
  const { context } = snapshot;
  const outcome = context.outcome;
  const problem = formProblem(outcome);
  return {
    step: currentMeta(snapshot)?.part === 'code' ? 'code' : 'email',
    email: context.signinEmail ?? '',
    // Sent here by the login route: this phone already has an application.
    previouslyStarted: context.signinNext !== null || outcome?.code === 'previouslyStarted',
    submitting: snapshot.hasTag('busy'),
    resending: snapshot.hasTag('sending'),
    notice: outcome?.code === 'codeSent' ? 'code-sent' : outcome?.code === 'wrongCode' ? 'wrong-code' : problem.failed ? 'failed' : null,
    attempt: context.failedChecks,
    error: problem.error,
    fieldErrors: problem.fieldErrors,
  };
}
