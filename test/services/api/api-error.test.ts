import { describe, expect, it } from 'vitest';
import {
  ApiError,
  GENERIC_ERROR_MESSAGE,
  apiErrorFromResponse,
  groupMessagesByFirstWord,
  isNetworkError,
  networkApiError,
  parseRetryAfter,
} from '../../../services/api/api-error.ts';

// How an error answer reads for the screens: which text, which code, which per-field errors, how long
// to wait, and whether the call got an answer at all. The client's own tests send real answers
// through it; these pin each rule of the mapping.

describe('an answer of the contract’s error shape', () => {
  it("carries the server's message, code, body and status", () => {
    const body = { message: 'This code has expired. Please request a new one.', code: 'code_expired' };
    const error = apiErrorFromResponse(400, body);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error).toMatchObject({ message: body.message, status: 400, code: 'code_expired', body, fieldErrors: {}, isNetworkError: false });
    expect(isNetworkError(error)).toBe(false);
  });

  it('has no code, no wait and no cause when the answer gives none', () => {
    const error = apiErrorFromResponse(500, { message: 'Internal error' });
    expect(error.message).toBe('Internal error');
    expect(error.code).toBeUndefined();
    expect(error.retryAfterSeconds).toBeUndefined();
    expect('cause' in error).toBe(false);
  });

  it('takes the first of an array of messages, and groups them all by their first word', () => {
    const error = apiErrorFromResponse(400, { message: ['Email is invalid', 'Phone is required', 'Phone must have 10 digits'] });
    expect(error.message).toBe('Email is invalid');
    expect(error.fieldErrors).toEqual({ email: ['Email is invalid'], phone: ['Phone is required', 'Phone must have 10 digits'] });
    expect(error.fieldError('phone')).toBe('Phone is required');
    expect(error.fieldError('address')).toBeUndefined();
  });

  it('an empty array of messages reads as the generic text', () => {
    expect(apiErrorFromResponse(400, { message: [] }).message).toBe(GENERIC_ERROR_MESSAGE);
    expect(GENERIC_ERROR_MESSAGE).toBe('Something went wrong. Press the next button to try again');
  });

  it("adds the body's `errors` per field after the grouped messages", () => {
    const error = apiErrorFromResponse(400, {
      message: ['Email is invalid'],
      errors: { email: ['Email is already registered'], postal_code: ['Postal code is not served'] },
    });
    expect(error.fieldErrors).toEqual({
      email: ['Email is invalid', 'Email is already registered'],
      postal_code: ['Postal code is not served'],
    });
    // A single message is not a field's: only `errors` gives fields then.
    expect(apiErrorFromResponse(400, { message: 'Check the form', errors: { city: ['City is required'] } }).fieldErrors).toEqual({ city: ['City is required'] });
  });

  it('reads Retry-After from the headers, in seconds', () => {
    const error = apiErrorFromResponse(429, { message: 'Too many attempts', code: 'too_many_attempts' }, new Headers({ 'Retry-After': '30' }));
    expect(error.retryAfterSeconds).toBe(30);
    expect(apiErrorFromResponse(429, { message: 'Too many attempts' }, new Headers()).retryAfterSeconds).toBeUndefined();
  });
});

