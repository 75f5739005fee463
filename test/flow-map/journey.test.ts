import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { onboardingMachine } from '../../machines/onboarding.machine.ts';
import { buildJourney, FROM_ANY_STEP_MIN } from '../../src/flow-map/journey.ts';
import { extractMachineGraph } from '../../src/flow-map/machine-graph.ts';
import { ONBOARDING_GRAPH_OPTIONS } from '../../src/flow-map/onboarding-flow.ts';
import { ONBOARDING_JOURNEY } from '../../src/flow-map/onboarding-journey.ts';
import { captureFor, SCREEN_CAPTURES } from '../../src/flow-map/screen-captures.ts';
import { fixtureJourney } from './fixture.journey.ts';
import { fixtureMachine } from './fixture.machine.ts';

const graph = extractMachineGraph(onboardingMachine, ONBOARDING_GRAPH_OPTIONS);
const journey = buildJourney(graph, ONBOARDING_JOURNEY);
const tops = graph.nodes.filter((node) => node.parentId === graph.rootId).map((node) => node.id);
const box = (id: string) => journey.boxes.find((candidate) => candidate.id === id);
const linesFrom = (id: string) => journey.lines.filter((line) => line.sourceId === id);

describe("the onboarding journey's spine, checked against the machine", () => {
  it('names only top-level states, each step leading to the next: nothing for the map to report', () => {
    expect(journey.problems).toEqual([]);
    for (const step of ONBOARDING_JOURNEY.steps) for (const id of step.states) expect(tops, `${step.name}: ${id}`).toContain(id);
    // The main lines run down the spine, one per pair of steps.
    expect(journey.lines.filter((line) => line.main)).toHaveLength(ONBOARDING_JOURNEY.steps.length - 1);
  });

  it('says which name of the spine the machine lacks, and which step does not lead on', () => {
    const broken = buildJourney(extractMachineGraph(fixtureMachine), {
      steps: [fixtureJourney.steps[0], { name: 'Pet', states: ['pet'] }, { name: 'Approved', states: ['approved'] }].flatMap((step) => (step ? [step] : [])),
    });
    expect(broken.problems).toEqual([
      "The journey's step 'Pet' names 'pet', which is not a top-level state of the machine.",
      "The journey's step 'Start' does not lead to the next one, 'Pet', in the machine.",
      "The journey's step 'Pet' does not lead to the next one, 'Approved', in the machine.",
    ]);
  });

  it('draws every top-level state as a box, or names it in the legend: none is lost', () => {
    expect([...journey.boxes.map((candidate) => candidate.id), ...journey.throughLegend].sort()).toEqual([...tops].sort());
  });

  it('writes the ways from any step once, in the legend: Close, Start over, a link or Back, sign-in', () => {
    const legend = journey.legend.map((entry) => `${entry.labels.join('; ')} → ${entry.targetId}`);
    expect(legend).toEqual(
      expect.arrayContaining(['closes the application → dashboard', 'starts over (reload) → onboarding.boot', 'opens a link or goes back → null']),
    );
    expect(journey.legend.find((entry) => entry.targetId === 'signin')?.labels).toContain('signed out: signs in');
    // Where they lead is reached through the legend: no line of the journey goes there.
    for (const id of journey.throughLegend) expect(journey.lines.filter((line) => line.targetId === id), id).toEqual([]);
    // No line stands for a way many steps share.
    const shared = new Map<string, number>();
    for (const line of journey.lines) for (const label of line.labels) shared.set(`${label}>${line.targetId}`, (shared.get(`${label}>${line.targetId}`) ?? 0) + 1);
    expect([...shared.values()].every((count) => count < FROM_ANY_STEP_MIN)).toBe(true);
  });

  it('puts the decision\'s outcomes beside it: not pre-qualified, the address, the documents; pre-qualified goes on down the spine', () => {
    const outcomes = Object.fromEntries(linesFrom('preprocessing').map((line) => [line.targetId, line.labels.join('; ')]));
    expect(outcomes).toMatchObject({
      notPreQualified: 'not pre-qualified',
      unsupportedAddress: 'address not supported',
      additionalInformation: 'documents needed',
      acceptOffer: 'pre-qualified',
    });
    for (const id of ['notPreQualified', 'unsupportedAddress', 'additionalInformation']) expect(box(id)).toMatchObject({ role: 'branch', row: box('preprocessing')?.row, col: 1 });
    expect(box('notPreQualified')?.ends).toBe(true);
  });

  it('puts a branch that rejoins the spine beside the step it leaves from, just above where it rejoins', () => {
    expect(box('verifyOwn')).toMatchObject({ role: 'branch', row: box('verify')?.row });
    expect(box('petlessOffer')).toMatchObject({ role: 'branch', row: box('about')?.row });
    // A way back to an earlier step is not drawn across the map: its box says it.
    expect(linesFrom('payment').find((line) => line.targetId === 'additionalServices')?.back).toBe(true);
  });
});

describe("the screens' pictures", () => {
  it('exist for every story a state of the machine names (npm run flow:screens takes them)', () => {
    const named = [...new Set(graph.nodes.flatMap((node) => (node.story ? [node.story] : [])))];
    expect(named.length).toBeGreaterThan(15);
    for (const story of named) {
      const capture = captureFor(SCREEN_CAPTURES, story);
      expect(capture, story).not.toBeNull();
      expect(existsSync(join('docs', 'flow', 'screens', capture?.image ?? 'none')), story).toBe(true);
      expect(capture?.title.length, story).toBeGreaterThan(0);
    }
  });
});
