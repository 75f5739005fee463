import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { FlowEdge, FlowNode, MachineGraph } from './machine-graph.ts';
import { drawnEdges, innerEdgeText, innerEdges } from './machine-graph.ts';

// The diagram of every state: automatic layout with elkjs (layered, top to bottom, nested states as
// compound nodes). Top to bottom keeps the diagram narrow, so it reads on a laptop without scrolling
// sideways. All coordinates come back absolute (`elk.json.*Coords: ROOT`), which both renderers use
// as they are. ELK takes seconds on the whole machine: the build runs it (Node), and the page only
// in a Web Worker (flow-drawing.worker.ts), each passing its own engine.

export interface Point {
  x: number;
  y: number;
}

type NodeLineKind = 'route' | 'inner' | 'description';

export interface NodeLine {
  text: string;
  kind: NodeLineKind;
}

export interface LaidOutNode {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  node: FlowNode;
  /** Text under the title: the route, its description, the transitions written inside it. */
  lines: NodeLine[];
}

export interface LaidOutLabel {
  x: number;
  y: number;
  width: number;
  height: number;
  text: string;
  /** The label as drawn: the event, then its guard on a second line, which keeps lines narrow. */
  lines: string[];
}

export interface LaidOutEdge {
  /** `<edge id>><target id>`: one drawn line per target of a transition. */
  id: string;
  edge: FlowEdge;
  /** Every transition this line stands for (several with the same words between the same two states). */
  edgeIds: string[];
  sourceId: string;
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

export interface LayoutOptions {
  /** Runs ELK (in the build's Node, or in the page's worker). */
  engine: LayoutEngine;
  /** More lines under a state's name (its description). */
  nodeNotes?: (node: FlowNode) => NodeLine[];
}

export interface LayoutEngine {
  layout(graph: ElkNode): Promise<ElkNode>;
}

// Text metrics are estimated (no DOM in the export command); the font is fixed in the SVG so the
// estimate holds in every renderer.
export const FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const TITLE_CHAR = 7.4;
const SMALL_CHAR = 6.1;
const LABEL_LINE_HEIGHT = 13;
export const TITLE_HEIGHT = 24;
export const LINE_HEIGHT = 15;
const MAX_LINE_CHARS = 46;
const MAX_INNER_LINES = 6;

// Set on every compound node too: ELK reads several layered options per nested graph.
const LAYERED: Record<string, string> = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.json.edgeCoords': 'ROOT',
  'elk.json.shapeCoords': 'ROOT',
  'elk.layered.spacing.nodeNodeBetweenLayers': '36',
  'elk.spacing.nodeNode': '18',
  'elk.spacing.edgeEdge': '6',
  'elk.spacing.edgeNode': '8',
  'elk.layered.spacing.edgeEdgeBetweenLayers': '6',
  'elk.layered.spacing.edgeNodeBetweenLayers': '8',
  'elk.spacing.edgeLabel': '4',
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
};


/** Plain words wrap at this many characters, so a label stays about as narrow as an event name. */
const PLAIN_LABEL_CHARS = 22;

function labelLines(edge: FlowEdge): string[] {
  if (edge.plainLabel) return wrapWords(edge.plainLabel, PLAIN_LABEL_CHARS);
  return edge.guard ? [edge.eventLabel, `[${edge.guard}]`] : [edge.eventLabel];
}

export function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

export function textWidth(text: string, small = false): number {
  return Math.ceil(text.length * (small ? SMALL_CHAR : TITLE_CHAR));
}

function clip(text: string): string {
  return text.length > MAX_LINE_CHARS ? `${text.slice(0, MAX_LINE_CHARS - 1)}…` : text;
}

/**
 * Every state laid out by ELK: the nested states and the lines between them handed over, its
 * answer read back into boxes and lines (pure around the one call, so the build and a worker agree).
 */
export async function layoutGraph(graph: MachineGraph, options: LayoutOptions): Promise<FlowLayout> {
  const flowNodes = new Map(graph.nodes.map((node) => [node.id, node]));
  const { rootElk, shownLines } = elkNodes(graph, flowNodes, options);
  const { elkEdges, lineByElkId } = elkLines(graph);
  const result: ElkNode = await options.engine.layout({
    id: '__flow_map__',
    layoutOptions: { ...LAYERED, 'elk.padding': '[top=8,left=8,bottom=8,right=8]' },
    children: [rootElk],
    edges: elkEdges,
  });
  const nodes: LaidOutNode[] = [];
  const collect = (elkNode: ElkNode): void => {
    const node = flowNodes.get(elkNode.id);
    if (node) nodes.push({ id: node.id, x: elkNode.x ?? 0, y: elkNode.y ?? 0, width: elkNode.width ?? 0, height: elkNode.height ?? 0, node, lines: shownLines.get(node.id) ?? [] });
    elkNode.children?.forEach(collect);
  };
  result.children?.forEach(collect);
  const edges = (result.edges ?? []).map((elkEdge) => laidOutEdge(elkEdge, lineByElkId.get(elkEdge.id) as Line));
  return { width: result.width ?? 0, height: result.height ?? 0, nodes, edges };
}

