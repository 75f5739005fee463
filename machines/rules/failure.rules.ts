import { ErrorCode } from '../../services/contract/error-codes.ts';
import { WRONG_CODE_TEXT } from '../../services/contract/wrong-code-text.ts';
import type { FlowOutcome } from '../outcomes.ts';
import { gotNoAnswer, wasAnswered, type ServiceFailure } from '../service-error.ts';

// How a failed call reads as an outcome (first document, section 8: error text from the message
// field; an array of messages grouped by first word into per-field errors). Pure functions: the
// steps' actions call them, the unit tests pin them down.

/**
 * Any call: no answer (the connection), a failure on our side (a 5xx, an answer that broke the
 * contract, a fault of our code), a rate limit, or the server's own refusal with its text.
 */
export function outcomeOfFailure(failure: ServiceFailure): FlowOutcome {
  if (gotNoAnswer(failure)) return { code: 'unreachable' };
  if (!wasAnswered(failure) || failure.status >= 500) return { code: 'failed' };
  if (failure.status === 429) {
    if (failure.code === 'too_many_attempts') return { code: 'tooManyAttempts', retryAfterS: failure.retryAfterS, message: failure.message };
    return { code: 'rateLimited', retryAfterS: failure.retryAfterS, message: failure.message };
  }
  return { code: 'rejected', serverCode: ErrorCode.safeParse(failure.code).data ?? null, message: failure.message, fieldErrors: failure.fieldErrors };
}

/**
 * The server said the code is wrong: by its error code, or by its reply text alone (the first
 * document shows 'Wrong code. Please try again' "when the server reply text matches"), so a server
 * that sends only the text is understood too (decision 0071).
 */
const saysWrongCode = (failure: ServiceFailure): boolean => wasAnswered(failure) && (failure.code === 'wrong_code' || failure.message?.trim() === WRONG_CODE_TEXT);

/**
 * A code check: 'Wrong code. Please try again' only when the server says the code is wrong; an
 * expired code, too many tries, a rate limit and no answer each keep their own outcome.
 */
export function outcomeOfCodeCheck(failure: ServiceFailure): FlowOutcome {
  if (saysWrongCode(failure)) return { code: 'wrongCode' };
  if (wasAnswered(failure) && failure.code === 'code_expired') return { code: 'codeExpired', message: failure.message };
  return outcomeOfFailure(failure);
}

/** The server's codes for a code it judged: wrong, expired (or replaced), or too many wrong tries. */
const JUDGED_CODE: readonly string[] = ['wrong_code', 'code_expired', 'too_many_attempts'] satisfies ErrorCode[];

/**
 * A failed partner validation counts an attempt only when the server judged the code (wrong, expired,
 * too many tries). A request that never reached it, a server failure, a rate limit or any other
 * refusal (already verified, not theirs, a malformed request) judged nothing. A server that sends
 * no error code judged it when its text says the code is wrong; one that sends a code is taken at
 * its code (ours answers a malformed code with 'invalid' in the same words).
 */
export const isCountedAttempt = (failure: ServiceFailure): boolean =>
  wasAnswered(failure) && (failure.code === null ? saysWrongCode(failure) : JUDGED_CODE.includes(failure.code));

/**
 * 409 `out_of_order` on a one-time step (a phone check): the step is already done, here (an answer
 * lost on the way back), in another tab or on another device. The flow asks where it stands.
 */
export const isStepAlreadyDone = (failure: ServiceFailure): boolean => failure.status === 409 && failure.code === 'out_of_order';

/** 401: the visitor must sign in; 403 or 404: not theirs (or gone). */
export const needsSignIn = (failure: ServiceFailure): boolean => failure.status === 401;
export const isNotTheirs = (failure: ServiceFailure): boolean => failure.status === 403 || failure.status === 404;
/** 409: the application is not at that step yet (for example no signup before the personal details). */
export const isNotYet = (failure: ServiceFailure): boolean => failure.status === 409;
