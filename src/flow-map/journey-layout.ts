import type { Point } from './flow-layout.ts';
import { textWidth, wrapWords } from './flow-layout.ts';
import type { Journey, JourneyBox, JourneyLine, JourneyRole, LegendEntry } from './journey.ts';

// The journey drawn: a grid, not a general graph layout, so the spine always runs straight down
// and a branch always sits beside the step it leaves. Column 0 is the spine; branches go right.
// Every line runs orthogonally through the gutters between the columns (each line its own lane,
// so none overlap), entering its box from the side with its words just beside the box; a line
// from one spine step to the next runs straight down the middle. Deterministic and fast: the build
// and a Web Worker run the same code (flow-drawing.ts). Sizes are estimated from text length, like
// the full layout (flow-layout.ts), so Node and the browser agree.

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface BoxLook {
  /** The screen's title as the applicant sees it, else a name made from the state's key. */
  title: string;
  /** The state's own name in words (`Not pre qualified`): above the title of a box off the spine. */
  name: string;
  /** The picture of the screen (a file name of docs/flow/screens), when there is one. */
  image: string | null;
}

export interface LaidOutJourneyBox extends JourneyBox, Rect {
  title: string;
  titleLines: string[];
  image: (Rect & { file: string }) | null;
  /** Where text starts (right of the picture) and the baselines of each text line. */
  textX: number;
  /** Above the title: the step's number and name on the spine, the state's name off it. */
  kicker: string | null;
  kickerY: number | null;
  titleYs: number[];
  endsY: number | null;
  /** The ways back to an earlier step, written in the box instead of drawn across the map. */
  returns: Array<{ targetId: string; lineId: string; text: string; y: number }>;
  /** The line kept free for the funnel's numbers. */
  noteY: number;
}

/** A drawn line: the journey's line (never a way back: those are written in their box), placed. */
export interface LaidOutJourneyLine extends Omit<JourneyLine, 'back'> {
  points: Point[];
  /** The words, beside the box the line enters; one line of it is kept free for the funnel. */
  label: (Rect & { lines: string[]; anchor: 'start' | 'end'; textX: number; noteY: number }) | null;
  /** Where a main line's funnel note goes (beside the arrow). */
  noteAt: Point | null;
}

interface LaidOutLegendItem {
  id: string;
  text: string;
  targetId: string | null;
  targetTitle: string;
  /** How many steps have it (0: the machine declares it for every step). */
  sources: number;
  edgeIds: string[];
  y: number;
  /** The target's name, drawn as a chip that opens its details. */
  chip: Rect | null;
  x: number;
}

interface LaidOutLegend extends Rect {
  title: string;
  titleY: number;
  items: LaidOutLegendItem[];
  /** Top-level states drawn nowhere else (reached only as these lines say). */
  also: Array<{ id: string; title: string; chip: Rect }>;
  alsoY: number | null;
}

export interface JourneyLayout {
  width: number;
  height: number;
  /** Where the funnel's date range goes, above the drawing. */
  captionY: number;
  legend: LaidOutLegend;
  boxes: LaidOutJourneyBox[];
  lines: LaidOutJourneyLine[];
  /** The spine's boxes from top to bottom. */
  spine: string[];
  problems: string[];
}

/** The legend's last line, before the states reached from any step and drawn nowhere else: measured here, drawn by diagram-scene.ts. */
export const ALSO_IN_THE_MACHINE = 'Also in the machine:';

