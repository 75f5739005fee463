import { createHmac, timingSafeEqual } from 'node:crypto';
import { keyObjectOf } from '../crypto/key-object.ts';
import { BoundedMap } from '../memo/bounded-map.ts';

// Compact signed tokens: base64url(JSON claims) "." base64url(HMAC-SHA256). Small and dependency
// free; the server is the only party that issues and reads them.

export type TokenClaims =
  | { typ: 'access'; sub: string; exp: number; iat: number }
  | { typ: 'applicant'; sub: string; exp: number; iat: number };

const b64 = (buffer: Buffer): string => buffer.toString('base64url');

function signature(secret: Buffer, payload: string): Buffer {
  return createHmac('sha256', keyObjectOf(secret)).update(payload).digest();
}

export function signToken(secret: Buffer, claims: TokenClaims): string {
  const payload = b64(Buffer.from(JSON.stringify(claims)));
  return `${payload}.${b64(signature(secret, payload))}`;
}

/**
 * Tokens already verified, by their payload: the expected signature and the claims. A waiting
 * applicant polls with the same token every 3 s, and computing its HMAC again each time was a fifth
 * of the poll's own time. Only a payload whose signature checked out is kept (nobody can fill this
 * with forged tokens), the given signature is still compared in constant time on every call, and the
 * expiry is still checked against the clock. Bounded: the oldest entry goes first.
 */
interface Verified {
  expected: Buffer;
  claims: TokenClaims;
}
const verifiedBySecret = new WeakMap<Buffer, BoundedMap<string, Verified>>();
export const MAX_VERIFIED_TOKENS = 20_000;

function verifiedFor(secret: Buffer): BoundedMap<string, Verified> {
  let verified = verifiedBySecret.get(secret);
  if (!verified) {
    verified = new BoundedMap(MAX_VERIFIED_TOKENS);
    verifiedBySecret.set(secret, verified);
  }
  return verified;
}

function parseClaims(payload: string): TokenClaims | null {
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
    if ((claims.typ !== 'access' && claims.typ !== 'applicant') || typeof claims.sub !== 'string') return null;
    if (typeof claims.exp !== 'number') return null;
    return claims;
  } catch {
    return null;
  }
}

/** The claims of a well-signed, unexpired token; null for anything else. */
export function verifyToken(secret: Buffer, token: string, now: Date): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [payload, sig] = parts as [string, string];
  const verified = verifiedFor(secret);
  const known = verified.get(payload);
  const expected = known ? known.expected : signature(secret, payload);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims = known?.claims ?? null;
  if (!claims) {
    claims = parseClaims(payload);
    if (!claims) return null;
    // Shared by every later call with this token: nobody may change it.
    verified.set(payload, { expected, claims: Object.freeze(claims) });
  }
  return claims.exp * 1000 <= now.getTime() ? null : claims;
}

/** Keyed hash for values stored only to be compared (codes, refresh tokens, hand-off tokens). */
export function keyedHash(secret: Buffer, purpose: string, value: string): string {
  return createHmac('sha256', keyObjectOf(secret)).update(`${purpose}:${value}`).digest('hex');
}
