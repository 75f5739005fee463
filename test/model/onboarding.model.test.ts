// @vitest-environment jsdom
import { describe, it, expect, beforeAll, beforeEach, afterAll, vi } from 'vitest';
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { getShortestPaths, getSimplePaths, getAdjacencyMap, type StatePath } from 'xstate/graph';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type * as ReactDom from 'react-dom';
import { onboardingMachine } from '../../machines/onboarding.machine.ts';
import { currentMeta } from '../../machines/route-table.ts';
import type { OnboardingInput } from '../../machines/onboarding.types.ts';
import { modelEvents, type ModelEvent } from '../../src/flow-map/machine-model/model-events.ts';
import { abstractState } from '../../src/flow-map/machine-model/model-abstraction.ts';
import { traversalLogic, replay, replayMachine } from './model-harness.ts';
import { coverageReport } from './model-coverage.ts';
import { knownDefectSteps, PathOracle } from './model-oracle.ts';
import { loadAllScreens } from './screen-seen.ts';

// Model-based tests: xstate/graph walks the machine (shortest paths to every state, every edge of
// the adjacency map, simple paths through the verification sub-flow); each path is replayed on a
// real actor whose services are answered by the path's done/error events and whose timers fire as
// the path's `xstate.after` events. Every step's state and screen meta must match the model's.
// The covered states and transitions are written to coverage/model-coverage.json.
//
// The model agrees with any mutant of the machine, so each step is also checked against an oracle
// of its own (`model-oracle.ts`): what the screen shows, the move made and a timer's delay, against
// what the documents say (test/e2e/screen-expectations.ts, path-expectations.ts).

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

/** Mismatches with the oracle, per test: reported together at its end. */
let oracleProblems: string[] = [];

/** Replays a path and checks each step's abstract state and screen against the model's, and against the oracle. */
function replayPath(input: OnboardingInput, path: Path, name: string) {
  const expected = path.steps.filter((step) => step.event.type !== 'xstate.init');
  const oracle = new PathOracle(name, input);
  const result = replay(
    input,
    eventsOf(path),
    (step, index) => {
      const model = expected[index]!.state;
      expect(abstractState(step.snapshot), `step ${index} (${expected[index]!.event.type})`).toBe(abstractState(model));
      expect(currentMeta(step.snapshot)).toEqual(currentMeta(model));
      oracle.check(step, index);
    },
    (event, before) => oracle.prepare(event, before),
  );
  oracleProblems.push(...oracle.problems);
  expect(abstractState(result.final)).toBe(abstractState(path.state));
  result.states.forEach((id) => coveredStates.add(id));
  result.transitions.forEach((key) => coveredTransitions.add(key));
  return result;
}

// The screens are rendered to HTML at each step (screen-seen.ts): a dialog shows in place of its portal.
vi.mock('react-dom', async (original) => ({ ...(await original<typeof ReactDom>()), createPortal: (children: unknown) => children }));

beforeAll(async () => {
  await loadAllScreens();
  vi.useFakeTimers();
});

beforeEach(() => {
  oracleProblems = [];
});

/** Fails the test with the oracle's mismatches: the first ones in full, and how many there were. */
function expectOracleAgrees(): void {
  const distinct = [...new Set(oracleProblems)];
  // ORACLE_REPORT=file: every mismatch of the run, not only the first ones.
  if (process.env.ORACLE_REPORT && distinct.length > 0) appendFileSync(process.env.ORACLE_REPORT, `${distinct.join('\n\n')}\n\n`);
  const shown = distinct.slice(0, 8).join('\n\n');
  expect(distinct.length, `${distinct.length} oracle mismatches (first ${Math.min(8, distinct.length)}):\n\n${shown}`).toBe(0);
}
afterAll(() => {
  for (const [what, steps] of knownDefectSteps) console.warn(`oracle: a known defect, not failed (${steps} steps): ${what}`);
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
    paths.forEach((path, index) => replayPath(input, path, `${_name}, shortest path #${index}`));
    expectOracleAgrees();
  });

  it('takes every edge of the model: the shortest path to its source, then its event', { timeout: 300_000 }, () => {
    const shortest = new Map(getShortestPaths(logic(), options(input)).map((path) => [abstractState(path.state), path]));
    const adjacency = getAdjacencyMap(logic(), options(input));
    for (const [source, { transitions }] of Object.entries(adjacency)) {
      const head = shortest.get(source);
      if (!head) continue;
      for (const edge of Object.values(transitions) as Array<{ event: EventObject; state: AnyMachineSnapshot }>) {
        const tail = { ...head, steps: [...head.steps, { event: edge.event, state: edge.state }], state: edge.state };
        replayPath(input, tail as Path, `${_name}, edge ${edge.event.type} from shortest path #${[...shortest.keys()].indexOf(source)}`);
      }
    }
    expectOracleAgrees();
  });
});

describe('onboarding model, simple paths through phone verification', () => {
  it('every simple path from the partner verify screen to the pet step replays', { timeout: 300_000 }, () => {
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
    toAbout.forEach((path, index) => replayPath({}, { ...path, steps: [...head.steps, ...path.steps] } as Path, `simple path to about #${index}`));
    expectOracleAgrees();
  });
});
