import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { derivedKey, openSealed, seal } from './sealed-text.ts';

describe('sealed text', () => {
  it('opens what it sealed, with a fresh IV each time', () => {
    const key = randomBytes(32);
    const first = seal(key, '123-45-6789 ✓');
    const second = seal(key, '123-45-6789 ✓');
    expect(first).not.toBe(second);
    expect(first).not.toContain('6789');
    expect(openSealed(key, first)).toBe('123-45-6789 ✓');
    expect(openSealed(key, second)).toBe('123-45-6789 ✓');
  });

  it('refuses a changed text and a wrong key, also with key objects kept per key', () => {
    const key = randomBytes(32);
    const other = randomBytes(32);
    const sealed = seal(key, 'secret');
    const [version, iv, tag, ciphertext] = sealed.split('.') as [string, string, string, string];
    const flipped = Buffer.from(ciphertext, 'base64url');
    flipped[0] = (flipped[0] as number) ^ 1;
    expect(() => openSealed(key, [version, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => openSealed(other, sealed)).toThrow();
    // The same bytes in another Buffer are the same key.
    expect(openSealed(Buffer.from(key), sealed)).toBe('secret');
    expect(() => openSealed(key, 'v2.a.b.c')).toThrow('Unknown sealed format');
  });

  it('derives one key per secret and purpose, the same each time', () => {
    const secret = randomBytes(32);
    const outbox = derivedKey(secret, 'outbox');
    expect(derivedKey(secret, 'outbox')).toBe(outbox);
    expect(derivedKey(Buffer.from(secret), 'outbox').equals(outbox)).toBe(true);
    expect(derivedKey(secret, 'ssn').equals(outbox)).toBe(false);
    expect(derivedKey(randomBytes(32), 'outbox').equals(outbox)).toBe(false);
    expect(outbox).toHaveLength(32);
  });
});