/**
 * The states as ELK nodes, nested, each as large as its name and its lines (route, notes, inner
 * transitions); with the lines shown in each, to draw them where ELK put the box.
 */
function elkNodes(graph: MachineGraph, flowNodes: Map<string, FlowNode>, options: LayoutOptions): { rootElk: ElkNode; shownLines: Map<string, NodeLine[]> } {
  const labelFor = (id: string): string => flowNodes.get(id)?.label ?? id;
  const linesOf = (node: FlowNode): NodeLine[] => {
    const lines: NodeLine[] = [];
    if (node.route) lines.push({ text: node.route, kind: 'route' });
    lines.push(...(options.nodeNotes?.(node) ?? []));
    const inner = innerEdges(graph, node.id);
    inner.slice(0, MAX_INNER_LINES).forEach((edge) => lines.push({ text: clip(innerEdgeText(edge, labelFor)), kind: 'inner' }));
    if (inner.length > MAX_INNER_LINES) lines.push({ text: `… ${inner.length - MAX_INNER_LINES} more (see details)`, kind: 'inner' });
    return lines;
  };
  const shownLines = new Map<string, NodeLine[]>();
  const toElk = (node: FlowNode): ElkNode => {
    const lines = linesOf(node);
    shownLines.set(node.id, lines);
    const textWidest = Math.max(textWidth(node.label), ...lines.map((line) => textWidth(line.text, true)));
    const headerHeight = TITLE_HEIGHT + lines.length * LINE_HEIGHT;
    if (node.childIds.length === 0) {
      return { id: node.id, width: Math.max(96, textWidest) + 24, height: headerHeight + 8 };
    }
    return {
      id: node.id,
      layoutOptions: {
        'elk.padding': `[top=${headerHeight + 6},left=14,bottom=14,right=14]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${textWidest + 40}, 40)`,
      },
      children: node.childIds.map((childId) => toElk(flowNodes.get(childId) as FlowNode)),
    };
  };
  const rootElk = toElk(flowNodes.get(graph.rootId) as FlowNode);
  return { rootElk, shownLines };
}

/** A line handed to ELK: the transitions it stands for, and whether it was laid out target-to-source. */
interface Line {
  edge: FlowEdge;
  edgeIds: string[];
  sourceId: string;
  targetId: string;
  /** Laid out target-to-source, see elkLines. */
  reversed: boolean;
  labelText: string[];
}

/**
 * One line per (source, target, words): transitions that say the same between the same two states
 * are drawn once. Those that go back against the definition's order (back, retry, resend) are
 * handed to ELK reversed, so the flow reads from the initial state down; ELK's own cycle breaking
 * does not know the order (and its model-order strategies fail on nested graphs in elkjs 0.12).
 */
function elkLines(graph: MachineGraph): { elkEdges: ElkExtendedEdge[]; lineByElkId: Map<string, Line> } {
  const elkEdges: ElkExtendedEdge[] = [];
  const order = new Map(graph.nodes.map((node, index) => [node.id, index]));
  const lines = new Map<string, Line>();
  const lineByElkId = new Map<string, Line>();
  for (const edge of drawnEdges(graph)) {
    for (const targetId of edge.targetIds) {
      const sourceId = edge.sourceId;
      const key = `${sourceId}>${targetId}>${edge.label}`;
      const existing = lines.get(key);
      if (existing) {
        existing.edgeIds.push(edge.id);
        continue;
      }
      const id = `${edge.id}>${targetId}`;
      const reversed = (order.get(targetId) ?? 0) < (order.get(sourceId) ?? 0);
      const labelText = labelLines(edge);
      const line: Line = { edge, edgeIds: [edge.id], sourceId, targetId, reversed, labelText };
      lines.set(key, line);
      lineByElkId.set(id, line);
      const labels = labelText.length === 0 ? [] : [{ text: edge.label, width: Math.max(...labelText.map((text) => textWidth(text, true))) + 6, height: labelText.length * LABEL_LINE_HEIGHT + 4 }];
      elkEdges.push({ id, sources: [reversed ? targetId : sourceId], targets: [reversed ? sourceId : targetId], labels });
    }
  }
  return { elkEdges, lineByElkId };
}

/** A line as ELK laid it out, its points turned back source-to-target when it was handed over reversed. */
function laidOutEdge(elkEdge: ElkExtendedEdge, line: Line): LaidOutEdge {
  const section = elkEdge.sections?.[0];
  const laidPoints = section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint] : [];
  const points = line.reversed ? laidPoints.reverse() : laidPoints;
  const elkLabel = elkEdge.labels?.[0];
  const label = elkLabel ? { x: elkLabel.x ?? 0, y: elkLabel.y ?? 0, width: elkLabel.width ?? 0, height: elkLabel.height ?? 0, text: line.edge.label, lines: line.labelText } : null;
  return { id: elkEdge.id, edge: line.edge, edgeIds: line.edgeIds, sourceId: line.sourceId, targetId: line.targetId, points, label };
}
