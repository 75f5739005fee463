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

/** What the payment redirect route receives: our query plus the parameters Stripe appends. */
export interface PaymentReturn {
  paymentPeriod: PaymentPeriod | null;
  revenue: number | null;
  setupIntentId: string | null;
  setupIntentClientSecret: string | null;
  /** Stripe's redirect_status: 'succeeded', 'processing' or 'failed'. */
  redirectStatus: string | null;
}

export function readPaymentReturn(url: string): PaymentReturn {
  const query = new URL(url).searchParams;
  const period = query.get('payment_period');
  const revenue = query.get('revenue');
  return {
    paymentPeriod: period === 'monthly' || period === 'annual' ? period : null,
    revenue: revenue !== null && revenue.trim() !== '' && Number.isFinite(Number(revenue)) ? Number(revenue) : null,
    setupIntentId: query.get('setup_intent'),
    setupIntentClientSecret: query.get('setup_intent_client_secret'),
    redirectStatus: query.get('redirect_status'),
  };
}
