import { MONTHLY_DISPLAY_EXTRA_DOLLARS } from '../../services/contract/constants.ts';

// Money rules of the second document, section 9.

/** Rounded to cents: a display never shows a fraction of a cent, nor loses one. */
const toCents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * The card-pricing display of an annual total: "annual total divided by 12 plus $200 (card-pricing
 * display)", for the insurance calculator of the offer page. Never what a plan purchase charges:
 * the payment page shows the purchase's own `monthly_total`, the figure the server stores (0032).
 */
export function monthlyAmountShown(annualTotal: number): number {
  return toCents(annualTotal / 12 + MONTHLY_DISPLAY_EXTRA_DOLLARS);
}
