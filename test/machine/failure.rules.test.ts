import { describe, it, expect } from 'vitest';
import { outcomeOfFailure, outcomeOfCodeCheck, isCountedAttempt, isStepAlreadyDone, needsSignIn, isNotTheirs } from '../../machines/rules/failure.rules.ts';
import { failureOf } from '../../machines/service-error.ts';

// How a failed call reads as an outcome (first document, section 8), from the errors the API client
// rejects with: status, the contract's error code, the server's text, field errors, Retry-After.

const failure = (status: number, code?: string, message?: string, extra: Record<string, unknown> = {}) => failureOf({ status, code, message, ...extra });
const noAnswer = failureOf({ status: 0, code: 'network_error', message: 'Something went wrong', isNetworkError: true });

describe('a failed call', () => {
  it('no answer, a server failure, a limit, or the server refusing with its own text and fields', () => {
    expect(outcomeOfFailure(noAnswer)).toEqual({ code: 'unreachable' });
    expect(outcomeOfFailure(failure(503, undefined, 'Service unavailable'))).toEqual({ code: 'failed' });
    expect(outcomeOfFailure(failure(429, 'too_many_requests', 'Please wait 30 seconds before requesting a new code.', { retryAfterSeconds: 30 }))).toEqual({
      code: 'rateLimited',
      retryAfterS: 30,
      message: 'Please wait 30 seconds before requesting a new code.',
    });
    expect(outcomeOfFailure(failure(400, 'invalid', 'Email is invalid', { fieldErrors: { email: ['Email is invalid'] } }))).toEqual({
      code: 'rejected',
      serverCode: 'invalid',
      message: 'Email is invalid',
      fieldErrors: { email: ['Email is invalid'] },
    });
  });

  it("says 'no answer' only for a request that never got one (offline, time-out); anything else failed on our side", () => {
    const timedOut = failureOf({ status: 0, code: 'network_error', message: 'Something went wrong', isNetworkError: true, name: 'ApiError' });
    expect(outcomeOfFailure(timedOut)).toEqual({ code: 'unreachable' });
    // 500 and 599 are ours; 499 is a refusal.
    expect(outcomeOfFailure(failure(500, 'server_error', 'Something went wrong.'))).toEqual({ code: 'failed' });
    expect(outcomeOfFailure(failure(599))).toEqual({ code: 'failed' });
    expect(outcomeOfFailure(failure(499, undefined, 'Client closed request'))).toMatchObject({ code: 'rejected' });
    // The server answered, but not what the contract says: not the applicant's connection.
    expect(outcomeOfFailure(failure(0, 'invalid_response', 'The answer to GET /api/x/ is not JSON'))).toEqual({ code: 'failed' });
    expect(outcomeOfFailure(failure(0, 'invalid_request', 'Invalid request'))).toEqual({ code: 'failed' });
    // An unknown rejection (a thrown string, a bare Error) is a fault of ours, not of the network.
    expect(outcomeOfFailure(failureOf('boom'))).toEqual({ code: 'failed' });
    expect(outcomeOfFailure(failureOf(new Error('boom')))).toEqual({ code: 'failed' });
  });
});

