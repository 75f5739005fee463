import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { keyObjectOf } from './key-object.ts';

// Text kept secret at rest (SSNs, messages waiting to be sent): AES-256-GCM with a fresh 12-byte IV
// each; stored as v1.<iv>.<tag>.<ciphertext>. Tampering or a wrong key makes `openSealed` throw.

export function seal(key: Buffer, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyObjectOf(key), iv);
  const ciphertext = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join('.');
}

export function openSealed(key: Buffer, stored: string): string {
  const [version, iv, tag, ciphertext] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !ciphertext) throw new Error('Unknown sealed format');
  const decipher = createDecipheriv('aes-256-gcm', keyObjectOf(key), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}

const derivedKeys = new WeakMap<Buffer, Map<string, Buffer>>();

/**
 * A key of its own for one purpose, derived from a secret: one leaked key does not open the rest.
 * Derived once per secret and purpose: the same Buffer each time, so its key object is made once too.
 * Every caller shares that Buffer: never write into it.
 */
export function derivedKey(secret: Buffer, purpose: string): Buffer {
  let byPurpose = derivedKeys.get(secret);
  if (!byPurpose) {
    byPurpose = new Map();
    derivedKeys.set(secret, byPurpose);
  }
  let key = byPurpose.get(purpose);
  if (!key) {
    key = createHmac('sha256', secret).update(`key:${purpose}`).digest();
    byPurpose.set(purpose, key);
  }
  return key;
}
