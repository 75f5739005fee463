import type { FlowEdge, FlowNode, MachineGraph } from './machine-graph.ts';
import { nodeById, transitionEdges } from './machine-graph.ts';

// The machine as Mermaid `stateDiagram-v2` text, for the README (GitHub renders it) and the page's
// download button. Nested states become `state X { ... }` blocks; each state shows its route name;
// transitions carry the event and guard.

export function toMermaid(graph: MachineGraph): string {
  const nodes = nodeById(graph);
  const root = nodes.get(graph.rootId) as FlowNode;
  const lines: string[] = ['stateDiagram-v2', `  %% ${graph.machineId}: generated from the machine definition, do not edit`];

  // Edges are written in the block of the innermost state that contains both ends, which is where
  // Mermaid expects them; edges touching the root go at the top level.
  const edgesByScope = new Map<string, FlowEdge[]>();
  for (const edge of transitionEdges(graph)) {
    const scope = commonScope(edge, nodes, graph.rootId);
    edgesByScope.set(scope, [...(edgesByScope.get(scope) ?? []), edge]);
  }

  const writeChildren = (parent: FlowNode, indent: string): void => {
    for (const childId of parent.childIds) {
      const child = nodes.get(childId) as FlowNode;
      const name = mermaidId(child.id);
      const label = child.route ? `${child.label}<br/>${child.route}` : child.label;
      lines.push(`${indent}state "${escapeLabel(label)}" as ${name}`);
      if (child.childIds.length > 0) {
        lines.push(`${indent}state ${name} {`);
        writeChildren(child, `${indent}  `);
        lines.push(`${indent}}`);
      }
      if (child.type === 'final') lines.push(`${indent}${name} --> [*]`);
    }
    const initial = parent.childIds.map((id) => nodes.get(id) as FlowNode).find((child) => child.initial);
    if (initial) lines.push(`${indent}[*] --> ${mermaidId(initial.id)}`);
    for (const edge of edgesByScope.get(parent.id) ?? []) {
      // The root has no box of its own in Mermaid: its transitions start at an "any state"
      // pseudo-state. A transition without a target (actions only) loops on its source.
      const from = edge.sourceId === graph.rootId ? ANYWHERE : mermaidId(edge.sourceId);
      const targets = edge.targetIds.length > 0 ? edge.targetIds.map(mermaidId) : [from];
      for (const target of targets) {
        lines.push(`${indent}${from} --> ${target} : ${escapeLabel(edge.label)}`);
      }
    }
  };

  if (transitionEdges(graph).some((edge) => edge.sourceId === graph.rootId)) {
    lines.push(`  state "any state" as ${ANYWHERE}`);
  }
  writeChildren(root, '  ');
  return `${lines.join('\n')}\n`;
}

const ANYWHERE = 'any_state';

/** Mermaid ids allow letters, digits and underscores only. */
export function mermaidId(stateId: string): string {
  return `s_${stateId.replace(/[^A-Za-z0-9]/g, '_')}`;
}

function escapeLabel(text: string): string {
  // `:` starts a label and `"` ends one in Mermaid; `#` begins an entity code.
  return text.replace(/"/g, "'").replace(/:/g, '∶').replace(/#/g, '＃');
}

function ancestors(id: string, nodes: Map<string, FlowNode>): string[] {
  const chain: string[] = [];
  let current = nodes.get(id);
  while (current) {
    chain.push(current.id);
    current = current.parentId ? nodes.get(current.parentId) : undefined;
  }
  return chain;
}

function commonScope(edge: FlowEdge, nodes: Map<string, FlowNode>, rootId: string): string {
  if (edge.sourceId === rootId) return rootId;
  let chain = ancestors(nodes.get(edge.sourceId)?.parentId ?? rootId, nodes);
  for (const targetId of edge.targetIds) {
    const targetChain = new Set(ancestors(nodes.get(targetId)?.parentId ?? rootId, nodes));
    chain = chain.filter((id) => targetChain.has(id));
  }
  return chain[0] ?? rootId;
}
