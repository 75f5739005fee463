import { describe, expect, it } from 'vitest';
import { createClientIdentity, IDENTITY_KEYS } from '../../../services/config/client-id.ts';
import { createKeyValueStorage, createMemoryBacking } from '../../../services/storage/key-value-storage.ts';

describe('client identity', () => {
  it('makes two distinct ids once and keeps them across a reload and the flow reset', () => {
    const storage = createKeyValueStorage({ backing: createMemoryBacking() });
    const identity = createClientIdentity(storage);
    const anonymousId = identity.anonymousId();
    const clientId = identity.clientId();
    expect(anonymousId).not.toBe(clientId);
    expect(identity.anonymousId()).toBe(anonymousId);
    storage.set('flow.snapshot', '{}');
    storage.clearAll({ keep: IDENTITY_KEYS });
    const reloaded = createClientIdentity(storage);
    expect(reloaded.anonymousId()).toBe(anonymousId);
    expect(reloaded.clientId()).toBe(clientId);
    expect(storage.get('flow.snapshot')).toBeNull();
  });

  it('replaces a stored value that is not a usable id', () => {
    const storage = createKeyValueStorage({ backing: createMemoryBacking() });
    storage.set('identity.clientId', '');
    expect(createClientIdentity(storage, () => 'fresh-id-123').clientId()).toBe('fresh-id-123');
  });
});
