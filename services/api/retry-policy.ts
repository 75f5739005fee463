import type { Endpoint } from '../contract/endpoint.ts';
import { endpoints } from '../contract/endpoints.ts';
import type { ApiError } from './api-error.ts';

// Which failed calls the client makes again by itself, and when (docs/decisions/0066). A database
// restart takes a few seconds: the server answers 503 with Retry-After meanwhile, and an API process
// that restarts refuses connections. A call that may be repeated is made again after the wait, so the
// applicant sees the step's loading view a little longer instead of an error.

/**
 * The writes that may be sent twice with the effect of once (the server makes each idempotent, or
 * they only read): every GET may be repeated too. Not here, because a second one differs from the
 * first: start (a second application), the codes (a second text, a try counted), pet information
 * and the personal details after a first that landed (409), the quiz (409), the upload (a second
 * file), sign-in, hand-offs, the alternate address, analytics.
 */
const REPEATABLE_WRITES: ReadonlySet<Endpoint> = new Set<Endpoint>([
  endpoints.acceptOffer,
  endpoints.originationValidate,
  endpoints.patchPetApplication,
  endpoints.patchContractQuote,
  endpoints.patchInsuranceQuote,
  endpoints.quotePricing,
  endpoints.createPlanPurchase,
  endpoints.completePlanPurchase,
  endpoints.policyConfig,
]);

export const isRepeatable = (endpoint: Endpoint): boolean => endpoint.method === 'GET' || REPEATABLE_WRITES.has(endpoint);

/** At most this many repeats of one call. */
const MAX_REPEATS = 3;
/** The waits of one call add up to at most this: the decision poll's 31 s deadline keeps room for its own polls. */
const REPEAT_BUDGET_MS = 10_000;
/** A Retry-After above this is not waited for: the call fails as it would have. */
const MAX_RETRY_AFTER_MS = 5_000;
/** After a request that got no answer: 1 s, then 2 s, then 4 s. */
const NO_ANSWER_FIRST_WAIT_MS = 1_000;

/**
 * How long to wait before repeating a call that failed with `error` after `repeats` repeats and
 * `waitedMs` of waiting; null: do not repeat. Repeated: a 503 that says when to come back
 * (Retry-After; a 503 without it is no promise of a moment), and a request that got no answer
 * (`timedOut` false: refused, reset, dropped). A request that timed out is not repeated: it has
 * already used most of the time an applicant waits.
 */
export function repeatDelayMs(error: ApiError, timedOut: boolean, repeats: number, waitedMs: number): number | null {
  if (repeats >= MAX_REPEATS) return null;
  let delay: number;
  if (error.status === 503 && error.retryAfterSeconds !== undefined) delay = error.retryAfterSeconds * 1_000;
  else if (error.isNetworkError && !timedOut) delay = NO_ANSWER_FIRST_WAIT_MS * 2 ** repeats;
  else return null;
  if (delay > MAX_RETRY_AFTER_MS || waitedMs + delay > REPEAT_BUDGET_MS) return null;
  return delay;
}
