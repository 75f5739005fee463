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

  it('never holds more than its capacity, and a full map drops its oldest sixteenth at once', () => {
    const map = new BoundedMap<number, number>(160);
    for (let n = 0; n < 160; n += 1) map.set(n, n);
    map.set(160, 160);
    // 0 to 9 went together; the next nine new keys take their places without another drop.
    expect(map.size).toBe(151);
    expect([...map.keys()].slice(0, 2)).toEqual([10, 11]);
    for (let n = 161; n < 5000; n += 1) map.set(n, n);
    expect(map.size).toBeLessThanOrEqual(160);
    expect(map.size).toBeGreaterThan(150);
    expect(map.has(4999)).toBe(true);
    expect(map.has(4800)).toBe(false);
  });
});
