import { describe, expect, it } from 'vitest';
import { drawingHash } from '../../src/flow-map/flow-drawing.ts';
import { buildId, describeMachine, graphFromDescription, hashText } from '../../src/flow-map/machine-description.ts';
import { diffMachines, diffSummary } from '../../src/flow-map/machine-diff.ts';
import { extractMachineGraph } from '../../src/flow-map/machine-graph.ts';
import type { ScreenCaptures } from '../../src/flow-map/screen-captures.ts';
import { fixtureJourney } from './fixture.journey.ts';
import { fixtureMachine } from './fixture.machine.ts';

const graph = extractMachineGraph(fixtureMachine);
const noCaptures: ScreenCaptures = { version: 1, viewport: { width: 390, height: 640 }, captures: [] };

describe('the machine described and hashed', () => {
  it('hashes text with 64-bit FNV-1a, the same in every runtime', () => {
    expect(hashText('')).toBe('cbf29ce484222325');
    expect(hashText('a')).toBe('af63dc4c8601ec8c');
    expect(hashText('foobar')).toBe('85944171f73967e8');
  });

  it('gives the same build id to the same machine, and another to a machine whose words changed', () => {
    const description = describeMachine(graph);
    expect(buildId(describeMachine(extractMachineGraph(fixtureMachine)))).toBe(buildId(description));
    const relabelled = extractMachineGraph(fixtureMachine, { describeTransition: (edge) => (edge.eventType === 'user.back' ? 'goes back' : null) });
    expect(buildId(describeMachine(relabelled))).not.toBe(buildId(description));
    // The drawing's hash follows the spine and the screens too.
    const input = { graph, journey: fixtureJourney, captures: noCaptures };
    expect(drawingHash(input)).toBe(drawingHash({ ...input }));
    expect(drawingHash({ ...input, journey: { steps: fixtureJourney.steps.slice(0, 3) } })).not.toBe(drawingHash(input));
  });

  it('turns back into the graph it describes', () => {
    const again = graphFromDescription(describeMachine(graph));
    expect(again.nodes.map((node) => [node.id, node.parentId, node.type, node.route, node.childIds])).toEqual(graph.nodes.map((node) => [node.id, node.parentId, node.type, node.route, node.childIds]));
    expect(again.edges.map((edge) => [edge.id, edge.targetIds, edge.guard, edge.label])).toEqual(graph.edges.map((edge) => [edge.id, edge.targetIds, edge.guard, edge.label]));
  });
});

describe('what changed between two versions', () => {
  const before = describeMachine(graph);

  it('finds nothing between a machine and itself', () => {
    const diff = diffMachines(before, describeMachine(graph));
    expect(diff.states).toEqual([]);
    expect(diff.transitions).toEqual([]);
    expect(diffSummary(diff)).toBe('No change to the flow.');
  });

  it('names states and transitions added, removed and changed, with the words before and after', () => {
    const after = describeMachine(graph);
    // Added: a state and its way in; removed: the time-out; changed: a description and a transition's words.
    after.states.push({ ...after.states.find((state) => state.id === 'fixture.declined')!, id: 'fixture.waitlisted', key: 'waitlisted', description: 'Waits for a place.' });
    after.transitions.push({ id: 'fixture.deciding:user.wait:0', sourceId: 'fixture.deciding', eventType: 'user.wait', kind: 'event', eventLabel: 'user.wait', guard: null, targetIds: ['fixture.waitlisted'], actions: [], plainLabel: 'waits' });
    after.states = after.states.filter((state) => state.id !== 'fixture.timedOut').map((state) => (state.id === 'start' ? { ...state, description: 'The offer.' } : state));
    after.transitions = after.transitions
      .filter((transition) => !transition.targetIds.includes('fixture.timedOut'))
      .map((transition) => (transition.id === 'owner:user.back:0' ? { ...transition, plainLabel: 'goes back to the pet' } : transition));

    const diff = diffMachines(before, after);
    expect(diff.states.map((change) => [change.mark, change.id])).toEqual([
      ['changed', 'start'],
      ['added', 'fixture.waitlisted'],
      ['removed', 'fixture.timedOut'],
    ]);
    expect(diff.states[0]?.fields).toEqual([{ field: 'description', before: null, after: 'The offer.' }]);
    expect(diff.transitions.map((change) => [change.mark, change.key])).toEqual([
      ['changed', 'owner user.back → pet'],
      ['added', 'fixture.deciding user.wait → fixture.waitlisted'],
      ['removed', 'fixture.deciding xstate.after.DECISION_TIMEOUT.fixture.deciding → fixture.timedOut'],
    ]);
    expect(diff.transitions[0]?.fields).toEqual([{ field: 'plainLabel', before: null, after: 'goes back to the pet' }]);
    // The union holds both: the removed state and its line are there to be drawn in red.
    expect(diff.union.states.map((state) => state.id)).toEqual(expect.arrayContaining(['fixture.timedOut', 'fixture.waitlisted']));
    expect(diff.edgeMarks.get('before:fixture.deciding:xstate.after.DECISION_TIMEOUT.fixture.deciding:0')).toBe('removed');
    // A step holding a change is marked as such.
    expect(diff.stateMarks.get('fixture.details')).toBe('changed inside');
    expect(diff.stateMarks.has('fixture')).toBe(false);
    expect(diffSummary(diff)).toBe('States: 1 added, 1 removed, 1 changed; transitions: 1 added, 1 removed, 1 changed.');
  });
});
