import { MIN_PET_AGE_WEEKS, HOUSING_WARNING_RATIO, LOW_INCOME_NOTE_THRESHOLD } from '../../services/contract/constants.ts';
import { petAgeInWeeks } from '../../services/contract/animal.schema.ts';

// Eligibility and warning thresholds of both documents (7 weeks, 40%, $20,000), for the machine
// and whoever binds its context to screens.

/** 'We can't insure pets until they are 7 weeks old.' */
export const isPetTooYoung = (ageId: string): boolean => petAgeInWeeks(ageId) < MIN_PET_AGE_WEEKS;

/** 'Are your income and housing costs correct?' above 40% of the monthly income. */
export const isHousingCostHigh = (annualIncome: number, monthlyHousingPayment: number): boolean =>
  annualIncome > 0 ? monthlyHousingPayment > (annualIncome / 12) * HOUSING_WARNING_RATIO : monthlyHousingPayment > 0;

/** Under $20,000 a year the form shows the monthly average. */
export const isLowIncome = (annualIncome: number): boolean => annualIncome < LOW_INCOME_NOTE_THRESHOLD;
