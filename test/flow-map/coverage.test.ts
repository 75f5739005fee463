import { describe, expect, it } from 'vitest';
import { CoverageReports, coverageOverlay, coverageTotals, edgeMatchesKey } from '../../src/flow-map/coverage.ts';
import { extractMachineGraph } from '../../src/flow-map/machine-graph.ts';
import { fixtureMachine } from './fixture.machine.ts';

const graph = extractMachineGraph(fixtureMachine);
const edge = (id: string) => {
  const found = graph.edges.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no edge ${id}`);
  return found;
};

describe('coverage overlay', () => {
  it('matches transition keys in the map\'s own format and in arrow formats', () => {
    const toDeciding = edge('owner:user.submit:0');
    expect(edgeMatchesKey(toDeciding, 'owner:user.submit:0')).toBe(true);
    expect(edgeMatchesKey(toDeciding, '#owner:user.submit -> #fixture.deciding')).toBe(true);
    expect(edgeMatchesKey(toDeciding, 'owner user.submit → fixture.deciding')).toBe(true);
    // Same source and event, other target: the fallback branch, not this one.
    expect(edgeMatchesKey(toDeciding, 'owner:user.submit -> fixture.details.incomeMissing')).toBe(false);
    expect(edgeMatchesKey(toDeciding, 'owner:user.back -> pet')).toBe(false);
    // A state id must match whole, not as a prefix.
    expect(edgeMatchesKey(edge('fixture.deciding:xstate.done.actor.pollDecision:1'), 'fixture.decidingX:xstate.done.actor.pollDecision -> fixture.declined')).toBe(false);
    expect(edgeMatchesKey(edge('fixture.details.incomeMissing:always:0'), 'fixture.details.incomeMissing:always -> owner')).toBe(true);
  });

  it('marks each state and transition by which test level reached it', () => {
    const reports = CoverageReports.parse({
      model: { states: { covered: ['#start', 'owner'], total: 11 }, transitions: { covered: ['start:user.submit:0'], total: 15 } },
      e2e: { states: { covered: ['start'], total: 11 }, transitions: { covered: [], total: 15 } },
    });
    const overlay = coverageOverlay(graph, reports);
    expect(overlay.states.get('start')).toBe('both');
    expect(overlay.states.get('owner')).toBe('model');
    expect(overlay.states.get('approved')).toBe('none');
    expect(overlay.states.has('fixture')).toBe(false);
    expect(overlay.edges.get('start:user.submit:0')).toBe('model');
    expect(overlay.edges.get('pet:user.submit:0')).toBe('none');
    expect(coverageTotals(reports.model!)).toBe('states 2/11, transitions 1/15');
  });

  it('accepts a level that has not run yet, and rejects a malformed report', () => {
    expect(CoverageReports.parse({ model: null, e2e: null })).toEqual({ model: null, e2e: null });
    expect(() => CoverageReports.parse({ model: { states: [] }, e2e: null })).toThrow();
    const overlay = coverageOverlay(graph, { model: null, e2e: null });
    expect([...overlay.states.values()].every((mark) => mark === 'none')).toBe(true);
    expect(overlay.states.size).toBe(graph.nodes.length - 1);
  });
});
