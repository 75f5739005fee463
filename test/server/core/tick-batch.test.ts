import { describe, expect, it } from 'vitest';
import { tickBatchedReader } from '../../../server/db/tick-batch.ts';

// Reads asked in one turn of the event loop share one load; each caller still gets its own row.

function recordingLoad(rows: Record<string, string>) {
  const loads: string[][] = [];
  const load = async (keys: readonly string[]) => {
    loads.push([...keys]);
    return new Map(keys.filter((key) => key in rows).map((key) => [key, rows[key] as string]));
  };
  return { loads, load };
}

describe('a tick-batched reader', () => {
  it('loads the keys asked in one turn together, and gives each caller its own row', async () => {
    const { loads, load } = recordingLoad({ a: 'row a', b: 'row b' });
    const read = tickBatchedReader(load, 100);
    const answers = await Promise.all([read('a'), read('b'), read('missing')]);
    expect(answers).toEqual(['row a', 'row b', undefined]);
    expect(loads).toEqual([['a', 'b', 'missing']]);
  });

  it('gives each caller the row of its own key, in whatever order the load returns them', async () => {
    // A database returns rows in no promised order, and none for a key it does not know.
    const read = tickBatchedReader(async (keys: readonly string[]) => new Map([...keys].reverse().filter((key) => key !== 'b').map((key) => [key, `row ${key}`])), 100);
    expect(await Promise.all(['a', 'b', 'c', 'd'].map(read))).toEqual(['row a', undefined, 'row c', 'row d']);
  });

  it('loads a key asked twice in one turn once, and answers both callers', async () => {
    const { loads, load } = recordingLoad({ a: 'row a' });
    const read = tickBatchedReader(load, 100);
    expect(await Promise.all([read('a'), read('a')])).toEqual(['row a', 'row a']);
    expect(loads).toEqual([['a']]);
  });

  it('loads again in the next turn: nothing is kept between turns', async () => {
    const rows: Record<string, string> = { a: 'first' };
    const { loads, load } = recordingLoad(rows);
    const read = tickBatchedReader(load, 100);
    expect(await read('a')).toBe('first');
    rows.a = 'changed';
    expect(await read('a')).toBe('changed');
    expect(loads).toEqual([['a'], ['a']]);
  });

  it('sends a full batch at once and opens another for the keys after it', async () => {
    const { loads, load } = recordingLoad({ a: 'A', b: 'B', c: 'C', d: 'D', e: 'E' });
    const read = tickBatchedReader(load, 2);
    expect(await Promise.all(['a', 'b', 'c', 'd', 'e'].map(read))).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(loads).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
  });

  it('gives every caller of a failed load its error, and the next turn loads afresh', async () => {
    let fail = true;
    const read = tickBatchedReader(async (keys: readonly string[]) => {
      if (fail) throw new Error('connection lost');
      return new Map(keys.map((key) => [key, key.toUpperCase()]));
    }, 100);
    const failed = await Promise.allSettled([read('a'), read('b')]);
    expect(failed.map((result) => (result.status === 'rejected' ? (result.reason as Error).message : 'answered'))).toEqual(['connection lost', 'connection lost']);
    fail = false;
    expect(await read('a')).toBe('A');
  });

  it('fails the whole batch when the load throws before it returns a promise', async () => {
    const read = tickBatchedReader((): Promise<ReadonlyMap<string, string>> => {
      throw new Error('no connection');
    }, 2);
    const failed = await Promise.allSettled([read('a'), read('b'), read('c')]);
    expect(failed.map((result) => (result.status === 'rejected' ? (result.reason as Error).message : 'answered'))).toEqual(['no connection', 'no connection', 'no connection']);
  });
});
