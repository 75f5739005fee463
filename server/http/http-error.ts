import type { ErrorCode } from '../../services/contract/error-codes.ts';

// An error a route or service throws on purpose: the error handler answers `status` with
// `{ message, code, ...extra }` (the contract's ErrorBody). Anything else thrown is a 500 with a
// generic message.
export class HttpError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly extra: Record<string, unknown> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(status: number, message: string, code: ErrorCode, extra?: Record<string, unknown>, headers?: Record<string, string>) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.extra = extra;
    this.headers = headers;
  }
}

export const notFound = (message = 'Not found'): HttpError => new HttpError(404, message, 'not_found');
export const outOfOrder = (message: string): HttpError => new HttpError(409, message, 'out_of_order');
/** The phone check, or a link that would prove the phone, on an application whose phone is proven. */
export const phoneAlreadyVerified = (): HttpError => outOfOrder('Your phone number is already verified.');
// The answers several routes give, each written once.
/** 401: the call needs a signed-in user. */
export const signInRequired = (): HttpError => new HttpError(401, 'Please sign in to continue.', 'not_authenticated');
/** 401: the call came with no token at all. */
export const noCredentials = (): HttpError => new HttpError(401, 'Authentication credentials were not provided.', 'not_authenticated');
/** 404: no application of this caller's by that id (another's is not told apart from none). */
export const applicationNotFound = (): HttpError => notFound('Application not found');
export const PHONE_NOT_VERIFIED = 'Please verify your phone number first.';
/** 403: the step needs the phone verified first. */
export const phoneNotVerified = (): HttpError => new HttpError(403, PHONE_NOT_VERIFIED, 'phone_not_verified');
/** 409: the personal details of this application were sent before. */
export const detailsAlreadySubmitted = (): HttpError => outOfOrder('Your details were already submitted for this application.');
export const petApplicationNotFound = (): HttpError => notFound('Pet application not found');
export const planPurchaseNotFound = (): HttpError => notFound('Plan purchase not found');
/** 400: a hand-off link that is unknown, used, expired or opened without its verifier. */
export const invalidHandoff = (): HttpError => new HttpError(400, 'This link is invalid or has expired.', 'invalid_handoff');

/** 410: the plan is paid, so the purchase and its coverage no longer change. */
export const alreadyPurchased = (): HttpError => new HttpError(410, 'already purchased', 'already_purchased');

/** 429 with the wait in the body (`retry_after`) and in the Retry-After header, in whole seconds. */
export function tooMany(code: 'too_many_requests' | 'too_many_attempts', message: string | ((seconds: number) => string), waitSeconds: number): HttpError {
  const wait = Math.max(1, Math.ceil(waitSeconds));
  return new HttpError(429, typeof message === 'string' ? message : message(wait), code, { retry_after: wait }, { 'Retry-After': String(wait) });
}

/** How long a client waits before calling again while the database is unreachable (a fast restart takes about 2 s). */
const DATABASE_RETRY_AFTER_SECONDS = 2;

/** 503 while the database is unreachable: the wait in the body and in Retry-After, as a 429's (docs/decisions/0066). */
export const databaseUnavailable = (): HttpError =>
  new HttpError(
    503,
    'We are briefly unavailable. Please try again in a moment.',
    'service_unavailable',
    { retry_after: DATABASE_RETRY_AFTER_SECONDS },
    { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
  );
