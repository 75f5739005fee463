import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { displayNames, drawnEdges, extractMachineGraph, innerEdgeText, innerEdges, transitionEdges } from '../../src/flow-map/machine-graph.ts';
import { fixtureMachine } from './fixture.machine.ts';

const graph = extractMachineGraph(fixtureMachine);
const node = (id: string) => {
  const found = graph.nodes.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no state ${id}`);
  return found;
};
const edgesFrom = (id: string, eventType?: string) =>
  graph.edges.filter((edge) => edge.sourceId === id && (eventType === undefined || edge.eventType === eventType));

describe('extractMachineGraph', () => {
  it('lists every state node of the machine, the root included, with its nesting', () => {
    expect(graph.nodes.map((candidate) => candidate.id).sort()).toEqual(
      [
        'fixture',
        'start',
        'fixture.verifying',
        'fixture.details',
        'pet',
        'owner',
        'fixture.details.incomeMissing',
        'fixture.deciding',
        'fixture.timedOut',
        'approved',
        'fixture.declined',
      ].sort(),
    );
    expect(node('pet').parentId).toBe('fixture.details');
    expect(node('fixture.details').childIds).toEqual(['pet', 'owner', 'fixture.details.incomeMissing']);
    expect(node('fixture').parentId).toBeNull();
    expect(node('owner').depth).toBe(2);
  });

  it('counts every transition: events, invoke outcomes, delays, eventless and routes', () => {
    const byKind = (kind: string) => graph.edges.filter((edge) => edge.kind === kind).length;
    expect(byKind('event')).toBe(6);
    expect(byKind('done')).toBe(3);
    expect(byKind('error')).toBe(1);
    expect(byKind('after')).toBe(1);
    expect(byKind('always')).toBe(1);
    expect(byKind('route')).toBe(3);
    // Route transitions become a property of their target, not lines from the root.
    expect(transitionEdges(graph)).toHaveLength(12);
    // The root's transitions apply from any state: written in the root's box, not drawn as lines.
    expect(drawnEdges(graph)).toHaveLength(11);
    expect(innerEdges(graph, 'fixture').map((edge) => innerEdgeText(edge, (id) => id))).toEqual(['user.reload → start']);
    expect(innerEdges(graph, 'owner')).toEqual([]);
  });

  it('names guards, including combined ones, and puts them in the label', () => {
    expect(edgesFrom('start', 'user.submit')[0]).toMatchObject({ guard: 'isValidPhone', label: 'user.submit [isValidPhone]', targetIds: ['fixture.verifying'] });
    const [toDeciding, fallback] = edgesFrom('owner', 'user.submit');
    expect(toDeciding?.guard).toBe('hasIncome && !isReturning');
    expect(fallback).toMatchObject({ guard: null, targetIds: ['fixture.details.incomeMissing'] });
    expect(node('owner').routeGuard).toBe('!in(#approved)');
  });

  it('reads routes, screens, progress steps and story names from meta', () => {
    expect(node('start')).toMatchObject({
      route: 'zoomies.card.offer.start',
      screen: 'offer-start',
      story: 'stories/offer-start.stories.tsx',
      step: 1,
      maxStep: 3,
      routable: true,
      initial: true,
    });
    expect(node('fixture.verifying')).toMatchObject({ route: null, screen: 'spinner', routable: false, initial: false });
    const custom = extractMachineGraph(fixtureMachine, { storyFor: (screen) => `Screens/${screen}` });
    expect(custom.nodes.find((candidate) => candidate.id === 'pet')?.story).toBe('Screens/about');
  });

  it('describes invoked services and their outcomes, and delays with their value', () => {
    expect(node('fixture.deciding').invokes).toEqual([{ id: 'pollDecision', src: 'pollDecision' }]);
    expect(edgesFrom('fixture.verifying').map((edge) => edge.label)).toEqual(['done checkPhone', 'error checkPhone']);
    expect(edgesFrom('fixture.deciding').map((edge) => edge.label)).toContain('after DECISION_TIMEOUT 31 s');
    expect(edgesFrom('fixture.deciding').map((edge) => edge.label)).toContain('done pollDecision [isApproved]');
  });

  it('keeps action names on transitions and marks final states', () => {
    expect(edgesFrom('fixture', 'user.reload')[0]).toMatchObject({ actions: ['clearAll'], targetIds: ['start'] });
    expect(node('approved').type).toBe('final');
  });

  it('gives every edge a unique id', () => {
    const ids = graph.edges.map((edge) => edge.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names states that share a key by their parent, and others by their key', () => {
    const twoForms = createMachine({
      id: 'two',
      initial: 'a',
      states: {
        a: { initial: 'form', states: { form: { on: { next: '#two.b' } } } },
        b: { initial: 'form', states: { form: {}, done: {} } },
      },
    });
    const names = displayNames(extractMachineGraph(twoForms));
    expect(names.get('two.a.form')).toBe('a › form');
    expect(names.get('two.b.form')).toBe('b › form');
    expect(names.get('two.b.done')).toBe('done');
    expect(names.get('two.a')).toBe('a');
  });
});
