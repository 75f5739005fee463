import type { FlowLayout, LaidOutLabel, NodeLineKind, Point } from './flow-layout.ts';
import { LINE_HEIGHT, TITLE_HEIGHT } from './flow-layout.ts';
import { arrowWidth } from './funnel.ts';

// What to draw, in plain data: one description shared by the React diagram and the SVG export, so
// the page and `docs/flow/flow.svg` cannot disagree. Overlays (live state, selection, a test path,
// coverage) only change colours.

export type CoverageMark = 'both' | 'model' | 'e2e' | 'none';

export interface DiagramOverlay {
  activeStateIds?: ReadonlySet<string>;
  selectedId?: string | null;
  pathStateIds?: ReadonlySet<string>;
  /** FlowEdge ids on the shown path. */
  pathEdgeIds?: ReadonlySet<string>;
  /** FlowEdge ids the live flow just took. */
  liveEdgeIds?: ReadonlySet<string>;
  /** Coverage per state id and per FlowEdge id; absent = no coverage overlay. */
  stateCoverage?: ReadonlyMap<string, CoverageMark>;
  edgeCoverage?: ReadonlyMap<string, CoverageMark>;
  /** The funnel is shown: lines with applicants are as wide as their share, the others fade. */
  funnel?: { maxCount: number };
}

export interface SceneNode {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  title: string;
  /** Drawn as a container of its children (an expanded compound state). */
  compound: boolean;
  /** A compound state drawn as one box. */
  collapsed: boolean;
  textX: number;
  textAnchor: 'start' | 'middle';
  titleY: number;
  lines: Array<{ text: string; y: number; kind: NodeLineKind; color: string }>;
  final: boolean;
  initial: boolean;
  fill: string;
  stroke: string;
  strokeWidth: number;
  /** Words for screen readers and tooltips: the state, its route and what the overlays say of it. */
  description: string;
  states: string[];
}

export interface SceneEdge {
  id: string;
  edgeId: string;
  d: string;
  stroke: string;
  strokeWidth: number;
  dashed: boolean;
  label: LaidOutLabel | null;
  labelColor: string;
}

export interface DiagramScene {
  width: number;
  height: number;
  nodes: SceneNode[];
  edges: SceneEdge[];
}

export const COLORS = {
  text: '#0f172a',
  muted: '#475569',
  atomicFill: '#ffffff',
  compoundFill: '#f8fafc',
  collapsedFill: '#eef2ff',
  stroke: '#64748b',
  compoundStroke: '#94a3b8',
  edge: '#64748b',
  inner: '#334155',
  active: '#b45309',
  activeFill: '#fef3c7',
  selected: '#1d4ed8',
  path: '#7c3aed',
  funnel: '#0f766e',
  faded: '#cbd5e1',
  coverage: {
    both: { fill: '#dcfce7', stroke: '#15803d' },
    model: { fill: '#dbeafe', stroke: '#1d4ed8' },
    e2e: { fill: '#fae8ff', stroke: '#a21caf' },
    none: { fill: '#fee2e2', stroke: '#b91c1c' },
  },
} as const;

export const COVERAGE_WORDS: Record<CoverageMark, string> = {
  both: 'covered by model and browser tests',
  model: 'covered by model tests only',
  e2e: 'covered by browser tests only',
  none: 'not covered',
};