const MARGIN = 16;
const CAPTION_HEIGHT = 22;
const WIDTH: Record<JourneyRole, number> = { start: 150, spine: 290, alternative: 270, branch: 270 };
const PAD = 8;
const THUMB_WIDTH = 50;
/** Pictures are taken at 390×640 (a phone): the same shape, small. */
const THUMB_HEIGHT = 82;
const TITLE_LINE = 16;
const SMALL_LINE = 14;
/** Bold 13 px text is about 8 px a character in the widest common system font (DejaVu Sans). */
const TITLE_CHARS_PER_PX = 1 / 8;
const MAX_TITLE_LINES = 3;
const STACK_GAP = 22;
const ROW_GAP = 58;
const LANE = 10;
const LANE_PAD = 14;
const LABEL_CHARS = 20;
const MAX_LABEL_LINES = 3;
const LABEL_LINE = 12;
const LABEL_PAD = 6;
const MIN_PORT_GAP = 16;
const CHANNEL_TRACK = 10;
const LEGEND_LINE = 17;

/**
 * Lays out the journey in passes over shared coordinates, each pass a function below: the boxes'
 * sizes, the lines' routes and ports, the rows, the lanes, the columns, then the boxes, the lines
 * and the legend in place.
 */
export function layoutJourney(journey: Journey, look: (id: string) => BoxLook): JourneyLayout {
  const titleOf = titleNamer(journey, look);
  // 1. Boxes: sizes from their text, before any position.
  const sized = new Map(journey.boxes.map((box) => [box.id, sizeBox(box, look(box.id), journey.lines, titleOf)]));
  const boxOf = (id: string): JourneyBox => (sized.get(id) as Sized).box;
  // 2. Routes: which side each line leaves and enters, and through which gutters.
  const routes = journey.lines.filter((line) => !line.back).map((line) => routeOf(line, boxOf(line.sourceId), boxOf(line.targetId)));
  const labelLines = new Map(routes.map((route) => [route.line.id, labelOf(route)]));
  // 3. Ports, and each box as tall as its text and its ports need.
  const sides = portsBySide(routes, labelLines);
  const heights = boxHeights(sized, sides);
  // 4. Rows, below the legend (its size first).
  const channelTracks = assignChannelTracks(routes);
  const legendItems = journey.legend.map((entry) => legendText(entry, titleOf));
  const legendHeight = legendHeightOf(journey, legendItems.length);
  const rows = layRows(journey.boxes, heights, channelTracks, MARGIN + CAPTION_HEIGHT + legendHeight + 24);
  const portY = portYs(sides, rows.boxY, heights);
  // 5. Lanes; 6. columns.
  const runs = laneRuns(routes, portY, channelTracks, rows);
  const columns = layColumns(journey.boxes, routes, labelLines, lanesPerGutter(runs), boxOf);
  const chipColumn = Math.max(0, ...legendItems.map((item) => chipWidth(item.targetTitle))) + 16;
  const legendWidth = Math.max(...legendItems.map((item) => chipColumn + textWidth(item.text, true) + 40), 420);
  const width = Math.max(columns.right + MARGIN, legendWidth + 2 * MARGIN);
  // 7. Boxes in place; 8. lines in place; 9. the legend.
  const boxes = journey.boxes.map((box) => placeBox(box, sized.get(box.id) as Sized, columns, rows.boxY.get(box.id) ?? 0, heights.get(box.id) ?? 0));
  const laidBox = new Map(boxes.map((box) => [box.id, box]));
  const lines = routes.map((route) => placeLine(route, { laidBox, portY, runs, columns, rows, labelLines, channelTracks }));
  const legend = layLegend(journey, { legendItems, chipColumn, titleOf, width, height: legendHeight });
  const spine = boxes.filter((box) => box.role === 'spine').sort((a, b) => a.row - b.row).map((box) => box.id);
  return { width, height: rows.bottom - ROW_GAP + MARGIN, captionY: MARGIN + 14, legend, boxes, lines, spine, problems: journey.problems };
}

/**
 * What a box is called where it is only named (a way back, the legend): its step on the spine, its
 * state's name off it, the screen's title for what is drawn nowhere else.
 */
