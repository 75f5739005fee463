import type { AppConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { iso } from '../db/database.ts';
import { newId, randomToken } from '../db/ids.ts';
import { HttpError } from '../http/http-error.ts';
import { findRefreshTokenByHash, insertRefreshToken, markRefreshTokenUsed, revokeRefreshFamily } from './refresh-token.repository.ts';
import { keyedHash, signToken } from './signed-token.ts';
import { ACCESS_TOKEN_TTL_S, APPLICANT_TOKEN_TTL_S, REFRESH_TOKEN_TTL_S } from './token-lifetimes.ts';

// Access tokens are signed and short (15 minutes). Refresh tokens are random, stored hashed, and
// rotate on every use; presenting a used one again means it was stolen, so the whole family goes.

export interface TokenPair {
  access: string;
  refresh: string;
}

const seconds = (date: Date): number => Math.floor(date.getTime() / 1000);
const hashRefresh = (config: AppConfig, token: string) => keyedHash(config.tokenSecret, 'refresh', token);

function signAccessToken(config: AppConfig, userId: string): string {
  const now = seconds(config.now());
  return signToken(config.tokenSecret, { typ: 'access', sub: userId, iat: now, exp: now + ACCESS_TOKEN_TTL_S });
}

/** The origination-scoped token an applicant holds until tokens are issued to them. */
export function signApplicantToken(config: AppConfig, originationId: string): string {
  const now = seconds(config.now());
  return signToken(config.tokenSecret, { typ: 'applicant', sub: originationId, iat: now, exp: now + APPLICANT_TOKEN_TTL_S });
}

async function storeRefresh(db: Db, config: AppConfig, userId: string, familyId: string): Promise<string> {
  const now = config.now();
  const token = randomToken(32);
  await insertRefreshToken(db, {
    id: newId(),
    family_id: familyId,
    user_id: userId,
    token_hash: hashRefresh(config, token),
    expires_at: iso(new Date(now.getTime() + REFRESH_TOKEN_TTL_S * 1000)),
    used_at: null,
    revoked_at: null,
    created: iso(now),
  });
  return token;
}

export async function issueTokens(db: Db, config: AppConfig, userId: string): Promise<TokenPair> {
  return { access: signAccessToken(config, userId), refresh: await storeRefresh(db, config, userId, newId()) };
}

const invalidRefresh = () => new HttpError(401, 'Token is invalid or expired', 'token_not_valid');

export async function rotateRefreshToken(db: Db, config: AppConfig, token: string): Promise<TokenPair> {
  const now = iso(config.now());
  const row = await findRefreshTokenByHash(db, hashRefresh(config, token));
  if (!row || row.revoked_at !== null || row.expires_at <= now) throw invalidRefresh();
  // Single use: only one of two concurrent refreshes with the same token wins; the other is reuse.
  if (!(await markRefreshTokenUsed(db, row.id, now))) {
    await revokeRefreshFamily(db, row.family_id, now);
    throw invalidRefresh();
  }
  return { access: signAccessToken(config, row.user_id), refresh: await storeRefresh(db, config, row.user_id, row.family_id) };
}
