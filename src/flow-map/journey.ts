import type { FlowEdge, FlowNode, MachineGraph } from './machine-graph.ts';
import { nodeById, transitionEdges } from './machine-graph.ts';

// The journey view: the applicant's main path as a spine of steps, the branches that leave it to
// the side and end in their outcomes, and the ways that apply from any step written once, as a
// legend, instead of an arrow from every box. Each box is a top-level state of the machine; a line
// stands for every transition between two of them. Everything here is read from the machine; the
// only thing declared by hand is the order of the main steps (the spine), and each of its names is
// checked against the machine (`problems`).

interface JourneyStep {
  /** The step in a product owner's words: `Pet`, `Decision`. */
  name: string;
  /** The top-level states that are this step: the first is on the spine, the others beside it (`Offer or start`). */
  states: readonly string[];
}

export interface JourneySpec {
  steps: readonly JourneyStep[];
}

export type JourneyRole = 'start' | 'spine' | 'alternative' | 'branch';

export interface JourneyBox {
  id: string;
  role: JourneyRole;
  /** Grid position: rows run down the spine, column 0 is the spine, branches go right. */
  row: number;
  col: number;
  /** 1-based number and name of the spine step the box is (or stands beside), else null. */
  step: number | null;
  stepName: string | null;
  /** No line leaves it: an outcome the applicant stays on (the legend's ways still apply). */
  ends: boolean;
}

export interface JourneyLine {
  /** `<source>><target>`. */
  id: string;
  sourceId: string;
  targetId: string;
  /** Every transition the line stands for. */
  edgeIds: string[];
  /** Their plain words, each once. */
  labels: string[];
  /** From one spine step to the next: the main path. */
  main: boolean;
  /** Back to an earlier step of the main path (start over, go back): written in its box, not drawn across the map. */
  back: boolean;
}

export interface LegendEntry {
  id: string;
  labels: string[];
  /** Where it leads (a top-level state), or null when that depends on the link (Back, a deep link). */
  targetId: string | null;
  edgeIds: string[];
  /** The steps it applies from; empty when the machine itself declares it (every step). */
  sourceIds: string[];
}

export interface Journey {
  boxes: JourneyBox[];
  lines: JourneyLine[];
  legend: LegendEntry[];
  /** Top-level states not drawn as boxes: reached through the legend's ways only (sign-in, resume). */
  throughLegend: string[];
  /** The spine's declaration against the machine: names it lacks, steps that do not lead on. */
  problems: string[];
}

/** A transition between two steps that at least this many steps have (same words, same target) is a way from any step. */
export const FROM_ANY_STEP_MIN = 4;

/** The top-level state (a child of the root) holding each state; the root maps to itself. */
export function topLevelIds(graph: MachineGraph): Map<string, string> {
  const byId = nodeById(graph);
  const tops = new Map<string, string>([[graph.rootId, graph.rootId]]);
  for (const node of graph.nodes) {
    let current: FlowNode | undefined = node;
    while (current && current.parentId && current.parentId !== graph.rootId) current = byId.get(current.parentId);
    if (current && current.parentId === graph.rootId) tops.set(node.id, current.id);
  }
  return tops;
}

const wordsOf = (edge: FlowEdge): string => edge.plainLabel ?? edge.label;

/** Root transitions worth a legend line: the applicant's own (`user.*`, `nav.*`) or any that go somewhere. */
function inLegendFromRoot(edge: FlowEdge): boolean {
  return edge.targetIds.length > 0 || edge.eventType.startsWith('user.') || edge.eventType.startsWith('nav.');
}

interface Crossing {
  edge: FlowEdge;
  sourceId: string;
  targetId: string;
}

/**
 * The journey of a machine: the spine the spec declares, the crossings between top-level states
 * sorted into lines drawn and ways from any step (the legend), the branches placed on a grid.
 */
