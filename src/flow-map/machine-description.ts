import type { FlowEdge, FlowNode, MachineGraph } from './machine-graph.ts';

// The machine as a build publishes it: every state and every transition with what a reader of the
// flow sees of them (ids, kinds, routes, screens, descriptions, events, guards, targets, the plain
// words of each transition), and nothing of how they are drawn. Two uses:
// - its hash names a drawing: a drawing made at build time is used only by a page whose machine has
//   the same description (flow-drawing.ts);
// - two descriptions are compared for "what changed" (machine-diff.ts), between two commits
//   (`npm run flow:diff`) or two builds (`/flow?compare=<build>`).
// It is plain JSON, and turns back into a MachineGraph, so an older build's machine can be drawn
// without its code.

export const DESCRIPTION_VERSION = 1;

export interface DescribedState {
  id: string;
  key: string;
  parentId: string | null;
  type: FlowNode['type'];
  initial: boolean;
  route: string | null;
  screen: string | null;
  story: string | null;
  step: number | null;
  description: string | null;
  /** The screen's title as the applicant sees it (from its captured story), when it has one. */
  title: string | null;
  routable: boolean;
  routeGuard: string | null;
  invokes: string[];
  entry: string[];
  tags: string[];
}

export interface DescribedTransition {
  /** The map's own id (`<source>:<event>:<index>`), as the tests' coverage and the live channel use it. */
  id: string;
  sourceId: string;
  eventType: string;
  kind: FlowEdge['kind'];
  eventLabel: string;
  guard: string | null;
  targetIds: string[];
  actions: string[];
  plainLabel: string | null;
}

export interface MachineDescription {
  version: number;
  machineId: string;
  rootId: string;
  states: DescribedState[];
  transitions: DescribedTransition[];
}

export function describeMachine(graph: MachineGraph, titleOf: (node: FlowNode) => string | null = () => null): MachineDescription {
  return {
    version: DESCRIPTION_VERSION,
    machineId: graph.machineId,
    rootId: graph.rootId,
    states: graph.nodes.map((node) => ({
      id: node.id,
      key: node.key,
      parentId: node.parentId,
      type: node.type,
      initial: node.initial,
      route: node.route,
      screen: node.screen,
      story: node.story,
      step: node.step,
      description: node.description,
      title: titleOf(node),
      routable: node.routable,
      routeGuard: node.routeGuard,
      invokes: node.invokes.map((invoke) => (invoke.id === invoke.src ? invoke.src : `${invoke.src} (id ${invoke.id})`)),
      entry: node.entry,
      tags: node.tags,
    })),
    transitions: graph.edges.map((edge) => ({
      id: edge.id,
      sourceId: edge.sourceId,
      eventType: edge.eventType,
      kind: edge.kind,
      eventLabel: edge.eventLabel,
      guard: edge.guard,
      targetIds: edge.targetIds,
      actions: edge.actions,
      plainLabel: edge.plainLabel,
    })),
  };
}

/** The graph again, from a description: enough to draw it and to show its details. */
export function graphFromDescription(description: MachineDescription): MachineGraph {
  const children = new Map<string, string[]>();
  for (const state of description.states) {
    if (state.parentId) children.set(state.parentId, [...(children.get(state.parentId) ?? []), state.id]);
  }
  const depthOf = new Map<string, number>();
  for (const state of description.states) depthOf.set(state.id, state.parentId ? (depthOf.get(state.parentId) ?? 0) + 1 : 0);
  const nodes: FlowNode[] = description.states.map((state) => ({
    id: state.id,
    key: state.key,
    label: state.parentId ? state.key : description.machineId,
    parentId: state.parentId,
    depth: depthOf.get(state.id) ?? 0,
    type: state.type,
    initial: state.initial,
    route: state.route,
    screen: state.screen,
    story: state.story,
    step: state.step,
    maxStep: null,
    routable: state.routable,
    routeGuard: state.routeGuard,
    invokes: state.invokes.map((invoke) => ({ id: invoke, src: invoke })),
    entry: state.entry,
    exit: [],
    tags: state.tags,
    description: state.description,
    childIds: children.get(state.id) ?? [],
  }));
  const edges: FlowEdge[] = description.transitions.map((transition) => ({
    ...transition,
    label: transition.plainLabel ?? (transition.guard ? `${transition.eventLabel} [${transition.guard}]` : transition.eventLabel),
  }));
  return { machineId: description.machineId, rootId: description.rootId, nodes, edges };
}

/** A build's name on the map: the hash of its machine's description (`/flow?compare=<build>`). */
export function buildId(description: MachineDescription): string {
  return hashText(canonicalJson(description));
}

/** JSON with object keys in a fixed order, so equal descriptions give equal text in any runtime. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/**
 * A 64-bit FNV-1a hash of a text, as 16 hex digits: the same in Node and in the browser, and
 * synchronous (the page decides with it, before its first paint, whether the built drawing is its
 * machine's). It names content; it is no security measure.
 */
export function hashText(text: string): string {
  let high = 0xcbf29ce4;
  let low = 0x84222325;
  for (let index = 0; index < text.length; index += 1) {
    low = (low ^ text.charCodeAt(index)) >>> 0;
    // Multiply the 64-bit value (high, low) by the FNV prime 0x100000001b3, keeping 64 bits.
    const lowProduct = low * 0x1b3;
    const carry = Math.floor(lowProduct / 0x100000000);
    high = (Math.imul(high, 0x1b3) + Math.imul(low, 0x100) + carry) >>> 0;
    low = lowProduct >>> 0;
  }
  return high.toString(16).padStart(8, '0') + low.toString(16).padStart(8, '0');
}
