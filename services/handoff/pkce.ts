import type { KeyValueStorage } from '../storage/key-value-storage.ts';

// The hand-off (mobile instant link) proves that whoever redeems the link is the browser that asked
// for it: a random verifier stays here, only its SHA-256 challenge goes to the server (RFC 7636, S256).

const UNRESERVED = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';
const MIN_VERIFIER_LENGTH = 43;
const MAX_VERIFIER_LENGTH = 128;

/** A random verifier of `length` unreserved characters (43..128). */
export function createCodeVerifier(length = 64): string {
  if (!Number.isInteger(length) || length < MIN_VERIFIER_LENGTH || length > MAX_VERIFIER_LENGTH) {
    throw new RangeError(`A code verifier has ${MIN_VERIFIER_LENGTH} to ${MAX_VERIFIER_LENGTH} characters`);
  }
  // 66 characters do not divide 256 evenly: reject the top bytes so every character is equally likely.
  const limit = 256 - (256 % UNRESERVED.length);
  let verifier = '';
  while (verifier.length < length) {
    for (const byte of globalThis.crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < limit && verifier.length < length) verifier += UNRESERVED[byte % UNRESERVED.length];
    }
  }
  return verifier;
}

function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** BASE64URL(SHA256(ASCII(verifier))). */
export async function createCodeChallenge(verifier: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64UrlEncode(new Uint8Array(digest));
}

export interface PkcePair {
  verifier: string;
  challenge: string;
}

export async function createPkcePair(length?: number): Promise<PkcePair> {
  const verifier = createCodeVerifier(length);
  return { verifier, challenge: await createCodeChallenge(verifier) };
}

const HANDOFF_VERIFIER_KEY = 'handoff.verifier';

/**
 * Keeps the verifier between asking for the link and opening it (same browser, maybe after a
 * reload). `take` removes it: a verifier is good for one redemption.
 */
export interface VerifierStore {
  save(verifier: string): void;
  peek(): string | null;
  take(): string | null;
}

export function createVerifierStore(storage: KeyValueStorage): VerifierStore {
  const valid = (value: string | null) =>
    value !== null && value.length >= MIN_VERIFIER_LENGTH && value.length <= MAX_VERIFIER_LENGTH ? value : null;
  return {
    save: (verifier) => storage.set(HANDOFF_VERIFIER_KEY, verifier),
    peek: () => valid(storage.get(HANDOFF_VERIFIER_KEY)),
    take() {
      const verifier = valid(storage.get(HANDOFF_VERIFIER_KEY));
      storage.remove(HANDOFF_VERIFIER_KEY);
      return verifier;
    },
  };
}
