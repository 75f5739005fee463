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

/**
 * Where the sandbox's 3-D Secure page sends the browser back: the return URL with the query Stripe
 * appends after a redirect. Only a URL of this app (`origin`) is followed: the page is never an open
 * redirect; anything else goes to the app's home.
 */
export function redirectReturnUrl(
  returnUrl: string,
  origin: string,
  intent: { setupIntentId: string; clientSecret: string; redirectStatus: 'succeeded' | 'failed' },
): string {
  let url: URL;
  try {
    url = new URL(returnUrl, origin);
  } catch {
    return new URL('/', origin).toString();
  }
  if (url.origin !== new URL(origin).origin) return new URL('/', origin).toString();
  url.searchParams.set('setup_intent', intent.setupIntentId);
  url.searchParams.set('setup_intent_client_secret', intent.clientSecret);
  url.searchParams.set('redirect_status', intent.redirectStatus);
  return url.toString();
}
