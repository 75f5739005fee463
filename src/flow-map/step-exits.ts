import type { FlowEdge, MachineGraph } from './machine-graph.ts';
import { topLevelIds } from './journey.ts';

// Where a step leads, for its details: every transition from the step or any state inside it to
// another step, grouped by the step it reaches, in plain words. The ways from any step (the
// legend's) are kept apart, so "where do declined applicants go" reads at once.

export interface StepExit {
  targetId: string;
  labels: string[];
  edgeIds: string[];
  /** One of the legend's ways from any step. */
  fromAnyStep: boolean;
}

export function stepExits(graph: MachineGraph, stepId: string, legend: ReadonlyArray<{ edgeIds: readonly string[] }>): StepExit[] {
  const tops = topLevelIds(graph);
  const legendEdges = new Set(legend.flatMap((entry) => entry.edgeIds));
  const exits = new Map<string, StepExit>();
  const add = (edge: FlowEdge, targetId: string): void => {
    const fromAnyStep = legendEdges.has(edge.id);
    const key = `${targetId}|${fromAnyStep}`;
    const exit = exits.get(key) ?? { targetId, labels: [], edgeIds: [], fromAnyStep };
    const words = edge.plainLabel ?? edge.label;
    if (!exit.labels.includes(words)) exit.labels.push(words);
    exit.edgeIds.push(edge.id);
    exits.set(key, exit);
  };
  for (const edge of graph.edges) {
    if (edge.kind === 'route' || tops.get(edge.sourceId) !== stepId || edge.sourceId === graph.rootId) continue;
    for (const target of edge.targetIds) {
      const targetId = tops.get(target);
      if (targetId && targetId !== stepId && targetId !== graph.rootId) add(edge, targetId);
    }
  }
  return [...exits.values()].sort((a, b) => Number(a.fromAnyStep) - Number(b.fromAnyStep));
}
