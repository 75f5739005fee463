import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { FlowEdge, FlowNode, MachineGraph } from './machine-graph.ts';
import { drawnEdges, innerEdgeText, innerEdges } from './machine-graph.ts';

// Automatic layout with elkjs (layered, top to bottom, nested states as compound nodes). Top to
// bottom keeps the diagram narrow, so it reads on a laptop without scrolling sideways; states can be
// collapsed to one box (their inner transitions then start or end at that box). All coordinates come
// back absolute (`elk.json.*Coords: ROOT`), which both renderers use as they are.

export interface Point {
  x: number;
  y: number;
}

export type NodeLineKind = 'route' | 'inner' | 'collapsed' | 'description' | 'funnel';

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
  /** A compound state drawn as one box. */
  collapsed: boolean;
  /** Text under the title: the route, inner transitions, what a collapsed box holds. */
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

/** A number drawn with a line (the funnel's applicants), its words added under the label. */
export interface LineNote {
  text: string;
  count: number;
}

export interface LaidOutEdge {
  /** `<edge id>><target id>`: one drawn line per target of a transition. */
  id: string;
  edge: FlowEdge;
  /** Every transition this line stands for (several when collapsed states merge parallel lines). */
  edgeIds: string[];
  sourceId: string;
  targetId: string;
  points: Point[];
  label: LaidOutLabel | null;
  note: LineNote | null;
}

export interface FlowLayout {
  width: number;
  height: number;
  nodes: LaidOutNode[];
  edges: LaidOutEdge[];
}

export interface LayoutOptions {
  /** Compound states drawn as a single box. */
  collapsed?: ReadonlySet<string>;
  /** Runs ELK; the page passes one in a web worker. By default ELK runs in this thread. */
  engine?: LayoutEngine;
  /** More lines under a state's name (its description, its funnel numbers). */
  nodeNotes?: (node: FlowNode) => NodeLine[];
  /** A note for a drawn line, asked once per line in drawing order (the funnel's counts). */
  lineNote?: (line: { edge: FlowEdge; sourceId: string; targetId: string }) => LineNote | null;
  /**
   * One line per pair of boxes, labelled with its note only (the funnel: applicants move from step
   * to step, whichever event took them).
   */
  mergeParallelLines?: boolean;
}

export interface LayoutEngine {
  layout(graph: ElkNode): Promise<ElkNode>;
}

// Loaded on first use, so a page that brings its own (worker) engine never downloads this one.
async function inThreadEngine(): Promise<LayoutEngine> {
  const { default: ELK } = await import('elkjs/lib/elk.bundled.js');
  return new ELK();
}

// Text metrics are estimated (no DOM in the export command); the font is fixed in the SVG so the
// estimate holds in every renderer.
export const FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const TITLE_CHAR = 7.4;
const SMALL_CHAR = 6.1;
export const LABEL_LINE_HEIGHT = 13;
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

