import type { FlowOutcome } from '../../../machines/outcomes.ts';

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
    default:
      return NONE;
  }
}
