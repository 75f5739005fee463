import { MONTHLY_DISPLAY_EXTRA_DOLLARS } from '../../services/contract/constants.ts';

// Money rules of the second document, section 9.

/** Rounded to cents: a display never shows a fraction of a cent, nor loses one. */
const toCents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * The monthly amount shown for an annual total: "annual total divided by 12 plus $200 (card-pricing
 * display)". Computed from the annual total, so every page that shows a monthly amount agrees.
 */
export function monthlyAmountShown(annualTotal: number): number {
  return toCents(annualTotal / 12 + MONTHLY_DISPLAY_EXTRA_DOLLARS);
}