export function labelLines(edge: FlowEdge): string[] {
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

/** Every compound state except the root: the overview that shows only the main steps. */
export function compoundIds(graph: MachineGraph, maxDepth = Number.POSITIVE_INFINITY): Set<string> {
  return new Set(graph.nodes.filter((node) => node.childIds.length > 0 && node.depth >= 1 && node.depth <= maxDepth).map((node) => node.id));
}

export async function layoutGraph(graph: MachineGraph, options: LayoutOptions = {}): Promise<FlowLayout> {
  const flowNodes = new Map(graph.nodes.map((node) => [node.id, node]));
  const collapsed = options.collapsed ?? new Set<string>();
  const labelFor = (id: string): string => flowNodes.get(id)?.label ?? id;

  // The box that stands for a state: itself, or its outermost collapsed ancestor.
  const visibleId = (id: string): string => {
    let shown = id;
    let current = flowNodes.get(id);
    while (current?.parentId) {
      if (collapsed.has(current.parentId)) shown = current.parentId;
      current = flowNodes.get(current.parentId);
    }
    return shown;
  };

  const linesOf = (node: FlowNode, isCollapsed: boolean): NodeLine[] => {
    const lines: NodeLine[] = [];
    if (node.route) lines.push({ text: node.route, kind: 'route' });
    lines.push(...(options.nodeNotes?.(node) ?? []));
    if (isCollapsed) {
      const inside = countDescendants(node, flowNodes);
      lines.push({ text: `+ ${inside} state${inside === 1 ? '' : 's'} inside`, kind: 'collapsed' });
    }
    const inner = innerEdges(graph, node.id);
    inner.slice(0, MAX_INNER_LINES).forEach((edge) => lines.push({ text: clip(innerEdgeText(edge, labelFor)), kind: 'inner' }));
    if (inner.length > MAX_INNER_LINES) lines.push({ text: `… ${inner.length - MAX_INNER_LINES} more (see details)`, kind: 'inner' });
    return lines;
  };

  const shownLines = new Map<string, NodeLine[]>();
  const toElk = (node: FlowNode): ElkNode => {
    const isCollapsed = collapsed.has(node.id) && node.childIds.length > 0;
    const lines = linesOf(node, isCollapsed);
    shownLines.set(node.id, lines);
    const textWidest = Math.max(textWidth(node.label), ...lines.map((line) => textWidth(line.text, true)));
    const headerHeight = TITLE_HEIGHT + lines.length * LINE_HEIGHT;
    if (node.childIds.length === 0 || isCollapsed) {
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
  const root = flowNodes.get(graph.rootId) as FlowNode;
  const rootElk = toElk(root);

  // One line per (visible source, visible target, label): lines hidden inside a collapsed box go,
  // and parallel lines that collapsing makes identical merge into one.
  const elkEdges: ElkExtendedEdge[] = [];
  interface Line {
    edge: FlowEdge;
    edgeIds: string[];
    sourceId: string;
    targetId: string;
    /** Laid out target-to-source, see below. */
    reversed: boolean;
    note: LineNote | null;
    labelText: string[];
  }
  // Transitions that go back against the definition's order (back, retry, resend) are handed to ELK
  // reversed, so the flow reads from the initial state down; ELK's own cycle breaking does not know
  // the order (and its model-order strategies fail on nested graphs in elkjs 0.12).
  const order = new Map(graph.nodes.map((node, index) => [node.id, index]));
  const lines = new Map<string, Line>();
  const lineByElkId = new Map<string, Line>();
  for (const edge of drawnEdges(graph)) {
    for (const target of edge.targetIds) {
      const sourceId = visibleId(edge.sourceId);
      const targetId = visibleId(target);
      const hiddenInside = sourceId === targetId && (edge.sourceId !== sourceId || target !== targetId);
      if (hiddenInside) continue;
      const key = options.mergeParallelLines ? `${sourceId}>${targetId}` : `${sourceId}>${targetId}>${edge.label}`;
      const existing = lines.get(key);
      if (existing) {
        existing.edgeIds.push(edge.id);
        continue;
      }
      const id = `${edge.id}>${target}`;
      const reversed = (order.get(targetId) ?? 0) < (order.get(sourceId) ?? 0);
      const note = options.lineNote?.({ edge, sourceId, targetId }) ?? null;
      const labelText = options.mergeParallelLines ? (note ? [note.text] : []) : note ? [...labelLines(edge), note.text] : labelLines(edge);
      const line: Line = { edge, edgeIds: [edge.id], sourceId, targetId, reversed, note, labelText };
      lines.set(key, line);
      lineByElkId.set(id, line);
      elkEdges.push({
        id,
        sources: [reversed ? targetId : sourceId],
        targets: [reversed ? sourceId : targetId],
        labels:
          labelText.length === 0
            ? []
            : [
                {
                  text: edge.label,
                  width: Math.max(...labelText.map((text) => textWidth(text, true))) + 6,
                  height: labelText.length * LABEL_LINE_HEIGHT + 4,
                },
              ],
      });
    }
  }

  const elk = options.engine ?? (await inThreadEngine());
  const input: ElkNode = {
    id: '__flow_map__',
    layoutOptions: { ...LAYERED, 'elk.padding': '[top=8,left=8,bottom=8,right=8]' },
    children: [rootElk],
    edges: elkEdges,
  };
  const result: ElkNode = await elk.layout(input);

  const nodes: LaidOutNode[] = [];
  const collect = (elkNode: ElkNode): void => {
    const node = flowNodes.get(elkNode.id);
    if (node) {
      nodes.push({
        id: node.id,
        x: elkNode.x ?? 0,
        y: elkNode.y ?? 0,
        width: elkNode.width ?? 0,
        height: elkNode.height ?? 0,
        node,
        collapsed: collapsed.has(node.id) && node.childIds.length > 0,
        lines: shownLines.get(node.id) ?? [],
      });
    }
    elkNode.children?.forEach(collect);
  };
  result.children?.forEach(collect);

  const edges: LaidOutEdge[] = (result.edges ?? []).map((elkEdge) => {
    const line = lineByElkId.get(elkEdge.id) as Line;
    const section = (elkEdge as ElkExtendedEdge).sections?.[0];
    const laidPoints = section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint] : [];
    const points = line.reversed ? laidPoints.reverse() : laidPoints;
    const elkLabel = elkEdge.labels?.[0];
    const label = elkLabel
      ? { x: elkLabel.x ?? 0, y: elkLabel.y ?? 0, width: elkLabel.width ?? 0, height: elkLabel.height ?? 0, text: line.edge.label, lines: line.labelText }
      : null;
    return { id: elkEdge.id, edge: line.edge, edgeIds: line.edgeIds, sourceId: line.sourceId, targetId: line.targetId, points, label, note: line.note };
  });

  return { width: result.width ?? 0, height: result.height ?? 0, nodes, edges };
}

function countDescendants(node: FlowNode, nodes: Map<string, FlowNode>): number {
  return node.childIds.reduce((sum, childId) => {
    const child = nodes.get(childId);
    return sum + 1 + (child ? countDescendants(child, nodes) : 0);
  }, 0);
}
