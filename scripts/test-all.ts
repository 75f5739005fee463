// The README's test command: every suite, one summary line.
// CI reads the last line, `N passed, N failed`, and the exit code.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';

const resultsDir = 'test-results';
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

interface SuiteResult {
  name: string;
  passed: number;
  failed: number;
  exitCode: number;
  seconds: number;
}
const results: SuiteResult[] = [];

let suiteStarted = Date.now();
/** Seconds since the last suite ended: each suite's share of the run's time budget (25 minutes in CI). */
function lap(): number {
  const seconds = Math.round((Date.now() - suiteStarted) / 1000);
  suiteStarted = Date.now();
  return seconds;
}

function run(command: string, args: string[], env: Record<string, string> = {}): number {
  const child = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return child.status ?? 1;
}

function vitestCounts(file: string): { passed: number; failed: number } {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  return { passed: report.numPassedTests, failed: report.numFailedTests };
}

function portOpen(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve(false);
    });
  });
}

function vitestSuite(name: string, projectArgs: string[], env: Record<string, string> = {}): void {
  const out = `${resultsDir}/${name}.json`;
  const exitCode = run('npx', ['vitest', 'run', ...projectArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], env);
  results.push({ name, ...vitestCounts(out), exitCode, seconds: lap() });
}

// 1. Everything that runs in Node, jsdom and Chromium (Storybook) through Vitest, on SQLite.
vitestSuite('vitest', ['--project', 'unit', '--project', 'screens', '--project', 'storybook']);

// 2. The server suite again on PostgreSQL, when a server is reachable (CI starts one).
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://app:app@127.0.0.1:5432/app';
if (await portOpen(5432)) {
  vitestSuite('server-on-postgresql', ['--project', 'server-pg'], { TEST_DATABASE_URL: pgUrl });
} else {
  console.log('PostgreSQL is not running: the PostgreSQL server suite is skipped (bash .ci/pg-setup.sh starts it).');
}

// 3. Model coverage line, from the model tests that ran above.
if (existsSync('test/model/print-coverage.ts')) run('node', ['test/model/print-coverage.ts']);

/** A runner that writes `{ passed, failed }` to test-results/<name>.json (a missing file counts as one failure). */
function reportedSuite(name: string, args: string[], env: Record<string, string> = {}): void {
  const exitCode = run('node', args, env);
  const file = `${resultsDir}/${name}.json`;
  const counts = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { passed: number; failed: number }) : { passed: 0, failed: 1 };
  results.push({ name, passed: counts.passed, failed: counts.failed, exitCode, seconds: lap() });
}

// 4. Mutation testing, incremental against the committed report: only what changed is tested again
// (scripts/mutation.ts). Each area with an enforced goal counts as one test: met, or below it.
reportedSuite('mutation', ['scripts/mutation.ts', '--measured-only', '--json', `${resultsDir}/mutation.json`]);

// 5. End-to-end tests in Chromium against the real server, when present (it builds the app first).
const e2eBuilds = existsSync('test/e2e/run.ts');
if (e2eBuilds) reportedSuite('e2e', ['test/e2e/run.ts']);

// 6. The applicant's main story in Chromium, Firefox and WebKit, one engine after the other, on the
// build the end-to-end run just made (an engine whose browser is missing is skipped, and says so).
if (existsSync('test/e2e/engines/run.ts')) reportedSuite('engines', ['test/e2e/engines/run.ts'], e2eBuilds ? { E2E_SKIP_BUILD: '1' } : {});

// 7. Production mode as applicants get it (issue 34): nothing of the sandbox answers, the main story
// in Chromium with its codes delivered through Twilio's API and SMTP to local stand-ins, and the
// first screens without a touch in Chromium, Firefox and WebKit, on the same build.
if (existsSync('test/e2e/production/run.ts')) reportedSuite('production', ['test/e2e/production/run.ts'], e2eBuilds ? { E2E_SKIP_BUILD: '1' } : {});

// 8. The keystroke race on the first screens (issue 25), in Chromium and WebKit, on the build the
// end-to-end run just made.
if (existsSync('test/race/run.ts')) reportedSuite('race', ['test/race/run.ts'], existsSync('dist/app/index.html') ? { RACE_SKIP_BUILD: '1' } : {});

const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed + (r.exitCode !== 0 && r.failed === 0 ? 1 : 0), 0);
for (const r of results) console.log(`${r.name}: ${r.passed} passed, ${r.failed} failed${r.exitCode ? ` (exit ${r.exitCode})` : ''} in ${r.seconds} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
