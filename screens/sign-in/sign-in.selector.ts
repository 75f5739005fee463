import type { SignInScreenProps } from './sign-in.screen.tsx';
import { currentMeta } from '../../machines/route-table.ts';
import type { FlowSnapshot } from '../../src/app/flow-snapshot.ts';
import { formProblem } from '../shared/form-problem.selector.ts';
import { noticeAmong } from '../shared/outcome-notice.selector.ts';

export type SignInData = Omit<SignInScreenProps, 'onSubmitEmail' | 'onSubmitCode' | 'onResend'>;

export function selectSignIn(snapshot: FlowSnapshot): SignInData {
  const { context } = snapshot;
  const outcome = context.outcome;
  const problem = formProblem(outcome);
  return {
    step: currentMeta(snapshot)?.part === 'code' ? 'code' : 'email',
    email: context.signinEmail ?? '',
    // Sent here by the login route: this phone already has an application.
    previouslyStarted: !context.sessionEnded && (context.signinNext !== null || outcome?.code === 'previouslyStarted'),
    // Sent here from a step whose call found the session over: the way back is `signinNext`.
    sessionEnded: context.sessionEnded,
    submitting: snapshot.hasTag('busy'),
    resending: snapshot.hasTag('sending'),
    // No answer is the connection's; anything else without a usable answer went wrong on our side.
    notice: noticeAmong(outcome, ['code-sent', 'wrong-code', 'unreachable']) ?? (problem.failed ? 'server-failed' : null),
    attempt: context.failedChecks,
    error: problem.error,
    fieldErrors: problem.fieldErrors,
  };
}