function titleNamer(journey: Journey, look: (id: string) => BoxLook): (id: string | null) => string {
  const boxes = new Map(journey.boxes.map((box) => [box.id, box]));
  return (id) => {
    if (!id) return 'the step of the link';
    const box = boxes.get(id);
    if (box && box.role !== 'branch' && box.role !== 'start' && box.stepName) return box.stepName;
    return box?.role === 'branch' ? look(id).name : look(id).title;
  };
}

/** A box's size from its text: its title's lines, its kicker, and the ways back written in it. */
function sizeBox(box: JourneyBox, boxLook: BoxLook, journeyLines: JourneyLine[], titleOf: (id: string | null) => string): Sized {
  const width = WIDTH[box.role];
  const textRoom = width - 2 * PAD - (boxLook.image ? THUMB_WIDTH + 10 : 0);
  const titleLines = clipLines(wrapWords(boxLook.title, Math.max(8, Math.floor(textRoom * TITLE_CHARS_PER_PX))), MAX_TITLE_LINES);
  const kicker = box.role === 'start' ? null : box.step !== null ? `${box.step} · ${box.stepName ?? ''}` : boxLook.name;
  const smallChars = Math.max(8, Math.floor(textRoom / 6.6));
  const returns = journeyLines
    .filter((line) => line.back && line.sourceId === box.id)
    .flatMap((line) => clipLines(wrapWords(`↩ ${titleOf(line.targetId)} (${line.labels.join('; ')})`, smallChars), 2).map((text) => ({ targetId: line.targetId, lineId: line.id, text })));
  const textHeight = (kicker ? SMALL_LINE : 0) + titleLines.length * TITLE_LINE + (box.ends ? SMALL_LINE : 0) + returns.length * SMALL_LINE + SMALL_LINE;
  const minHeight = box.role === 'start' ? 34 : Math.max(boxLook.image ? THUMB_HEIGHT + 2 * PAD : 0, textHeight + 2 * PAD + 4);
  return { box, look: boxLook, width, titleLines, kicker, returns, textHeight, minHeight };
}

/** The words of a line (none on a straight one down the spine), wrapped. */
const labelOf = (route: Route): string[] | null => (route.kind === 'straight' ? null : [...clipLines(wrapWords(route.line.labels.join('; '), LABEL_CHARS), MAX_LABEL_LINES)]);
const labelHeight = (lines: string[] | null): number => (lines ? (lines.length + 1) * LABEL_LINE + 4 : 0);
const labelWidth = (lines: string[] | null): number => (lines ? Math.max(...lines.map((text) => textWidth(text, true))) + LABEL_PAD : 0);

/**
 * The points on each box side (keyed `boxId:side`) where lines leave or enter, spaced so that the
 * words of a line entering never lie on another line.
 */
function portsBySide(routes: Route[], labelLines: Map<string, string[] | null>): Map<string, Port[]> {
  const sides = new Map<string, Port[]>();
  const addPort = (boxId: string, side: Side, port: Port): void => {
    const key = `${boxId}:${side}`;
    sides.set(key, [...(sides.get(key) ?? []), port]);
  };
  for (const route of routes) {
    if (route.kind === 'straight') continue;
    addPort(route.line.sourceId, route.exitSide, { lineId: route.line.id, end: 'out', otherId: route.line.targetId, label: 0 });
    addPort(route.line.targetId, route.entrySide, { lineId: route.line.id, end: 'in', otherId: route.line.sourceId, label: labelHeight(labelLines.get(route.line.id) ?? null) });
  }
  return sides;
}

const portGap = (ports: Port[]): number => Math.max(MIN_PORT_GAP, ...ports.map((port) => port.label + 4));

/** Each box as tall as its text, or as its ports spaced apart, whichever needs more. */
function boxHeights(sized: Map<string, Sized>, sides: Map<string, Port[]>): Map<string, number> {
  const heights = new Map<string, number>();
  for (const [id, entry] of sized) {
    const needed = Math.max(...(['left', 'right'] as const).map((side) => {
      const ports = sides.get(`${id}:${side}`) ?? [];
      return ports.length > 0 ? (ports.length - 1) * portGap(ports) + 2 * PAD + 8 : 0;
    }));
    heights.set(id, Math.max(entry.minHeight, needed));
  }
  return heights;
}

