import { CoverageReport, DevCoverage } from '../../services/contract/dev.schema.ts';
import type { CoverageMark } from './diagram-scene.ts';
import type { FlowEdge, MachineGraph } from './machine-graph.ts';

// Test coverage reports, one per level (machine-level model tests write
// `coverage/model-coverage.json`, browser tests `coverage/e2e-coverage.json`), in the contract's
// shape; `GET /api/dev/coverage` answers both, null for a level that has not run yet.
export { CoverageReport };
export const CoverageReports = DevCoverage;
export type CoverageReports = DevCoverage;

export interface CoverageOverlay {
  states: Map<string, CoverageMark>;
  edges: Map<string, CoverageMark>;
}

/**
 * A state is named by its id, with or without a leading `#`. A transition may be named by the map's
 * own edge id (`<source>:<event>:<index>`) or by any key that names its source state, its event type
 * and, when the key names targets (`->`), one of its targets; so each test level can keep the key
 * format that suits it.
 */
export function edgeMatchesKey(edge: FlowEdge, key: string): boolean {
  if (key === edge.id) return true;
  const [from, to] = splitArrow(key.replace(/#/g, ''));
  const eventNames = edge.eventType === '' ? ['always', 'xstate.always'] : [edge.eventType];
  const namesEvent = eventNames.some((name) => containsName(from, name) || (to !== null && containsName(to, name)));
  if (!containsName(from, edge.sourceId) || !namesEvent) return false;
  if (to === null || edge.targetIds.length === 0) return true;
  return edge.targetIds.some((target) => containsName(to, target));
}

function splitArrow(key: string): [string, string | null] {
  const match = /\s*(?:->|→|=>)\s*/.exec(key);
  if (!match) return [key, null];
  return [key.slice(0, match.index), key.slice(match.index + match[0].length)];
}

// A name matches as a whole token: `a.b` is in `a.b:ev` but not in `a.bc:ev`.
function containsName(haystack: string, name: string): boolean {
  const tokens = haystack.split(/[\s:|,[\]()@>]+/);
  return tokens.includes(name);
}

export function coverageOverlay(graph: MachineGraph, reports: CoverageReports): CoverageOverlay {
  const stateSet = (report: CoverageReport | null): Set<string> =>
    new Set((report?.states.covered ?? []).map((id) => id.replace(/^#/, '')));
  const modelStates = stateSet(reports.model);
  const e2eStates = stateSet(reports.e2e);
  const states = new Map<string, CoverageMark>();
  // The machine itself is not a state the tests count (it is always active): no mark, no colour.
  for (const node of graph.nodes) {
    if (node.id !== graph.rootId) states.set(node.id, mark(modelStates.has(node.id), e2eStates.has(node.id)));
  }

  const edges = new Map<string, CoverageMark>();
  for (const edge of graph.edges) {
    const inModel = (reports.model?.transitions.covered ?? []).some((key) => edgeMatchesKey(edge, key));
    const inE2e = (reports.e2e?.transitions.covered ?? []).some((key) => edgeMatchesKey(edge, key));
    edges.set(edge.id, mark(inModel, inE2e));
  }
  return { states, edges };
}

function mark(model: boolean, e2e: boolean): CoverageMark {
  if (model && e2e) return 'both';
  if (model) return 'model';
  if (e2e) return 'e2e';
  return 'none';
}

/** `states 12/14, transitions 30/41`, as the test runs print it. */
export function coverageTotals(report: CoverageReport): string {
  return `states ${report.states.covered.length}/${report.states.total}, transitions ${report.transitions.covered.length}/${report.transitions.total}`;
}
