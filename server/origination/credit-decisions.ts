import { CURRENT_APR_BASIS_POINTS } from '../../services/contract/constants.ts';
import type { NotPreQualifiedStatus } from '../../services/contract/routes.ts';

// The credit decisions an application asks for, as the domain sees them: a port (CreditDecisions)
// that the composition root fills (server/app.ts), with the ordinary rules in production and the
// sandbox's test SSNs on top of them in the sandbox (server/sandbox/decision-engine.ts). Pure
// functions: the service stores an outcome with the time it becomes visible, so no timer runs.

type DecisionValue = 'APPROVE' | 'DECLINE' | 'REVIEW';

export interface CreditOutcome {
  decision: DecisionValue;
  status: 'SOFT_PULL' | 'HARD_PULL';
  evaluation: 'evaluation_pending' | 'evaluation_completed' | null;
  subStatus: string | null;
  awaitingDocumentation: boolean;
  unsupportedAddress: boolean;
  requiredDocuments: { id: string; name: string; document_age: number | null }[];
  /** A status of the not-pre-qualified page: a reason the page has no text for is a type error. */
  declineReason: NotPreQualifiedStatus | null;
}

export interface PrequalificationInput {
  /** Nine digits. */
  ssn: string;
  annualIncome: number;
  monthlyHousingPayment: number;
  /** MM/DD/YYYY */
  dob: string;
  now: Date;
}

interface PrequalificationResult {
  outcome: CreditOutcome;
  /** Milliseconds until the decision is visible; null: never. */
  delayMs: number | null;
}

type ApprovalResult = { userExists: true } | { userExists: false; outcome: CreditOutcome };

/** Who decides: the prequalification after the personal details, the approval once the offer is accepted. */
export interface CreditDecisions {
  prequalify(input: PrequalificationInput): PrequalificationResult;
  approve(ssn: string): ApprovalResult;
}

/** A soft-pull review that asks for nothing: every outcome is told as its difference from this one. */
const REVIEW: CreditOutcome = {
  decision: 'REVIEW',
  status: 'SOFT_PULL',
  evaluation: null,
  subStatus: null,
  awaitingDocumentation: false,
  unsupportedAddress: false,
  requiredDocuments: [],
  declineReason: null,
};

export const outcomeOf = (changes: Partial<CreditOutcome>): CreditOutcome => ({ ...REVIEW, ...changes });
export const declined = (reason: NotPreQualifiedStatus): CreditOutcome => outcomeOf({ decision: 'DECLINE', declineReason: reason });
export const PREQUALIFIED: CreditOutcome = outcomeOf({ subStatus: 'Prequalified' });
/** An approval's outcome: a completed hard pull. */
export const afterHardPull = (changes: Partial<CreditOutcome>): CreditOutcome => outcomeOf({ status: 'HARD_PULL', evaluation: 'evaluation_completed', ...changes });

/** Area 000 is never issued by the Social Security Administration. */
export const isAreaZero = (ssn: string): boolean => ssn.startsWith('000');

function ageInYears(dob: string, now: Date): number {
  const [month, day, year] = dob.split('/').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - year;
  if (now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day)) age -= 1;
  return age;
}

/** The ordinary rules: income, debt to income, age; otherwise prequalified with an offer. */
function ordinaryRules(input: PrequalificationInput): CreditOutcome {
  if (input.annualIncome < 12_000) return declined('ko_income');
  if (input.monthlyHousingPayment > (input.annualIncome / 12) * 0.5) return declined('ko_dti');
  if (ageInYears(input.dob, input.now) < 18) return declined('ko_minor');
  return PREQUALIFIED;
}

/**
 * Production's decisions: the ordinary rules, visible after the configured delay; an accepted offer
 * is approved.
 */
export function ordinaryCreditDecisions(delayMs: number): CreditDecisions {
  return {
    prequalify: (input) => ({ outcome: ordinaryRules(input), delayMs }),
    approve: () => ({ userExists: false, outcome: afterHardPull({ decision: 'APPROVE' }) }),
  };
}

/** The offer: 20% of annual income rounded down to $100, between $500 and $20,000; APR 26.24%. */
export function offerFor(annualIncome: number): { creditLimit: number; apr: number } {
  const limit = Math.floor((annualIncome * 0.2) / 100) * 100;
  return { creditLimit: Math.min(20_000, Math.max(500, limit)), apr: CURRENT_APR_BASIS_POINTS };
}