/** The legend's height: its title, a line a way, and one for the states drawn nowhere else. */
function legendHeightOf(journey: Journey, items: number): number {
  const hasAlso = journey.throughLegend.some((id) => !journey.legend.some((entry) => entry.targetId === id));
  return LEGEND_LINE * (items + 1 + (hasAlso ? 1 : 0)) + 2 * PAD;
}

interface Rows {
  rowTop: number[];
  rowHeight: number[];
  /** Each box's top. */
  boxY: Map<string, number>;
  /** Below the last row and its gap. */
  bottom: number;
}

/**
 * Rows from `top` down: each as tall as its tallest cell (boxes of one cell stack); the channels
 * between rows carry the lines that skip a column.
 */
function layRows(journeyBoxes: JourneyBox[], heights: Map<string, number>, channelTracks: ChannelTracks, top: number): Rows {
  const rowCount = Math.max(0, ...journeyBoxes.map((box) => box.row + 1));
  const colCount = Math.max(1, ...journeyBoxes.map((box) => box.col + 1));
  const cells = new Map<string, JourneyBox[]>();
  for (const box of journeyBoxes) cells.set(`${box.row}:${box.col}`, [...(cells.get(`${box.row}:${box.col}`) ?? []), box]);
  const rowHeight = Array.from({ length: rowCount }, (_, row) =>
    Math.max(0, ...Array.from({ length: colCount }, (_, col) => (cells.get(`${row}:${col}`) ?? []).reduce((sum, box, index) => sum + (index > 0 ? STACK_GAP : 0) + (heights.get(box.id) ?? 0), 0))),
  );
  const tracksBelow = (row: number): number => Math.max(0, ...[...channelTracks.values()].filter((track) => track.gapBelow === row).map((track) => track.track + 1));
  const rowTop: number[] = [];
  let y = top;
  for (let row = 0; row < rowCount; row += 1) {
    rowTop.push(y);
    y += (rowHeight[row] ?? 0) + ROW_GAP + tracksBelow(row) * CHANNEL_TRACK;
  }
  const boxY = new Map<string, number>();
  for (const [key, stacked] of cells) {
    let cellY = rowTop[Number(key.split(':')[0])] ?? top;
    for (const box of stacked) {
      boxY.set(box.id, cellY);
      cellY += (heights.get(box.id) ?? 0) + STACK_GAP;
    }
  }
  return { rowTop, rowHeight, boxY, bottom: y };
}

/** Each port's y (keyed `lineId:end`), in the order of the other ends (fewer crossings). */
function portYs(sides: Map<string, Port[]>, boxY: Map<string, number>, heights: Map<string, number>): Map<string, number> {
  const portY = new Map<string, number>();
  for (const [key, ports] of sides) {
    const id = key.slice(0, key.lastIndexOf(':'));
    const boxTop = boxY.get(id) ?? 0;
    const height = heights.get(id) ?? 0;
    const centerOf = (other: string): number => (boxY.get(other) ?? 0) + (heights.get(other) ?? 0) / 2;
    const ordered = [...ports].sort((a, b) => centerOf(a.otherId) - centerOf(b.otherId) || (a.end === b.end ? 0 : a.end === 'in' ? 1 : -1));
    const gap = portGap(ordered);
    const first = boxTop + height / 2 - ((ordered.length - 1) * gap) / 2;
    ordered.forEach((port, index) => portY.set(`${port.lineId}:${port.end}`, first + index * gap));
  }
  return portY;
}

