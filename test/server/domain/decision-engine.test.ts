import { describe, expect, it } from 'vitest';
import type { PrequalificationInput } from '../../../server/origination/credit-decisions.ts';
import { sandboxCreditDecisions } from '../../../server/sandbox/decision-engine.ts';
import { applicant, PREQUALIFIED } from './credit-cases.ts';

// The sandbox's credit decisions: the test SSNs of SANDBOX.md choose the outcome, every other SSN
// follows the ordinary rules (credit-decisions.test.ts), and the delay each outcome becomes visible
// after.

const decisions = sandboxCreditDecisions(4000);
const outcome = (over: Partial<PrequalificationInput>) => decisions.prequalify(applicant(over)).outcome;

describe('the test SSNs of SANDBOX.md', () => {
  it('decide by the table, whatever the income', () => {
    expect(outcome({ ssn: '000001004', annualIncome: 90_000 })).toMatchObject({ decision: 'DECLINE', declineReason: 'ko_bankruptcy', status: 'SOFT_PULL' });
    expect(outcome({ ssn: '000002001' })).toMatchObject({
      decision: 'REVIEW',
      awaitingDocumentation: true,
      unsupportedAddress: false,
      subStatus: null,
      requiredDocuments: [
        { id: 'proof_of_income', name: 'Proof of income', document_age: 30 },
        { id: 'government_photo_id', name: 'Government-issued photo ID', document_age: null },
      ],
    });
    expect(outcome({ ssn: '000002002' })).toMatchObject({ decision: 'REVIEW', awaitingDocumentation: true, unsupportedAddress: false, requiredDocuments: [] });
    expect(outcome({ ssn: '000002003' })).toMatchObject({ awaitingDocumentation: true, unsupportedAddress: true });
    expect(outcome({ ssn: '000002004' })).toEqual({ ...PREQUALIFIED, subStatus: null });
    expect(outcome({ ssn: '000003001' })).toEqual({ ...PREQUALIFIED, decision: 'APPROVE', status: 'HARD_PULL', evaluation: 'evaluation_completed', subStatus: null });
    // Not in the table: prequalified, even with an income the ordinary rules decline.
    expect(outcome({ ssn: '000009999', annualIncome: 1_000 })).toEqual(PREQUALIFIED);
  });

  it('000-00-5001 never decides and 000-00-5002 decides after 12 s; the others after the configured delay', () => {
    expect(decisions.prequalify(applicant({ ssn: '000005001' }))).toEqual({ outcome: PREQUALIFIED, delayMs: null });
    expect(decisions.prequalify(applicant({ ssn: '000005002' }))).toEqual({ outcome: PREQUALIFIED, delayMs: 12_000 });
    expect(sandboxCreditDecisions(2500).prequalify(applicant({ ssn: '000001004' })).delayMs).toBe(2500);
  });
});

describe('any other SSN', () => {
  it('follows the ordinary rules, after the configured delay', () => {
    expect(decisions.prequalify(applicant())).toEqual({ outcome: PREQUALIFIED, delayMs: 4000 });
    expect(sandboxCreditDecisions(2500).prequalify(applicant()).delayMs).toBe(2500);
    expect(outcome({ annualIncome: 11_999, monthlyHousingPayment: 0 })).toMatchObject({ decision: 'DECLINE', declineReason: 'ko_income' });
    expect(outcome({ annualIncome: 24_000, monthlyHousingPayment: 1_001 })).toMatchObject({ decision: 'DECLINE', declineReason: 'ko_dti' });
    expect(outcome({ dob: '03/03/2008' })).toMatchObject({ decision: 'DECLINE', declineReason: 'ko_minor' });
  });
});

describe('approval, after the offer is accepted', () => {
  const completed = { ...PREQUALIFIED, subStatus: null, status: 'HARD_PULL', evaluation: 'evaluation_completed' };

  it('approves with a completed hard pull', () => {
    expect(decisions.approve('123456789')).toEqual({ userExists: false, outcome: { ...completed, decision: 'APPROVE' } });
    expect(decisions.approve('000004009')).toEqual({ userExists: false, outcome: { ...completed, decision: 'APPROVE' } });
  });

  it('000-00-4001 declines with ko_vantage, 000-00-4002 goes to review, 000-00-4003 is a known user', () => {
    expect(decisions.approve('000004001')).toEqual({ userExists: false, outcome: { ...completed, decision: 'DECLINE', declineReason: 'ko_vantage' } });
    expect(decisions.approve('000004002')).toEqual({ userExists: false, outcome: { ...completed, decision: 'REVIEW' } });
    expect(decisions.approve('000004003')).toEqual({ userExists: true });
  });
});
