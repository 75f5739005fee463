import { describe, expect, it } from 'vitest';
import { approve, isTestSsn, offerFor, prequalify, type PrequalificationInput } from '../../../server/sandbox/decision-engine.ts';

// The credit decision as the service stores it: each rule on both sides of its edge, the test SSNs
// only in the sandbox, and the delay each outcome becomes visible after.

const now = new Date('2026-03-02T15:00:00.000Z');
const ordinary = (over: Partial<PrequalificationInput> = {}): PrequalificationInput => ({
  ssn: '123456789',
  annualIncome: 60_000,
  monthlyHousingPayment: 1_000,
  dob: '01/15/1990',
  now,
  ...over,
});
const outcome = (over: Partial<PrequalificationInput>, mode: 'sandbox' | 'production' = 'sandbox') => prequalify(ordinary(over), mode, 4000).outcome;

const PREQUALIFIED = {
  decision: 'REVIEW',
  status: 'SOFT_PULL',
  evaluation: null,
  subStatus: 'Prequalified',
  awaitingDocumentation: false,
  unsupportedAddress: false,
  requiredDocuments: [],
  declineReason: null,
};

describe('the ordinary rules', () => {
  it('prequalify with an offer, visible after the configured delay', () => {
    expect(prequalify(ordinary(), 'sandbox', 4000)).toEqual({ outcome: PREQUALIFIED, delayMs: 4000 });
    expect(prequalify(ordinary(), 'production', 2500)).toEqual({ outcome: PREQUALIFIED, delayMs: 2500 });
  });

  it('decline an income under $12,000 (ko_income), not one of $12,000', () => {
    expect(outcome({ annualIncome: 11_999, monthlyHousingPayment: 0 })).toMatchObject({ decision: 'DECLINE', declineReason: 'ko_income', subStatus: null });
    expect(outcome({ annualIncome: 12_000, monthlyHousingPayment: 0 })).toEqual(PREQUALIFIED);
  });

  it('decline housing above half the monthly income (ko_dti), not half exactly', () => {
    // $24,000 a year is $2,000 a month: $1,000 is half.
    expect(outcome({ annualIncome: 24_000, monthlyHousingPayment: 1_000 })).toEqual(PREQUALIFIED);
    expect(outcome({ annualIncome: 24_000, monthlyHousingPayment: 1_001 })).toMatchObject({ decision: 'DECLINE', declineReason: 'ko_dti' });
  });

  it('decline an applicant under 18 (ko_minor) until the day of their 18th birthday', () => {
    // The clock reads 2 March 2026.
    expect(outcome({ dob: '03/02/2008' })).toEqual(PREQUALIFIED);
    expect(outcome({ dob: '03/03/2008' })).toMatchObject({ decision: 'DECLINE', declineReason: 'ko_minor' });
    expect(outcome({ dob: '04/01/2008' })).toMatchObject({ decision: 'DECLINE', declineReason: 'ko_minor' });
    expect(outcome({ dob: '02/28/2008' })).toEqual(PREQUALIFIED);
    expect(outcome({ dob: '12/31/2007' })).toEqual(PREQUALIFIED);
    expect(outcome({ dob: '01/01/2009' })).toMatchObject({ declineReason: 'ko_minor' });
  });
});

describe('the test SSNs of SANDBOX.md', () => {
  it('are the SSNs of area 000', () => {
    expect(isTestSsn('000001001')).toBe(true);
    expect(isTestSsn('100001001')).toBe(false);
  });

  it('decide by the table in the sandbox, whatever the income', () => {
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

  it('000-00-5001 never decides and 000-00-5002 decides after 12 s', () => {
    expect(prequalify(ordinary({ ssn: '000005001' }), 'sandbox', 4000)).toEqual({ outcome: PREQUALIFIED, delayMs: null });
    expect(prequalify(ordinary({ ssn: '000005002' }), 'sandbox', 4000)).toEqual({ outcome: PREQUALIFIED, delayMs: 12_000 });
  });

  it('are ordinary SSNs in production', () => {
    expect(outcome({ ssn: '000001004' }, 'production')).toEqual(PREQUALIFIED);
    expect(outcome({ ssn: '000001004', annualIncome: 5_000 }, 'production')).toMatchObject({ declineReason: 'ko_income' });
    expect(prequalify(ordinary({ ssn: '000005001' }), 'production', 4000).delayMs).toBe(4000);
    expect(approve('000004001', 'production')).toMatchObject({ userExists: false, outcome: { decision: 'APPROVE' } });
    expect(approve('000004003', 'production')).toEqual(expect.objectContaining({ userExists: false }));
  });
});

describe('approval, after the offer is accepted', () => {
  const completed = { ...PREQUALIFIED, subStatus: null, status: 'HARD_PULL', evaluation: 'evaluation_completed' };

  it('approves with a completed hard pull', () => {
    expect(approve('123456789', 'sandbox')).toEqual({ userExists: false, outcome: { ...completed, decision: 'APPROVE' } });
  });

  it('000-00-4001 declines with ko_vantage, 000-00-4002 goes to review, 000-00-4003 is a known user', () => {
    expect(approve('000004001', 'sandbox')).toEqual({ userExists: false, outcome: { ...completed, decision: 'DECLINE', declineReason: 'ko_vantage' } });
    expect(approve('000004002', 'sandbox')).toEqual({ userExists: false, outcome: { ...completed, decision: 'REVIEW' } });
    expect(approve('000004003', 'sandbox')).toEqual({ userExists: true });
  });
});

describe('the offer', () => {
  it('is 20% of the income rounded down to $100, between $500 and $20,000, at 26.24%', () => {
    expect(offerFor(60_000)).toEqual({ creditLimit: 12_000, apr: 2624 });
    expect(offerFor(60_999)).toEqual({ creditLimit: 12_100, apr: 2624 });
    expect(offerFor(61_499)).toEqual({ creditLimit: 12_200, apr: 2624 });
    expect(offerFor(2_000).creditLimit).toBe(500);
    expect(offerFor(3_000).creditLimit).toBe(600);
    expect(offerFor(100_000).creditLimit).toBe(20_000);
    expect(offerFor(150_000).creditLimit).toBe(20_000);
  });
});
