import type { FlowLayout, LaidOutLabel, Point } from './flow-layout.ts';
import { LINE_HEIGHT, TITLE_HEIGHT } from './flow-layout.ts';
import { formatDuration } from '../../services/contract/duration.ts';
import { arrowWidth, percent } from './funnel.ts';
import type { FunnelOverlay, StateFunnel } from './funnel.ts';
import type { JourneyLayout, LaidOutJourneyBox, LaidOutJourneyLine, Rect } from './journey-layout.ts';
import { ALSO_IN_THE_MACHINE } from './journey-layout.ts';

// What to draw, in plain data: one description shared by the React diagram and the SVG writer, so
// the page, the page as the build prerenders it and the files in docs/flow cannot disagree. Two
// layouts make scenes (the journey and every state); overlays (live state, selection, a test path,
// coverage, the funnel, what changed) change colours, widths and the lines kept free for numbers,
// never the layout.

export type CoverageMark = 'both' | 'model' | 'e2e' | 'none';
export type ChangeMark = 'added' | 'removed' | 'changed' | 'changed inside';

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
  /** The funnel on the journey: applicants per step (by top-level state id) and per move between two. */
  funnel?: FunnelOverlay;
  /** What changed between two versions, per state id and per transition id. */
  changes?: { states: ReadonlyMap<string, ChangeMark>; edges: ReadonlyMap<string, ChangeMark> };
}

export interface SceneText {
  text: string;
  x: number;
  y: number;
  size: number;
  color: string;
  weight?: number;
  italic?: boolean;
  anchor?: 'start' | 'middle' | 'end';
  /** Small capitals: a step's number and name. */
  caps?: boolean;
}

interface SceneImage extends Rect {
  /** The picture's file name (docs/flow/screens); the renderer turns it into a URL. */
  file: string;
  alt: string;
}

export interface SceneNode extends Rect {
  id: string;
  rx: number;
  /** Drawn as a container of its children (an expanded compound state). */
  compound: boolean;
  fill: string;
  stroke: string;
  strokeWidth: number;
  dashed: boolean;
  /** A second border inside the first: a final state. */
  final: boolean;
  /** A dot on the corner: its parent's initial state. */
  initial: boolean;
  texts: SceneText[];
  image: SceneImage | null;
  /** Words for screen readers and tooltips: the state, its route and what the overlays say of it. */
  description: string;
  /** What the overlays say, as words (`current state`, `selected`, ...). */
  states: string[];
  /** On the journey: the box's place on the spine (1-based), for the list a screen reader walks. */
  spineIndex: number | null;
}

export interface SceneEdge {
  id: string;
  /** The transition the line stands for first; all of them are in `edgeIds`. */
  edgeId: string;
  edgeIds: string[];
  sourceId: string;
  targetId: string;
  d: string;
  stroke: string;
  strokeWidth: number;
  dashed: boolean;
  /** A box behind the words, and the words. */
  label: (Rect & { texts: SceneText[] }) | null;
  description: string;
}

export interface SceneChip extends Rect {
  /** The state it opens. */
  id: string;
  text: string;
}

export interface DiagramScene {
  view: 'journey' | 'all';
  width: number;
  height: number;
  nodes: SceneNode[];
  edges: SceneEdge[];
  /** Free text drawn on the canvas: the legend, the funnel's date range. */
  texts: SceneText[];
  /** Names in the legend that open a state's details. */
  chips: SceneChip[];
  /** The frame around the legend. */
  panels: Rect[];
}

export const COLORS = {
  text: '#0f172a',
  muted: '#475569',
  atomicFill: '#ffffff',
  compoundFill: '#f8fafc',
  spineFill: '#ffffff',
  branchFill: '#f8fafc',
  endFill: '#f1f5f9',
  startFill: '#e2e8f0',
  legendFill: '#f8fafc',
  chipFill: '#e0e7ff',
  stroke: '#64748b',
  spineStroke: '#1e3a8a',
  compoundStroke: '#94a3b8',
  edge: '#64748b',
  main: '#1e3a8a',
  inner: '#334155',
  active: '#b45309',
  activeFill: '#fef3c7',
  selected: '#1d4ed8',
  path: '#7c3aed',
  funnel: '#0f766e',
  dropOff: '#b91c1c',
  faded: '#cbd5e1',
  coverage: {
    both: { fill: '#dcfce7', stroke: '#15803d' },
    model: { fill: '#dbeafe', stroke: '#1d4ed8' },
    e2e: { fill: '#fae8ff', stroke: '#a21caf' },
    none: { fill: '#fee2e2', stroke: '#b91c1c' },
  },
  change: {
    added: { fill: '#dcfce7', stroke: '#15803d' },
    removed: { fill: '#fee2e2', stroke: '#b91c1c' },
    changed: { fill: '#fef3c7', stroke: '#b45309' },
    'changed inside': { fill: '#fffbeb', stroke: '#d97706' },
    unchanged: { fill: '#ffffff', stroke: '#cbd5e1' },
  },
} as const;

