import type { VerifyCodeScreenProps } from '../../../screens/verify-code/verify-code.screen.tsx';
import type { VerifyNotice } from '../../../screens/verify-code/verify-messages.ts';
import type { FlowOutcome } from '../../../machines/outcomes.ts';
import { PARTNER_CODE_LENGTH, OWN_CODE_LENGTH } from '../../../services/contract/constants.ts';
import type { FlowSnapshot } from './flow-snapshot.ts';

// Both verification screens: the partner's 4-digit code and our own 6-digit code.

export type VerifyData = Omit<VerifyCodeScreenProps, 'onSubmit' | 'onResend' | 'onUseSms' | 'onCancel'>;

const NOTICE: Partial<Record<FlowOutcome['code'], VerifyNotice>> = {
  codeSent: 'code-sent',
  codeSendFailed: 'send-failed',
  wrongCode: 'wrong-code',
  codeExpired: 'code-expired',
  tooManyAttempts: 'too-many-attempts',
  rateLimited: 'rate-limited',
  unreachable: 'unreachable',
  failed: 'server-failed',
  rejected: 'rejected',
  notVerified: 'not-verified',
  phoneCheckFailed: 'phone-check-failed',
  alreadyRegistered: 'already-registered',
  phoneLinked: 'phone-linked',
};

/** +15125550100 → (512) 555-0100, the spec's display format. */
function displayPhone(e164: string | null): string | null {
  const digits = e164?.replace(/^\+1/, '') ?? '';
  return /^\d{10}$/.test(digits) ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : e164;
}

const serverMessageOf = (outcome: FlowOutcome | null): string | null =>
  outcome && 'message' in outcome && typeof outcome.message === 'string' ? outcome.message : null;

export function selectVerify(snapshot: FlowSnapshot, which: 'partner' | 'own'): VerifyData {
  const { context } = snapshot;
  const outcome = context.outcome;
  const notice = outcome ? (NOTICE[outcome.code] ?? null) : null;
  return {
    codeLength: which === 'partner' ? PARTNER_CODE_LENGTH : OWN_CODE_LENGTH,
    phoneNumber: displayPhone(context.phoneNumber),
    checking: snapshot.hasTag('sending'),
    submitting: snapshot.hasTag('busy'),
    notice,
    serverMessage: serverMessageOf(outcome),
    waitSeconds: outcome?.code === 'rateLimited' ? outcome.retryAfterS : null,
    // A code went out only after a passed phone check or a successful own-code send.
    codeSent: which === 'partner' ? context.partnerCodeSent : context.OTPStatus === 'sent',
    attempt: context.failedChecks,
    contactHref: '/contact',
  };
}
