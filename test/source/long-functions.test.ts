import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LONG, longFunctions, longFunctionsIn, MOST_LONG_FUNCTIONS } from './long-functions.ts';

// Issue 35: "functions over 60 lines outside migrations, tests and stories: at most 15". A function
// longer than that is split by job (a component, a hook, a named step) before another one is added;
// the failure lists them all, longest first (decision 0078).

/** A function of `lines` lines: its head, `lines - 2` statements, its closing brace. */
const functionOf = (name: string, lines: number, body: readonly string[] = []): string[] => [
  `export function ${name}() {`,
  ...body,
  ...Array.from({ length: lines - 2 - body.length }, (_, n) => `  void ${n};`),
  '}',
];

const scratch = mkdtempSync(join(tmpdir(), 'long-functions-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('functions over 60 lines', () => {
  it(`are at most ${MOST_LONG_FUNCTIONS} in the production code (outside migrations, tests and stories)`, () => {
    const found = longFunctions();
    expect(found.length, found.map(({ at, lines }) => `${lines} lines: ${at}`).join('\n')).toBeLessThanOrEqual(MOST_LONG_FUNCTIONS);
  });

  it('are counted from the first line to the last, a nested one on its own as well as in its parent', () => {
    const nested = ['  const inner = () => {', ...Array.from({ length: LONG - 1 }, (_, n) => `    void ${n};`), '  };'];
    const file = join(scratch, 'functions.tsx');
    writeFileSync(file, [...functionOf('fits', LONG), ...functionOf('tooLong', LONG + 1), ...functionOf('outer', LONG + 5, nested)].join('\n'));
    expect(longFunctionsIn([file]).map(({ lines }) => lines)).toEqual([LONG + 5, LONG + 1, LONG + 1]);
  });
});
