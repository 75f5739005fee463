import { z } from 'zod';

// Every `code` the server sends in an error body, and the body itself. The server's HttpError takes
// an ErrorCode (a typo is a compile error) and the OpenAPI document declares every error answer with
// ErrorBody, so a client can switch on `code` instead of parsing messages.

export const ErrorCode = z.enum([
  // Input.
  'invalid',
  'too_large',
  'unsupported_media_type',
  // Tokens and ownership.
  'not_authenticated',
  'token_not_valid',
  'not_found',
  /** A staff call with a wrong staff token (or none configured in production). */
  'permission_denied',
  // Order of the steps and their one-time answers.
  'out_of_order',
  'phone_not_verified',
  'user_exists',
  'insurance_quiz_exists',
  'already_purchased',
  'phone_exists',
  // Phone check.
  'phone_check_failed',
  'phone_linked',
  // One-time codes and links: four outcomes the client tells apart.
  /** The code is wrong: WRONG_CODE_TEXT (wrong-code-text.ts). */
  'wrong_code',
  /** The code expired, was used or replaced, or there is no live code. */
  'code_expired',
  /** Too many wrong codes for this subject: 429 with retry_after. */
  'too_many_attempts',
  /** Rate limited (a recipient's texts, or a client's calls): 429 with retry_after and Retry-After. */
  'too_many_requests',
  'invalid_handoff',
  // Address search (the local places provider).
  'po_box',
  // Payment: the sandbox card provider's Stripe-shaped errors, and Stripe's own failures.
  'card_declined',
  'expired_card',
  'incorrect_number',
  'incorrect_cvc',
  'setup_intent_authentication_failure',
  'payment_provider',
  // Upload quota of an application.
  'quota_exceeded',
  // Anything unexpected: a generic message, never details.
  'server_error',
  /** The database is briefly unreachable (a restart): 503 with retry_after and Retry-After. */
  'service_unavailable',
]).meta({ id: 'ErrorCode' });
export type ErrorCode = z.infer<typeof ErrorCode>;


/** The body of every error answer. Lenient: a payment error also carries Stripe's fields. */
export const ErrorBody = z.looseObject({
  message: z.string(),
  code: ErrorCode,
  /** Per-field messages of a 400 `invalid`: `{ 'individual.ssn': ['SSN is required'] }`. */
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** Seconds to wait, on 429 and 503 (also in the Retry-After header). */
  retry_after: z.number().int().positive().optional(),
  /** Where the applicant can go instead (sign in, contact us). */
  link: z.string().optional(),
}).meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof ErrorBody>;
