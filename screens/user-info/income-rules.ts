import { HOUSING_WARNING_RATIO, LOW_INCOME_NOTE_THRESHOLD } from '../../services/contract/constants.ts';

// The non-blocking warnings of the user step (first document, section 5).

/**
 * The monthly average shown under an annual income below $20,000, no income at all included ($0.00
 * a month); null when nothing is typed yet or no note is due.
 */
export function lowIncomeMonthlyAverage(annualIncome: number | null): number | null {
  if (annualIncome === null || annualIncome < 0 || annualIncome >= LOW_INCOME_NOTE_THRESHOLD) return null;
  return annualIncome / 12;
}

/** True when the monthly housing payment is above 40% of the monthly income. */
export function isHousingCostHigh(annualIncome: number | null, monthlyHousing: number | null): boolean {
  if (annualIncome === null || monthlyHousing === null) return false;
  return monthlyHousing > (annualIncome / 12) * HOUSING_WARNING_RATIO;
}

/** '12000' → 12000; '' → null. */
export function parseDollars(digits: string): number | null {
  return digits === '' ? null : Number(digits);
}
