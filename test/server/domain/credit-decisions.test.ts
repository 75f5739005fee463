import { describe, expect, it } from 'vitest';
import { isAreaZero, offerFor, ordinaryCreditDecisions, type PrequalificationInput } from '../../../server/origination/credit-decisions.ts';
import { applicant, PREQUALIFIED } from './credit-cases.ts';

// Production's credit decisions, the ordinary rules, as the service stores them: each rule on both
// sides of its edge, and the delay each outcome becomes visible after. The sandbox's test SSNs on
// top of them: decision-engine.test.ts.

const decisions = ordinaryCreditDecisions(4000);
const outcome = (over: Partial<PrequalificationInput>) => decisions.prequalify(applicant(over)).outcome;

describe('the ordinary rules', () => {
  it('prequalify with an offer, visible after the configured delay', () => {
    expect(decisions.prequalify(applicant())).toEqual({ outcome: PREQUALIFIED, delayMs: 4000 });
    expect(ordinaryCreditDecisions(2500).prequalify(applicant())).toEqual({ outcome: PREQUALIFIED, delayMs: 2500 });
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

  it('read the SSNs of area 000 as ordinary SSNs', () => {
    expect(outcome({ ssn: '000001004' })).toEqual(PREQUALIFIED);
    expect(outcome({ ssn: '000001004', annualIncome: 5_000 })).toMatchObject({ declineReason: 'ko_income' });
    expect(decisions.prequalify(applicant({ ssn: '000005001' })).delayMs).toBe(4000);
  });

  it('approve every accepted offer with a completed hard pull', () => {
    const approved = { ...PREQUALIFIED, subStatus: null, status: 'HARD_PULL', evaluation: 'evaluation_completed', decision: 'APPROVE' };
    expect(decisions.approve('123456789')).toEqual({ userExists: false, outcome: approved });
    expect(decisions.approve('000004001')).toEqual({ userExists: false, outcome: approved });
    expect(decisions.approve('000004003')).toEqual({ userExists: false, outcome: approved });
  });
});

describe('area 000', () => {
  it('holds the SSNs that start with 000', () => {
    expect(isAreaZero('000001001')).toBe(true);
    expect(isAreaZero('100001001')).toBe(false);
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
