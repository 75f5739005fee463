import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { FlowEdge, FlowNode, MachineGraph } from './machine-graph.ts';
import { drawnEdges } from './machine-graph.ts';

// Automatic layout with elkjs (layered, top to bottom, nested states as compound nodes). Top to
// bottom keeps the diagram narrow, so it reads on a laptop without scrolling sideways. All
// coordinates come back absolute (`elk.json.*Coords: ROOT`), which both renderers use as they are.

export interface Point {
  x: number;
  y: number;
}

export interface LaidOutNode {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  node: FlowNode;
}

export interface LaidOutLabel {
  x: number;
  y: number;
  width: number;
  height: number;
  text: string;
}

export interface LaidOutEdge {
  /** `<edge id>><target id>`: one drawn line per target of a transition. */
  id: string;
  edge: FlowEdge;
  targetId: string;
  points: Point[];
  label: LaidOutLabel | null;
}

export interface FlowLayout {
  width: number;
  height: number;
  nodes: LaidOutNode[];
  edges: LaidOutEdge[];
}

// Text metrics are estimated (no DOM in the export command); the font is fixed in the SVG so the
// estimate holds in every renderer.
export const FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const TITLE_CHAR = 7.4;
const SMALL_CHAR = 6.1;
const LABEL_HEIGHT = 16;
export const COMPOUND_HEADER = 28;

export function textWidth(text: string, small = false): number {
  return Math.ceil(text.length * (small ? SMALL_CHAR : TITLE_CHAR));
}

function atomicSize(node: FlowNode): { width: number; height: number } {
  const lines = [textWidth(node.label)];
  if (node.route) lines.push(textWidth(node.route, true));
  const width = Math.max(96, ...lines) + 24;
  return { width, height: node.route ? 46 : 32 };
}

export async function layoutGraph(graph: MachineGraph): Promise<FlowLayout> {
  const flowNodes = new Map(graph.nodes.map((node) => [node.id, node]));
  const toElk = (node: FlowNode): ElkNode => {
    if (node.childIds.length === 0) return { id: node.id, ...atomicSize(node) };
    return {
      id: node.id,
      layoutOptions: {
        'elk.padding': `[top=${COMPOUND_HEADER + (node.route ? 14 : 0)},left=14,bottom=14,right=14]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${textWidth(node.label) + 40}, 40)`,
      },
      children: node.childIds.map((childId) => toElk(flowNodes.get(childId) as FlowNode)),
    };
  };
  const root = flowNodes.get(graph.rootId) as FlowNode;

  const elkEdges: ElkExtendedEdge[] = [];
  const edgeById = new Map<string, { edge: FlowEdge; targetId: string }>();
  for (const edge of drawnEdges(graph)) {
    const targets = edge.targetIds.length > 0 ? edge.targetIds : [edge.sourceId];
    for (const targetId of targets) {
      const id = `${edge.id}>${targetId}`;
      edgeById.set(id, { edge, targetId });
      elkEdges.push({
        id,
        sources: [edge.sourceId],
        targets: [targetId],
        labels: [{ text: edge.label, width: textWidth(edge.label, true) + 6, height: LABEL_HEIGHT }],
      });
    }
  }

  const elk = new ELK();
  const input: ElkNode = {
    id: '__flow_map__',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.json.edgeCoords': 'ROOT',
      'elk.json.shapeCoords': 'ROOT',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.spacing.nodeNode': '24',
      'elk.spacing.edgeLabel': '4',
      'elk.edgeLabels.inline': 'false',
      'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
      'elk.padding': '[top=8,left=8,bottom=8,right=8]',
    },
    children: [toElk(root)],
    edges: elkEdges,
  };
  const result: ElkNode = await elk.layout(input);

  const nodes: LaidOutNode[] = [];
  const collect = (elkNode: ElkNode): void => {
    const node = flowNodes.get(elkNode.id);
    if (node) {
      nodes.push({ id: node.id, x: elkNode.x ?? 0, y: elkNode.y ?? 0, width: elkNode.width ?? 0, height: elkNode.height ?? 0, node });
    }
    elkNode.children?.forEach(collect);
  };
  result.children?.forEach(collect);

  const edges: LaidOutEdge[] = (result.edges ?? []).map((elkEdge) => {
    const { edge, targetId } = edgeById.get(elkEdge.id) as { edge: FlowEdge; targetId: string };
    const section = (elkEdge as ElkExtendedEdge).sections?.[0];
    const points = section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint] : [];
    const elkLabel = elkEdge.labels?.[0];
    const label = elkLabel
      ? { x: elkLabel.x ?? 0, y: elkLabel.y ?? 0, width: elkLabel.width ?? 0, height: elkLabel.height ?? 0, text: edge.label }
      : null;
    return { id: elkEdge.id, edge, targetId, points, label };
  });

  return { width: result.width ?? 0, height: result.height ?? 0, nodes, edges };
}