export const COVERAGE_WORDS: Record<CoverageMark, string> = {
  both: 'covered by model and browser tests',
  model: 'covered by model tests only',
  e2e: 'covered by browser tests only',
  none: 'not covered',
};

/** Colours and words an overlay gives a box or a line, applied in a fixed order (later wins). */
interface Marked {
  fill: string;
  stroke: string;
  strokeWidth: number;
  dashed: boolean;
  states: string[];
}

function markNode(id: string, base: Marked, overlay: DiagramOverlay, fillable: boolean, live: { active: boolean; onPath: boolean }): Marked {
  const marked = { ...base, states: [...base.states] };
  const change = overlay.changes?.states.get(id);
  if (overlay.changes) {
    const colours = COLORS.change[change ?? 'unchanged'];
    if (fillable) marked.fill = colours.fill;
    marked.stroke = colours.stroke;
    marked.strokeWidth = change ? 2.5 : 1.5;
    marked.dashed = change === 'removed';
    if (change) marked.states.push(change);
  }
  const coverage = overlay.stateCoverage?.get(id);
  if (coverage) {
    if (fillable) marked.fill = COLORS.coverage[coverage].fill;
    marked.stroke = COLORS.coverage[coverage].stroke;
    marked.states.push(COVERAGE_WORDS[coverage]);
  }
  if (live.onPath) {
    marked.stroke = COLORS.path;
    marked.strokeWidth = 3;
    marked.states.push('on the shown path');
  }
  if (live.active) {
    if (fillable) marked.fill = COLORS.activeFill;
    marked.stroke = COLORS.active;
    marked.strokeWidth = 3.5;
    marked.states.push('current state');
  }
  if (overlay.selectedId === id) {
    marked.stroke = COLORS.selected;
    marked.strokeWidth = 3.5;
    marked.states.push('selected');
  }
  return marked;
}

/** A line standing for several transitions: added or removed when all of them are, changed when any is. */
function lineMark(edgeIds: readonly string[], marks: ReadonlyMap<string, ChangeMark>): ChangeMark | undefined {
  const found = edgeIds.map((edgeId) => marks.get(edgeId));
  if (found.length > 0 && found.every((mark) => mark === 'added')) return 'added';
  if (found.length > 0 && found.every((mark) => mark === 'removed')) return 'removed';
  return found.some(Boolean) ? 'changed' : undefined;
}

function markEdge(edgeIds: readonly string[], base: Marked, overlay: DiagramOverlay, count: number | null): Marked {
  const marked = { ...base, states: [...base.states] };
  if (overlay.changes) {
    const change = lineMark(edgeIds, overlay.changes.edges);
    marked.stroke = change ? COLORS.change[change].stroke : COLORS.faded;
    marked.strokeWidth = change ? 2.5 : 1.2;
    marked.dashed = change === 'removed';
    if (change) marked.states.push(change);
  }
  const coverage = edgeMark(edgeIds, overlay.edgeCoverage);
  if (coverage) {
    marked.stroke = COLORS.coverage[coverage].stroke;
    marked.dashed = coverage === 'none';
    marked.states.push(COVERAGE_WORDS[coverage]);
  }
  if (overlay.funnel) {
    // Arrow widths follow the applicants; arrows nobody took fade.
    marked.stroke = count ? COLORS.funnel : COLORS.faded;
    marked.strokeWidth = count ? arrowWidth(count, overlay.funnel.maxCount) : 1;
    marked.dashed = false;
    if (count) marked.states.push(`${count} applicant${count === 1 ? '' : 's'}`);
  }
  if (edgeIds.some((edgeId) => overlay.pathEdgeIds?.has(edgeId))) {
    marked.stroke = COLORS.path;
    marked.strokeWidth = 3;
    marked.dashed = false;
    marked.states.push('on the shown path');
  }
  if (edgeIds.some((edgeId) => overlay.liveEdgeIds?.has(edgeId))) {
    marked.stroke = COLORS.active;
    marked.strokeWidth = 3.5;
    marked.dashed = false;
    marked.states.push('just taken');
  }
  return marked;
}

