import { z } from 'zod';

// One endpoint = method + path + schemas. The client builds typed calls from it; the server declares
// its routes from it. A change here is a type error on both sides.

type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';
/**
 * Who may call: `public` (no token), `applicant` (the origination's auth token or the owning user's
 * access token), `user` (a signed-in user's access token), `staff` (the staff token of the server's
 * configuration in production; open in the sandbox).
 */
export type Audience = 'public' | 'applicant' | 'user' | 'staff';

export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Fastify-style path: `/api/applications/:id/`. */
  path: string;
  audience: Audience;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** Success status; 200 unless said. */
  status?: 200 | 201 | 204;
  /** A sandbox call: documented under the `sandbox` tag, and absent (404) in production mode. */
  sandbox?: boolean;
  summary: string;
}

export const endpoint = <
  P extends z.ZodType = z.ZodUndefined,
  Q extends z.ZodType = z.ZodUndefined,
  B extends z.ZodType = z.ZodUndefined,
  R extends z.ZodType = z.ZodType,
>(
  def: Endpoint<P, Q, B, R>,
): Endpoint<P, Q, B, R> => def;

export const IdParams = z.strictObject({ id: z.string().min(1).max(64) });

/** Fill `:name` placeholders of a path. */
export function buildPath(path: string, params: Record<string, string> | undefined): string {
  return path.replace(/:([a-zA-Z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}