export function buildScene(layout: FlowLayout, overlay: DiagramOverlay = {}): DiagramScene {
  const nodes: SceneNode[] = layout.nodes.map(({ id, x, y, width, height, node, collapsed, lines }) => {
    const compound = node.childIds.length > 0 && !collapsed;
    let fill: string = compound ? COLORS.compoundFill : collapsed ? COLORS.collapsedFill : COLORS.atomicFill;
    let stroke: string = compound ? COLORS.compoundStroke : COLORS.stroke;
    let strokeWidth = 1.5;
    const states: string[] = [];

    const coverage = overlay.stateCoverage?.get(id);
    if (coverage) {
      if (!compound) fill = COLORS.coverage[coverage].fill;
      stroke = COLORS.coverage[coverage].stroke;
      states.push(COVERAGE_WORDS[coverage]);
    }
    if (overlay.pathStateIds?.has(id)) {
      stroke = COLORS.path;
      strokeWidth = 3;
      states.push('on the shown path');
    }
    if (overlay.activeStateIds?.has(id)) {
      if (!compound) fill = COLORS.activeFill;
      stroke = COLORS.active;
      strokeWidth = 3.5;
      states.push('current state');
    }
    if (overlay.selectedId === id) {
      stroke = COLORS.selected;
      strokeWidth = 3.5;
      states.push('selected');
    }
    const kind = node.type === 'final' ? 'final state' : node.childIds.length > 0 ? 'group of states' : 'state';
    const funnelWords = lines.filter((line) => line.kind === 'funnel').map((line) => line.text);
    const description = [`${kind} ${node.label}`, node.route ? `route ${node.route}` : null, collapsed ? 'collapsed' : null, ...funnelWords, ...states]
      .filter(Boolean)
      .join(', ');
    const textX = compound ? x + 12 : x + width / 2;
    const titleY = y + TITLE_HEIGHT / 2 + 6;
    return {
      id,
      x,
      y,
      width,
      height,
      title: node.label,
      compound,
      collapsed,
      textX,
      textAnchor: compound ? 'start' : 'middle',
      titleY,
      lines: lines.map((line, index) => ({
        text: line.text,
        kind: line.kind,
        y: titleY + (index + 1) * LINE_HEIGHT,
        color: line.kind === 'funnel' ? COLORS.funnel : line.kind === 'route' || line.kind === 'description' ? COLORS.muted : COLORS.inner,
      })),
      final: node.type === 'final',
      initial: node.initial,
      fill,
      stroke,
      strokeWidth,
      description,
      states,
    };
  });

  const edges: SceneEdge[] = layout.edges.map((laid) => {
    let stroke: string = COLORS.edge;
    let strokeWidth = 1.4;
    let dashed = laid.edge.kind === 'always' || laid.edge.kind === 'after';
    const coverage = edgeMark(laid.edgeIds, overlay.edgeCoverage);
    if (coverage) {
      stroke = COLORS.coverage[coverage].stroke;
      dashed = coverage === 'none';
    }
    if (overlay.funnel) {
      // Arrow widths follow the applicants; arrows nobody took fade.
      stroke = laid.note ? COLORS.funnel : COLORS.faded;
      strokeWidth = laid.note ? arrowWidth(laid.note.count, overlay.funnel.maxCount) : 1;
      dashed = false;
    }
    if (laid.edgeIds.some((edgeId) => overlay.pathEdgeIds?.has(edgeId))) {
      stroke = COLORS.path;
      strokeWidth = 3;
      dashed = false;
    }
    if (laid.edgeIds.some((edgeId) => overlay.liveEdgeIds?.has(edgeId))) {
      stroke = COLORS.active;
      strokeWidth = 3.5;
      dashed = false;
    }
    return {
      id: laid.id,
      edgeId: laid.edge.id,
      d: pathData(laid.points),
      stroke,
      strokeWidth,
      dashed,
      label: laid.label,
      labelColor: stroke === COLORS.edge || stroke === COLORS.faded ? COLORS.muted : stroke,
    };
  });

  return { width: layout.width, height: layout.height, nodes, edges };
}

// A line standing for several transitions is covered only when all of them are.
function edgeMark(edgeIds: string[], coverage: ReadonlyMap<string, CoverageMark> | undefined): CoverageMark | undefined {
  if (!coverage) return undefined;
  const marks = edgeIds.map((edgeId) => coverage.get(edgeId) ?? 'none');
  return marks.includes('none') ? 'none' : marks[0];
}

function pathData(points: Point[]): string {
  return points.map((point, index) => `${index === 0 ? 'M' : 'L'}${round(point.x)} ${round(point.y)}`).join(' ');
}

const round = (value: number): number => Math.round(value * 10) / 10;