// A line standing for several transitions is covered only when all of them are.
function edgeMark(edgeIds: readonly string[], coverage: ReadonlyMap<string, CoverageMark> | undefined): CoverageMark | undefined {
  if (!coverage) return undefined;
  const marks = edgeIds.map((edgeId) => coverage.get(edgeId) ?? 'none');
  return marks.includes('none') ? 'none' : marks[0];
}

/** Every state, nested, as ELK laid it out. */
export function buildScene(layout: FlowLayout, overlay: DiagramOverlay = {}): DiagramScene {
  const nodes: SceneNode[] = layout.nodes.map(({ id, x, y, width, height, node, lines }) => {
    const compound = node.childIds.length > 0;
    const base: Marked = {
      fill: compound ? COLORS.compoundFill : COLORS.atomicFill,
      stroke: compound ? COLORS.compoundStroke : COLORS.stroke,
      strokeWidth: 1.5,
      dashed: false,
      states: [],
    };
    const marked = markNode(id, base, overlay, !compound, { active: overlay.activeStateIds?.has(id) ?? false, onPath: overlay.pathStateIds?.has(id) ?? false });
    const kind = node.type === 'final' ? 'final state' : node.childIds.length > 0 ? 'group of states' : 'state';
    const description = [`${kind} ${node.label}`, node.route ? `route ${node.route}` : null, ...marked.states].filter(Boolean).join(', ');
    const textX = compound ? x + 12 : x + width / 2;
    const anchor = compound ? 'start' : 'middle';
    const titleY = y + TITLE_HEIGHT / 2 + 6;
    const texts: SceneText[] = [
      { text: node.label, x: textX, y: titleY, size: 13, weight: 600, color: COLORS.text, anchor },
      ...lines.map(
        (line, index): SceneText => ({
          text: line.text,
          x: textX,
          y: titleY + (index + 1) * LINE_HEIGHT,
          size: 11,
          anchor,
          italic: line.kind === 'description',
          color: line.kind === 'route' || line.kind === 'description' ? COLORS.muted : COLORS.inner,
        }),
      ),
    ];
    return { id, x, y, width, height, rx: compound ? 10 : 8, compound, ...marked, final: node.type === 'final', initial: node.initial, texts, image: null, description, spineIndex: null };
  });

  const edges: SceneEdge[] = layout.edges.map((laid) => {
    const base: Marked = { fill: 'none', stroke: COLORS.edge, strokeWidth: 1.4, dashed: laid.edge.kind === 'always' || laid.edge.kind === 'after', states: [] };
    const marked = markEdge(laid.edgeIds, base, { ...overlay, funnel: undefined }, null);
    const labelColor = marked.stroke === COLORS.edge || marked.stroke === COLORS.faded ? COLORS.muted : marked.stroke;
    return {
      id: laid.id,
      edgeId: laid.edge.id,
      edgeIds: laid.edgeIds,
      sourceId: laid.sourceId,
      targetId: laid.targetId,
      d: pathData(laid.points),
      stroke: marked.stroke,
      strokeWidth: marked.strokeWidth,
      dashed: marked.dashed,
      label: laid.label ? labelBox(laid.label, labelColor) : null,
      description: [laid.edge.label, ...marked.states].join(', '),
    };
  });

  return { view: 'all', width: layout.width, height: layout.height, nodes, edges, texts: [], chips: [], panels: [] };
}

function labelBox(label: LaidOutLabel, color: string): Rect & { texts: SceneText[] } {
  return {
    x: label.x,
    y: label.y,
    width: label.width,
    height: label.height,
    texts: label.lines.map((text, index) => ({ text, x: label.x + 3, y: label.y + 12 + index * 13, size: 11, color })),
  };
}

/**
 * The journey: the spine, its branches and the legend, each box with its screen's picture and
 * title. `topOf` names the top-level state holding any state (overlays name inner states: the live
 * state, a test path).
 */
export function buildJourneyScene(layout: JourneyLayout, overlay: DiagramOverlay = {}, topOf: (id: string) => string | undefined = (id) => id): DiagramScene {
  const tops = (ids: ReadonlySet<string> | undefined): Set<string> => new Set([...(ids ?? [])].flatMap((id) => topOf(id) ?? []));
  const boxes: JourneyBoxes = { activeTops: tops(overlay.activeStateIds), pathTops: tops(overlay.pathStateIds), spineOrder: new Map(layout.spine.map((id, index) => [id, index + 1])), lastStep: layout.spine.at(-1) };
  const nodes = layout.boxes.map((box) => journeyNode(box, overlay, boxes));
  const edges = layout.lines.map((line) => journeyEdge(line, overlay));
  const { texts, chips } = legendAndCaption(layout, overlay);
  return { view: 'journey', width: layout.width, height: layout.height, nodes, edges, texts, chips, panels: [layout.legend] };
}

