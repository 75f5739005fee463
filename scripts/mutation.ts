// `npm run test:mutation`: Stryker over the machine, the API client and the server's domain rules
// (stryker.config.mjs: two suites, `units` and `flows`), each incremental against its committed
// reports/stryker-incremental.<suite>.json, then the score of each area against its goal
// (scripts/mutation/scores.ts). Decision 0040 says why each suite runs in two passes:
//   1. every mutant except the static ones, reusing each result whose code and tests did not change;
//   2. the static mutants (the machine's configuration: transition targets, `after` delays, guards
//      wired by name) on the lines that changed since the report, each against every related test.
// Options: --suite units|flows (one suite only), --force (test every runtime mutant again; static
// mutants still only on changed lines), --no-static (skip the second pass), --json <file> (the
// suite's counts, for scripts/test-all.ts), --measured-only (npm test: only the files the committed
// reports have measured, so that a file never measured cannot turn CI's run into a full one; they are
// listed); any other option goes to Stryker (e.g. --concurrency 1).
import { spawnSync } from 'node:child_process';
import { existsSync, globSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { changedLines } from './mutation/changed-lines.ts';
import { compactIncrementalFile, incrementalFileOf, readReport, SUITE_NAMES, type MutationReport } from './mutation/report.ts';

const args = process.argv.slice(2);
const valueOf = (flag: string) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
const OWN_FLAGS = new Set(['--no-static', '--measured-only']);
const OWN_OPTIONS = new Set(['--json', '--suite']);
const strykerArgs = args.filter((a, i) => !OWN_FLAGS.has(a) && !OWN_OPTIONS.has(a) && !OWN_OPTIONS.has(args[i - 1]!));
const jsonOut = valueOf('--json');
const suites = valueOf('--suite') ? [valueOf('--suite')!] : SUITE_NAMES;
const startedAt = Date.now();
const seconds = () => `${Math.round((Date.now() - startedAt) / 1000)} s`;

function stryker(suite: string, extra: string[], env: Record<string, string> = {}): boolean {
  const child = spawnSync('npx', ['stryker', 'run', ...extra], { stdio: 'inherit', env: { ...process.env, MUTATION_SUITE: suite, ...env } });
  // Stryker rewrites the incremental file in full on every run: small enough to commit again.
  if (existsSync(incrementalFileOf(suite))) compactIncrementalFile(incrementalFileOf(suite));
  return child.status === 0;
}

/** The files a suite mutates (its globs in stryker.config.mjs, `!` excluding). */
async function configuredFiles(suite: string): Promise<string[]> {
  const config = (await import(pathToFileURL('stryker.config.mjs').href)) as { SUITES: Record<string, { mutate: string[] }> };
  const patterns = config.SUITES[suite]!.mutate;
  const excluded = new Set(patterns.filter((p) => p.startsWith('!')).flatMap((p) => globSync(p.slice(1))));
  const included = patterns.filter((p) => !p.startsWith('!')).flatMap((p) => globSync(p));
  return [...new Set(included)].filter((f) => !excluded.has(f)).sort();
}

/** The mutate ranges of the lines that changed between two reports of the same suite. */
function changedRanges(before: MutationReport, after: MutationReport): string[] {
  const ranges: string[] = [];
  for (const [file, { source }] of Object.entries(after.files)) {
    const old = before.files[file]?.source;
    // A file new to the report is changed everywhere.
    const lines = old === undefined ? [{ start: 1, end: source.split('\n').length }] : changedLines(old, source);
    for (const { start, end } of lines) ranges.push(`${file}:${start}-${end}`);
  }
  return ranges;
}

/** Whether a file on disk still has the source a report recorded. */
const unchanged = (path: string, recorded: string): boolean => existsSync(path) && readFileSync(path, 'utf8') === recorded;

/**
 * Whether the report's results all stand as they are: every file to mutate and every test the report
 * ran has the source the report recorded. That is the comparison Stryker's incremental mode makes per
 * mutant, so it would reuse every result; skipping it saves its start and its dry run of every test
 * (minutes in CI). A test file new since the report can only detect more mutants, never fewer: the
 * scores read then are at worst lower than a run would give, never higher.
 */
function reportStands(report: MutationReport, files: string[]): boolean {
  if (!report.testFiles) return false;
  return (
    files.every((f) => report.files[f] !== undefined && unchanged(f, report.files[f].source)) &&
    Object.entries(report.testFiles).every(([test, { source }]) => unchanged(test, source))
  );
}

async function runSuite(suite: string): Promise<boolean> {
  const file = incrementalFileOf(suite);
  // The sources the report recorded, before the first pass replaces it.
  const before = existsSync(file) ? readReport(file) : null;
  const mutateArgs: string[] = [];
  if (args.includes('--measured-only')) {
    if (!before) {
      console.log(`mutation ${suite}: no committed report (${file}): run npm run test:mutation once and commit it`);
      return false;
    }
    const files = await configuredFiles(suite);
    const unmeasured = files.filter((f) => !before.files[f]);
    if (unmeasured.length) console.log(`mutation ${suite}: not measured yet, left out (npm run test:mutation measures them): ${unmeasured.join(' ')}`);
    const measured = files.filter((f) => before.files[f]);
    if (!args.includes('--force') && reportStands(before, measured)) {
      console.log(`mutation ${suite}: no mutated file and none of its tests changed since ${file}: its results stand`);
      return true;
    }
    mutateArgs.push('--mutate', measured.join(','));
  }

  console.log(`mutation ${suite}: pass 1, every mutant but the static ones${before ? `, reusing ${file}` : ' (no incremental file: a full run)'}`);
  if (!stryker(suite, [...strykerArgs, ...mutateArgs])) return false;
  console.log(`mutation ${suite}: pass 1 done after ${seconds()}`);
  if (args.includes('--no-static')) return true;
  if (!before) {
    console.log(`mutation ${suite}: pass 2 skipped, static mutants are tested on the lines changed since a committed report`);
    return true;
  }
  const ranges = changedRanges(before, readReport(file));
  if (ranges.length === 0) {
    console.log(`mutation ${suite}: pass 2 skipped, no mutated file changed since the report`);
    return true;
  }
  console.log(`mutation ${suite}: pass 2, static mutants on ${ranges.length} changed range(s): ${ranges.join(' ')}`);
  const passThrough = strykerArgs.filter((a) => a !== '--force');
  const passed = stryker(suite, [...passThrough, '--mutate', ranges.join(',')], { MUTATION_STATIC: '1' });
  console.log(`mutation ${suite}: pass 2 done after ${seconds()}`);
  return passed;
}

let failed = false;
for (const suite of suites) failed = !(await runSuite(suite)) || failed;

const scores = spawnSync('node', ['scripts/mutation/scores.ts', ...(jsonOut ? ['--json', jsonOut] : [])], { stdio: 'inherit' });
console.log(`mutation: ${seconds()} in all${failed ? '; Stryker failed' : ''}`);
process.exit(failed || scores.status !== 0 ? 1 : 0);