describe('a failed code check', () => {
  it("says 'wrong code' only when the server says the code is wrong", () => {
    expect(outcomeOfCodeCheck(failure(400, 'wrong_code', 'Wrong code. Please try again'))).toEqual({ code: 'wrongCode' });
    expect(outcomeOfCodeCheck(failure(400, 'code_expired', 'This code has expired. Please request a new one.'))).toEqual({
      code: 'codeExpired',
      message: 'This code has expired. Please request a new one.',
    });
    expect(outcomeOfCodeCheck(failure(429, 'too_many_attempts', 'Too many wrong codes.', { retryAfterSeconds: 600 }))).toEqual({
      code: 'tooManyAttempts',
      retryAfterS: 600,
      message: 'Too many wrong codes.',
    });
    expect(outcomeOfCodeCheck(noAnswer)).toEqual({ code: 'unreachable' });
    expect(outcomeOfCodeCheck(failure(500))).toEqual({ code: 'failed' });
  });

  it("says 'wrong code' also when only the server's reply text says so (first document, section 8: 'shown when the server reply text matches')", () => {
    // A server that sends the text without our error code, or with another one.
    expect(outcomeOfCodeCheck(failure(400, undefined, 'Wrong code. Please try again'))).toEqual({ code: 'wrongCode' });
    expect(outcomeOfCodeCheck(failure(401, 'invalid', 'Wrong code. Please try again'))).toEqual({ code: 'wrongCode' });
    expect(outcomeOfCodeCheck(failure(400, undefined, '  Wrong code. Please try again\n'))).toEqual({ code: 'wrongCode' });
    // Another text is the server's own refusal, shown as it is.
    expect(outcomeOfCodeCheck(failure(400, undefined, 'Wrong code'))).toEqual({ code: 'rejected', serverCode: null, message: 'Wrong code', fieldErrors: {} });
    expect(outcomeOfCodeCheck(failure(400, undefined, 'wrong code. please try again later'))).toMatchObject({ code: 'rejected' });
    // No answer is no answer, whatever the client wrote into its error.
    expect(outcomeOfCodeCheck(failureOf({ status: 0, code: 'network_error', message: 'Wrong code. Please try again' }))).toEqual({ code: 'unreachable' });
  });

  it('counts a partner attempt for the reply text of a wrong code only from a server that sends no error code', () => {
    expect(isCountedAttempt(failure(400, undefined, 'Wrong code. Please try again'))).toBe(true);
    // Ours sends a code: 'invalid' with these words is a malformed code, which judged nothing.
    expect(isCountedAttempt(failure(400, 'invalid', 'Wrong code. Please try again'))).toBe(false);
    expect(isCountedAttempt(failure(400, undefined, 'Something else'))).toBe(false);
    expect(isCountedAttempt(failureOf({ status: 0, message: 'Wrong code. Please try again' }))).toBe(false);
  });

  it('counts a partner attempt only when the server judged the code', () => {
    expect(isCountedAttempt(failure(400, 'wrong_code'))).toBe(true);
    expect(isCountedAttempt(failure(400, 'code_expired'))).toBe(true);
    expect(isCountedAttempt(failure(429, 'too_many_attempts'))).toBe(true);
    expect(isCountedAttempt(failure(429, 'too_many_requests'))).toBe(false);
    expect(isCountedAttempt(failure(502))).toBe(false);
    expect(isCountedAttempt(noAnswer)).toBe(false);
    // Refusals that judged no code: already verified, not theirs, a malformed request.
    expect(isCountedAttempt(failure(409, 'out_of_order', 'Your phone number is already verified.'))).toBe(false);
    expect(isCountedAttempt(failure(403, 'permission_denied'))).toBe(false);
    expect(isCountedAttempt(failure(404, 'not_found'))).toBe(false);
    expect(isCountedAttempt(failure(400, 'invalid', 'Wrong code. Please try again'))).toBe(false);
  });

  it('a 409 out of order on a one-time step means the step is already done', () => {
    expect(isStepAlreadyDone(failure(409, 'out_of_order', 'Your phone number is already verified.'))).toBe(true);
    expect(isStepAlreadyDone(failure(409, 'phone_linked'))).toBe(false);
    expect(isStepAlreadyDone(failure(400, 'out_of_order'))).toBe(false);
    expect(isStepAlreadyDone(noAnswer)).toBe(false);
  });
});

describe('a failed load', () => {
  it('401 asks to sign in; 403 and 404 are not this visitor’s', () => {
    expect(needsSignIn(failure(401))).toBe(true);
    expect(needsSignIn(failure(403))).toBe(false);
    expect(isNotTheirs(failure(403))).toBe(true);
    expect(isNotTheirs(failure(404))).toBe(true);
    expect(isNotTheirs(failure(500))).toBe(false);
  });
});
