import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createKeyValueStorage, createMemoryBacking } from '../../../services/storage/key-value-storage.ts';
import type { StorageBacking } from '../../../services/storage/key-value-storage.ts';

describe('key-value storage', () => {
  it('namespaces keys and clears only its own, keeping the listed ones', () => {
    const backing = createMemoryBacking();
    backing.setItem('other-app', 'x');
    const storage = createKeyValueStorage({ backing, namespace: 'zoomies' });
    storage.set('a', '1');
    storage.setJson('b', { n: 2 });
    storage.set('keep', 'k');
    expect(backing.getItem('zoomies:a')).toBe('1');
    expect(storage.keys().sort()).toEqual(['a', 'b', 'keep']);
    storage.clearAll({ keep: ['keep'] });
    expect(storage.keys()).toEqual(['keep']);
    expect(backing.getItem('other-app')).toBe('x');
  });

  it('reads JSON back, and null for missing, broken or wrongly shaped values', () => {
    const storage = createKeyValueStorage({ backing: createMemoryBacking() });
    storage.setJson('tokens', { access: 'a', refresh: 'r' });
    storage.set('broken', '{not json');
    const Tokens = z.object({ access: z.string(), refresh: z.string() });
    expect(storage.getJson('tokens', Tokens)).toEqual({ access: 'a', refresh: 'r' });
    expect(storage.getJson('missing')).toBeNull();
    expect(storage.getJson('broken')).toBeNull();
    expect(storage.getJson('tokens', z.object({ id: z.string() }))).toBeNull();
  });

  it('keeps working in memory when the storage refuses writes (private mode, quota)', () => {
    const refusing: StorageBacking = {
      length: 0,
      key: () => null,
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const storage = createKeyValueStorage({ backing: refusing });
    storage.set('a', '1');
    expect(storage.get('a')).toBe('1');
    storage.remove('a');
    expect(storage.get('a')).toBeNull();
  });

  it('falls back to memory when there is no localStorage (node)', () => {
    const storage = createKeyValueStorage();
    storage.set('a', '1');
    expect(storage.get('a')).toBe('1');
  });
});
