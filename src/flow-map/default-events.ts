import type { EventObject } from 'xstate';
import type { MachineGraph } from './machine-graph.ts';

// Traversal events read from the diagram itself, for a machine whose tests export no list: one bare
// event per event type. Guards that look at a payload will not pass, so some states may be missing;
// the page says so.
export function eventsFromGraph(graph: MachineGraph): EventObject[] {
  const types = new Set(graph.edges.filter((edge) => edge.kind !== 'always' && edge.kind !== 'route').map((edge) => edge.eventType));
  return [...types].map((type) => ({ type }));
}