/** The vertical runs of the lines, each with its own lane (x) in its gutter: runs that overlap never share one. */
function laneRuns(routes: Route[], portY: Map<string, number>, channelTracks: ChannelTracks, rows: Rows): Run[] {
  const runs: Run[] = [];
  for (const route of routes) {
    if (route.kind === 'straight') continue;
    const from = portY.get(`${route.line.id}:out`) ?? 0;
    const to = portY.get(`${route.line.id}:in`) ?? 0;
    if (route.kind === 'lane') runs.push({ lineId: route.line.id, part: 0, gutter: route.gutters[0], low: Math.min(from, to), high: Math.max(from, to), lane: 0 });
    else {
      const channelY = channelY0(channelTracks.get(route.line.id), rows.rowTop, rows.rowHeight);
      runs.push({ lineId: route.line.id, part: 0, gutter: route.gutters[0], low: Math.min(from, channelY), high: Math.max(from, channelY), lane: 0 });
      runs.push({ lineId: route.line.id, part: 1, gutter: route.gutters[1], low: Math.min(to, channelY), high: Math.max(to, channelY), lane: 0 });
    }
  }
  for (const gutter of new Set(runs.map((run) => run.gutter))) {
    const laneEnds: number[] = [];
    for (const run of runs.filter((each) => each.gutter === gutter).sort((a, b) => a.low - b.low)) {
      let lane = laneEnds.findIndex((end) => end + LANE < run.low);
      if (lane < 0) lane = laneEnds.length;
      laneEnds[lane] = run.high;
      run.lane = lane;
    }
  }
  return runs;
}

/** How many lanes each gutter needs. */
function lanesPerGutter(runs: Run[]): Map<number, number> {
  const lanes = new Map<number, number>();
  for (const run of runs) lanes.set(run.gutter, Math.max(lanes.get(run.gutter) ?? 0, run.lane + 1));
  return lanes;
}

interface Columns {
  gutterX: number[];
  colX: number[];
  colWidth: number[];
  /** The right edge of the last column. */
  right: number;
}

/**
 * Columns from the left margin: each gutter holds the words of the lines entering the column on its
 * right (next to it), the lanes, and the words of the lines entering the column on its left.
 */
function layColumns(journeyBoxes: JourneyBox[], routes: Route[], labelLines: Map<string, string[] | null>, lanesIn: Map<number, number>, boxOf: (id: string) => JourneyBox): Columns {
  const colCount = Math.max(1, ...journeyBoxes.map((box) => box.col + 1));
  const zone = (col: number, side: Side): number =>
    Math.max(
      0,
      ...routes
        .filter((route) => route.kind !== 'straight' && route.entrySide === side && boxOf(route.line.targetId).col === col)
        .map((route) => labelWidth(labelLines.get(route.line.id) ?? null) + 10),
    );
  const colWidth = Array.from({ length: colCount }, (_, col) => Math.max(0, ...journeyBoxes.filter((box) => box.col === col).map((box) => WIDTH[box.role])));
  const gutterX: number[] = [];
  const colX: number[] = [];
  let x = MARGIN;
  for (let gutter = 0; gutter <= colCount; gutter += 1) {
    const rightZone = gutter > 0 ? zone(gutter - 1, 'right') : 0;
    const leftZone = gutter < colCount ? zone(gutter, 'left') : 0;
    const lanes = lanesIn.get(gutter) ?? 0;
    const lanesWidth = lanes > 0 ? (lanes - 1) * LANE + 2 * LANE_PAD : 0;
    gutterX.push(x + rightZone + LANE_PAD);
    x += rightZone + lanesWidth + leftZone + (gutter === 0 || gutter === colCount ? 0 : 24);
    if (gutter < colCount) {
      colX.push(x);
      x += colWidth[gutter] ?? 0;
    }
  }
  return { gutterX, colX, colWidth, right: x };
}

