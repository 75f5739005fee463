import { wrapWords } from './flow-layout.ts';
import type { NodeLine } from './flow-layout.ts';
import type { FlowNode, MachineGraph } from './machine-graph.ts';

// What a main step's box says under its name in the diagram of every state: what the step is (its
// one-line description from the machine). Inner states keep their boxes small: their descriptions
// are in the details panel.

const DESCRIPTION_CHARS = 34;
const DESCRIPTION_LINES = 3;

function descriptionLines(description: string): string[] {
  const lines = wrapWords(description, DESCRIPTION_CHARS);
  if (lines.length <= DESCRIPTION_LINES) return lines;
  const kept = lines.slice(0, DESCRIPTION_LINES);
  kept[DESCRIPTION_LINES - 1] = `${(kept[DESCRIPTION_LINES - 1] ?? '').slice(0, DESCRIPTION_CHARS - 1)}…`;
  return kept;
}

export function mainStepNotes(graph: MachineGraph): (node: FlowNode) => NodeLine[] {
  return (node) =>
    node.parentId === graph.rootId && node.description ? descriptionLines(node.description).map((text): NodeLine => ({ text, kind: 'description' })) : [];
}
