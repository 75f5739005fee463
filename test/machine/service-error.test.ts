import { describe, expect, it } from 'vitest';
import { errorOf, failureOf, gotNoAnswer, wasAnswered } from '../../machines/service-error.ts';
import { ApiError, networkApiError } from '../../services/api/api-error.ts';

// How the machine reads a rejected call: only plain fields, and only those of the right type, so an
// odd rejection (a thrown string, a half-filled object) is a failure without an answer, never a crash.

describe('failureOf', () => {
  it("reads an ApiError's status, code, message, field errors and wait", () => {
    const error = new ApiError({ message: 'Too many attempts', status: 429, code: 'too_many_attempts', fieldErrors: { code: ['Code is wrong'] }, retryAfterSeconds: 20 });
    expect(failureOf(error)).toEqual({ status: 429, code: 'too_many_attempts', message: 'Too many attempts', fieldErrors: { code: ['Code is wrong'] }, retryAfterS: 20 });
  });

  it('keeps only field errors that are lists of texts', () => {
    const odd = { status: 400, fieldErrors: { email: ['Email is invalid'], phone: 'Phone is required', city: ['City is required', 3], state: [] } };
    expect(failureOf(odd).fieldErrors).toEqual({ email: ['Email is invalid'], state: [] });
  });

  it('reads anything else as a failure without an answer', () => {
    for (const rejection of [undefined, null, 'boom', 42, { status: '500', code: 7, message: '', retryAfterSeconds: '3', fieldErrors: null }]) {
      expect(failureOf(rejection)).toEqual({ status: 0, code: null, message: null, fieldErrors: {}, retryAfterS: null });
    }
  });
});

describe('wasAnswered and gotNoAnswer', () => {
  it('a status from the server is an answer; no status, or a network error whatever its status, is not', () => {
    expect(wasAnswered(failureOf(new ApiError({ message: 'x', status: 400 })))).toBe(true);
    expect(wasAnswered(failureOf(new ApiError({ message: 'x', status: 0, code: 'invalid_response' })))).toBe(false);
    expect(wasAnswered({ ...failureOf(networkApiError(new TypeError('offline'))), status: 502 })).toBe(false);
    expect(gotNoAnswer(failureOf(networkApiError(new TypeError('offline'))))).toBe(true);
    expect(gotNoAnswer(failureOf(new ApiError({ message: 'x', status: 0, code: 'invalid_response' })))).toBe(false);
  });

  it('errorOf hands an action the error of a failed call', () => {
    const error = new Error('x');
    expect(errorOf({ event: { error } })).toBe(error);
  });
});
