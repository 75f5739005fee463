// `npm run test:sequences [-- --seed <n> [--path <p>]] [--runs <n>] [--strict] [--focus <defect id>]`:
// the generated sequences of issue 33 (test/sequences/, docs/sequences.md) on their own, with the
// regressions kept in their shrunk form. `--seed` and `--path` replay the run a failure printed;
// `--runs` (or SEQUENCE_RUNS) sets how many runs; `--strict` fails on the known defects too, and
// `--focus` on that one only.
import { spawnSync } from 'node:child_process';

const USAGE = 'usage: npm run test:sequences -- [--seed <n> [--path <p>]] [--runs <n>] [--strict] [--focus <defect id>]';
const OPTIONS: Record<string, string> = { '--seed': 'SEQUENCE_SEED', '--path': 'SEQUENCE_PATH', '--runs': 'SEQUENCE_RUNS', '--focus': 'SEQUENCE_FOCUS' };

const env: Record<string, string> = {};
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i += 1) {
  const arg = args[i] as string;
  const name = OPTIONS[arg];
  if (arg === '--strict') env.SEQUENCE_STRICT = '1';
  else if (name && args[i + 1] !== undefined) env[name] = args[(i += 1)] as string;
  else {
    console.error(USAGE);
    process.exit(2);
  }
}
// A replay runs the property alone: the regressions are not what it asks about.
const files = env.SEQUENCE_SEED ? ['test/sequences/sequences.test.ts'] : ['test/sequences'];
const run = spawnSync('npx', ['vitest', 'run', '--project', 'unit', ...files], { stdio: 'inherit', env: { ...process.env, ...env } });
process.exit(run.status ?? 1);
