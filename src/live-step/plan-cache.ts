import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { onboardingMachine } from '../../machines/onboarding.machine.ts';
import { planEveryState, portablePlan, type LivePlan } from './live-plan.ts';

// Planning walks thousands of states of the machine (seconds of CPU), so the plans are kept on disk
// under a hash of what makes them (the machine's code and the planner's): a server started again,
// or a test, finds them at once. The server plans in a worker (live-plan.worker.ts).

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CACHE_DIR = join(ROOT, 'node_modules', '.cache', 'live-step');
const PLANNER_FILES = ['src/live-step/live-plan.ts', 'src/live-step/live-events.ts', 'src/live-step/sandbox-world.ts'];

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

function cached(file: string): PortablePlans | null {
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

/** The plans of this code: from the disk, or made (and kept there). */
export function cachedPlans(): PortablePlans {
  const file = join(CACHE_DIR, `plans-${planningHash()}.json`);
  const found = cached(file);
  if (found) return found;
  const made = plan();
  try {
    mkdirSync(CACHE_DIR, { recursive: true });
    writeFileSync(file, JSON.stringify(made));
  } catch {
    // A read-only checkout plans again next time: nothing is lost.
  }
  return made;
}
