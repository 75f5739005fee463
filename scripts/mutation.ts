// `npm run test:mutation`: Stryker over the machine, the API client and the server's domain rules
// (stryker.config.mjs), incremental against the committed reports/stryker-incremental.json, then the
// score of each area against its goal (scripts/mutation/scores.ts). Decision 0040 says why two passes:
//   1. every mutant except the static ones, reusing each result whose code and tests did not change;
//   2. the static mutants (the machine's configuration: transition targets, `after` delays, guards
//      wired by name) on the lines that changed since the report, each against every related test.
// Options: --force (test everything again, static mutants still only on changed lines),
// --no-static (skip the second pass), --json <file> (the suite's counts, for scripts/test-all.ts);
// any other option goes to Stryker (e.g. --concurrency 1).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { changedLines } from './mutation/changed-lines.ts';
import { readReport, type MutationReport } from './mutation/report.ts';

const INCREMENTAL_FILE = 'reports/stryker-incremental.json';
const args = process.argv.slice(2);
const own = new Set(['--no-static', '--json']);
const jsonOut = args.includes('--json') ? args[args.indexOf('--json') + 1] : undefined;
const strykerArgs = args.filter((a, i) => !own.has(a) && args[i - 1] !== '--json');
const startedAt = Date.now();
const seconds = () => `${Math.round((Date.now() - startedAt) / 1000)} s`;

function stryker(extra: string[], env: Record<string, string> = {}): number {
  const child = spawnSync('npx', ['stryker', 'run', ...extra], { stdio: 'inherit', env: { ...process.env, ...env } });
  return child.status ?? 1;
}

// The sources the report recorded, before the first pass replaces it.
const before: MutationReport | null = existsSync(INCREMENTAL_FILE) ? readReport(INCREMENTAL_FILE) : null;

console.log(`mutation: pass 1, every mutant but the static ones${before ? ', reusing reports/stryker-incremental.json' : ' (no incremental file: a full run)'}`);
let failed = stryker(strykerArgs) !== 0;
console.log(`mutation: pass 1 done after ${seconds()}`);

if (!failed && !args.includes('--no-static') && before) {
  const after = readReport(INCREMENTAL_FILE);
  const ranges: string[] = [];
  for (const [file, { source }] of Object.entries(after.files)) {
    const old = before.files[file]?.source;
    // A file new to the report is changed everywhere.
    const lines = old === undefined ? [{ start: 1, end: source.split('\n').length }] : changedLines(old, source);
    for (const { start, end } of lines) ranges.push(`${file}:${start}-${end}`);
  }
  if (ranges.length === 0) {
    console.log('mutation: pass 2 skipped, no mutated file changed since the report');
  } else {
    console.log(`mutation: pass 2, static mutants on ${ranges.length} changed range(s): ${ranges.join(' ')}`);
    const passThrough = strykerArgs.filter((a) => a !== '--force');
    failed = stryker([...passThrough, '--mutate', ranges.join(',')], { MUTATION_STATIC: '1' }) !== 0;
    console.log(`mutation: pass 2 done after ${seconds()}`);
  }
} else if (!before) {
  console.log('mutation: pass 2 skipped, static mutants are tested on the lines changed since a committed report');
}

const scores = spawnSync('node', ['scripts/mutation/scores.ts', ...(jsonOut ? ['--json', jsonOut] : [])], { stdio: 'inherit' });
console.log(`mutation: ${seconds()} in all${failed ? '; Stryker failed' : ''}`);
process.exit(failed || scores.status !== 0 ? 1 : 0);
