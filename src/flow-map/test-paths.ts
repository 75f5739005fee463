import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { getAdjacencyMap, getShortestPaths, serializeSnapshot } from 'xstate/graph';
import type { AdjacencyMap, TraversalOptions } from 'xstate/graph';
import { activeStateIds } from '../app/active-states.ts';
import type { MachineGraph } from './machine-graph.ts';
import { displayNames } from './machine-graph.ts';

// The generated test paths, as readable step lists with the diagram ids they touch, so the map can
// list them and draw any one of them. Traversal needs the events to try in each state: the model
// tests' list (user events with concrete payloads, `xstate.done/error.actor.<id>`,
// `xstate.after.<delay>.<state id>`), passed in by the caller.

export type PathKind = 'shortest' | 'simple';

export type EventsProvider = readonly EventObject[] | ((snapshot: AnyMachineSnapshot) => readonly EventObject[]);

interface FlowPathStep {
  eventType: string;
  /** The event with a short summary of its payload, e.g. `user.submit {"phone":"5125550100"}`. */
  eventText: string;
  /** Deepest active states after the step, by label (what a reader recognises). */
  stateText: string;
  stateIds: string[];
  edgeIds: string[];
}

export interface FlowPath {
  id: string;
  kind: PathKind;
  /** `to <deepest states of the end state>`. */
  title: string;
  steps: FlowPathStep[];
  /** Every state and edge the path touches, start included. */
  stateIds: string[];
  edgeIds: string[];
}

export interface ListPathsOptions {
  kind: PathKind;
  events: EventsProvider;
  /** Extra traversal options (serializeState, toState, limit, input...). */
  traversal?: Partial<TraversalOptions<AnyMachineSnapshot, EventObject, unknown>>;
  /** At most this many paths are returned (simple paths multiply quickly). */
  maxPaths?: number;
  /** Only paths that end in this state (any state by default). */
  toStateId?: string;
  /** Simple paths: at most this many search steps, so a large machine cannot freeze the page. */
  searchBudget?: number;
}

export interface PathListing {
  paths: FlowPath[];
  /** True when the listing stopped at `maxPaths` or the search budget: there are more paths. */
  truncated: boolean;
}

interface RawStep {
  event: EventObject;
  state: AnyMachineSnapshot;
}

export function listPaths(machine: AnyStateMachine, graph: MachineGraph, options: ListPathsOptions): PathListing {
  const maxPaths = options.maxPaths ?? Number.POSITIVE_INFINITY;
  const reaches = (snapshot: AnyMachineSnapshot): boolean =>
    options.toStateId === undefined || activeStateIds(snapshot).includes(options.toStateId);
  const { raw, truncated } =
    options.kind === 'shortest' ? shortestPaths(machine, options, reaches, maxPaths) : boundedSimplePaths(machine, options, reaches, maxPaths);
  const labels = displayNames(graph);
  const leafText = (snapshot: AnyMachineSnapshot): string => deepestStates(snapshot).map((id) => labels.get(id) ?? id).join(' + ');

  const paths = raw.map((rawSteps, index) => {
    const stateIds = new Set<string>();
    const edgeIds = new Set<string>();
    const steps: FlowPathStep[] = [];
    let previous: AnyMachineSnapshot | null = null;
    for (const step of rawSteps) {
      const ids = activeStateIds(step.state);
      ids.forEach((id) => stateIds.add(id));
      const stepEdges = previous ? takenEdgeIds(machine, previous, step.event, ids) : [];
      stepEdges.forEach((id) => edgeIds.add(id));
      // The first step of a path is the machine starting (`xstate.init`), not something a user does.
      if (previous) {
        steps.push({
          eventType: step.event.type,
          eventText: describeEvent(step.event),
          stateText: leafText(step.state),
          stateIds: ids,
          edgeIds: stepEdges,
        });
      }
      previous = step.state;
    }
    const end = (rawSteps.at(-1) as RawStep).state;
    return {
      id: `${options.kind}-${index}`,
      kind: options.kind,
      title: `to ${leafText(end)}`,
      steps,
      stateIds: [...stateIds],
      edgeIds: [...edgeIds],
    };
  });
  return { paths, truncated };
}

function shortestPaths(
  machine: AnyStateMachine,
  options: ListPathsOptions,
  reaches: (snapshot: AnyMachineSnapshot) => boolean,
  maxPaths: number,
): { raw: RawStep[][]; truncated: boolean } {
  const traversal = { ...options.traversal, events: options.events } as Parameters<typeof getShortestPaths>[1];
  const found = getShortestPaths(machine, traversal).map((path) => path.steps as RawStep[]);
  const ending = found.filter((steps) => steps.length > 0 && reaches((steps.at(-1) as RawStep).state));
  return { raw: ending.slice(0, maxPaths), truncated: ending.length > maxPaths };
}