describe('an answer of any other shape', () => {
  it('shows a short plain-text body as it is, trimmed', () => {
    const error = apiErrorFromResponse(502, '  Bad gateway \n', new Headers({ 'Retry-After': '5' }));
    expect(error).toMatchObject({ message: 'Bad gateway', status: 502, body: '  Bad gateway \n', fieldErrors: {}, retryAfterSeconds: 5 });
    expect(error.code).toBeUndefined();
  });

  it('keeps a text of 300 characters; a longer one, an HTML page or a blank body read as the generic text', () => {
    const limit = 'x'.repeat(300);
    expect(apiErrorFromResponse(503, limit).message).toBe(limit);
    expect(apiErrorFromResponse(503, `${limit}y`).message).toBe(GENERIC_ERROR_MESSAGE);
    expect(apiErrorFromResponse(503, '\n  <html><body>Service Unavailable</body></html>').message).toBe(GENERIC_ERROR_MESSAGE);
    expect(apiErrorFromResponse(503, '<h1>Down</h1>').message).toBe(GENERIC_ERROR_MESSAGE);
    expect(apiErrorFromResponse(503, '   ').message).toBe(GENERIC_ERROR_MESSAGE);
    expect(apiErrorFromResponse(503, '').message).toBe(GENERIC_ERROR_MESSAGE);
  });

  it('a body that is not text reads as the generic text, and keeps its status and body', () => {
    for (const body of [null, 42, { detail: 'Not found.' }, ['a']]) {
      const error = apiErrorFromResponse(404, body);
      expect(error).toMatchObject({ message: GENERIC_ERROR_MESSAGE, status: 404, body, fieldErrors: {}, isNetworkError: false });
      expect(error.retryAfterSeconds).toBeUndefined();
    }
  });
});

describe('a call that got no answer', () => {
  it('is a network error with status 0, the generic text and its cause', () => {
    const cause = new TypeError('Failed to fetch');
    const error = networkApiError(cause);
    expect(error).toMatchObject({ status: 0, code: 'network_error', message: GENERIC_ERROR_MESSAGE, isNetworkError: true, fieldErrors: {} });
    expect(error.cause).toBe(cause);
    expect(isNetworkError(error)).toBe(true);
  });

  it('only an ApiError can be one', () => {
    expect(isNetworkError(Object.assign(new Error('x'), { isNetworkError: true }))).toBe(false);
    expect(isNetworkError(null)).toBe(false);
  });
});

describe('groupMessagesByFirstWord', () => {
  it('groups by the first word, lower-cased, without its punctuation', () => {
    expect(groupMessagesByFirstWord(['Email: is invalid', 'email must be unique', 'Postal_code is invalid', 'Pet-name is too long', 'Line2 is too long'])).toEqual({
      email: ['Email: is invalid', 'email must be unique'],
      postal_code: ['Postal_code is invalid'],
      'pet-name': ['Pet-name is too long'],
      line2: ['Line2 is too long'],
    });
  });

  it('reads the first word after leading spaces, and leaves out a message whose first word is only punctuation', () => {
    expect(groupMessagesByFirstWord(['  Phone is required', '!!! Something odd', ''])).toEqual({ phone: ['  Phone is required'] });
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');

  it('reads whole seconds, trimmed', () => {
    expect(parseRetryAfter('30', now)).toBe(30);
    expect(parseRetryAfter(' 120 ', now)).toBe(120);
    expect(parseRetryAfter('0', now)).toBe(0);
  });

  it('reads an HTTP date as the seconds until then, rounded up; a date gone by is 0', () => {
    expect(parseRetryAfter('Thu, 26 Nov 2026 12:01:30 GMT', now)).toBe(90);
    expect(parseRetryAfter('Thu, 26 Nov 2026 12:00:00 GMT', now - 1_500)).toBe(2);
    expect(parseRetryAfter('Thu, 26 Nov 2026 11:59:00 GMT', now)).toBe(0);
  });

  it('has no value for no header or one it cannot read', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('', now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('30 seconds', now)).toBeUndefined();
    expect(parseRetryAfter('in 30', now)).toBeUndefined();
  });
});

describe('ApiError', () => {
  it('keeps what it is given, a cause only when there is one', () => {
    const cause = new Error('zod');
    const error = new ApiError({ message: 'Invalid', status: 0, code: 'invalid_request', fieldErrors: { email: ['Invalid email address'] }, body: [1], retryAfterSeconds: 3, cause });
    expect(error).toMatchObject({ message: 'Invalid', status: 0, code: 'invalid_request', fieldErrors: { email: ['Invalid email address'] }, body: [1], retryAfterSeconds: 3, isNetworkError: false });
    expect(error.cause).toBe(cause);
    expect('cause' in new ApiError({ message: 'x', status: 500 })).toBe(false);
  });
});
