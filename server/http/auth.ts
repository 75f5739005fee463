import type { FastifyRequest } from 'fastify';
import type { Audience } from '../../services/contract/endpoint.ts';
import type { AppConfig } from '../config.ts';
import { verifyToken } from '../auth/signed-token.ts';
import { HttpError } from './http-error.ts';

// Who is calling. An applicant token is scoped to one origination (issued by origination start);
// a user access token is issued by sign-in or by completing an application.
export type Auth =
  | { kind: 'applicant'; originationId: string }
  | { kind: 'user'; userId: string }
  | { kind: 'anonymous' };

const ANONYMOUS: Auth = { kind: 'anonymous' };

/** Reads `Authorization: Bearer …`. A missing or invalid token is anonymous here; see requireAudience. */
export function readAuth(request: FastifyRequest, config: AppConfig): { auth: Auth; invalid: boolean } {
  const header = request.headers.authorization;
  if (!header) return { auth: ANONYMOUS, invalid: false };
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) return { auth: ANONYMOUS, invalid: true };
  const claims = verifyToken(config.tokenSecret, match[1] as string, config.now());
  if (!claims) return { auth: ANONYMOUS, invalid: true };
  return claims.typ === 'access'
    ? { auth: { kind: 'user', userId: claims.sub }, invalid: false }
    : { auth: { kind: 'applicant', originationId: claims.sub }, invalid: false };
}

/** 401 when the endpoint's audience needs a token the caller does not have. */
export function requireAudience(audience: Audience, auth: Auth, invalid: boolean): void {
  if (audience === 'public') return;
  if (invalid) throw new HttpError(401, 'Given token not valid for any token type', 'token_not_valid');
  if (auth.kind === 'anonymous') throw new HttpError(401, 'Authentication credentials were not provided.', 'not_authenticated');
  if (audience === 'user' && auth.kind !== 'user') {
    throw new HttpError(401, 'Please sign in to continue.', 'not_authenticated');
  }
}
