import type { FunnelResponse, FunnelState } from '../../services/contract/flow.schema.ts';
import type { MachineGraph } from './machine-graph.ts';

// The funnel on the map: how many applications entered each top-level state, how many left it for
// each next state, how many stopped there, and the median time they stayed. The numbers come from
// `GET /api/flow/funnel/`; here they are matched to the diagram's boxes and lines.

export type Funnel = FunnelResponse;

export interface StateFunnel {
  entered: number;
  exits: Array<{ to: string; count: number }>;
  /** Entered, and never went on (yet). */
  stopped: number;
  /** Share of the entered that stopped, 0..1 (0 when none entered). */
  dropOff: number;
  medianMs: number | null;
}

export function stateFunnel(state: FunnelState): StateFunnel {
  const exits = Object.entries(state.exited)
    .map(([to, count]) => ({ to, count: count ?? 0 }))
    .sort((a, b) => b.count - a.count);
  const left = exits.reduce((sum, exit) => sum + exit.count, 0);
  const stopped = Math.max(0, state.entered - left);
  return { entered: state.entered, exits, stopped, dropOff: state.entered > 0 ? stopped / state.entered : 0, medianMs: state.median_ms };
}

export const percent = (share: number): string => `${Math.round(share * 100)}%`;

/** The funnel a diagram draws (diagram-scene.ts reads it, so it is declared here, below the scene). */
export interface FunnelOverlay {
  range: { from: string; to: string };
  states: ReadonlyMap<string, StateFunnel>;
  /** Applicants who went from one top-level state to another, by `<source id>><target id>`. */
  moves: ReadonlyMap<string, number>;
  maxCount: number;
}

/**
 * The funnel as the journey draws it: the numbers of each top-level state and of each move between
 * two of them, by the states' ids (the API names them by key).
 */
export function funnelOverlay(graph: MachineGraph, funnel: Funnel, range: { from: string; to: string }): FunnelOverlay {
  const idOfKey = new Map(graph.nodes.filter((node) => node.parentId === graph.rootId).map((node) => [node.key, node.id]));
  const states = new Map<string, StateFunnel>();
  const moves = new Map<string, number>();
  for (const state of funnel.states) {
    const id = idOfKey.get(state.id);
    if (!id) continue;
    states.set(id, stateFunnel(state));
    for (const [to, count] of Object.entries(state.exited)) {
      const target = idOfKey.get(to);
      if (target && count) moves.set(`${id}>${target}`, count);
    }
  }
  return { range, states, moves, maxCount: Math.max(0, ...moves.values()) };
}

/** Moves between steps that no line of the journey draws (a link, Back, a way from any step). */
export function unshownMoves(overlay: FunnelOverlay, drawn: ReadonlySet<string>): Array<{ from: string; to: string; count: number }> {
  return [...overlay.moves].filter(([pair]) => !drawn.has(pair)).map(([pair, count]) => {
    const [from = '', to = ''] = pair.split('>');
    return { from, to, count };
  });
}

/** An arrow's width for its count: thin at one applicant, 12 px for the busiest arrow. */
export const arrowWidth = (count: number, maxCount: number): number => (maxCount > 0 ? 1.5 + (10.5 * count) / maxCount : 1.5);

/** The default range: the last 7 days, today included (UTC days, as the API counts them). */
export function lastSevenDays(today: Date = new Date()): { from: string; to: string } {
  const to = today.toISOString().slice(0, 10);
  const from = new Date(today.getTime() - 6 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return { from, to };
}