/** A box in place: its picture, and the baselines of its kicker, title, end mark and ways back. */
function placeBox(box: JourneyBox, entry: Sized, columns: Columns, by: number, height: number): LaidOutJourneyBox {
  const cellWidth = columns.colWidth[box.col] ?? entry.width;
  const bx = (columns.colX[box.col] ?? 0) + (box.role === 'start' ? (cellWidth - entry.width) / 2 : 0);
  const fields = { ...box, x: bx, y: by, width: entry.width, height, title: entry.look.title, titleLines: entry.titleLines, kicker: entry.kicker };
  if (box.role === 'start') {
    return { ...fields, image: null, textX: bx + entry.width / 2, kickerY: null, titleYs: [by + height / 2 + 5], endsY: null, returns: [], noteY: by + height / 2 + 5 };
  }
  const image = entry.look.image ? { file: entry.look.image, x: bx + PAD, y: by + (height - THUMB_HEIGHT) / 2, width: THUMB_WIDTH, height: THUMB_HEIGHT } : null;
  const textX = image ? image.x + THUMB_WIDTH + 10 : bx + PAD + 4;
  let baseline = by + Math.max(PAD + 4, (height - entry.textHeight) / 2) + 11;
  const kickerY = entry.kicker ? baseline : null;
  if (kickerY !== null) baseline += SMALL_LINE;
  const titleYs = entry.titleLines.map((_, index) => baseline + 1 + index * TITLE_LINE);
  baseline += entry.titleLines.length * TITLE_LINE;
  const endsY = box.ends ? baseline : null;
  if (endsY !== null) baseline += SMALL_LINE;
  const returns = entry.returns.map((line) => {
    const placed = { ...line, y: baseline };
    baseline += SMALL_LINE;
    return placed;
  });
  return { ...fields, image, textX, kickerY, titleYs, endsY, returns, noteY: baseline };
}

interface Placed {
  laidBox: Map<string, LaidOutJourneyBox>;
  portY: Map<string, number>;
  runs: Run[];
  columns: Columns;
  rows: Rows;
  labelLines: Map<string, string[] | null>;
  channelTracks: ChannelTracks;
}

/** A line in place: its points from port to port through its lanes, and its words beside the box it enters. */
function placeLine(route: Route, placed: Placed): LaidOutJourneyLine {
  const { line } = route;
  const source = placed.laidBox.get(line.sourceId) as LaidOutJourneyBox;
  const target = placed.laidBox.get(line.targetId) as LaidOutJourneyBox;
  if (route.kind === 'straight') {
    const from = { x: source.x + source.width / 2, y: source.y + source.height };
    const to = { x: from.x, y: target.y };
    return { ...lineFields(line), points: [from, to], label: null, noteAt: { x: from.x + 12, y: (from.y + to.y) / 2 + 4 } };
  }
  const sideX = (box: LaidOutJourneyBox, side: Side): number => (side === 'left' ? box.x : box.x + box.width);
  const exit = { x: sideX(source, route.exitSide), y: placed.portY.get(`${line.id}:out`) ?? 0 };
  const entry = { x: sideX(target, route.entrySide), y: placed.portY.get(`${line.id}:in`) ?? 0 };
  const laneX = (part: number): number => {
    const lane = placed.runs.find((run) => run.lineId === line.id && run.part === part)?.lane ?? 0;
    return (placed.columns.gutterX[route.gutters[part] ?? 0] ?? 0) + lane * LANE;
  };
  const first = laneX(0);
  const points: Point[] = [exit, { x: first, y: exit.y }];
  if (route.kind === 'lane') points.push({ x: first, y: entry.y });
  else {
    const channelY = channelY0(placed.channelTracks.get(line.id), placed.rows.rowTop, placed.rows.rowHeight);
    const second = laneX(1);
    points.push({ x: first, y: channelY }, { x: second, y: channelY }, { x: second, y: entry.y });
  }
  points.push(entry);
  return { ...lineFields(line), points: simplify(points), label: labelBeside(entry, route.entrySide, placed.labelLines.get(line.id) ?? null), noteAt: null };
}

