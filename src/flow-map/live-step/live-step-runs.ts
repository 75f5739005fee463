import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import type { AnyStateNode } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { onboardingMachine } from '../../../machines/onboarding.machine.ts';
import type { LiveStepRun } from '../../../services/contract/sandbox.schema.ts';
import { driveLivePlan, LiveStepFailed, type DriveOptions } from './live-driver.ts';
import type { LivePlan } from './live-plan.ts';
import { plansOnDisk } from './plan-cache.ts';

// The walks of "Open this step live" in one server process (sandbox only): the plans, made once in a
// worker; each walk's progress, kept for an hour so a printed link can still be opened; and the
// names a person may give a state (as `/flow` names it, or in short).

/** A walk's result is kept this long (the command prints a link to it). */
const KEPT_MS = 60 * 60 * 1000;
/** At most this many walks are kept (the oldest go first). */
const KEPT_RUNS = 200;

export class UnknownLiveStep extends Error {}

export interface LiveStepRuns {
  /** Whether the plans are made, and what they reach. */
  states(): { status: 'planning' | 'ready'; states: string[]; edges: string[] };
  /** Starts a walk to the state (by the transition `via`, when given); throws UnknownLiveStep for a state or transition the flow has not. */
  /** `publicOrigin`: the origin the person's browser opens (the instant link lands there). */
  start(request: { state: string; via?: string | undefined }, publicOrigin: string): LiveStepRun;
  get(id: string): LiveStepRun | null;
}

interface Plans {
  states: Map<string, LivePlan>;
  edges: Map<string, LivePlan>;
}

/** The plans from the disk (made by the build), or else made in a worker thread (the server keeps answering meanwhile). */
function planInWorker(): Promise<Plans> {
  const onDisk = plansOnDisk();
  if (onDisk) return Promise.resolve({ states: new Map(onDisk.states), edges: new Map(onDisk.edges) });
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./live-plan.worker.ts', import.meta.url));
    worker.once('message', (message: { states: [string, LivePlan][]; edges: [string, LivePlan][] }) => {
      resolve({ states: new Map(message.states), edges: new Map(message.edges) });
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the planning worker stopped (${code})`));
    });
  });
}

const STATE_IDS = getStateNodes(onboardingMachine.root as AnyStateNode).map((node) => ({ id: node.id, path: node.path.join('.') }));

/** A state's id from a name as `/flow` gives it (`onboarding.payment.failed`, `payment`) or short (`payment.failed`). */
export function resolveStateId(name: string): string | null {
  const trimmed = name.trim().replace(/^#/, '');
  const found = STATE_IDS.find((node) => node.id === trimmed) ?? STATE_IDS.find((node) => node.id === `onboarding.${trimmed}`) ?? STATE_IDS.find((node) => node.path === trimmed);
  return found && found.path !== '' ? found.id : null;
}

/** A transition's id (`<source>:<event>:<index>`), its source named as a state may be. */
function resolveEdgeId(name: string): string | null {
  const [source, ...rest] = name.trim().split(':');
  const sourceId = source ? resolveStateId(source) : null;
  return sourceId && rest.length === 2 ? `${sourceId}:${rest.join(':')}` : null;
}

export function createLiveStepRuns(drive: Omit<DriveOptions, 'onProgress' | 'publicOrigin'>, plan: () => Promise<Plans> = planInWorker): LiveStepRuns {
  let plans: Plans | null = null;
  let planning: Promise<Plans> | null = null;
  const runs = new Map<string, { run: LiveStepRun; at: number }>();
  const plansMade = (): Promise<Plans> => {
    planning ??= plan().then((made) => {
      plans = made;
      return made;
    });
    planning.catch(() => {
      planning = null;
    });
    return planning;
  };
  const keep = (run: LiveStepRun) => {
    runs.set(run.id, { run, at: Date.now() });
    for (const [id, kept] of runs) if (runs.size > KEPT_RUNS || Date.now() - kept.at > KEPT_MS) runs.delete(id);
  };
  const update = (id: string, change: Partial<LiveStepRun>) => {
    const kept = runs.get(id);
    if (kept) kept.run = { ...kept.run, ...change };
  };

  async function walk(id: string, stateId: string, via: string | null, publicOrigin: string): Promise<void> {
    const made = await plansMade();
    const livePlan = via ? made.edges.get(via) : made.states.get(stateId);
    if (!livePlan) {
      update(id, { status: 'failed', reason: via ? `No walk through the sandbox takes the transition ${via}.` : `No walk through the sandbox reaches ${stateId}.` });
      return;
    }
    update(id, { status: 'driving', of: livePlan.steps.filter((step) => step.event.how.kind !== 'answer').length });
    try {
      const handoff = await driveLivePlan(livePlan, { ...drive, publicOrigin, onProgress: (progress) => update(id, { step: progress.step, of: progress.of, label: progress.label }) });
      update(id, { status: 'ready', reached: handoff.stateId, path: handoff.path, storage: handoff.storage });
    } catch (error) {
      if (!(error instanceof LiveStepFailed)) throw error;
      update(id, { status: 'failed', step: error.progress.step, label: error.progress.label, reason: error.reason, reached: error.reached.stateId, path: error.reached.path, storage: error.reached.storage });
    }
  }

  return {
    states: () => {
      void plansMade();
      return { status: plans ? 'ready' : 'planning', states: plans ? [...plans.states.keys()] : [], edges: plans ? [...plans.edges.keys()] : [] };
    },
    start(request, publicOrigin) {
      const stateId = resolveStateId(request.state);
      if (!stateId) throw new UnknownLiveStep(`The flow has no state '${request.state}'.`);
      const via = request.via ? resolveEdgeId(request.via) : null;
      if (request.via && !via) throw new UnknownLiveStep(`The flow has no transition '${request.via}'.`);
      const run: LiveStepRun = { id: randomUUID(), state: stateId, via, status: plans ? 'driving' : 'planning', step: 0, of: 0, label: '', reason: null, reached: null, path: null, storage: null };
      keep(run);
      walk(run.id, stateId, via, publicOrigin).catch((error: unknown) => update(run.id, { status: 'failed', reason: error instanceof Error ? error.message : String(error) }));
      return run;
    },
    get: (id) => runs.get(id)?.run ?? null,
  };
}
