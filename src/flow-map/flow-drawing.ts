import type { FlowLayout, LaidOutEdge, LaidOutLabel, LaidOutNode, LayoutEngine, NodeLine, Point } from './flow-layout.ts';
import { layoutGraph } from './flow-layout.ts';
import type { JourneySpec } from './journey.ts';
import { buildJourney } from './journey.ts';
import type { BoxLook, JourneyLayout } from './journey-layout.ts';
import { layoutJourney } from './journey-layout.ts';
import { canonicalJson, describeMachine, hashText } from './machine-description.ts';
import type { FlowNode, MachineGraph } from './machine-graph.ts';
import { nodeById } from './machine-graph.ts';
import { mainStepNotes } from './node-notes.ts';
import type { ScreenCaptures } from './screen-captures.ts';
import { captureFor } from './screen-captures.ts';

// The drawings of a machine, as plain JSON: the journey (journey-layout.ts) and every state (ELK,
// flow-layout.ts). Made once per build (scripts/build/flow-map-page.ts, the same code as `npm run
// flow:export`) and served with `/flow`; the page lays nothing out unless its machine's hash differs
// from the drawing's (a machine changed without a rebuild, the dev server), and then only in a Web
// Worker (flow-drawing.worker.ts), with this same code.

/** Part of every hash: a drawing made by an older version of this code is never taken for current. */
const DRAWING_VERSION = 3;

export interface DrawingInput {
  graph: MachineGraph;
  /** The spine of the journey view; without one there is no journey view (every state only). */
  journey: JourneySpec | null;
  captures: ScreenCaptures;
  /** Titles by state id that win over the captures' (an earlier version's, when drawing what changed). */
  titles?: Record<string, string>;
}

/** Every state's layout without the graph's objects in it (the page has the graph): ids and geometry. */
export interface FullLayoutData {
  width: number;
  height: number;
  nodes: Array<{ id: string; x: number; y: number; width: number; height: number; lines: NodeLine[] }>;
  edges: Array<{ id: string; edgeId: string; edgeIds: string[]; sourceId: string; targetId: string; points: Point[]; label: LaidOutLabel | null }>;
}

/** What the build publishes with the page (inline JSON in `/flow`'s HTML). */
export interface BuiltDrawing {
  hash: string;
  journey: JourneyLayout | null;
  /** Where every state's layout is (fetched when an engineer asks for it). */
  fullUrl: string;
  /** The URL of each screen picture in the build (hashed file names). */
  imageUrls: Record<string, string>;
  /** The machine description of this build, and where the earlier builds' are (`/flow?compare=`). */
  buildsUrl: string;
}

/** The hash of what the drawings show: the machine's description, the spine, the screens' titles and pictures. */
export function drawingHash({ graph, journey, captures }: DrawingInput): string {
  const description = describeMachine(graph, titleFinder(captures));
  const pictures = captures.captures.map((capture) => [capture.story, capture.title, capture.image]);
  return hashText(canonicalJson({ version: DRAWING_VERSION, description, journey, pictures }));
}

/** The screen title of a state (its captured story's heading), or null. */
export function titleFinder(captures: ScreenCaptures): (node: FlowNode) => string | null {
  return (node) => captureFor(captures, node.story)?.title ?? null;
}

/** `notPreQualified` → `Not pre qualified`. */
export function humanize(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** How each top-level state looks on the journey: its screen's title and picture, else its name. */
export function boxLooks(graph: MachineGraph, captures: ScreenCaptures, titles: Record<string, string> = {}): (id: string) => BoxLook {
  const byId = nodeById(graph);
  return (id) => {
    const node = byId.get(id);
    if (!node) return { title: id, name: id, image: null };
    const capture = captureFor(captures, node.story);
    const name = humanize(node.key);
    const start = node.initial && node.parentId === graph.rootId && !node.screen;
    return { title: titles[id] ?? capture?.title ?? (start ? 'Start' : name), name, image: capture?.image ?? null };
  };
}

export function drawJourney({ graph, journey, captures, titles }: DrawingInput): JourneyLayout | null {
  if (!journey) return null;
  return layoutJourney(buildJourney(graph, journey), boxLooks(graph, captures, titles));
}

/** Every state, nested, each top-level state with its one-line description. */
export async function drawEveryState(graph: MachineGraph, engine: LayoutEngine): Promise<FullLayoutData> {
  const layout = await layoutGraph(graph, { engine, nodeNotes: mainStepNotes(graph) });
  return fullLayoutToData(layout);
}

function fullLayoutToData(layout: FlowLayout): FullLayoutData {
  return {
    width: layout.width,
    height: layout.height,
    nodes: layout.nodes.map(({ id, x, y, width, height, lines }) => ({ id, x, y, width, height, lines })),
    edges: layout.edges.map(({ id, edge, edgeIds, sourceId, targetId, points, label }) => ({ id, edgeId: edge.id, edgeIds, sourceId, targetId, points, label })),
  };
}

/** The layout again, joined with the page's graph (whose hash matched the drawing's). */
export function fullLayoutFromData(data: FullLayoutData, graph: MachineGraph): FlowLayout {
  const nodes = nodeById(graph);
  const edges = new Map(graph.edges.map((edge) => [edge.id, edge]));
  const laidNodes: LaidOutNode[] = data.nodes.flatMap((laid) => {
    const node = nodes.get(laid.id);
    return node ? [{ ...laid, node }] : [];
  });
  const laidEdges: LaidOutEdge[] = data.edges.flatMap((laid) => {
    const edge = edges.get(laid.edgeId);
    return edge ? [{ id: laid.id, edge, edgeIds: laid.edgeIds, sourceId: laid.sourceId, targetId: laid.targetId, points: laid.points, label: laid.label, note: null }] : [];
  });
  return { width: data.width, height: data.height, nodes: laidNodes, edges: laidEdges };
}