/** A line's words just above where it enters its box, on the outside of that side. */
function labelBeside(entry: Point, side: Side, words: string[] | null): LaidOutJourneyLine['label'] {
  if (!words) return null;
  const w = labelWidth(words);
  const h = labelHeight(words);
  const lx = side === 'left' ? entry.x - 8 - w : entry.x + 8;
  return { x: lx, y: entry.y - h - 1, width: w, height: h, lines: words, anchor: 'start', textX: lx + LABEL_PAD / 2, noteY: entry.y - 4 };
}

/** The legend, "From any step": each way with the place it leads to as a chip, then the states drawn nowhere else. */
function layLegend(
  journey: Journey,
  sizes: { legendItems: Array<Omit<LaidOutLegendItem, 'y' | 'chip' | 'x'>>; chipColumn: number; titleOf: (id: string | null) => string; width: number; height: number },
): LaidOutLegend {
  const { legendItems, chipColumn, titleOf } = sizes;
  const legendY = MARGIN + CAPTION_HEIGHT;
  // Each line: the place it leads to (a chip), then the words of the ways that lead there.
  const items: LaidOutLegendItem[] = legendItems.map((item, index) => {
    const itemY = legendY + PAD + LEGEND_LINE * (index + 2) - 5;
    const chip = item.targetId ? { x: MARGIN + PAD, y: itemY - 12, width: chipWidth(item.targetTitle), height: 16 } : null;
    return { ...item, y: itemY, x: MARGIN + PAD + chipColumn, chip };
  });
  let alsoX = MARGIN + PAD + textWidth(ALSO_IN_THE_MACHINE, true) + 10;
  const alsoIds = journey.throughLegend.filter((id) => !journey.legend.some((entry) => entry.targetId === id));
  const alsoY = alsoIds.length > 0 ? legendY + PAD + LEGEND_LINE * (legendItems.length + 2) - 5 : null;
  const also = alsoIds.map((id) => {
    const title = titleOf(id);
    const chip = { x: alsoX, y: (alsoY ?? 0) - 12, width: chipWidth(title), height: 16 };
    alsoX += chip.width + 8;
    return { id, title, chip };
  });
  return { x: MARGIN, y: legendY, width: sizes.width - 2 * MARGIN, height: sizes.height, title: 'From any step:', titleY: legendY + PAD + LEGEND_LINE - 5, items, also, alsoY };
}

type Side = 'left' | 'right';

interface Sized {
  box: JourneyBox;
  look: BoxLook;
  width: number;
  titleLines: string[];
  kicker: string | null;
  returns: Array<{ targetId: string; lineId: string; text: string }>;
  textHeight: number;
  minHeight: number;
}

interface Port {
  lineId: string;
  end: 'in' | 'out';
  otherId: string;
  /** Height of the words drawn above the line where it enters (0 for an exit). */
  label: number;
}

type Route =
  | { kind: 'straight'; line: JourneyLine; exitSide: Side; entrySide: Side; gutters: [] }
  | { kind: 'lane'; line: JourneyLine; exitSide: Side; entrySide: Side; gutters: [number] }
  | { kind: 'channel'; line: JourneyLine; exitSide: Side; entrySide: Side; gutters: [number, number]; sourceRow: number; targetRow: number };

interface Run {
  lineId: string;
  part: number;
  gutter: number;
  low: number;
  high: number;
  lane: number;
}

