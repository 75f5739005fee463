import { CURRENT_APR_BASIS_POINTS } from '../../services/contract/constants.ts';
import { SANDBOX_SLOW_DECISION_MS } from '../../services/contract/sandbox.schema.ts';
import type { NotPreQualifiedStatus } from '../../services/contract/routes.ts';
import type { AppMode } from '../config.ts';

// The credit decisions: the test SSNs of SANDBOX.md (area 000, sandbox mode only) and the ordinary
// rules for everyone else. Pure functions: the service stores their outcome with the time it
// becomes visible, so no timer runs in the process.

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

export interface PrequalificationResult {
  outcome: CreditOutcome;
  /** Milliseconds until the decision is visible; null: never (000-00-5001). */
  delayMs: number | null;
}

const base: CreditOutcome = {
  decision: 'REVIEW',
  status: 'SOFT_PULL',
  evaluation: null,
  subStatus: null,
  awaitingDocumentation: false,
  unsupportedAddress: false,
  requiredDocuments: [],
  declineReason: null,
};

const decline = (reason: NotPreQualifiedStatus): CreditOutcome => ({ ...base, decision: 'DECLINE', declineReason: reason });
const prequalified: CreditOutcome = { ...base, subStatus: 'Prequalified' };

const PREQUALIFICATION_BY_SSN: Record<string, CreditOutcome> = {
  '000001001': decline('ko_blocklist'),
  '000001002': decline('ko_fraud_risk'),
  '000001003': decline('ko_minor'),
  '000001004': decline('ko_bankruptcy'),
  '000001005': decline('ko_dti'),
  '000001006': decline('ko_vantage'),
  '000001007': decline('ko_income'),
  '000001008': decline('ko_zoomies_model'),
  '000001009': decline('ko_frozen_file'),
  '000002001': {
    ...base,
    awaitingDocumentation: true,
    requiredDocuments: [
      { id: 'proof_of_income', name: 'Proof of income', document_age: 30 },
      { id: 'government_photo_id', name: 'Government-issued photo ID', document_age: null },
    ],
  },
  '000002002': { ...base, awaitingDocumentation: true },
  '000002003': { ...base, awaitingDocumentation: true, unsupportedAddress: true },
  '000002004': { ...base },
  '000003001': { ...base, decision: 'APPROVE', status: 'HARD_PULL', evaluation: 'evaluation_completed' },
};

export const isTestSsn = (ssn: string): boolean => ssn.startsWith('000');

function ageInYears(dob: string, now: Date): number {
  const [month, day, year] = dob.split('/').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - year;
  if (now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day)) age -= 1;
  return age;
}

/** The ordinary rules: income, debt to income, age; otherwise prequalified with an offer. */
function ordinaryRules(input: PrequalificationInput): CreditOutcome {
  if (input.annualIncome < 12_000) return decline('ko_income');
  if (input.monthlyHousingPayment > (input.annualIncome / 12) * 0.5) return decline('ko_dti');
  if (ageInYears(input.dob, input.now) < 18) return decline('ko_minor');
  return prequalified;
}

export function prequalify(input: PrequalificationInput, mode: AppMode, delayMs: number): PrequalificationResult {
  if (mode === 'sandbox' && isTestSsn(input.ssn)) {
    if (input.ssn === '000005001') return { outcome: prequalified, delayMs: null };
    if (input.ssn === '000005002') return { outcome: prequalified, delayMs: SANDBOX_SLOW_DECISION_MS };
    // Any other test SSN is prequalified: the table lists the exceptions.
    return { outcome: PREQUALIFICATION_BY_SSN[input.ssn] ?? prequalified, delayMs };
  }
  return { outcome: ordinaryRules(input), delayMs };
}

export type ApprovalResult = { userExists: true } | { userExists: false; outcome: CreditOutcome };

/** After the offer is accepted. */
export function approve(ssn: string, mode: AppMode): ApprovalResult {
  const completed = { ...base, status: 'HARD_PULL' as const, evaluation: 'evaluation_completed' as const };
  if (mode === 'sandbox') {
    if (ssn === '000004001') return { userExists: false, outcome: { ...completed, decision: 'DECLINE', declineReason: 'ko_vantage' } };
    if (ssn === '000004002') return { userExists: false, outcome: { ...completed, decision: 'REVIEW', subStatus: null } };
    if (ssn === '000004003') return { userExists: true };
  }
  return { userExists: false, outcome: { ...completed, decision: 'APPROVE' } };
}

/** The offer: 20% of annual income rounded down to $100, between $500 and $20,000; APR 26.24%. */
export function offerFor(annualIncome: number): { creditLimit: number; apr: number } {
  const limit = Math.floor((annualIncome * 0.2) / 100) * 100;
  return { creditLimit: Math.min(20_000, Math.max(500, limit)), apr: CURRENT_APR_BASIS_POINTS };
}
