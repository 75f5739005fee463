import { describe, expect, it } from 'vitest';
import { ProcessRateLimitStore } from '../../../server/http/rate-limit-store.ts';
import { createClock } from '../helpers/test-app.ts';

// The general flood guard's in-memory table: bounded under a flood of addresses, ended windows
// dropped before running ones, and the clients it keeps keep their counts.

const MINUTE = 60_000;

function hit(store: ProcessRateLimitStore, key: string): number {
  let current = -1;
  store.incr(key, (_error, result) => (current = result?.current ?? -1), MINUTE);
  return current;
}

describe('the per-process rate-limit table', () => {
  it('never holds more clients than its bound, dropping the oldest; the newer keep counting', () => {
    const clock = createClock();
    const store = new ProcessRateLimitStore(clock.now, 3);
    for (const key of ['a', 'b', 'c']) hit(store, key);
    clock.advance(1000);
    expect(hit(store, 'c')).toBe(2);
    expect(hit(store, 'd')).toBe(1);
    expect(store.size).toBe(3);
    // 'a' opened first and went; 'b' and 'c' still count from where they were.
    expect(hit(store, 'b')).toBe(2);
    expect(hit(store, 'c')).toBe(3);
    expect(hit(store, 'a')).toBe(1);
    expect(store.size).toBe(3);
  });

  it('drops every ended window before a running one, and a renewed window counts as the newest', () => {
    const clock = createClock();
    const store = new ProcessRateLimitStore(clock.now, 3);
    hit(store, 'a');
    clock.advance(MINUTE / 2);
    hit(store, 'b');
    hit(store, 'c');
    clock.advance(MINUTE / 2);
    // a's window has ended: renewed, it is now the newest, and starts again from one.
    expect(hit(store, 'a')).toBe(1);
    clock.advance(MINUTE / 2);
    // b and c have ended: both go to make room, a keeps its count.
    expect(hit(store, 'd')).toBe(1);
    expect(store.size).toBe(2);
    expect(hit(store, 'a')).toBe(2);
  });

  it('makes room for a batch of new clients at once (a sixteenth), keeping every newer count', () => {
    const clock = createClock();
    const store = new ProcessRateLimitStore(clock.now, 32);
    for (let n = 0; n < 32; n += 1) hit(store, `c${n}`);
    expect(hit(store, 'new-1')).toBe(1);
    // c0 and c1 went together; the next new client finds room without dropping anyone.
    expect(store.size).toBe(31);
    expect(hit(store, 'new-2')).toBe(1);
    expect(store.size).toBe(32);
    expect(hit(store, 'c2')).toBe(2);
    expect(hit(store, 'c0')).toBe(1);
  });

  it('frees a whole batch even when fewer windows have ended: the ended first, then the oldest running ones', () => {
    const clock = createClock();
    const store = new ProcessRateLimitStore(clock.now, 32);
    hit(store, 'c0');
    clock.advance(MINUTE / 2);
    for (let n = 1; n < 32; n += 1) hit(store, `c${n}`);
    clock.advance(MINUTE / 2);
    // c0's window has ended, the 31 others run: c0 goes, and so does c1, the oldest running one.
    expect(hit(store, 'new')).toBe(1);
    expect(store.size).toBe(31);
    expect(hit(store, 'c2')).toBe(2);
    expect(hit(store, 'c1')).toBe(1);
  });
});
