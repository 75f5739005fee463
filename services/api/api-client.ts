import ky, { isHTTPError, isTimeoutError } from 'ky';
import type { AfterResponseState, BeforeRequestState, KyInstance } from 'ky';
import type { z } from 'zod';
import { buildPath } from '../contract/endpoint.ts';
import type { Audience, Endpoint } from '../contract/endpoint.ts';
import { endpoints } from '../contract/endpoints.ts';
import { TOKEN_REFRESH_TIMEOUT_MS } from '../contract/constants.ts';
import { ANONYMOUS_ID_HEADER } from '../contract/headers.ts';
import type { Tokens } from '../contract/auth.schema.ts';
import type { SessionStore, TokenRefresher } from '../session/session-store.ts';
import { ApiError, apiErrorFromResponse, networkApiError } from './api-error.ts';
import { uploadWithXhr } from './xhr-upload.ts';
import { isRepeatable, repeatDelayMs } from './retry-policy.ts';

/**
 * Generous because of document uploads; the refresh call has its own limit (TOKEN_REFRESH_TIMEOUT_MS).
 * An upload through XMLHttpRequest fails after this long without progress (xhr-upload.ts).
 */
export const DEFAULT_TIMEOUT_MS = 30_000;

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : undefined;

export interface CallArgs<E extends Endpoint> {
  params?: SchemaInput<NonNullable<E['params']>>;
  query?: SchemaInput<NonNullable<E['query']>>;
  body?: SchemaInput<NonNullable<E['body']>>;
  signal?: AbortSignal;
  /**
   * The request outlives the page (`fetch` with `keepalive`): for what is sent as the page is hidden
   * or left. Its body must stay small: the browser allows 64 KiB for all of them in flight.
   */
  keepalive?: boolean;
}

type EndpointResponse<E extends Endpoint> = z.output<E['response']>;

export interface ApiClient {
  /** Validate the arguments, send, and parse the answer with the endpoint's contract. Rejects with ApiError. */
  call<E extends Endpoint>(endpoint: E, args?: CallArgs<E>): Promise<EndpointResponse<E>>;
  /** Multipart upload with progress (0..1); same headers, refresh and error mapping as `call`. */
  upload<E extends Endpoint>(
    endpoint: E,
    form: FormData,
    onProgress?: (fraction: number) => void,
  ): Promise<EndpointResponse<E>>;
}

export interface ApiClientOptions {
  /** Origin of the API, e.g. 'http://localhost:3000'. Omitted in the browser: the page's origin. */
  baseUrl?: string;
  session: SessionStore;
  anonymousId: () => string;
  /** Injected in tests; when given, uploads use it too (instead of XMLHttpRequest). */
  fetch?: typeof fetch;
  /** Called once when a token refresh fails and the session has been cleared (sign the user out). */
  onSessionCleared?: () => void;
  timeoutMs?: number;
}

/** What the hooks need to know about a request; carried in ky's `context`. */
interface RequestContext {
  audience: Audience;
  /** The refresh call carries its refresh token in the body; an expired bearer would only get in the way. */
  withoutBearer?: boolean;
}

