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
