// An error a route or service throws on purpose: the error handler answers `status` with
// `{ message, code, ...extra }`. Anything else thrown is a 500 with a generic message.
export class HttpError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly extra: Record<string, unknown> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    status: number,
    message: string,
    code?: string,
    extra?: Record<string, unknown>,
    headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.extra = extra;
    this.headers = headers;
  }
}

export const notFound = (message = 'Not found'): HttpError => new HttpError(404, message, 'not_found');
export const outOfOrder = (message: string): HttpError => new HttpError(409, message, 'out_of_order');
