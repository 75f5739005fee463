import type { z } from 'zod';

/**
 * A small key-value store over `localStorage`, namespaced so that the app's keys never collide with
 * anything else on the origin and can be wiped together by the shell's reload button. When
 * `localStorage` is missing or refuses writes (private mode, quota, tests) it falls back to memory,
 * so callers never need a try/catch.
 */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** The parsed JSON value, or null when absent, not JSON, or (with a schema) not of that shape. */
  getJson<T>(key: string, schema?: z.ZodType<T>): T | null;
  setJson(key: string, value: unknown): void;
  /** Every key of this namespace that has a value (without the namespace prefix). */
  keys(): string[];
  /** Remove every key of this namespace, except those listed in `keep`. */
  clearAll(options?: { keep?: readonly string[] }): void;
}

/** The part of the Web Storage interface we use; `localStorage` and the memory fallback both fit. */
export interface StorageBacking {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const DEFAULT_STORAGE_NAMESPACE = 'zoomies';

export function createMemoryBacking(): StorageBacking {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    key: (index) => [...values.keys()][index] ?? null,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  };
}

/** `localStorage` when it exists and accepts a write; null otherwise (Safari private mode throws). */
function detectLocalStorage(): StorageBacking | null {
  try {
    const candidate = (globalThis as { localStorage?: StorageBacking }).localStorage;
    if (!candidate) return null;
    const probe = `${DEFAULT_STORAGE_NAMESPACE}:probe`;
    candidate.setItem(probe, '1');
    candidate.removeItem(probe);
    return candidate;
  } catch {
    return null;
  }
}

export function createKeyValueStorage(
  options: { namespace?: string; backing?: StorageBacking | null } = {},
): KeyValueStorage {
  const prefix = `${options.namespace ?? DEFAULT_STORAGE_NAMESPACE}:`;
  const memory = createMemoryBacking();
  let primary: StorageBacking = options.backing === undefined ? (detectLocalStorage() ?? memory) : (options.backing ?? memory);

  const fullKey = (key: string) => prefix + key;
  const read = (key: string): string | null => {
    try {
      return primary.getItem(fullKey(key));
    } catch {
      return memory.getItem(fullKey(key));
    }
  };
  const write = (key: string, value: string) => {
    try {
      primary.setItem(fullKey(key), value);
    } catch {
      // Quota or a storage that started refusing writes: keep working in memory from now on.
      primary = memory;
      memory.setItem(fullKey(key), value);
    }
  };
  const erase = (key: string) => {
    try {
      primary.removeItem(fullKey(key));
    } catch {
      // Nothing to do: a storage that cannot be read has nothing of ours in it.
    }
    memory.removeItem(fullKey(key));
  };
  const keys = (): string[] => {
    const found = new Set<string>();
    for (const backing of new Set([primary, memory])) {
      try {
        for (let i = 0; i < backing.length; i += 1) {
          const key = backing.key(i);
          if (key?.startsWith(prefix)) found.add(key.slice(prefix.length));
        }
      } catch {
        // An unreadable storage lists nothing.
      }
    }
    return [...found];
  };

  return {
    get: read,
    set: write,
    remove: erase,
    getJson<T>(key: string, schema?: z.ZodType<T>): T | null {
      const text = read(key);
      if (text === null) return null;
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        return null;
      }
      if (!schema) return value as T;
      const parsed = schema.safeParse(value);
      return parsed.success ? parsed.data : null;
    },
    setJson(key, value) {
      write(key, JSON.stringify(value));
    },
    keys,
    clearAll({ keep = [] } = {}) {
      for (const key of keys()) if (!keep.includes(key)) erase(key);
    },
  };
}
