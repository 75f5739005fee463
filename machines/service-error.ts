// Reading the errors services reject with (the app's ApiError: status, code, message, field errors,
// Retry-After) without importing the services: the machine only looks at plain fields.

export interface ServiceFailure {
  /** 0 when the call got no answer (offline, time-out, an answer that broke the contract). */
  status: number;
  code: string | null;
  message: string | null;
  fieldErrors: Record<string, string[]>;
  retryAfterS: number | null;
}

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});

/** Any rejection as a ServiceFailure: unknown shapes are a failure without an answer. */
export function failureOf(error: unknown): ServiceFailure {
  const e = record(error);
  const fieldErrors = record(e.fieldErrors);
  return {
    status: typeof e.status === 'number' ? e.status : 0,
    code: typeof e.code === 'string' ? e.code : null,
    message: typeof e.message === 'string' && e.message.length > 0 ? e.message : null,
    fieldErrors: Object.fromEntries(
      Object.entries(fieldErrors).filter((entry): entry is [string, string[]] => Array.isArray(entry[1]) && entry[1].every((m) => typeof m === 'string')),
    ),
    retryAfterS: typeof e.retryAfterSeconds === 'number' ? e.retryAfterSeconds : null,
  };
}

/** The server answered (any status): a request that never reached it decided nothing. */
export const wasAnswered = (failure: ServiceFailure): boolean => failure.status > 0 && failure.code !== 'network_error';

/**
 * The request never got an answer: offline, the network dropped it, or it timed out (the API client's
 * `network_error`). An answer that broke the contract, or a fault of our own code, is not this.
 */
export const gotNoAnswer = (failure: ServiceFailure): boolean => failure.code === 'network_error';

/** Dynamic params of an action or guard that reads a failed call's error: `params: errorOf`. */
export const errorOf = ({ event }: { event: { error: unknown } }): unknown => event.error;
