import { SANDBOX_SLOW_DECISION_MS } from '../../services/contract/sandbox.schema.ts';
import {
  afterHardPull,
  declined,
  isAreaZero,
  ordinaryCreditDecisions,
  outcomeOf,
  PREQUALIFIED,
  type CreditDecisions,
  type CreditOutcome,
} from '../origination/credit-decisions.ts';

// The sandbox's credit decisions (the CreditDecisions port of server/origination/credit-decisions.ts):
// the test SSNs of SANDBOX.md, the SSNs of area 000, choose the outcome; every other SSN follows the
// ordinary rules, as in production.

const PREQUALIFICATION_BY_SSN: Record<string, CreditOutcome> = {
  '000001001': declined('ko_blocklist'),
  '000001002': declined('ko_fraud_risk'),
  '000001003': declined('ko_minor'),
  '000001004': declined('ko_bankruptcy'),
  '000001005': declined('ko_dti'),
  '000001006': declined('ko_vantage'),
  '000001007': declined('ko_income'),
  '000001008': declined('ko_zoomies_model'),
  '000001009': declined('ko_frozen_file'),
  '000002001': outcomeOf({
    awaitingDocumentation: true,
    requiredDocuments: [
      { id: 'proof_of_income', name: 'Proof of income', document_age: 30 },
      { id: 'government_photo_id', name: 'Government-issued photo ID', document_age: null },
    ],
  }),
  '000002002': outcomeOf({ awaitingDocumentation: true }),
  '000002003': outcomeOf({ awaitingDocumentation: true, unsupportedAddress: true }),
  '000002004': outcomeOf({}),
  '000003001': outcomeOf({ decision: 'APPROVE', status: 'HARD_PULL', evaluation: 'evaluation_completed' }),
};

export function sandboxCreditDecisions(delayMs: number): CreditDecisions {
  const ordinary = ordinaryCreditDecisions(delayMs);
  return {
    prequalify(input) {
      if (!isAreaZero(input.ssn)) return ordinary.prequalify(input);
      if (input.ssn === '000005001') return { outcome: PREQUALIFIED, delayMs: null };
      if (input.ssn === '000005002') return { outcome: PREQUALIFIED, delayMs: SANDBOX_SLOW_DECISION_MS };
      // Any other test SSN is prequalified: the table lists the exceptions.
      return { outcome: PREQUALIFICATION_BY_SSN[input.ssn] ?? PREQUALIFIED, delayMs };
    },
    approve(ssn) {
      if (ssn === '000004001') return { userExists: false, outcome: afterHardPull({ decision: 'DECLINE', declineReason: 'ko_vantage' }) };
      if (ssn === '000004002') return { userExists: false, outcome: afterHardPull({ decision: 'REVIEW', subStatus: null }) };
      if (ssn === '000004003') return { userExists: true };
      return ordinary.approve(ssn);
    },
  };
}
