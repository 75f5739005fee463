import { afterEach, describe, expect, it } from 'vitest';
import { sentAhead } from './sent-ahead.ts';

// A statement sent ahead whose call ends before awaiting it must not stop the process (an unhandled
// rejection), and whoever does await it must still get its error.

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => void unhandled.push(reason);
afterEach(() => {
  process.off('unhandledRejection', onUnhandled);
  unhandled.length = 0;
});
const turns = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('a statement sent ahead', () => {
  it('leaves no unhandled rejection when the call ends without awaiting it', async () => {
    process.on('unhandledRejection', onUnhandled);
    sentAhead(Promise.reject(new Error('lost connection')));
    await turns();
    expect(unhandled).toEqual([]);
  });

  it('still gives its error, or its answer, to whoever awaits it', async () => {
    await expect(sentAhead(Promise.reject(new Error('lost connection')))).rejects.toThrow('lost connection');
    await expect(sentAhead(Promise.resolve(42))).resolves.toBe(42);
  });
});
