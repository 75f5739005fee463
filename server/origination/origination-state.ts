import { preprocessingStep } from '../../services/contract/preprocessing-step.ts';
import type { RouteName } from '../../services/contract/routes.ts';
import { fromFlag, fromJson, iso } from '../db/database.ts';
import type { CreditOutcome } from './credit-decisions.ts';
import type { OriginationRow } from './origination.repository.ts';

// Reads an origination at a moment: decisions become visible when their stored time has come, so
// every instance that reads the same row at the same time sees the same state.

/** The columns a decision is read from. */
export type DecisionFields = Pick<OriginationRow, 'prequal_due_at' | 'prequal_outcome' | 'accepted_at' | 'approval_due_at' | 'approval_outcome'>;

// Stored times are ISO text (database.ts, iso), so a due time compares with the moment as text.
const isDue = (dueAt: string | null, nowIso: string): boolean => dueAt !== null && dueAt <= nowIso;

/** The prequalification outcome once it is visible; null while pending (or never, for 000-00-5001). */
export function visiblePrequalification(row: Pick<OriginationRow, 'prequal_due_at' | 'prequal_outcome'>, now: Date): CreditOutcome | null {
  return isDue(row.prequal_due_at, iso(now)) ? fromJson<CreditOutcome>(row.prequal_outcome) : null;
}

function visibleApproval(row: Pick<OriginationRow, 'accepted_at' | 'approval_due_at' | 'approval_outcome'>, now: Date): CreditOutcome | null {
  return row.accepted_at !== null && isDue(row.approval_due_at, iso(now)) ? fromJson<CreditOutcome>(row.approval_outcome) : null;
}

/** Both decisions as they stand at a moment: what the poll reads several times, parsed once. */
export interface VisibleDecisions {
  prequal: CreditOutcome | null;
  approval: CreditOutcome | null;
}

export function visibleDecisions(row: DecisionFields, now: Date): VisibleDecisions {
  return { prequal: visiblePrequalification(row, now), approval: visibleApproval(row, now) };
}

/** Approved: either after accepting the offer or already (000-00-3001). */
export const approvedIn = ({ prequal, approval }: VisibleDecisions): boolean => prequal?.decision === 'APPROVE' || approval?.decision === 'APPROVE';

/** The prequalification offered the card: preprocessing leads to accept-offer (the contract's rule). */
export const isPrequalified = (outcome: CreditOutcome | null): boolean => outcome !== null && preprocessingStep(outcome).to === 'acceptOffer';

export const isApproved = (row: DecisionFields, now: Date): boolean => approvedIn(visibleDecisions(row, now));

/** Where the applicant continues, by the second document's router rules. */
export function nextRoute(row: OriginationRow, now: Date, policyConfigured = false): RouteName | null {
  if (!fromFlag(row.phone_verified)) {
    if (row.flow_type === 'mobile') return 'zoomies.card.instalink';
    return row.correlation_id === null ? 'zoomies.card.zoomies-verify' : 'zoomies.card.verify';
  }
  if (row.animal === null) return 'zoomies.card.about';
  if (row.completed_at === null) return row.pet_decline_reason ? 'zoomies.card.petless-offer' : 'zoomies.card.user';
  const prequal = visiblePrequalification(row, now);
  if (!prequal) return 'zoomies.card.preprocessing';
  // Preprocessing's outcome is the contract's rule, the one the machine follows.
  const step = preprocessingStep(prequal);
  switch (step.to) {
    case 'notPreQualified':
      return 'zoomies.card.not-pre-qualified';
    case 'unsupportedAddress':
      return 'zoomies.card.unsupported-address';
    case 'additionalInformation':
      return 'zoomies.card.aditionalinformation';
    case 'acceptOffer': {
      if (row.accepted_at === null) return 'zoomies.card.accept-offer';
      const approval = visibleApproval(row, now);
      if (!approval) return 'zoomies.card.processing';
      if (approval.decision !== 'APPROVE') return 'zoomies.card.not-pre-qualified';
      break;
    }
    case 'quiz':
      break;
  }
  if (row.had_insurance_before === null) return 'zoomies.card.quiz';
  if (row.pet_decline_reason) return 'Dashboard';
  return policyConfigured ? 'user.onboard.base' : 'zoomies.card.additional-services';
}
