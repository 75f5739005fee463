import { describe, expect, it } from 'vitest';
import type { PrequalificationInput } from '../../../server/origination/credit-decisions.ts';
import { sandboxCreditDecisions } from '../../../server/sandbox/decision-engine.ts';
import { applicant } from './credit-cases.ts';

// Survivors of the `units` report of 2026-11-29 (docs/mutation.md): decision-engine.test.ts checks
// one declining test SSN (000-00-1004), so the decline reason of each other row of SANDBOX.md's
// table could be anything. In a file of its own, so the tests that report ran stay as recorded.

const outcome = (over: Partial<PrequalificationInput>) => sandboxCreditDecisions(4000).prequalify(applicant(over)).outcome;

describe("the declining test SSNs of SANDBOX.md's table", () => {
  it.each([
    ['000001001', 'ko_blocklist'],
    ['000001002', 'ko_fraud_risk'],
    ['000001003', 'ko_minor'],
    ['000001005', 'ko_dti'],
    ['000001006', 'ko_vantage'],
    ['000001007', 'ko_income'],
    ['000001008', 'ko_zoomies_model'],
    ['000001009', 'ko_frozen_file'],
  ])('%s declines with %s, whatever the income', (ssn, reason) => {
    expect(outcome({ ssn, annualIncome: 90_000 })).toMatchObject({ decision: 'DECLINE', declineReason: reason, status: 'SOFT_PULL' });
  });
});
