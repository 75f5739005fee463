import { parentPort } from 'node:worker_threads';
import { onboardingMachine } from '../../machines/onboarding.machine.ts';
import { planEveryState, portablePlan, type LivePlan } from './live-plan.ts';

// Planning walks a few thousand states of the machine (seconds of CPU): a worker does it, so the
// server it runs beside keeps answering meanwhile.

const { states, edges } = planEveryState(onboardingMachine);
const portable = (plans: Map<string, LivePlan>) => [...plans].map(([id, plan]) => [id, portablePlan(plan)] as const);
parentPort?.postMessage({ states: portable(states), edges: portable(edges) });