/** What a journey box's marks depend on besides the box: the overlay's states at the top level, the spine. */
interface JourneyBoxes {
  activeTops: ReadonlySet<string>;
  pathTops: ReadonlySet<string>;
  spineOrder: ReadonlyMap<string, number>;
  lastStep: string | undefined;
}

/** A box of the journey: its colours by role and overlay, its texts, its picture and its words for a screen reader. */
function journeyNode(box: LaidOutJourneyBox, overlay: DiagramOverlay, boxes: JourneyBoxes): SceneNode {
  const base: Marked = {
    fill: box.role === 'start' ? COLORS.startFill : box.role === 'branch' ? (box.ends ? COLORS.endFill : COLORS.branchFill) : COLORS.spineFill,
    stroke: box.role === 'spine' || box.role === 'alternative' ? COLORS.spineStroke : COLORS.stroke,
    strokeWidth: box.role === 'spine' ? 2 : 1.5,
    dashed: false,
    states: [],
  };
  const marked = markNode(box.id, base, overlay, true, { active: boxes.activeTops.has(box.id), onPath: boxes.pathTops.has(box.id) });
  const funnel = overlay.funnel?.states.get(box.id) ?? null;
  // Where the journey ends (an outcome, the last step), staying is no drop-off.
  const isEnd = box.ends || box.id === boxes.lastStep;
  const kind = box.role === 'start' ? 'start' : box.role === 'branch' ? (box.ends ? 'outcome' : 'branch') : `step ${box.step} of the main path, ${box.stepName}`;
  const description = [`${box.title}`, kind, funnel ? funnelWords(funnel) : null, ...marked.states].filter(Boolean).join(', ');
  return {
    id: box.id,
    x: box.x,
    y: box.y,
    width: box.width,
    height: box.height,
    rx: box.role === 'start' ? box.height / 2 : 8,
    compound: false,
    ...marked,
    final: false,
    initial: false,
    texts: journeyBoxTexts(box, funnel ? funnelLine(funnel, isEnd) : null),
    image: box.image ? { ...box.image, alt: `The screen '${box.title}'` } : null,
    description,
    spineIndex: boxes.spineOrder.get(box.id) ?? null,
  };
}

/** A box's texts: the start's title; else its kicker, title, end mark, ways back and funnel line. */
function journeyBoxTexts(box: LaidOutJourneyBox, funnelText: { text: string; color: string } | null): SceneText[] {
  if (box.role === 'start') return [{ text: box.title, x: box.textX, y: box.titleYs[0] ?? box.y, size: 13, weight: 600, color: COLORS.text, anchor: 'middle' }];
  const texts: SceneText[] = [];
  if (box.kickerY !== null && box.kicker) {
    texts.push({ text: box.kicker, x: box.textX, y: box.kickerY, size: 10.5, weight: 700, color: box.step !== null ? COLORS.spineStroke : COLORS.muted, caps: true });
  }
  box.titleLines.forEach((text, index) => texts.push({ text, x: box.textX, y: box.titleYs[index] ?? box.y, size: 13, weight: 600, color: COLORS.text }));
  if (box.endsY !== null) texts.push({ text: 'ends here', x: box.textX, y: box.endsY, size: 11, italic: true, color: COLORS.muted });
  for (const back of box.returns) texts.push({ text: back.text, x: box.textX, y: back.y, size: 11, color: COLORS.inner });
  if (funnelText) texts.push({ text: funnelText.text, x: box.textX, y: box.noteY, size: 11, weight: 600, color: funnelText.color });
  return texts;
}

