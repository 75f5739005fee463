import type { VerifyCodeScreenProps } from './verify-code.screen.tsx';
import { VERIFY_NOTICES } from './verify-messages.ts';
import type { FlowOutcome } from '../../machines/outcomes.ts';
import { noticeAmong } from '../shared/outcome-notice.selector.ts';
import { PARTNER_CODE_LENGTH, OWN_CODE_LENGTH } from '../../services/contract/constants.ts';
import type { FlowSnapshot } from '../../src/app/flow-snapshot.ts';

// Both verification screens: the partner's 4-digit code and our own 6-digit code.

export type VerifyData = Omit<VerifyCodeScreenProps, 'onSubmit' | 'onResend' | 'onUseSms' | 'onCancel'>;

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
  return {
    codeLength: which === 'partner' ? PARTNER_CODE_LENGTH : OWN_CODE_LENGTH,
    phoneNumber: displayPhone(context.phoneNumber),
    checking: snapshot.hasTag('sending'),
    submitting: snapshot.hasTag('busy'),
    notice: noticeAmong(outcome, VERIFY_NOTICES),
    serverMessage: serverMessageOf(outcome),
    waitSeconds: outcome?.code === 'rateLimited' ? outcome.retryAfterS : null,
    // A code went out only after a passed phone check or a successful own-code send.
    codeSent: which === 'partner' ? context.partnerCodeSent : context.OTPStatus === 'sent',
    attempt: context.failedChecks,
    contactHref: '/contact',
  };
}
