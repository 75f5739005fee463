import { describe, expect, it } from 'vitest';
import { BoundedMap } from '../../../server/memo/bounded-map.ts';

// The per-process memos stay within their capacity whatever arrives: the oldest entry makes room.

describe('a bounded map', () => {
  it('drops the oldest entry to make room for a new key', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2).set('c', 3);
    expect([...map.entries()]).toEqual([
      ['b', 2],
      ['c', 3],
    ]);
  });

  it('changes a known key in place, dropping nothing', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2).set('a', 10);
    expect([...map.entries()]).toEqual([
      ['a', 10],
      ['b', 2],
    ]);
  });

  it('never holds more than its capacity', () => {
    const map = new BoundedMap<number, number>(100);
    for (let n = 0; n < 1000; n += 1) map.set(n, n);
    expect(map.size).toBe(100);
    expect(map.has(899)).toBe(false);
    expect(map.has(900)).toBe(true);
  });
});
