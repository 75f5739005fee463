import type { KeyValueStorage } from '../storage/key-value-storage.ts';

// The anonymous visitor of the spec's roles is identified by an anonymous id (the X-Anonymous-Id
// header) and a client id (the `client_id` of origination and visit calls). Both are made once and
// kept, so a reload or a later visit is the same visitor.

const ANONYMOUS_ID_KEY = 'identity.anonymousId';
const CLIENT_ID_KEY = 'identity.clientId';
/** Keys the shell's reload should keep: resetting the flow does not make a new visitor. */
export const IDENTITY_KEYS = [ANONYMOUS_ID_KEY, CLIENT_ID_KEY] as const;

export interface ClientIdentity {
  anonymousId(): string;
  clientId(): string;
}

const isUsable = (value: string | null): value is string => value !== null && /^[A-Za-z0-9_-]{8,64}$/.test(value);

function randomId(): string {
  return globalThis.crypto.randomUUID();
}

export function createClientIdentity(storage: KeyValueStorage, makeId: () => string = randomId): ClientIdentity {
  const stable = (key: string) => () => {
    const stored = storage.get(key);
    if (isUsable(stored)) return stored;
    const fresh = makeId();
    storage.set(key, fresh);
    return fresh;
  };
  return { anonymousId: stable(ANONYMOUS_ID_KEY), clientId: stable(CLIENT_ID_KEY) };
}
