import { MESSAGES } from '../../../machines/messages.ts';

// The machine keeps notices and errors as the spec's texts; the screens pick a notice by key so each
// renders its own banner (with links). Unknown texts stay errors.

type VerifyNotice = 'code-sent' | 'send-failed' | 'wrong-code' | 'phone-check-failed' | 'already-registered' | 'phone-linked';

const VERIFY_NOTICES: Record<string, VerifyNotice> = {
  [MESSAGES.partnerCodeSent]: 'code-sent',
  [MESSAGES.ownCodeSent]: 'code-sent',
  [MESSAGES.codeSendFailed]: 'send-failed',
  [MESSAGES.wrongCode]: 'wrong-code',
  [MESSAGES.phoneCheckFailed]: 'phone-check-failed',
  [MESSAGES.alreadyRegistered]: 'already-registered',
  [MESSAGES.phoneLinked]: 'phone-linked',
};

export function verifyNotice(notice: string | null, error: string | null): { notice: VerifyNotice | null; error: string | null } {
  const fromError = error ? VERIFY_NOTICES[error] : undefined;
  if (fromError) return { notice: fromError, error: null };
  return { notice: notice ? (VERIFY_NOTICES[notice] ?? null) : null, error };
}

export function startNotice(error: string | null): { notice: 'previously-started' | 'start-failed' | null; error: string | null } {
  if (error === MESSAGES.startNeedsLogin) return { notice: 'previously-started', error: null };
  if (error === MESSAGES.tryAgainNext) return { notice: 'start-failed', error: null };
  return { notice: null, error };
}
