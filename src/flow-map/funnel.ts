import type { FunnelResponse, FunnelState } from '../../services/contract/flow.schema.ts';
import type { LineNote } from './flow-layout.ts';
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

/** `45 s`, `3 min 20 s`, `2 h 5 min`, `3 d 4 h`: the time spent in a state, read at a glance. */
export function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return seconds % 60 ? `${minutes} min ${seconds % 60} s` : `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

export const percent = (share: number): string => `${Math.round(share * 100)}%`;

/** The lines under a top-level state's name on the diagram. */
export function funnelLines(state: StateFunnel): string[] {
  if (state.entered === 0) return ['no applicants'];
  const lines = [`${state.entered} entered · ${state.stopped} stopped (${percent(state.dropOff)})`];
  if (state.medianMs !== null) lines.push(`median ${formatDuration(state.medianMs)} here`);
  return lines;
}

/** The top-level state (a child of the machine's root) that holds a node, by its key. */
export function topLevelKeys(graph: MachineGraph): Map<string, string> {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const keys = new Map<string, string>();
  for (const node of graph.nodes) {
    let current = node;
    while (current.parentId && current.parentId !== graph.rootId) current = byId.get(current.parentId) ?? current;
    if (current.parentId === graph.rootId) keys.set(node.id, current.key);
  }
  return keys;
}

export interface FunnelNotes {
  /** The funnel of a top-level state's box, by node id (none for inner states). */
  stateOf(nodeId: string): StateFunnel | null;
  /**
   * The applicants that went from a drawn line's source step to its target step. Several lines may
   * join the same two steps (one per event): the count goes on the first line asked for only.
   */
  lineNote(line: { sourceId: string; targetId: string }): LineNote | null;
  /** The largest count on one arrow (widths are relative to it). */
  maxCount: number;
  /** Moves between steps that no line asked for shows (a link, Back, a jump only the browser made). */
  unshown(): Array<{ from: string; to: string; count: number }>;
}

/** The funnel matched to the diagram; make a fresh one for each layout (lines take their counts once). */
export function funnelNotes(graph: MachineGraph, funnel: Funnel): FunnelNotes {
  const tops = topLevelKeys(graph);
  const keyOfNode = new Map(graph.nodes.filter((node) => node.parentId === graph.rootId).map((node) => [node.id, node.key]));
  const byKey = new Map(funnel.states.map((state) => [state.id as string, stateFunnel(state)]));
  const pending = new Map<string, number>();
  for (const state of funnel.states) for (const [to, count] of Object.entries(state.exited)) if (count) pending.set(`${state.id}>${to}`, count);
  const maxCount = Math.max(0, ...pending.values());
  return {
    stateOf: (nodeId) => byKey.get(keyOfNode.get(nodeId) ?? '') ?? null,
    lineNote(line) {
      const pair = `${tops.get(line.sourceId)}>${tops.get(line.targetId)}`;
      const count = pending.get(pair);
      if (count === undefined) return null;
      pending.delete(pair);
      return { text: `${count} applicant${count === 1 ? '' : 's'}`, count };
    },
    maxCount,
    unshown: () =>
      [...pending].map(([pair, count]) => {
        const [from = '', to = ''] = pair.split('>');
        return { from, to, count };
      }),
  };
}

/** An arrow's width for its count: thin at one applicant, 12 px for the busiest arrow. */
export const arrowWidth = (count: number, maxCount: number): number => (maxCount > 0 ? 1.5 + (10.5 * count) / maxCount : 1.5);

/** The default range: the last 7 days, today included (UTC days, as the API counts them). */
export function lastSevenDays(today: Date = new Date()): { from: string; to: string } {
  const to = today.toISOString().slice(0, 10);
  const from = new Date(today.getTime() - 6 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return { from, to };
}