export function buildJourney(graph: MachineGraph, spec: JourneySpec): Journey {
  const byId = nodeById(graph);
  const topStates = graph.nodes.filter((node) => node.parentId === graph.rootId);
  const { steps, problems } = spineSteps(spec, (id) => byId.get(id)?.parentId === graph.rootId);
  const onSpine = new Set(steps.flatMap((step) => step.states));
  const initialTop = topStates.find((node) => node.initial)?.id ?? null;
  const { crossings, rootOnly } = crossingsOf(graph, topLevelIds(graph));
  const { legendCrossings, drawn, legendTargets } = sortCrossings(graph.rootId, crossings, (id) => !onSpine.has(id) && id !== initialTop);
  const legend = legendEntries(graph, rootOnly, legendCrossings);
  const boxes = placeBoxes(graph, steps, initialTop && !onSpine.has(initialTop) ? initialTop : null, drawn, legendTargets);
  const lines = linesBetween(boxes, drawn);
  problems.push(...markMainLines(steps, lines));
  const throughLegend = topStates.map((node) => node.id).filter((id) => !boxes.has(id));
  return { boxes: [...boxes.values()], lines: [...lines.values()], legend, throughLegend, problems };
}

interface SpineStep {
  name: string;
  states: string[];
}

/** The spec's steps with only the states the machine has at its top level, and a problem for each other one. */
function spineSteps(spec: JourneySpec, isTop: (id: string) => boolean): { steps: SpineStep[]; problems: string[] } {
  const problems: string[] = [];
  const steps = spec.steps.map((step) => {
    const states = step.states.filter((id) => {
      if (isTop(id)) return true;
      problems.push(`The journey's step '${step.name}' names '${id}', which is not a top-level state of the machine.`);
      return false;
    });
    return { name: step.name, states };
  });
  return { steps, problems };
}

/** Every transition that crosses from one top-level state to another (or starts at the root), and the root's own that go nowhere. */
function crossingsOf(graph: MachineGraph, tops: Map<string, string>): { crossings: Crossing[]; rootOnly: FlowEdge[] } {
  const crossings: Crossing[] = [];
  const rootOnly: FlowEdge[] = [];
  for (const edge of transitionEdges(graph)) {
    const sourceId = tops.get(edge.sourceId);
    if (!sourceId) continue;
    if (edge.targetIds.length === 0) {
      if (sourceId === graph.rootId && inLegendFromRoot(edge)) rootOnly.push(edge);
      continue;
    }
    for (const target of edge.targetIds) {
      const targetId = tops.get(target);
      if (targetId && targetId !== graph.rootId && targetId !== sourceId) crossings.push({ edge, sourceId, targetId });
    }
  }
  return { crossings, rootOnly };
}

/**
 * Ways from any step (the machine's own, and those many steps share: same words, same target) go
 * to the legend, with the states they lead to (`offTheSpine`: sign-in, "where the application
 * stands") and what leaves those; the rest are drawn.
 */
function sortCrossings(rootId: string, crossings: Crossing[], offTheSpine: (id: string) => boolean): { legendCrossings: Crossing[]; drawn: Crossing[]; legendTargets: Set<string> } {
  const groupKey = (crossing: Crossing): string => `${wordsOf(crossing.edge)}>${crossing.targetId}`;
  const sourcesByGroup = new Map<string, Set<string>>();
  for (const crossing of crossings) {
    const key = groupKey(crossing);
    sourcesByGroup.set(key, (sourcesByGroup.get(key) ?? new Set()).add(crossing.sourceId));
  }
  const isFromAnyStep = (crossing: Crossing): boolean =>
    crossing.sourceId === rootId ? inLegendFromRoot(crossing.edge) : (sourcesByGroup.get(groupKey(crossing))?.size ?? 0) >= FROM_ANY_STEP_MIN;
  const legendTargets = new Set(crossings.filter((crossing) => crossing.sourceId !== rootId && isFromAnyStep(crossing)).map((crossing) => crossing.targetId).filter(offTheSpine));
  const inLegend = (crossing: Crossing): boolean => isFromAnyStep(crossing) || legendTargets.has(crossing.targetId) || legendTargets.has(crossing.sourceId);
  return {
    legendCrossings: crossings.filter((crossing) => inLegend(crossing) && !legendTargets.has(crossing.sourceId)),
    drawn: crossings.filter((crossing) => crossing.sourceId !== rootId && !inLegend(crossing)),
    legendTargets,
  };
}

