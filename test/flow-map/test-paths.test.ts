import { describe, expect, it } from 'vitest';
import { eventsFromGraph } from '../../src/flow-map/default-events.ts';
import { extractMachineGraph } from '../../src/flow-map/machine-graph.ts';
import type { EventObject } from 'xstate';
import { describeEvent, listPaths } from '../../src/flow-map/test-paths.ts';
import { fixtureEvents } from './fixture.events.ts';
import { fixtureMachine } from './fixture.machine.ts';

const graph = extractMachineGraph(fixtureMachine);
const edgeIds = new Set(graph.edges.map((edge) => edge.id));

describe('listPaths', () => {
  const shortest = listPaths(fixtureMachine, graph, { kind: 'shortest', events: fixtureEvents }).paths;

  it('lists one shortest path per reachable state, as readable steps', () => {
    const titles = shortest.map((path) => path.title);
    for (const title of ['to start', 'to verifying', 'to pet', 'to owner', 'to deciding', 'to approved', 'to declined', 'to timedOut']) {
      expect(titles).toContain(title);
    }
    const toApproved = shortest.find((path) => path.title === 'to approved');
    expect(toApproved?.steps.map((step) => `${step.eventType} → ${step.stateText}`)).toEqual([
      'user.submit → verifying',
      'xstate.done.actor.checkPhone → pet',
      'user.submit → owner',
      'user.submit → deciding',
      'xstate.done.actor.pollDecision → approved',
    ]);
    expect(toApproved?.steps[0]?.eventText).toBe('user.submit — phone: 5125550100, income: 50000');
    expect(toApproved?.steps.at(-1)?.eventText).toBe('done pollDecision — approved: true');
  });

  it('names the diagram edges and states each path takes', () => {
    const toTimedOut = shortest.find((path) => path.title === 'to timedOut');
    expect(toTimedOut?.edgeIds).toEqual([
      'start:user.submit:0',
      'fixture.verifying:xstate.done.actor.checkPhone:0',
      'pet:user.submit:0',
      'owner:user.submit:0',
      'fixture.deciding:xstate.after.DECISION_TIMEOUT.fixture.deciding:0',
    ]);
    expect(toTimedOut?.stateIds).toEqual(expect.arrayContaining(['start', 'fixture.details', 'owner', 'fixture.timedOut']));
    for (const path of shortest) for (const id of path.edgeIds) expect(edgeIds.has(id), id).toBe(true);
  });

  it('tells the guarded branches apart: the declined path takes the second done transition', () => {
    const toDeclined = shortest.find((path) => path.title === 'to declined');
    expect(toDeclined?.edgeIds.at(-1)).toBe('fixture.deciding:xstate.done.actor.pollDecision:1');
  });

  it('lists more simple paths than shortest ones, and caps them on request', () => {
    const simple = listPaths(fixtureMachine, graph, { kind: 'simple', events: fixtureEvents });
    expect(simple.truncated).toBe(false);
    expect(simple.paths.length).toBeGreaterThan(shortest.length);
    expect(simple.paths.every((path) => path.kind === 'simple')).toBe(true);
    // Two ways to reach owner: with the valid submit at pet, or with the other payload.
    expect(simple.paths.filter((path) => path.title === 'to owner')).toHaveLength(2);
    const capped = listPaths(fixtureMachine, graph, { kind: 'simple', events: fixtureEvents, maxPaths: 3 });
    expect(capped.paths).toHaveLength(3);
    expect(capped.truncated).toBe(true);
    expect(listPaths(fixtureMachine, graph, { kind: 'simple', events: fixtureEvents, searchBudget: 2 }).truncated).toBe(true);
  });

  it('lists only the paths that end in a chosen state', () => {
    const toApproved = listPaths(fixtureMachine, graph, { kind: 'simple', events: fixtureEvents, toStateId: 'approved' }).paths;
    expect(toApproved.length).toBe(2);
    expect(toApproved.every((path) => path.title === 'to approved')).toBe(true);
    const shortestToPet = listPaths(fixtureMachine, graph, { kind: 'shortest', events: fixtureEvents, toStateId: 'pet' }).paths;
    expect(shortestToPet.map((path) => path.title)).toEqual(['to pet']);
  });

  it('accepts events as a function of the state', () => {
    const { paths } = listPaths(fixtureMachine, graph, { kind: 'shortest', events: () => fixtureEvents });
    expect(paths.map((path) => path.title)).toEqual(shortest.map((path) => path.title));
  });

  it('falls back to bare events read from the diagram, which miss the payload-guarded branches', () => {
    const bare = eventsFromGraph(graph);
    expect(bare.map((event) => event.type)).toContain('xstate.done.actor.pollDecision');
    const titles = listPaths(fixtureMachine, graph, { kind: 'shortest', events: bare }).paths.map((path) => path.title);
    expect(titles).toContain('to start');
    expect(titles).not.toContain('to verifying');
  });

  it('describes events the way a reader says them', () => {
    expect(describeEvent({ type: 'xstate.after.POLL_INTERVAL.onboarding.preprocessing.waiting' })).toBe('after POLL_INTERVAL');
    expect(describeEvent({ type: 'xstate.route', to: '#about' } as EventObject)).toBe('route to #about');
    expect(describeEvent({ type: 'xstate.error.actor.loadChallenge', error: { status: 403, message: 'Forbidden' } } as EventObject)).toBe(
      'error loadChallenge — status: 403, message: Forbidden',
    );
    expect(describeEvent({ type: 'user.submit', values: { a: 1, b: 2, c: 3, d: 4, e: 5 } } as EventObject)).toBe('user.submit — a: 1, b: 2, c: 3, d: 4');
    expect(describeEvent({ type: 'user.back' })).toBe('user.back');
  });
});
