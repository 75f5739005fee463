import type { Notice } from '../shared/notice.ts';

// Verification notices of the first document, section 8, word for word. `rejected`: the server
// refused the check for another reason than the code (its text, when it gave one); `not-verified`:
// the code passed but the validation did not.
export const VERIFY_NOTICES = [
  'code-sent',
  'send-failed',
  'wrong-code',
  'code-expired',
  'too-many-attempts',
  'rate-limited',
  'unreachable',
  'server-failed',
  'rejected',
  'not-verified',
  'phone-check-failed',
  'already-registered',
  'phone-linked',
] as const satisfies readonly Notice[];
export type VerifyNotice = (typeof VERIFY_NOTICES)[number];

export const codeSentMessage = (length: number) => `New ${length}-digit code sent!`;
export const SEND_FAILED_MESSAGE = 'There was an error sending your code. Please try again.';
export const ALREADY_REGISTERED_MESSAGE = 'You have already registered this phone number, an additional code has been sent.';
export const PHONE_CHECK_FAILED_TITLE = "We're having trouble verifying your number";
export const PHONE_LINKED_MESSAGE = 'This phone number is already linked to an account.';
// Our own words where the server gives none (its text, when it gives one, is shown instead).
export const CODE_EXPIRED_MESSAGE = 'This code has expired. Please request a new one.';
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many wrong codes. Please request a new code in a few minutes.';
export const RATE_LIMITED_MESSAGE = 'Please wait a moment before requesting a new code.';
export const CODE_CHECK_REFUSED_MESSAGE = "We couldn't check your code. Please try again.";
export const NOT_VERIFIED_MESSAGE = "We couldn't verify your phone number. Please enter the code again, or send a new one.";
/** The server's wait, counted down: its own words ('Please wait N seconds before requesting a new code.'). */
export const waitMessage = (seconds: number) => `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before requesting a new code.`;
/** The first document: 'Cancelling the phone check sets the user error flag'. */
export const CANCEL_LABEL = 'Cancel the phone check';
