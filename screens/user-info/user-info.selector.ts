import type { UserInfoScreenProps } from './user-info.screen.tsx';
import type { FlowSnapshot } from '../../src/app/flow-snapshot.ts';
import { formProblem } from '../shared/form-problem.selector.ts';

// Personal details: the challenge prefills identity and the home address on file (the server gives
// the pet step's address when no identity address is on file).

export type UserInfoData = Pick<UserInfoScreenProps, 'challenge' | 'phoneNumber' | 'submitting' | 'failed' | 'error' | 'fieldErrors' | 'draftKey'>;

export function selectUserInfo(snapshot: FlowSnapshot): UserInfoData {
  const { challenge, originationId, outcome } = snapshot.context;
  const problem = formProblem(outcome);
  return {
    challenge,
    phoneNumber: challenge?.phone_number ?? '',
    submitting: snapshot.hasTag('busy'),
    failed: problem.failed,
    error: problem.error,
    fieldErrors: problem.fieldErrors,
    ...(originationId ? { draftKey: `user:${originationId}` } : {}),
  };
}
