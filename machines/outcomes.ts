// What happened last on the current screen, as a typed code. The machine decides the outcome; each
// screen says it in its own words (a text is written once, in its screen). Where the server gave a
// text of its own (a rate limit's wait, a rejected field), the outcome carries it as data.

import type { ErrorCode } from '../services/contract/error-codes.ts';

/** A call the server answered with a refusal of its own: its error code, its text, its field errors. */
interface Rejection {
  /** The contract's error code, when the server gave one of them. */
  serverCode: ErrorCode | null;
  message: string | null;
  fieldErrors: Record<string, string[]>;
}

export type FlowOutcome =
  // Notices: something went right and the screen says so.
  /** A new code went out (4 digits for the partner check, 6 for our own). */
  | { code: 'codeSent' }
  /** 'You have already registered this phone number, an additional code has been sent.' */
  | { code: 'alreadyRegistered' }
  /** This phone already has an application: sign in to go on (the server's login message, if any). */
  | { code: 'previouslyStarted'; message: string | null }
  // Phone verification.
  | { code: 'phoneLinked' }
  | { code: 'phoneCheckFailed' }
  | { code: 'codeSendFailed' }
  /** The server said the code is wrong (and only then). */
  | { code: 'wrongCode' }
  /** The partner's code passed, but the validation answered `success: false`: the phone is not verified. */
  | { code: 'notVerified' }
  | { code: 'codeExpired'; message: string | null }
  | { code: 'tooManyAttempts'; retryAfterS: number | null; message: string | null }
  // Any call.
  | { code: 'rateLimited'; retryAfterS: number | null; message: string | null }
  /** No answer at all: offline, time-out. The applicant's connection may be the cause. */
  | { code: 'unreachable' }
  /** Something went wrong on our side: the server failed (5xx), its answer was unusable, our code threw. */
  | { code: 'failed' }
  | ({ code: 'rejected' } & Rejection)
  // Later steps.
  /** The offer's applicant already has an account: log in to continue. */
  | { code: 'userExists'; loginUrl: string }
  /** The card was declined or could not be confirmed: the provider's or server's text. */
  | { code: 'paymentFailed'; message: string | null }
  | { code: 'decisionTimedOut' };

export type FlowOutcomeCode = FlowOutcome['code'];