function routeOf(line: JourneyLine, source: JourneyBox, target: JourneyBox): Route {
  if (source.col === 0 && target.col === 0 && target.row === source.row + 1) return { kind: 'straight', line, exitSide: 'right', entrySide: 'left', gutters: [] };
  if (target.col === source.col) return { kind: 'lane', line, exitSide: 'left', entrySide: 'left', gutters: [source.col] };
  if (target.col === source.col + 1) return { kind: 'lane', line, exitSide: 'right', entrySide: 'left', gutters: [target.col] };
  if (target.col === source.col - 1) return { kind: 'lane', line, exitSide: 'left', entrySide: 'right', gutters: [source.col] };
  // Skipping a column: out into the next gutter, along the gap between rows, into the target's.
  const rightward = target.col > source.col;
  return {
    kind: 'channel',
    line,
    exitSide: rightward ? 'right' : 'left',
    entrySide: rightward ? 'left' : 'right',
    gutters: rightward ? [source.col + 1, target.col] : [source.col, target.col + 1],
    sourceRow: source.row,
    targetRow: target.row,
  };
}

/** Which gap between rows (the one below `gapBelow`) and which track in it each channel line takes. */
type ChannelTracks = Map<string, { gapBelow: number; track: number }>;

function assignChannelTracks(routes: Route[]): ChannelTracks {
  const tracks = new Map<string, { gapBelow: number; track: number }>();
  const taken = new Map<number, Array<[number, number]>>();
  for (const route of routes) {
    if (route.kind !== 'channel') continue;
    const gapBelow = route.targetRow < route.sourceRow ? route.sourceRow - 1 : route.sourceRow;
    const span: [number, number] = [Math.min(...route.gutters), Math.max(...route.gutters)];
    const used = taken.get(gapBelow) ?? [];
    let track = 0;
    while (used.some(([low, high], index) => index === track && !(span[1] < low || span[0] > high))) track += 1;
    used[track] = span;
    taken.set(gapBelow, used);
    tracks.set(route.line.id, { gapBelow, track });
  }
  return tracks;
}

function channelY0(channel: { gapBelow: number; track: number } | undefined, rowTop: number[], rowHeight: number[]): number {
  if (!channel) return 0;
  const row = Math.max(0, channel.gapBelow);
  return (rowTop[row] ?? 0) + (rowHeight[row] ?? 0) + ROW_GAP / 2 + channel.track * CHANNEL_TRACK;
}

function lineFields(line: JourneyLine): Pick<LaidOutJourneyLine, 'id' | 'sourceId' | 'targetId' | 'edgeIds' | 'labels' | 'main'> {
  return { id: line.id, sourceId: line.sourceId, targetId: line.targetId, edgeIds: line.edgeIds, labels: line.labels, main: line.main };
}

/** Drops points that add nothing (two in a row, or three on one straight line). */
function simplify(points: Point[]): Point[] {
  const kept: Point[] = [];
  for (const point of points) {
    const last = kept.at(-1);
    if (last && Math.abs(last.x - point.x) < 0.01 && Math.abs(last.y - point.y) < 0.01) continue;
    const before = kept.at(-2);
    if (last && before && ((before.x === last.x && last.x === point.x) || (before.y === last.y && last.y === point.y))) kept.pop();
    kept.push(point);
  }
  return kept;
}

function clipLines(lines: string[], max: number): string[] {
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  kept[max - 1] = `${kept[max - 1]}…`;
  return kept;
}

function legendText(entry: LegendEntry, titleOf: (id: string | null) => string): Omit<LaidOutLegendItem, 'y' | 'chip' | 'x'> {
  const where = entry.sourceIds.length === 0 ? 'any step' : `${entry.sourceIds.length} step${entry.sourceIds.length === 1 ? '' : 's'}`;
  return {
    id: entry.id,
    text: `← ${entry.labels.slice(0, 2).join('; ')}${entry.labels.length > 2 ? `; ${entry.labels.length - 2} more` : ''} (from ${where})`,
    targetId: entry.targetId,
    targetTitle: titleOf(entry.targetId),
    sources: entry.sourceIds.length,
    edgeIds: entry.edgeIds,
  };
}

/** A chip's width: its bold words and a margin. */
const chipWidth = (text: string): number => Math.ceil(text.length * 7.6) + 14;
