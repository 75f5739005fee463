import type { PaymentPeriod } from '../contract/insurance.schema.ts';

/**
 * The provider's return URL: the payment redirect route (onboard.card.PaymentRedirect) with query
 * `payment_period` and `revenue`, as the spec says. The route's path comes from the app's route
 * table, so it is given here, not guessed.
 */
export function paymentReturnUrl(
  redirectRouteUrl: string,
  query: { paymentPeriod: PaymentPeriod; revenue: number },
): string {
  const url = new URL(redirectRouteUrl);
  url.searchParams.set('payment_period', query.paymentPeriod);
  url.searchParams.set('revenue', String(query.revenue));
  return url.toString();
}
