import { describe, expect, it } from 'vitest';
import { isHousingCostHigh, lowIncomeMonthlyAverage, parseDollars } from './income-rules.ts';

describe('income rules', () => {
  it('gives the monthly average under $20,000 a year only', () => {
    expect(lowIncomeMonthlyAverage(18_000)).toBe(1_500);
    expect(lowIncomeMonthlyAverage(19_999)).toBeCloseTo(1666.58, 2);
    expect(lowIncomeMonthlyAverage(20_000)).toBeNull();
    // No income at all is under $20,000 too: the note says $0.00 a month.
    expect(lowIncomeMonthlyAverage(0)).toBe(0);
    expect(lowIncomeMonthlyAverage(1)).toBeCloseTo(0.08, 2);
    expect(lowIncomeMonthlyAverage(null)).toBeNull();
  });
  it('warns when housing is above 40% of monthly income', () => {
    expect(isHousingCostHigh(60_000, 2_000)).toBe(false);
    expect(isHousingCostHigh(60_000, 2_001)).toBe(true);
    expect(isHousingCostHigh(null, 2_001)).toBe(false);
    expect(isHousingCostHigh(60_000, null)).toBe(false);
    // No income at all: any housing payment is above 40% of it, none is not.
    expect(isHousingCostHigh(0, 1)).toBe(true);
    expect(isHousingCostHigh(0, 0)).toBe(false);
  });
  it('reads digit strings as dollars', () => {
    expect(parseDollars('')).toBeNull();
    expect(parseDollars('0')).toBe(0);
    expect(parseDollars('12000')).toBe(12_000);
  });
});
