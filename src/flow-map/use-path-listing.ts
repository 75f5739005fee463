import { useMemo } from 'react';
import type { AnyStateMachine } from 'xstate';
import { eventsFromGraph } from './default-events.ts';
import type { PathsPanelProps } from './paths-panel.tsx';
import type { EventsProvider, ListPathsOptions } from './test-paths.ts';
import { listPaths } from './test-paths.ts';
import type { MachineView } from './use-machine-graph.ts';

// The test paths panel's side of the map: which events the traversal tries, the states a path may
// end in, and the listing itself, computed when asked (simple paths of a large machine take a moment).

/** How the map lists test paths. */
export interface PathListingOptions {
  /** The model tests' traversal events; without them the map tries each event type bare. */
  pathEvents?: EventsProvider;
  /** Extra traversal options for path generation (serializeState, limit, toState, ...). */
  traversal?: ListPathsOptions['traversal'];
  /** Simple paths are capped at this many. */
  maxSimplePaths?: number;
}

export function usePathListing(machine: AnyStateMachine, map: MachineView, options: PathListingOptions): Pick<PathsPanelProps, 'generate' | 'targets' | 'note'> {
  const { pathEvents, traversal, maxSimplePaths = 200 } = options;
  const { graph, names } = map;
  const events = useMemo(() => pathEvents ?? eventsFromGraph(graph), [pathEvents, graph]);
  const generate: PathsPanelProps['generate'] = (kind, toStateId) =>
    listPaths(machine, graph, {
      kind,
      events,
      ...(traversal ? { traversal } : {}),
      ...(toStateId ? { toStateId } : {}),
      ...(kind === 'simple' ? { maxPaths: maxSimplePaths } : {}),
    });
  const targets = useMemo(
    () => graph.nodes.filter((node) => node.parentId !== null).map((node) => ({ id: node.id, label: names.get(node.id) ?? node.label })),
    [graph, names],
  );
  const note = pathEvents ? 'Generated with the model tests\' events.' : 'No event list was given: each event type is tried without payload, so guarded branches may be missing.';
  return { generate, targets, note };
}