const isAuthFailure = (status: number) => status === 401 || status === 403;
const bearerOf = (authorization: string | null) => authorization?.replace(/^Bearer\s+/i, '') ?? null;

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { session } = options;

  // Returns the token to retry with after a 401/403, or null when there is none (no user session,
  // or the refresh failed: then the session is already cleared and the caller gets the original error).
  async function tokenAfterAuthFailure(sentAuthorization: string | null): Promise<string | null> {
    const tokens = session.getTokens();
    if (!tokens) return null; // An applicant token cannot be refreshed.
    // Another call refreshed after this one was sent: retry with the new token, no second refresh.
    if (bearerOf(sentAuthorization) !== tokens.access) return tokens.access;
    const fresh = await session.refreshTokens(refreshWithServer, { onFailed: () => options.onSessionCleared?.() });
    return fresh?.access ?? null;
  }

  const http: KyInstance = ky.create({
    ...(options.baseUrl === undefined ? {} : { baseUrl: options.baseUrl }),
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    // Only the forced retry after a token refresh: ky must not retry anything by itself (a POST is
    // not idempotent, and the machine decides what a failure means); the repeats after a 503 or no
    // answer are the client's own, for the calls that may be repeated (`send`, retry-policy.ts). With
    // limit 0 the forced retry would throw "already used", hence limit 1 with every automatic retry
    // switched off.
    retry: { limit: 1, statusCodes: [], shouldRetry: () => false },
    hooks: {
      beforeRequest: [
        ({ request, options: requestOptions }: BeforeRequestState) => {
          const context = requestOptions.context as Partial<RequestContext>;
          request.headers.set(ANONYMOUS_ID_HEADER, options.anonymousId());
          const token = context.withoutBearer ? null : session.bearerToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
      afterResponse: [
        async ({ request, options: requestOptions, response, retryCount }: AfterResponseState) => {
          const context = requestOptions.context as Partial<RequestContext>;
          if (retryCount > 0 || !isAuthFailure(response.status)) return;
          // A public call does not read the bearer: its 401/403 is about the input, not the session.
          if (context.audience === 'public' || context.withoutBearer) return;
          const token = await tokenAfterAuthFailure(request.headers.get('Authorization'));
          if (!token) return;
          const headers = new Headers(request.headers);
          headers.set('Authorization', `Bearer ${token}`);
          return ky.retry({ request: new Request(request, { headers }), delay: 0, code: 'TOKEN_REFRESHED' });
        },
      ],
    },
  });

  async function send<E extends Endpoint>(
    endpoint: E,
    args: CallArgs<E>,
    extra: { form?: FormData; timeout?: number; withoutBearer?: boolean } = {},
  ): Promise<EndpointResponse<E>> {
    const { url, searchParams, json } = prepareRequest(endpoint, args);
    const context: RequestContext = { audience: endpoint.audience, withoutBearer: extra.withoutBearer ?? false };
    // A repeatable call is made again after a 503 that says when, or after no answer (retry-policy.ts).
    const repeatable = !extra.form && isRepeatable(endpoint);
    let response: Response | undefined;
    for (let repeats = 0, waitedMs = 0; !response; repeats += 1) {
      try {
        response = await http(url, {
          method: endpoint.method,
          context: { ...context },
          ...(searchParams ? { searchParams } : {}),
          ...(extra.form ? { body: extra.form } : json === undefined ? {} : { json }),
          ...(args.signal ? { signal: args.signal } : {}),
          ...(args.keepalive ? { keepalive: true } : {}),
          ...(extra.timeout === undefined ? {} : { timeout: extra.timeout }),
        });
      } catch (error) {
        const failure = toApiError(error, args.signal);
        const delay = repeatable && failure instanceof ApiError ? repeatDelayMs(failure, isTimeoutError(error), repeats, waitedMs) : null;
        if (delay === null) throw failure;
        await waitUnlessAborted(delay, args.signal);
        waitedMs += delay;
      }
    }
    return parseResponse(endpoint, response.status, await readText(response));
  }

  const refreshWithServer: TokenRefresher = async (refresh): Promise<Tokens> =>
    send(endpoints.refresh, { body: { refresh } }, { timeout: TOKEN_REFRESH_TIMEOUT_MS, withoutBearer: true });

  const useXhr = () => options.fetch === undefined && typeof globalThis.XMLHttpRequest === 'function';

  async function uploadViaXhr<E extends Endpoint>(endpoint: E, form: FormData, onProgress?: (fraction: number) => void) {
    const { url } = prepareRequest(endpoint, {});
    const absolute = new URL(url, options.baseUrl ?? globalThis.document?.baseURI ?? globalThis.location?.href).toString();
    const attempt = (token: string | null) => {
      const headers: Record<string, string> = { [ANONYMOUS_ID_HEADER]: options.anonymousId() };
      if (token) headers.Authorization = `Bearer ${token}`;
      return uploadWithXhr({ method: endpoint.method, url: absolute, form, headers, stallTimeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS, ...(onProgress ? { onProgress } : {}) });
    };
    try {
      const sentToken = session.bearerToken();
      let result = await attempt(sentToken);
      if (isAuthFailure(result.status) && endpoint.audience !== 'public') {
        const token = await tokenAfterAuthFailure(sentToken ? `Bearer ${sentToken}` : null);
        if (token) result = await attempt(token);
      }
      if (result.status >= 400) throw apiErrorFromResponse(result.status, parseJsonOrText(result.text), result.headers);
      return parseResponse(endpoint, result.status, result.text);
    } catch (error) {
      throw toApiError(error);
    }
  }

  return {
    call: (endpoint, args = {}) => send(endpoint, args),
    async upload(endpoint, form, onProgress) {
      if (useXhr()) return uploadViaXhr(endpoint, form, onProgress);
      // fetch cannot report upload progress over HTTP/1.1: report the start and the end.
      onProgress?.(0);
      const result = await send(endpoint, {}, { form });
      onProgress?.(1);
      return result;
    },
  };
}

/** Validate params, query and body with the contract (applying its defaults) and build the URL. */
function prepareRequest<E extends Endpoint>(endpoint: E, args: CallArgs<E>) {
  const params = endpoint.params ? (validatePart(endpoint, endpoint.params, args.params ?? {}) as Record<string, string>) : undefined;
  const query = endpoint.query ? (validatePart(endpoint, endpoint.query, args.query ?? {}) as Record<string, unknown>) : undefined;
  const json = endpoint.body ? validatePart(endpoint, endpoint.body, args.body) : undefined;
  let url: string;
  try {
    url = buildPath(endpoint.path, params);
  } catch (error) {
    throw new ApiError({ message: (error as Error).message, status: 0, code: 'invalid_request', cause: error });
  }
  let searchParams: Record<string, string> | undefined;
  if (query) {
    const defined = Object.entries(query).filter(([, value]) => value !== undefined && value !== null);
    if (defined.length > 0) searchParams = Object.fromEntries(defined.map(([key, value]) => [key, String(value)]));
  }
  return { url, searchParams, json };
}

function validatePart(endpoint: Endpoint, schema: z.ZodType, value: unknown): unknown {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    (fieldErrors[key] ??= []).push(issue.message);
  }
  const first = parsed.error.issues[0];
  throw new ApiError({
    message: first?.message ?? `Invalid request for ${endpoint.method} ${endpoint.path}`,
    status: 0,
    code: 'invalid_request',
    fieldErrors,
    body: parsed.error.issues,
  });
}

