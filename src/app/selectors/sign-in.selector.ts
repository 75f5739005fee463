import type { SignInScreenProps } from '../../../screens/sign-in/sign-in.screen.tsx';
import { currentMeta } from '../../../machines/route-table.ts';
import type { FlowSnapshot } from './flow-snapshot.ts';
import type { FlowOutcomeCode } from '../../../machines/outcomes.ts';
import { formProblem } from './form-problem.ts';

export type SignInData = Omit<SignInScreenProps, 'onSubmitEmail' | 'onSubmitCode' | 'onResend' | 'onChangeEmail'>;

function noticeOf(code: FlowOutcomeCode | undefined, failed: boolean): SignInData['notice'] {
  if (code === 'codeSent') return 'code-sent';
  if (code === 'wrongCode') return 'wrong-code';
  // No answer is the connection's; anything else without a usable answer went wrong on our side.
  if (code === 'unreachable') return 'unreachable';
  return failed ? 'failed' : null;
}

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
    notice: noticeOf(outcome?.code, problem.failed),
    attempt: context.failedChecks,
    error: problem.error,
    fieldErrors: problem.fieldErrors,
  };
}
