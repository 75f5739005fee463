import { describe, expect, it } from 'vitest';
import { createCodeChallenge, createCodeVerifier, createPkcePair, createVerifierStore } from '../../../services/handoff/pkce.ts';
import { createKeyValueStorage, createMemoryBacking } from '../../../services/storage/key-value-storage.ts';
import { AuthHandoffRequest, AuthHandoffRedeemRequest } from '../../../services/contract/auth.schema.ts';

describe('PKCE', () => {
  it('matches the S256 example of RFC 7636 appendix B', async () => {
    await expect(createCodeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).resolves.toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('makes random verifiers of unreserved characters within 43..128', () => {
    const verifiers = new Set(Array.from({ length: 20 }, () => createCodeVerifier()));
    expect(verifiers.size).toBe(20);
    for (const verifier of verifiers) expect(verifier).toMatch(/^[A-Za-z0-9\-._~]{64}$/);
    expect(createCodeVerifier(43)).toHaveLength(43);
    expect(createCodeVerifier(128)).toHaveLength(128);
    expect(() => createCodeVerifier(42)).toThrow(RangeError);
    expect(() => createCodeVerifier(129)).toThrow(RangeError);
  });

  it('gives a pair the hand-off calls of the contract accept', async () => {
    const { verifier, challenge } = await createPkcePair();
    expect(challenge).toBe(await createCodeChallenge(verifier));
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(AuthHandoffRequest.safeParse({ jwt: 'j', resource: 'r', code_challenge: challenge }).success).toBe(true);
    expect(AuthHandoffRedeemRequest.safeParse({ token: 't', code_verifier: verifier }).success).toBe(true);
  });

  it('keeps the verifier for one redemption, across a new store on the same storage (a reload)', () => {
    const storage = createKeyValueStorage({ backing: createMemoryBacking() });
    const verifier = createCodeVerifier();
    createVerifierStore(storage).save(verifier);
    const afterReload = createVerifierStore(storage);
    expect(afterReload.peek()).toBe(verifier);
    expect(afterReload.take()).toBe(verifier);
    expect(afterReload.take()).toBeNull();
  });
});
