import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAX_VERIFIED_TOKENS, signToken, verifyToken } from '../../../server/auth/signed-token.ts';

// Tokens are verified once and then recognised by their payload (the poll reuses its token every
// 3 s): whatever was verified before, a changed signature, another secret or the passing of the
// expiry must still refuse the token.

const NOW = new Date('2026-03-02T15:00:00.000Z');
const inAnHour = NOW.getTime() / 1000 + 3600;
const claims = (sub: string, exp = inAnHour) => ({ typ: 'applicant' as const, sub, exp, iat: NOW.getTime() / 1000 });

/** The same payload with another signature of the right length. */
function withOtherSignature(token: string): string {
  const [payload, sig] = token.split('.') as [string, string];
  const bytes = Buffer.from(sig, 'base64url');
  bytes[0] = (bytes[0] as number) ^ 1;
  return `${payload}.${bytes.toString('base64url')}`;
}

describe('signed tokens', () => {
  it('a token verified before is refused once its signature is changed, again and again', () => {
    const secret = randomBytes(32);
    const token = signToken(secret, claims('o-1'));
    expect(verifyToken(secret, token, NOW)).toMatchObject({ sub: 'o-1' });
    expect(verifyToken(secret, token, NOW)).toMatchObject({ sub: 'o-1' });
    const forged = withOtherSignature(token);
    expect(verifyToken(secret, forged, NOW)).toBeNull();
    expect(verifyToken(secret, forged, NOW)).toBeNull();
    expect(verifyToken(secret, `${token.split('.')[0]}.`, NOW)).toBeNull();
    expect(verifyToken(secret, token, NOW)).toMatchObject({ sub: 'o-1' });
  });

  it('a token verified under one secret means nothing under another', () => {
    const mine = randomBytes(32);
    const token = signToken(mine, claims('o-2'));
    expect(verifyToken(mine, token, NOW)).not.toBeNull();
    expect(verifyToken(randomBytes(32), token, NOW)).toBeNull();
  });

  it('a token verified while valid is refused once it expires', () => {
    const secret = randomBytes(32);
    const token = signToken(secret, claims('o-3', NOW.getTime() / 1000 + 60));
    expect(verifyToken(secret, token, NOW)).not.toBeNull();
    expect(verifyToken(secret, token, new Date(NOW.getTime() + 60_000))).toBeNull();
  });

  it('the claims handed out cannot be changed for the next caller', () => {
    const secret = randomBytes(32);
    const token = signToken(secret, claims('o-4'));
    const first = verifyToken(secret, token, NOW) as { sub: string };
    expect(() => {
      first.sub = 'someone-else';
    }).toThrow(TypeError);
    expect(verifyToken(secret, token, NOW)).toMatchObject({ sub: 'o-4' });
  });

  it('keeps verifying every token when more are in use than it remembers', () => {
    const secret = randomBytes(32);
    const tokens = Array.from({ length: MAX_VERIFIED_TOKENS + 10 }, (_, n) => signToken(secret, claims(`o-${n}`)));
    for (const token of tokens) expect(verifyToken(secret, token, NOW)).not.toBeNull();
    expect(verifyToken(secret, tokens[0] as string, NOW)).toMatchObject({ sub: 'o-0' });
    expect(verifyToken(secret, withOtherSignature(tokens[0] as string), NOW)).toBeNull();
  });
});
