import { createHash } from 'node:crypto';
import { mkdirSync, openSync, closeSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { onboardingMachine } from '../../../machines/onboarding.machine.ts';
import { planEveryState, portablePlan, type LivePlan } from './live-plan.ts';

// Planning walks thousands of states of the machine (10 to 40 s of CPU), so the plans are made once
// per change of what makes them (the machine's code, the contract, the planner's), kept on disk under
// a hash of it, by the first process that needs them: `npm run build` (which makes them for the
// server it builds for), the all-states test, or a sandbox server asked for a step (in a worker,
// live-plan.worker.ts). A process that finds another one planning waits for its file instead of
// planning too (several test servers and builds start at once in `npm test`).

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const CACHE_DIR = join(ROOT, 'node_modules', '.cache', 'live-step');
const PLANNER_FILES = ['src/flow-map/live-step/live-plan.ts', 'src/flow-map/live-step/live-events.ts', 'src/flow-map/live-step/sandbox-world.ts'];
/** A lock older than this is a planner that died without removing it. */
const STALE_LOCK_MS = 5 * 60 * 1000;
const WAIT_STEP_MS = 250;

export type PortablePlans = { states: [string, LivePlan][]; edges: [string, LivePlan][] };

function filesUnder(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

/** The hash of the machine's code (with the contract it reads) and the planner's: equal code plans equally. */
function planningHash(): string {
  const hash = createHash('sha256');
  for (const file of [...filesUnder('machines'), ...filesUnder('services/contract'), ...PLANNER_FILES].sort()) hash.update(file).update(readFileSync(join(ROOT, file)));
  return hash.digest('hex').slice(0, 24);
}

function readPlans(file: string): PortablePlans | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as PortablePlans;
  } catch {
    return null;
  }
}

function plan(): PortablePlans {
  const { states, edges } = planEveryState(onboardingMachine);
  const portable = (plans: Map<string, LivePlan>) => [...plans].map(([id, made]): [string, LivePlan] => [id, portablePlan(made)]);
  return { states: portable(states), edges: portable(edges) };
}

const planFile = () => join(CACHE_DIR, `plans-${planningHash()}.json`);

/** The plans of this code when they are on disk already (a file read): null when they are still to be made. */
export function plansOnDisk(): PortablePlans | null {
  return readPlans(planFile());
}

/** Takes the planning of this code: true when this process is to plan, false when another one is planning. */
function takeLock(lock: string): boolean {
  try {
    closeSync(openSync(lock, 'wx'));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // A planner that died (killed with its test run) leaves its lock: a stale one is taken over.
  const age = (() => {
    try {
      return Date.now() - statSync(lock).mtimeMs;
    } catch {
      return Infinity;
    }
  })();
  if (age < STALE_LOCK_MS) return false;
  rmSync(lock, { force: true });
  return takeLock(lock);
}

/** The plans of this code: from the disk, made by another process meanwhile, or made here (and kept there). */
export async function cachedPlans(): Promise<PortablePlans> {
  const file = planFile();
  const lock = `${file}.lock`;
  try {
    mkdirSync(CACHE_DIR, { recursive: true });
  } catch {
    // A read-only checkout: planned here, each time.
    return readPlans(file) ?? plan();
  }
  for (;;) {
    const found = readPlans(file);
    if (found) return found;
    if (takeLock(lock)) break;
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
  try {
    // Made by another process between the look and the lock.
    const meanwhile = readPlans(file);
    if (meanwhile) return meanwhile;
    const made = plan();
    // Written whole, then renamed: a reader never sees half a file.
    writeFileSync(`${file}.${process.pid}`, JSON.stringify(made));
    renameSync(`${file}.${process.pid}`, file);
    return made;
  } finally {
    rmSync(lock, { force: true });
  }
}
