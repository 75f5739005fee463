import type { FlowOutcome } from '../../machines/outcomes.ts';

// What a form screen shows of a failed call. The server's own text (a refusal, a limit's wait) and
// its per-field errors are data; when the server said nothing usable the screen says, in its own
// words, that it failed (`failed`). Never a sentence written here.

export interface FormProblem {
  failed: boolean;
  error: string | null;
  fieldErrors: Record<string, string[]> | null;
}

const NONE: FormProblem = { failed: false, error: null, fieldErrors: null };

export function formProblem(outcome: FlowOutcome | null): FormProblem {
  switch (outcome?.code) {
    case 'rejected': {
      const hasFields = Object.keys(outcome.fieldErrors).length > 0;
      // Field errors show on their fields; the first message is a banner only without them.
      if (hasFields) return { failed: false, error: null, fieldErrors: outcome.fieldErrors };
      return outcome.message ? { failed: false, error: outcome.message, fieldErrors: null } : { ...NONE, failed: true };
    }
    case 'rateLimited':
    case 'tooManyAttempts':
    case 'codeExpired':
      return outcome.message ? { failed: false, error: outcome.message, fieldErrors: null } : { ...NONE, failed: true };
    case 'failed':
    case 'unreachable':
      return { ...NONE, failed: true };
    // Notices, and the outcomes a screen shows in its own way (a code's field, a login link, the
    // payment's banner, the decision's time-out page): no problem of the form. Every code has its
    // case, without a default: a code added to FlowOutcome without one is a type error here.
    case 'codeSent':
    case 'alreadyRegistered':
    case 'previouslyStarted':
    case 'phoneLinked':
    case 'phoneCheckFailed':
    case 'codeSendFailed':
    case 'wrongCode':
    case 'notVerified':
    case 'userExists':
    case 'paymentFailed':
    case 'decisionTimedOut':
    case undefined:
      return NONE;
  }
}