// Every simple path (no state twice) from the start, depth first over the same graph of states the
// shortest paths use, stopping at `maxPaths` or after `searchBudget` steps. xstate's own
// `getSimplePaths` enumerates every path to every state first, which does not finish on a machine
// of this size.
function boundedSimplePaths(
  machine: AnyStateMachine,
  options: ListPathsOptions,
  reaches: (snapshot: AnyMachineSnapshot) => boolean,
  maxPaths: number,
): { raw: RawStep[][]; truncated: boolean } {
  const serializeState = (options.traversal?.serializeState ?? serializeSnapshot) as (snapshot: AnyMachineSnapshot, event?: EventObject, previous?: AnyMachineSnapshot) => string;
  const adjacency = getAdjacencyMap(machine, { ...options.traversal, serializeState, events: options.events } as never) as AdjacencyMap<AnyMachineSnapshot, EventObject>;
  const initialKey = Object.keys(adjacency)[0];
  if (initialKey === undefined) return { raw: [], truncated: false };
  let budget = options.searchBudget ?? 100_000;
  const raw: RawStep[][] = [];
  const onPath = new Set<string>([initialKey]);
  const initialState = (adjacency[initialKey as keyof typeof adjacency] as { state: AnyMachineSnapshot }).state;
  const steps: RawStep[] = [{ event: { type: 'xstate.init' }, state: initialState }];
  let truncated = false;

  const visit = (key: string): void => {
    const vertex = adjacency[key as keyof typeof adjacency];
    if (!vertex) return;
    for (const { event, state } of Object.values(vertex.transitions)) {
      if (raw.length >= maxPaths || budget-- <= 0) {
        truncated = true;
        return;
      }
      const nextKey = serializeState(state, event, vertex.state);
      if (onPath.has(nextKey)) continue;
      onPath.add(nextKey);
      steps.push({ event, state });
      if (reaches(state)) raw.push([...steps]);
      visit(nextKey);
      steps.pop();
      onPath.delete(nextKey);
    }
  };
  visit(initialKey);
  return { raw, truncated };
}

interface TransitionLike {
  source: { id: string; transitions: Map<string, unknown[]>; always?: unknown[] };
  eventType: string;
  target?: Array<{ id: string }>;
}

interface StateNodeLike {
  id: string;
  parent?: StateNodeLike;
  always?: TransitionLike[];
}

// Which diagram edges an event took: the transitions XState selects for it, then any eventless
// (`always`) transitions that fired on arrival.
function takenEdgeIds(machine: AnyStateMachine, before: AnyMachineSnapshot, event: EventObject, activeAfter: string[]): string[] {
  const selected = machine.getTransitionData(before as never, event as never) as unknown as TransitionLike[];
  const ids = selected.map((transition) => edgeIdOf(transition, transition.source.transitions.get(transition.eventType) ?? []));
  const active = new Set(activeAfter);
  const entered = new Set(selected.flatMap((transition) => (transition.target ?? []).map((target) => target.id)));
  const idMap = (machine as unknown as { idMap: Map<string, StateNodeLike> }).idMap;
  const isInsideEntered = (node: StateNodeLike | undefined): boolean =>
    node !== undefined && (entered.has(node.id) || isInsideEntered(node.parent));
  for (const stateNode of idMap.values()) {
    const always = stateNode.always;
    if (!always || active.has(stateNode.id) || !isInsideEntered(stateNode)) continue;
    always.forEach((transition) => {
      if ((transition.target ?? []).some((target) => active.has(target.id))) ids.push(edgeIdOf(transition, always));
    });
  }
  return ids;
}

function edgeIdOf(transition: TransitionLike, siblings: unknown[]): string {
  const eventPart = transition.eventType === '' ? 'always' : transition.eventType;
  return `${transition.source.id}:${eventPart}:${Math.max(0, siblings.indexOf(transition))}`;
}

function deepestStates(snapshot: AnyMachineSnapshot): string[] {
  const nodes = (snapshot as unknown as { _nodes?: Array<{ id: string; type: string }> })._nodes ?? [];
  return nodes.filter((node) => node.type === 'atomic' || node.type === 'final').map((node) => node.id);
}

/**
 * A step as a reader says it: the event's short name (`done startOrigination`, `after POLL_INTERVAL`,
 * `route to #about`) and the first few plain values of its payload (`phoneNumber: +15125550100`).
 */
export function describeEvent(event: EventObject): string {
  const { type, ...payload } = event as EventObject & Record<string, unknown>;
  const name = shortEventName(type, payload);
  const facts = plainValues(type === 'xstate.route' ? {} : payload).slice(0, MAX_FACTS);
  return facts.length > 0 ? `${name} — ${facts.join(', ')}` : name;
}

const MAX_FACTS = 4;
const MAX_VALUE = 32;

function shortEventName(type: string, payload: Record<string, unknown>): string {
  if (type.startsWith('xstate.done.actor.')) return `done ${type.slice('xstate.done.actor.'.length)}`;
  if (type.startsWith('xstate.error.actor.')) return `error ${type.slice('xstate.error.actor.'.length)}`;
  if (type.startsWith('xstate.after.')) return `after ${type.slice('xstate.after.'.length).split('.')[0] ?? ''}`;
  if (type === 'xstate.route' && typeof payload.to === 'string') return `route to ${payload.to}`;
  return type;
}

// Leaf values, depth first, named by their own key: what a reader needs to tell two steps apart.
function plainValues(value: unknown, key = ''): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    const text = String(value);
    const shown = text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
    return [key ? `${key}: ${shown}` : shown];
  }
  if (Array.isArray(value)) return value.length === 0 ? [] : plainValues(value[0], key);
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([childKey, child]) => plainValues(child, childKey));
  }
  return [];
}