/** 204 and empty bodies are `{}`; everything else must be JSON of the endpoint's response shape. */
function parseResponse<E extends Endpoint>(endpoint: E, status: number, text: string): EndpointResponse<E> {
  let data: unknown = {};
  if (status !== 204 && text.trim() !== '') {
    try {
      data = JSON.parse(text);
    } catch (error) {
      throw invalidResponse(endpoint, `is not JSON`, text, error);
    }
  }
  const parsed = endpoint.response.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` at ${issue.path.map(String).join('.')}` : '';
    throw invalidResponse(endpoint, `does not match the contract${where}: ${issue?.message ?? 'invalid'}`, data, parsed.error);
  }
  return parsed.data as EndpointResponse<E>;
}

function invalidResponse(endpoint: Endpoint, what: string, body: unknown, cause: unknown): ApiError {
  return new ApiError({
    message: `The answer to ${endpoint.method} ${endpoint.path} ${what}`,
    status: 0,
    code: 'invalid_response',
    body,
    cause,
  });
}

async function readText(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch (error) {
    throw networkApiError(error);
  }
}

function parseJsonOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Waits `ms`; a caller that aborts meanwhile gets its abort reason at once (as from a request). */
function waitUnlessAborted(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function toApiError(error: unknown, signal?: AbortSignal): unknown {
  if (error instanceof ApiError) return error;
  // A caller that aborted (a machine leaving the state) gets its own abort reason back, untouched.
  if (signal?.aborted) return error;
  if (isHTTPError(error)) return apiErrorFromResponse(error.response.status, error.data, error.response.headers);
  return networkApiError(error);
}
