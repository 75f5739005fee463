import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { describeGuard } from './guard-label.ts';
import { formatDuration } from '../../services/contract/duration.ts';

// The machine as plain data: every state node and every transition, read from the machine's own
// definition so the map never drifts from the code. Everything else (layout, SVG, Mermaid, paths,
// coverage) works from this.

type FlowNodeType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
type FlowEdgeKind = 'event' | 'always' | 'after' | 'done' | 'error' | 'route';

interface FlowInvoke {
  id: string;
  src: string;
}

export interface FlowNode {
  /** The state node id (`machine.path.to.state`, or the explicit `id`). */
  id: string;
  key: string;
  label: string;
  parentId: string | null;
  depth: number;
  type: FlowNodeType;
  /** True when this node is its parent's initial state. */
  initial: boolean;
  /** The contract route name (`meta.route`). */
  route: string | null;
  screen: string | null;
  story: string | null;
  step: number | null;
  maxStep: number | null;
  /** Reachable by `xstate.route` (has `route: {}` and an explicit id). */
  routable: boolean;
  routeGuard: string | null;
  invokes: FlowInvoke[];
  entry: string[];
  exit: string[];
  tags: string[];
  description: string | null;
  childIds: string[];
}

export interface FlowEdge {
  /** Stable id: `<source id>:<event type>:<index among that event's transitions>`. */
  id: string;
  sourceId: string;
  /** Empty for a targetless transition (actions only): drawn as a loop on the source. */
  targetIds: string[];
  eventType: string;
  kind: FlowEdgeKind;
  /** Short readable name: `user.submit`, `after DECISION_TIMEOUT`, `done checkPhone`, `always`. */
  eventLabel: string;
  guard: string | null;
  actions: string[];
  /** What the transition means in plain words (from `MachineGraphOptions.describeTransition`). */
  plainLabel: string | null;
  /** Label drawn on the diagram: the plain words, else the event plus the guard in brackets. */
  label: string;
}

export interface MachineGraph {
  machineId: string;
  rootId: string;
  nodes: FlowNode[];
  edges: FlowEdge[];
}

export interface MachineGraphOptions {
  /** Names the story that shows a state's screen; defaults to `stories/<screen>.stories.tsx`. */
  storyFor?: (screen: string, node: AnyStateNode) => string | null;
  /** Plain words for a transition (`code accepted`); without them the map shows the event and guard. */
  describeTransition?: (edge: Pick<FlowEdge, 'eventType' | 'kind' | 'guard' | 'targetIds'>) => string | null;
}

const defaultStoryFor = (screen: string): string => `stories/${screen}.stories.tsx`;

export function extractMachineGraph(machine: AnyStateMachine, options: MachineGraphOptions = {}): MachineGraph {
  const storyFor = options.storyFor ?? defaultStoryFor;
  const nodes: FlowNode[] = [];
  const edges: FlowEdge[] = [];

  const visit = (stateNode: AnyStateNode, depth: number): void => {
    nodes.push(toFlowNode(stateNode, depth, storyFor));
    edges.push(...toFlowEdges(stateNode, options.describeTransition));
    for (const child of Object.values(stateNode.states) as AnyStateNode[]) visit(child, depth + 1);
  };
  visit(machine.root, 0);

  return { machineId: machine.id, rootId: machine.root.id, nodes, edges };
}

