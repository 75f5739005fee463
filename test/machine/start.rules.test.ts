import { describe, it, expect } from 'vitest';
import { isOwnCodeUsed, hasExhaustedPartnerAttempts, isPartnerCode, isOwnCode, isBlackoutState } from '../../machines/rules/start.rules.ts';
import { isPetTooYoung, isHousingCostHigh, isLowIncome } from '../../machines/rules/eligibility.rules.ts';

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
  it('pets under 7 weeks are too young', () => {
    expect(isPetTooYoung('6_week_old')).toBe(true);
    expect(isPetTooYoung('7_week_old')).toBe(false);
    expect(isPetTooYoung('2_month_old')).toBe(false);
  });
});

describe('financial warnings', () => {
  it('housing above 40% of the monthly income asks to check the numbers', () => {
    // 60 000 a year is 5 000 a month: 2 000 is exactly 40%, 2 001 is above.
    expect(isHousingCostHigh(60_000, 2_000)).toBe(false);
    expect(isHousingCostHigh(60_000, 2_001)).toBe(true);
  });
  it('an annual income under $20,000 shows the monthly average', () => {
    expect(isLowIncome(19_999)).toBe(true);
    expect(isLowIncome(20_000)).toBe(false);
  });
});