/**
 * The grid: the start above the spine (when it is not a step), each step a row, what leaves it to
 * the right, found breadth-first from the spine along the lines drawn.
 */
function placeBoxes(graph: MachineGraph, steps: SpineStep[], start: string | null, drawn: Crossing[], legendTargets: Set<string>): Map<string, JourneyBox> {
  const boxes = new Map<string, JourneyBox>();
  const firstRow = start ? 1 : 0;
  if (start) boxes.set(start, { id: start, role: 'start', row: 0, col: 0, step: null, stepName: null, ends: false });
  steps.forEach((step, index) => {
    step.states.forEach((id, position) => {
      if (boxes.has(id)) return;
      boxes.set(id, { id, role: position === 0 ? 'spine' : 'alternative', row: firstRow + index, col: position === 0 ? 0 : 1, step: index + 1, stepName: step.name, ends: false });
    });
  });
  const successors = new Map<string, Set<string>>();
  const predecessors = new Map<string, string[]>();
  for (const { sourceId, targetId } of drawn) {
    successors.set(sourceId, (successors.get(sourceId) ?? new Set()).add(targetId));
    if (!(predecessors.get(targetId) ?? []).includes(sourceId)) predecessors.set(targetId, [...(predecessors.get(targetId) ?? []), sourceId]);
  }
  const queue = [...boxes.keys()];
  for (let current = queue.shift(); current !== undefined; current = queue.shift()) {
    for (const next of [...(successors.get(current) ?? [])].sort((a, b) => order(graph, a) - order(graph, b))) {
      if (boxes.has(next) || legendTargets.has(next)) continue;
      boxes.set(next, placeBranch(next, boxes, predecessors, successors));
      queue.push(next);
    }
  }
  return boxes;
}

/** One line per pair of boxes, with every transition's words; a line back to an earlier step is marked, and a box no line leaves ends. */
function linesBetween(boxes: Map<string, JourneyBox>, drawn: Crossing[]): Map<string, JourneyLine> {
  const lines = new Map<string, JourneyLine>();
  for (const { edge, sourceId, targetId } of drawn) {
    if (!boxes.has(sourceId) || !boxes.has(targetId)) continue;
    const id = `${sourceId}>${targetId}`;
    const line = lines.get(id) ?? { id, sourceId, targetId, edgeIds: [], labels: [], main: false, back: false };
    if (!line.edgeIds.includes(edge.id)) line.edgeIds.push(edge.id);
    if (!line.labels.includes(wordsOf(edge))) line.labels.push(wordsOf(edge));
    lines.set(id, line);
  }
  for (const line of lines.values()) {
    const source = boxes.get(line.sourceId) as JourneyBox;
    const target = boxes.get(line.targetId) as JourneyBox;
    line.back = target.role !== 'branch' && target.row < source.row;
  }
  // An outcome: no line goes on from it (going back to an earlier step does not count).
  for (const box of boxes.values()) box.ends = ![...lines.values()].some((line) => line.sourceId === box.id && !line.back);
  return lines;
}

/** Marks the lines from one step's first state to the next's as the main path; a problem for each step that does not lead on. */
function markMainLines(steps: SpineStep[], lines: Map<string, JourneyLine>): string[] {
  const problems: string[] = [];
  const mains = steps.map((step) => step.states[0]);
  for (let index = 0; index + 1 < mains.length; index += 1) {
    const from = mains[index];
    const to = mains[index + 1];
    const line = from && to ? lines.get(`${from}>${to}`) : undefined;
    if (line) line.main = true;
    const stepLeadsOn = steps[index]?.states.some((source) => steps[index + 1]?.states.some((target) => lines.has(`${source}>${target}`)));
    if (!stepLeadsOn && steps[index] && steps[index + 1]) {
      problems.push(`The journey's step '${steps[index]?.name}' does not lead to the next one, '${steps[index + 1]?.name}', in the machine.`);
    }
  }
  return problems;
}