function toFlowNode(stateNode: AnyStateNode, depth: number, storyFor: NonNullable<MachineGraphOptions['storyFor']>): FlowNode {
  const meta = readMeta(stateNode.meta);
  const parent = stateNode.parent;
  const initialTargets = parent?.initial?.target ?? [];
  const routeConfig = (stateNode.config as { route?: { guard?: unknown } }).route;
  return {
    id: stateNode.id,
    key: stateNode.key,
    label: parent ? stateNode.key : stateNode.machine.id,
    parentId: parent ? parent.id : null,
    depth,
    type: stateNode.type as FlowNodeType,
    initial: initialTargets.some((target: AnyStateNode) => target === stateNode),
    route: meta.route,
    screen: meta.screen,
    story: meta.story ?? (meta.screen ? storyFor(meta.screen, stateNode) : null),
    step: meta.step,
    maxStep: meta.maxStep,
    routable: Boolean(routeConfig && stateNode.config.id),
    routeGuard: routeConfig ? describeGuard(routeConfig.guard) : null,
    invokes: stateNode.invoke.map((invoke: { id: string; src: unknown }) => ({
      id: invoke.id,
      src: typeof invoke.src === 'string' ? invoke.src : 'inline',
    })),
    entry: stateNode.entry.map(actionName),
    exit: stateNode.exit.map(actionName),
    tags: [...stateNode.tags],
    description: stateNode.description ?? null,
    childIds: (Object.values(stateNode.states) as AnyStateNode[]).map((child) => child.id),
  };
}

interface TransitionLike {
  eventType: string;
  target?: readonly AnyStateNode[] | undefined;
  guard?: unknown;
  actions?: readonly unknown[];
  delay?: unknown;
}

function toFlowEdges(stateNode: AnyStateNode, describeTransition: MachineGraphOptions['describeTransition']): FlowEdge[] {
  const edges: FlowEdge[] = [];
  const delays = new Map<string, unknown>(
    (stateNode.after as Array<{ eventType: string; delay: unknown }>).map((after) => [after.eventType, after.delay]),
  );
  const groups: Array<[string, TransitionLike[]]> = [...(stateNode.transitions as Map<string, TransitionLike[]>).entries()];
  if (stateNode.always) groups.push(['', stateNode.always as TransitionLike[]]);

  for (const [eventType, transitions] of groups) {
    transitions.forEach((transition, index) => {
      const kind = edgeKind(eventType);
      const targetIds = (transition.target ?? []).map((target) => target.id);
      const guard =
        kind === 'route' ? describeRouteGuard(transition.target?.[0]) : describeGuard(transition.guard);
      const eventLabel = labelForEvent(eventType, kind, delays.get(eventType), stateNode);
      const plainLabel = kind === 'route' ? null : (describeTransition?.({ eventType, kind, guard, targetIds }) ?? null);
      edges.push({
        id: `${stateNode.id}:${eventType || 'always'}:${index}`,
        sourceId: stateNode.id,
        targetIds,
        eventType,
        kind,
        eventLabel,
        guard,
        actions: (transition.actions ?? []).map(actionName),
        plainLabel,
        label: plainLabel ?? (guard ? `${eventLabel} [${guard}]` : eventLabel),
      });
    });
  }
  return edges;
}

function edgeKind(eventType: string): FlowEdgeKind {
  if (eventType === '') return 'always';
  if (eventType === 'xstate.route') return 'route';
  if (eventType.startsWith('xstate.after.')) return 'after';
  if (eventType.startsWith('xstate.done.')) return 'done';
  if (eventType.startsWith('xstate.error.')) return 'error';
  return 'event';
}

function labelForEvent(eventType: string, kind: FlowEdgeKind, delay: unknown, stateNode: AnyStateNode): string {
  switch (kind) {
    case 'always':
      return 'always';
    case 'route':
      return 'route';
    case 'after':
      return `after ${describeDelay(delay, stateNode)}`;
    case 'done':
      if (eventType === `xstate.done.state.${stateNode.id}`) return 'done';
      return `done ${eventType.slice('xstate.done.actor.'.length)}`;
    case 'error':
      return `error ${eventType.slice('xstate.error.actor.'.length)}`;
    default:
      return eventType;
  }
}

