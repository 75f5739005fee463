import { describe, it, expect } from 'vitest';
import { isOwnCodeUsed, hasExhaustedPartnerAttempts, isPartnerCode, isOwnCode, isBlackoutState } from '../../machines/rules/start.rules.ts';

// The first document's section 4: start, verification and pet rules, with the spec's numbers.

describe('next step from the start screens', () => {
  it('own code without a correlation id or after 2 partner attempts; partner verify otherwise', () => {
    expect(isOwnCodeUsed(null, 0)).toBe(true);
    expect(isOwnCodeUsed('corr', 1)).toBe(false);
    expect(isOwnCodeUsed('corr', 2)).toBe(true);
    expect(isOwnCodeUsed('corr', 3)).toBe(true);
  });
  it('resend with 2 or more failed attempts goes back to /signup/start', () => {
    expect(hasExhaustedPartnerAttempts(1)).toBe(false);
    expect(hasExhaustedPartnerAttempts(2)).toBe(true);
  });
});

describe('codes', () => {
  it('the partner code has 4 digits and the own code 6', () => {
    expect(isPartnerCode('1234')).toBe(true);
    expect(isPartnerCode('123')).toBe(false);
    expect(isPartnerCode('12a4')).toBe(false);
    expect(isOwnCode('123456')).toBe(true);
    expect(isOwnCode('1234')).toBe(false);
  });
});

describe('pet step', () => {
  it('blackout states WA, ME, MA and CO go to the waitlist', () => {
    for (const state of ['WA', 'ME', 'MA', 'CO', 'wa']) expect(isBlackoutState(state)).toBe(true);
    for (const state of ['TX', 'CA', '', null]) expect(isBlackoutState(state)).toBe(false);
  });
});