/**
 * Where a branch goes: in the row of the first spine step that leads to it, in the column after
 * the spine; a branch of a branch, under it (the map stays narrow enough for a laptop). A branch that rejoins the spine
 * further down moves down to the row above the step it rejoins (the partner's code beside verify,
 * not beside the start).
 */
function placeBranch(id: string, boxes: Map<string, JourneyBox>, predecessors: Map<string, string[]>, successors: Map<string, Set<string>>): JourneyBox {
  const placed = (predecessors.get(id) ?? []).flatMap((pred) => boxes.get(pred) ?? []);
  const fromSpine = placed.filter((box) => box.role !== 'branch');
  const stepBox = (box: JourneyBox): boolean => box.role === 'spine' || box.role === 'alternative';
  if (fromSpine.length > 0) {
    let row = Math.min(...fromSpine.map((box) => box.row));
    const rejoins = [...(successors.get(id) ?? [])].flatMap((next) => boxes.get(next) ?? []).filter((box) => stepBox(box) && box.row > row);
    if (rejoins.length > 0) row = Math.max(row, Math.min(...rejoins.map((box) => box.row)) - 1);
    const beside = fromSpine.find((box) => box.row === row) ?? fromSpine[0];
    return { id, role: 'branch', row, col: 1, step: null, stepName: beside?.stepName ?? null, ends: false };
  }
  const parent = placed[0] as JourneyBox;
  return { id, role: 'branch', row: parent.row, col: parent.col, step: null, stepName: parent.stepName, ends: false };
}

function order(graph: MachineGraph, id: string): number {
  return graph.nodes.findIndex((node) => node.id === id);
}

function legendEntries(graph: MachineGraph, rootOnly: FlowEdge[], crossings: Crossing[]): LegendEntry[] {
  const entries = new Map<string, LegendEntry>();
  const add = (key: string, edge: FlowEdge, targetId: string | null, sourceId: string | null): void => {
    const entry = entries.get(key) ?? { id: key, labels: [], targetId, edgeIds: [], sourceIds: [] };
    if (!entry.labels.includes(wordsOf(edge))) entry.labels.push(wordsOf(edge));
    if (!entry.edgeIds.includes(edge.id)) entry.edgeIds.push(edge.id);
    if (sourceId && !entry.sourceIds.includes(sourceId)) entry.sourceIds.push(sourceId);
    entries.set(key, entry);
  };
  // The machine's own first, in its order: Close, Start over, links and Back.
  for (const crossing of crossings.filter((candidate) => candidate.sourceId === graph.rootId)) add(`any>${crossing.edge.id}`, crossing.edge, crossing.targetId, null);
  for (const edge of rootOnly) add(`any>${edge.id}`, edge, null, null);
  // Then one line per place they lead to, the place most steps lead to first; its words in the
  // same order (the way most steps share first).
  const fromSteps = crossings.filter((candidate) => candidate.sourceId !== graph.rootId);
  const sourcesOf = (predicate: (crossing: Crossing) => boolean): number => new Set(fromSteps.filter(predicate).map((crossing) => crossing.sourceId)).size;
  const targets = [...new Set(fromSteps.map((crossing) => crossing.targetId))].sort((a, b) => sourcesOf((c) => c.targetId === b) - sourcesOf((c) => c.targetId === a));
  for (const targetId of targets) {
    const toTarget = fromSteps.filter((crossing) => crossing.targetId === targetId);
    const words = [...new Set(toTarget.map((crossing) => wordsOf(crossing.edge)))].sort(
      (a, b) => sourcesOf((c) => c.targetId === targetId && wordsOf(c.edge) === b) - sourcesOf((c) => c.targetId === targetId && wordsOf(c.edge) === a),
    );
    for (const word of words) for (const crossing of toTarget.filter((candidate) => wordsOf(candidate.edge) === word)) add(`to>${targetId}`, crossing.edge, targetId, crossing.sourceId);
  }
  return [...entries.values()];
}
