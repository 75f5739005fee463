import { ErrorBody } from '../contract/common.schema.ts';
import { TRY_AGAIN_NEXT } from '../contract/start-reply-texts.ts';

/** The message of an error that carries none: the spec's generic failure text (callers with a submit button use their own variant). */
export const GENERIC_ERROR_MESSAGE = TRY_AGAIN_NEXT;

/**
 * Every failure of an API call. `message` is the server's `message` (for an array of messages, the
 * first one, with all of them grouped by their first word into `fieldErrors`), so a screen can show
 * it as it is. Status 0 means no usable answer: a network failure (`isNetworkError`), an invalid
 * request caught before sending, or a response that does not match the contract.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  status: number;
  code?: string;
  fieldErrors: Record<string, string[]>;
  body: unknown;
  retryAfterSeconds?: number;
  isNetworkError: boolean;

  constructor(init: {
    message: string;
    status: number;
    code?: string;
    fieldErrors?: Record<string, string[]>;
    body?: unknown;
    retryAfterSeconds?: number;
    isNetworkError?: boolean;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    if (init.code !== undefined) this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? {};
    this.body = init.body;
    if (init.retryAfterSeconds !== undefined) this.retryAfterSeconds = init.retryAfterSeconds;
    this.isNetworkError = init.isNetworkError ?? false;
  }

  /** The first error of a field, for a form that shows one message per field. */
  fieldError(field: string): string | undefined {
    return this.fieldErrors[field]?.[0];
  }
}

/** `['Email is invalid', 'Phone is required']` → `{ email: [...], phone: [...] }`. */
export function groupMessagesByFirstWord(messages: readonly string[]): Record<string, string[]> {
  const groups: Record<string, string[]> = {};
  for (const message of messages) {
    const firstWord = message.trim().split(/\s+/)[0] ?? '';
    // Punctuation is not part of a field name: "Email: is invalid" and "Email is invalid" group together.
    const key = firstWord.replace(/[^\p{L}\p{N}_-]/gu, '').toLowerCase();
    if (!key) continue;
    (groups[key] ??= []).push(message);
  }
  return groups;
}

/** Retry-After in seconds (a number or an HTTP date), or undefined. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/** Map an HTTP error answer (status, parsed body, headers) onto an ApiError. */
export function apiErrorFromResponse(status: number, body: unknown, headers?: Headers): ApiError {
  const retryAfterSeconds = parseRetryAfter(headers?.get('retry-after') ?? null);
  const parsed = ErrorBody.safeParse(body);
  if (!parsed.success) {
    const text = typeof body === 'string' && body.trim() && body.length <= 300 && !body.trimStart().startsWith('<') ? body.trim() : undefined;
    return new ApiError({ message: text ?? GENERIC_ERROR_MESSAGE, status, body, ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) });
  }
  const { message, code, errors } = parsed.data;
  const messages = Array.isArray(message) ? message : [message];
  const fieldErrors = Array.isArray(message) ? groupMessagesByFirstWord(message) : {};
  for (const [field, list] of Object.entries(errors ?? {})) {
    fieldErrors[field] = [...(fieldErrors[field] ?? []), ...list];
  }
  return new ApiError({
    message: messages[0] ?? GENERIC_ERROR_MESSAGE,
    status,
    ...(code === undefined ? {} : { code }),
    fieldErrors,
    body,
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
  });
}

/** No answer at all (offline, DNS, CORS, time-out). */
export function networkApiError(cause: unknown): ApiError {
  return new ApiError({ message: GENERIC_ERROR_MESSAGE, status: 0, code: 'network_error', isNetworkError: true, cause });
}

/** True for a call that got no answer at all: the screen may offer to try again. */
export const isNetworkError = (error: unknown): boolean => error instanceof ApiError && error.isNetworkError;
