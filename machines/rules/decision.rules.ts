import type { SignupDetail } from '../../services/contract/origination.schema.ts';
import { NotPreQualifiedStatus, type NotPreQualifiedStatus as Status } from '../../services/contract/routes.ts';
import { DECISION_TIMEOUT_MS } from '../../services/contract/constants.ts';

// The next-step rules after the personal details (second document, section 4), as pure functions
// of the signup detail. The machine's guards call them; the unit tests pin them down.

const DECISIONS = ['APPROVE', 'DECLINE', 'REVIEW'] as const;
export const PREQUALIFIED_SUB_STATUS = 'Prequalified';

export const hasDecision = (signup: SignupDetail | null): boolean =>
  !!signup && signup.application_decision !== null && DECISIONS.includes(signup.application_decision);

/**
 * Pre-approval: on load a decision counts only with status SOFT_PULL; once polling, any of the three
 * decisions stops the poll.
 */
export function isPreDecisionReady(signup: SignupDetail | null, polls: number): boolean {
  if (!hasDecision(signup)) return false;
  return polls > 0 || signup?.application_decision_status === 'SOFT_PULL';
}

/** Approval: the evaluation must be completed and a decision present. */
export const isApprovalReady = (signup: SignupDetail | null): boolean =>
  hasDecision(signup) && signup?.application_evaluation_status === 'evaluation_completed';

export type PreDecisionStep =
  | { to: 'notPreQualified'; status: Status }
  | { to: 'unsupportedAddress' }
  | { to: 'additionalInformation' }
  | { to: 'acceptOffer' }
  | { to: 'quiz' };

/** A decline reason as a not-pre-qualified status; an unknown reason reads as 'declined'. */
export function statusFromDeclineReason(reason: string | null | undefined): Status {
  const parsed = NotPreQualifiedStatus.safeParse(reason);
  return parsed.success ? parsed.data : 'declined';
}

/** Where preprocessing goes for a decided signup. */
export function preDecisionStep(signup: SignupDetail): PreDecisionStep {
  switch (signup.application_decision) {
    case 'DECLINE':
      return { to: 'notPreQualified', status: statusFromDeclineReason(signup.decline_reason) };
    case 'REVIEW':
      if (signup.application_awaiting_documentation) {
        if (signup.application_unsupported_address) return { to: 'unsupportedAddress' };
        if (signup.application_required_documents.length === 0) return { to: 'notPreQualified', status: 'unknown_document' };
        return { to: 'additionalInformation' };
      }
      if (signup.application_decision_effectiv_sub_status === PREQUALIFIED_SUB_STATUS) return { to: 'acceptOffer' };
      return { to: 'notPreQualified', status: 'manual_review' };
    case 'APPROVE':
      // The spec shows APPROVE only without a decline reason; with one, the reason is the outcome.
      if (signup.decline_reason) return { to: 'notPreQualified', status: statusFromDeclineReason(signup.decline_reason) };
      return { to: 'quiz' };
    default:
      return { to: 'notPreQualified', status: 'declined' };
  }
}

export type ApprovalStep = { to: 'notPreQualified'; status: Status } | { to: 'congratulations' };

/** Where approval processing goes once the evaluation is completed. */
export function approvalStep(signup: SignupDetail): ApprovalStep {
  if (signup.application_decision === 'DECLINE') return { to: 'notPreQualified', status: statusFromDeclineReason(signup.decline_reason) };
  if (signup.application_decision === 'REVIEW') return { to: 'notPreQualified', status: 'manual_review' };
  return { to: 'congratulations' };
}

/** The poll's absolute deadline for a poll that starts at `startedAt`. */
export const decisionDeadlineFrom = (startedAt: number): number => startedAt + DECISION_TIMEOUT_MS;
export const isDeadlinePassed = (deadline: number | null, now: number): boolean => deadline !== null && now >= deadline;
