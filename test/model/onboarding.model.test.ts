import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { getShortestPaths, getSimplePaths, getAdjacencyMap, type StatePath } from 'xstate/graph';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { onboardingMachine } from '../../machines/onboarding.machine.ts';
import { currentMeta } from '../../machines/route-table.ts';
import type { OnboardingInput } from '../../machines/onboarding.types.ts';
import { modelEvents, type ModelEvent } from './model-events.ts';
import { abstractState } from './model-abstraction.ts';
import { traversalLogic, replay, replayMachine } from './model-harness.ts';
import { coverageReport } from './model-coverage.ts';

// Model-based tests: xstate/graph walks the machine (shortest paths to every state, every edge of
// the adjacency map, simple paths through the verification sub-flow); each path is replayed on a
// real actor whose services are answered by the path's done/error events and whose timers fire as
// the path's `xstate.after` events. Every step's state and screen meta must match the model's.
// The covered states and transitions are written to coverage/model-coverage.json.

const INPUTS: Record<string, OnboardingInput> = {
  'desktop offer start': {},
  'desktop getStarted': { entry: 'getStarted' },
  mobile: { isMobile: true },
  'signed in': { tokens: { access: 'access-0', refresh: 'refresh-0' } },
};

const coveredStates = new Set<string>();
const coveredTransitions = new Set<string>();

const options = (input: OnboardingInput) => ({
  events: (snapshot: AnyMachineSnapshot) => modelEvents(snapshot) as EventObject[],
  serializeState: (snapshot: AnyMachineSnapshot) => abstractState(snapshot),
  input,
});

type Path = StatePath<AnyMachineSnapshot, EventObject>;
const eventsOf = (path: Path): ModelEvent[] => path.steps.map((step) => step.event as ModelEvent).filter((e) => e.type !== 'xstate.init');

/** Replays a path and checks each step's abstract state and screen against the model's. */
function replayPath(input: OnboardingInput, path: Path) {
  const expected = path.steps.filter((step) => step.event.type !== 'xstate.init');
  const result = replay(input, eventsOf(path), ({ snapshot }, index) => {
    const model = expected[index]!.state;
    expect(abstractState(snapshot), `step ${index} (${expected[index]!.event.type})`).toBe(abstractState(model));
    expect(currentMeta(snapshot)).toEqual(currentMeta(model));
  });
  expect(abstractState(result.final)).toBe(abstractState(path.state));
  result.states.forEach((id) => coveredStates.add(id));
  result.transitions.forEach((key) => coveredTransitions.add(key));
  return result;
}

beforeAll(() => {
  vi.useFakeTimers();
});
afterAll(() => {
  vi.useRealTimers();
  const report = coverageReport(replayMachine, coveredStates, coveredTransitions);
  mkdirSync('coverage', { recursive: true });
  writeFileSync('coverage/model-coverage.json', JSON.stringify(report, null, 2));
});

describe.each(Object.entries(INPUTS))('onboarding model, %s', (_name, input) => {
  const logic = () => traversalLogic(onboardingMachine);

  it('reaches every state of the model by a shortest path, replayed on the machine', { timeout: 300_000 }, () => {
    const paths = getShortestPaths(logic(), options(input));
    expect(paths.length).toBeGreaterThan(1);
    for (const path of paths) replayPath(input, path);
  });

  it('takes every edge of the model: the shortest path to its source, then its event', { timeout: 300_000 }, () => {
    const shortest = new Map(getShortestPaths(logic(), options(input)).map((path) => [abstractState(path.state), path]));
    const adjacency = getAdjacencyMap(logic(), options(input));
    for (const [source, { transitions }] of Object.entries(adjacency)) {
      const head = shortest.get(source);
      if (!head) continue;
      for (const edge of Object.values(transitions) as Array<{ event: EventObject; state: AnyMachineSnapshot }>) {
        const tail = { ...head, steps: [...head.steps, { event: edge.event, state: edge.state }], state: edge.state };
        replayPath(input, tail as Path);
      }
    }
  });
});

describe('onboarding model, simple paths through phone verification', () => {
  it('every simple path from the partner verify screen to the pet step replays', () => {
    const logic = traversalLogic(onboardingMachine);
    const toVerify = getShortestPaths(logic, { ...options({}), toState: (s: AnyMachineSnapshot) => s.matches({ verify: 'waiting' }) });
    const head = toVerify.find((p) => p.state.matches({ verify: 'waiting' }))!;
    expect(head).toBeDefined();
    // Only the verification screens offer events, so the paths stay inside the sub-flow.
    const inVerification = (s: AnyMachineSnapshot) => s.matches('verify') || s.matches('verifyOwn');
    const paths = getSimplePaths(logic, {
      ...options({}),
      events: (s: AnyMachineSnapshot) => (inVerification(s) ? (modelEvents(s) as EventObject[]) : []),
      fromState: head.state,
      toState: (s: AnyMachineSnapshot) => s.matches('about'),
    });
    const toAbout = paths.filter((p) => p.state.matches('about'));
    expect(toAbout.length).toBeGreaterThan(3);
    for (const path of toAbout) {
      replayPath({}, { ...path, steps: [...head.steps, ...path.steps] } as Path);
    }
  });
});
