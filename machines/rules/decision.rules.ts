import type { SignupDetail } from '../../services/contract/origination.schema.ts';
import type { NotPreQualifiedStatus as Status } from '../../services/contract/routes.ts';
import { DECISION_TIMEOUT_MS } from '../../services/contract/constants.ts';
import { preprocessingStep, statusFromDeclineReason, type PreprocessingStep } from '../../services/contract/preprocessing-step.ts';

// The next-step rules after the personal details (second document, section 4), as pure functions
// of the signup detail. The machine's guards call them; the unit tests pin them down. Where
// preprocessing goes is the contract's rule, which the server's next route follows too.

const DECISIONS = ['APPROVE', 'DECLINE', 'REVIEW'] as const;

const hasDecision = (signup: SignupDetail | null): boolean =>
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

export type PreDecisionStep = PreprocessingStep;

/** Where preprocessing goes for a decided signup (a signup without a decision reads as declined). */
export function preDecisionStep(signup: SignupDetail): PreDecisionStep {
  if (signup.application_decision === null) return { to: 'notPreQualified', status: 'declined' };
  return preprocessingStep({
    decision: signup.application_decision,
    subStatus: signup.application_decision_effectiv_sub_status,
    awaitingDocumentation: signup.application_awaiting_documentation,
    unsupportedAddress: signup.application_unsupported_address,
    requiredDocuments: signup.application_required_documents,
    declineReason: signup.decline_reason,
  });
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
