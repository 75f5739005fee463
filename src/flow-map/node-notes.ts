import { wrapWords } from './flow-layout.ts';
import type { NodeLine } from './flow-layout.ts';
import type { FunnelNotes } from './funnel.ts';
import { funnelLines } from './funnel.ts';
import type { FlowNode, MachineGraph } from './machine-graph.ts';

// What a main step's box says under its name, for a product owner: what the step is (its one-line
// description from the machine) and, with the funnel shown, its applicants. Inner states keep their
// boxes small: their descriptions are in the details panel.

const DESCRIPTION_CHARS = 34;
const DESCRIPTION_LINES = 3;

export function descriptionLines(description: string): string[] {
  const lines = wrapWords(description, DESCRIPTION_CHARS);
  if (lines.length <= DESCRIPTION_LINES) return lines;
  const kept = lines.slice(0, DESCRIPTION_LINES);
  kept[DESCRIPTION_LINES - 1] = `${(kept[DESCRIPTION_LINES - 1] ?? '').slice(0, DESCRIPTION_CHARS - 1)}…`;
  return kept;
}

export function mainStepNotes(graph: MachineGraph, funnel: FunnelNotes | null): (node: FlowNode) => NodeLine[] {
  return (node) => {
    if (node.parentId !== graph.rootId) return [];
    const lines: NodeLine[] = node.description ? descriptionLines(node.description).map((text) => ({ text, kind: 'description' })) : [];
    const counts = funnel?.stateOf(node.id);
    if (counts) lines.push(...funnelLines(counts).map((text): NodeLine => ({ text, kind: 'funnel' })));
    return lines;
  };
}
