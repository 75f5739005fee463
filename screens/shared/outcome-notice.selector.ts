import type { FlowOutcome, FlowOutcomeCode } from '../../machines/outcomes.ts';
import type { Notice } from './notice.ts';

// The one translation of the machine's outcome to the screens' notice. A new outcome without its
// notice fails the typecheck at the `satisfies` below.

const OUTCOME_NOTICE = {
  codeSent: 'code-sent',
  alreadyRegistered: 'already-registered',
  previouslyStarted: 'previously-started',
  phoneLinked: 'phone-linked',
  phoneCheckFailed: 'phone-check-failed',
  codeSendFailed: 'send-failed',
  wrongCode: 'wrong-code',
  notVerified: 'not-verified',
  codeExpired: 'code-expired',
  tooManyAttempts: 'too-many-attempts',
  rateLimited: 'rate-limited',
  unreachable: 'unreachable',
  failed: 'server-failed',
  rejected: 'rejected',
  userExists: 'user-exists',
  paymentFailed: 'payment-failed',
  decisionTimedOut: 'decision-timed-out',
} as const satisfies Record<FlowOutcomeCode, Notice>;

/** The notice of the outcome when the screen words it (one of `shown`), else null. */
export function noticeAmong<N extends Notice>(outcome: FlowOutcome | null, shown: readonly N[]): N | null {
  const notice: Notice | null = outcome ? OUTCOME_NOTICE[outcome.code] : null;
  return shown.find((candidate) => candidate === notice) ?? null;
}
