import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { compactIncrementalFile } from '../../scripts/mutation/report.ts';

// The committed incremental file must stay under the 2 MiB of a committed file, and Stryker must
// still reuse every result from it: what goes is only what Stryker derives again or never reads.

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function writeReport(report: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'compact-'));
  dirs.push(dir);
  const file = join(dir, 'stryker-incremental.flows.json');
  writeFileSync(file, JSON.stringify(report, null, 2));
  return file;
}

const location = { start: { line: 18, column: 29 }, end: { line: 33, column: 2 } };

describe('compactIncrementalFile', () => {
  it('drops the reasons and the carried-over file names and keys, and keeps what reuse reads', () => {
    const file = writeReport({
      schemaVersion: '2',
      files: {
        'machines/steps/start.step.ts': {
          source: 'const a = 1;\n',
          mutants: [
            {
              id: 'machines/steps/start.step.ts@18:29-33:2\nObjectLiteral: {}',
              relativeFileName: 'machines/steps/start.step.ts',
              mutatorName: 'ObjectLiteral',
              replacement: '{}',
              status: 'Killed',
              statusReason: 'expected 1 to be 2\n    at a very long stack…',
              coveredBy: ['t1', 't2'],
              killedBy: ['t2'],
              location,
            },
            { id: '7', mutatorName: 'StringLiteral', replacement: '""', status: 'Survived', coveredBy: ['t1'], killedBy: [], location },
          ],
        },
      },
      testFiles: { 'test/machine/start.step.test.ts': { source: 'it()', tests: [{ id: 't1', name: 'starts' }] } },
    });
    compactIncrementalFile(file);
    const written = readFileSync(file, 'utf8');
    expect(written.split('\n')).toHaveLength(2);
    expect(JSON.parse(written)).toEqual({
      schemaVersion: '2',
      files: {
        'machines/steps/start.step.ts': {
          source: 'const a = 1;\n',
          mutants: [
            { id: '0', mutatorName: 'ObjectLiteral', replacement: '{}', status: 'Killed', coveredBy: ['t1', 't2'], killedBy: ['t2'], location },
            { id: '1', mutatorName: 'StringLiteral', replacement: '""', status: 'Survived', coveredBy: ['t1'], killedBy: [], location },
          ],
        },
      },
      testFiles: { 'test/machine/start.step.test.ts': { source: 'it()', tests: [{ id: 't1', name: 'starts' }] } },
    });
  });
});
