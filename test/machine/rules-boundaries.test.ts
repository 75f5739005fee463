import { describe, expect, it } from 'vitest';
import { isCountedAttempt, isNotYet, outcomeOfFailure } from '../../machines/rules/failure.rules.ts';
import { paymentFailureProperties } from '../../machines/rules/payment.rules.ts';
import { isOwnCode, isPartnerCode } from '../../machines/rules/start.rules.ts';
import { preDecisionStep } from '../../machines/rules/decision.rules.ts';
import { failureOf } from '../../machines/service-error.ts';
import { signup } from '../../src/flow-map/machine-model/model-fixtures.ts';

// The edges the other rule tests leave open: 499 against 500, 409, a code that is not text, a
// decision the document does not name, a failure report with nothing to report.

const answered = (status: number, code?: string) => failureOf({ status, code, message: 'Refused' });

describe('the status edges of a failed call', () => {
  it('500 is a server failure, 499 a refusal', () => {
    expect(outcomeOfFailure(answered(500))).toEqual({ code: 'failed' });
    expect(outcomeOfFailure(answered(499))).toMatchObject({ code: 'rejected', message: 'Refused' });
  });

  it('a partner attempt counts by the code the server judged, whatever the status', () => {
    expect(isCountedAttempt(answered(499, 'wrong_code'))).toBe(true);
    expect(isCountedAttempt(answered(499))).toBe(false);
    expect(isCountedAttempt(answered(400, 'out_of_order'))).toBe(false);
  });

  it('409 says the application is not at that step yet; 400 and 404 do not', () => {
    expect(isNotYet(answered(409))).toBe(true);
    expect(isNotYet(answered(400))).toBe(false);
    expect(isNotYet(answered(404))).toBe(false);
  });
});

describe('codes typed as something else than text', () => {
  it('a number is never a code, even with the right digits', () => {
    expect(isPartnerCode(1234)).toBe(false);
    expect(isOwnCode(123456)).toBe(false);
    expect(isOwnCode('12345a')).toBe(false);
  });
});

describe('a decision the document does not name', () => {
  it('reads as declined', () => {
    expect(preDecisionStep(signup({ application_decision: null }))).toEqual({ to: 'notPreQualified', status: 'declined' });
  });
});

describe('a payment failure report with neither a provider error nor an API failure', () => {
  it('is an api_error with every field null, rather than a crash', () => {
    expect(paymentFailureProperties({})).toEqual({
      type: 'api_error',
      code: null,
      decline_code: null,
      message: null,
      param: null,
      setup_intent_id: null,
      payment_method_id: null,
      plan_purchase_id: null,
      quote_id: null,
    });
  });
});