/** A line of the journey: its colour by overlay, its words, and the applicants who took it. */
function journeyEdge(line: LaidOutJourneyLine, overlay: DiagramOverlay): SceneEdge {
  const count = overlay.funnel?.moves.get(`${line.sourceId}>${line.targetId}`) ?? null;
  const base: Marked = { fill: 'none', stroke: line.main ? COLORS.main : COLORS.edge, strokeWidth: line.main ? 2.5 : 1.4, dashed: false, states: [] };
  const marked = markEdge(line.edgeIds, base, overlay, count);
  const color = marked.stroke === COLORS.edge || marked.stroke === COLORS.faded ? COLORS.muted : marked.stroke === COLORS.main ? COLORS.text : marked.stroke;
  const countText = count ? `${count} applicant${count === 1 ? '' : 's'}` : null;
  let label: SceneEdge['label'] = null;
  if (line.label) {
    const { lines, textX, noteY } = line.label;
    const texts: SceneText[] = lines.map((text, index) => ({ text, x: textX, y: line.label ? line.label.y + 11 + index * 12 : 0, size: 11, color }));
    if (countText) texts.push({ text: countText, x: textX, y: noteY, size: 11, weight: 600, color: COLORS.funnel });
    label = { x: line.label.x, y: line.label.y, width: line.label.width, height: line.label.height, texts };
  } else if (line.noteAt && countText) {
    const source = overlay.funnel?.states.get(line.sourceId);
    const share = source && source.entered > 0 ? ` (${percent(count ? count / source.entered : 0)} went on)` : '';
    const text = `${countText}${share}`;
    label = { x: line.noteAt.x - 2, y: line.noteAt.y - 12, width: text.length * 6.1 + 8, height: 16, texts: [{ text, x: line.noteAt.x + 2, y: line.noteAt.y, size: 11, weight: 600, color: COLORS.funnel }] };
  }
  return {
    id: line.id,
    edgeId: line.edgeIds[0] ?? line.id,
    edgeIds: line.edgeIds,
    sourceId: line.sourceId,
    targetId: line.targetId,
    d: pathData(line.points),
    stroke: marked.stroke,
    strokeWidth: marked.strokeWidth,
    dashed: marked.dashed,
    label,
    description: [line.labels.join('; '), ...marked.states].join(', '),
  };
}

/** The legend's texts and chips, and the funnel's date range (or the changes' key) above everything. */
function legendAndCaption(layout: JourneyLayout, overlay: DiagramOverlay): { texts: SceneText[]; chips: SceneChip[] } {
  const texts: SceneText[] = [];
  const chips: SceneChip[] = [];
  const { legend } = layout;
  texts.push({ text: legend.title, x: legend.x + 8, y: legend.titleY, size: 12, weight: 700, color: COLORS.text });
  for (const item of legend.items) {
    texts.push({ text: item.text, x: item.x, y: item.y, size: 11, color: COLORS.inner });
    if (item.chip && item.targetId) chips.push({ ...item.chip, id: item.targetId, text: item.targetTitle });
    else texts.push({ text: item.targetTitle, x: legend.x + 8, y: item.y, size: 11, italic: true, color: COLORS.inner });
  }
  if (legend.alsoY !== null && legend.also.length > 0) {
    texts.push({ text: ALSO_IN_THE_MACHINE, x: legend.x + 8, y: legend.alsoY, size: 11, color: COLORS.muted });
    for (const also of legend.also) chips.push({ ...also.chip, id: also.id, text: also.title });
  }
  if (overlay.funnel) {
    const { from, to } = overlay.funnel.range;
    texts.push({ text: `Applicants from ${from} to ${to}: arrows as wide as the applicants who took them; each step says how many stopped there.`, x: legend.x, y: layout.captionY, size: 12, weight: 600, color: COLORS.funnel });
  }
  if (overlay.changes) {
    texts.push({ text: 'Added in green, removed in red (dashed), changed in amber.', x: legend.x, y: layout.captionY, size: 12, weight: 600, color: COLORS.text });
  }
  return { texts, chips };
}

function funnelLine(funnel: StateFunnel, isEnd: boolean): { text: string; color: string } {
  if (funnel.entered === 0) return { text: 'no applicants', color: COLORS.muted };
  if (isEnd) return { text: `${funnel.entered} reached it`, color: COLORS.funnel };
  return { text: `${funnel.entered} in · ${funnel.stopped} stopped (${percent(funnel.dropOff)})`, color: funnel.dropOff >= 0.25 ? COLORS.dropOff : COLORS.funnel };
}

function funnelWords(funnel: StateFunnel): string {
  if (funnel.entered === 0) return 'no applicants';
  const median = funnel.medianMs !== null ? `, median ${formatDuration(funnel.medianMs)}` : '';
  return `${funnel.entered} entered, ${funnel.stopped} stopped (${percent(funnel.dropOff)})${median}`;
}

function pathData(points: Point[]): string {
  return points.map((point, index) => `${index === 0 ? 'M' : 'L'}${round(point.x)} ${round(point.y)}`).join(' ');
}

const round = (value: number): number => Math.round(value * 10) / 10;
