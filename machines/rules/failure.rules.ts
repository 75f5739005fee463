import { ErrorCode } from '../../services/contract/error-codes.ts';
import type { FlowOutcome } from '../outcomes.ts';
import { wasAnswered, type ServiceFailure } from '../service-error.ts';

// How a failed call reads as an outcome (first document, section 8: error text from the message
// field; an array of messages grouped by first word into per-field errors). Pure functions: the
// steps' actions call them, the unit tests pin them down.

/** Any call: no answer, a server failure, a rate limit, or the server's own refusal with its text. */
export function outcomeOfFailure(failure: ServiceFailure): FlowOutcome {
  if (!wasAnswered(failure)) return { code: 'unreachable' };
  if (failure.status === 429) {
    if (failure.code === 'too_many_attempts') return { code: 'tooManyAttempts', retryAfterS: failure.retryAfterS, message: failure.message };
    return { code: 'rateLimited', retryAfterS: failure.retryAfterS, message: failure.message };
  }
  if (failure.status >= 500) return { code: 'failed' };
  return { code: 'rejected', serverCode: ErrorCode.safeParse(failure.code).data ?? null, message: failure.message, fieldErrors: failure.fieldErrors };
}

/**
 * A code check: 'Wrong code. Please try again' only when the server says the code is wrong; an
 * expired code, too many tries, a rate limit and no answer each keep their own outcome.
 */
export function outcomeOfCodeCheck(failure: ServiceFailure): FlowOutcome {
  if (wasAnswered(failure) && failure.code === 'wrong_code') return { code: 'wrongCode' };
  if (wasAnswered(failure) && failure.code === 'code_expired') return { code: 'codeExpired', message: failure.message };
  return outcomeOfFailure(failure);
}

/**
 * A failed partner validation counts an attempt when the server judged the code (wrong, expired, too
 * many tries); a request that never reached it, a server failure or a rate limit judged nothing.
 */
export const isCountedAttempt = (failure: ServiceFailure): boolean =>
  wasAnswered(failure) && failure.status < 500 && !(failure.status === 429 && failure.code !== 'too_many_attempts');

/** 401: the visitor must sign in; 403 or 404: not theirs (or gone). */
export const needsSignIn = (failure: ServiceFailure): boolean => failure.status === 401;
export const isNotTheirs = (failure: ServiceFailure): boolean => failure.status === 403 || failure.status === 404;
/** 409: the application is not at that step yet (for example no signup before the personal details). */
export const isNotYet = (failure: ServiceFailure): boolean => failure.status === 409;