// Named delays are shown with their configured value when it is a plain number ('POLL_INTERVAL 3 s').
function describeDelay(delay: unknown, stateNode: AnyStateNode): string {
  if (typeof delay === 'number') return formatDuration(delay);
  const configured = (stateNode.machine.implementations.delays as Record<string, unknown>)[String(delay)];
  return typeof configured === 'number' ? `${String(delay)} ${formatDuration(configured)}` : String(delay);
}

// A route transition's own guard is `and([matchesTarget, userGuard])`: show only the user's part.
function describeRouteGuard(target: AnyStateNode | undefined): string | null {
  const route = (target?.config as { route?: { guard?: unknown } } | undefined)?.route;
  return route ? describeGuard(route.guard) : null;
}

function actionName(action: unknown): string {
  if (typeof action === 'string') return action;
  if (action && typeof action === 'object' && 'type' in action) return String((action as { type: unknown }).type);
  if (typeof action === 'function') {
    const type = (action as { type?: unknown }).type;
    return typeof type === 'string' ? type : 'inline';
  }
  return 'inline';
}

interface StateMeta {
  route: string | null;
  screen: string | null;
  story: string | null;
  step: number | null;
  maxStep: number | null;
}

function readMeta(meta: unknown): StateMeta {
  const record = (meta && typeof meta === 'object' ? meta : {}) as Record<string, unknown>;
  const text = (key: string): string | null => (typeof record[key] === 'string' ? (record[key] as string) : null);
  const number = (key: string): number | null => (typeof record[key] === 'number' ? (record[key] as number) : null);
  return { route: text('route'), screen: text('screen'), story: text('story'), step: number('step'), maxStep: number('maxStep') };
}

/** Transitions that are not routing (`xstate.route` is shown as a property of its target state). */
export function transitionEdges(graph: MachineGraph): FlowEdge[] {
  return graph.edges.filter((edge) => edge.kind !== 'route');
}

/**
 * Transitions drawn as lines. The others are written inside their state instead, so the diagram
 * stays narrow: transitions without a target (they only run actions, e.g. a toggle), and the
 * root's transitions, which apply from any state and would otherwise cross the whole diagram.
 */
export function drawnEdges(graph: MachineGraph): FlowEdge[] {
  return transitionEdges(graph).filter((edge) => edge.targetIds.length > 0 && edge.sourceId !== graph.rootId);
}

/** The transitions written inside a state's box: see `drawnEdges`. */
export function innerEdges(graph: MachineGraph, nodeId: string): FlowEdge[] {
  return transitionEdges(graph).filter(
    (edge) => edge.sourceId === nodeId && (edge.targetIds.length === 0 || edge.sourceId === graph.rootId),
  );
}

/** `user.toggleAddOn / toggleAddOn` or `user.reload → boot`: an inner transition as one line. */
export function innerEdgeText(edge: FlowEdge, labelFor: (id: string) => string): string {
  if (edge.targetIds.length > 0) return `${edge.label} → ${edge.targetIds.map(labelFor).join(', ')}`;
  return edge.actions.length > 0 ? `${edge.label} / ${edge.actions.join(', ')}` : edge.label;
}

export function nodeById(graph: MachineGraph): Map<string, FlowNode> {
  return new Map(graph.nodes.map((node) => [node.id, node]));
}

/**
 * A name per state that reads alone: its key when no other state shares it, otherwise prefixed with
 * its parent's (`getStarted › submitting`), as in path steps and the event log.
 */
export function displayNames(graph: MachineGraph): Map<string, string> {
  const byId = nodeById(graph);
  const counts = new Map<string, number>();
  graph.nodes.forEach((node) => counts.set(node.label, (counts.get(node.label) ?? 0) + 1));
  return new Map(
    graph.nodes.map((node) => {
      const parent = node.parentId && node.parentId !== graph.rootId ? byId.get(node.parentId) : undefined;
      const shared = (counts.get(node.label) ?? 0) > 1;
      return [node.id, shared && parent ? `${parent.label} › ${node.label}` : node.label];
    }),
  );
}
