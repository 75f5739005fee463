import { useCallback, useMemo } from 'react';
import type { AnyStateMachine } from 'xstate';
import type { SnapshotMessage } from '../app/live-channel.ts';
import type { BuiltDrawing, DrawingInput } from './flow-drawing.ts';
import { boxLooks, drawingHash } from './flow-drawing.ts';
import type { JourneySpec } from './journey.ts';
import { topLevelIds } from './journey.ts';
import type { BoxLook } from './journey-layout.ts';
import type { FlowNode, MachineGraph, MachineGraphOptions } from './machine-graph.ts';
import { displayNames, extractMachineGraph } from './machine-graph.ts';
import type { ScreenCaptures } from './screen-captures.ts';

// The machine as the map reads it: its graph, the names, titles and pictures of its states, and the
// build's drawing when the build drew this same machine. Made from the props alone and memoised, so
// what is laid out or drawn from it is made again only when the machine or its pictures change.

/** Where a picture is when the build has not said (the dev server serves the project's files). */
const SOURCE_PICTURES = '/docs/flow/screens/';

export interface MachineGraphSources {
  machine: AnyStateMachine;
  storyFor: MachineGraphOptions['storyFor'] | undefined;
  describeTransition: MachineGraphOptions['describeTransition'] | undefined;
  journey: JourneySpec | null;
  captures: ScreenCaptures;
  built: BuiltDrawing | null;
}

export interface MachineView {
  graph: MachineGraph;
  /** What a drawing of this machine is made from (and hashed). */
  input: DrawingInput;
  /** The build's drawing, only when it is this machine's (the hashes agree). */
  builtHere: BuiltDrawing | null;
  nodes: ReadonlyMap<string, FlowNode>;
  /** A state's name, told apart from its namesakes. */
  names: ReadonlyMap<string, string>;
  /** Each state's top-level state (the journey's box it is drawn in). */
  tops: ReadonlyMap<string, string>;
  looks: (id: string) => BoxLook;
  imageUrl: (file: string) => string;
  /** A step's title as the applicant sees it (and its name when they differ), else the state's name. */
  titleOf: (id: string) => string;
  /** A state's name in the live log. */
  labelFor: (id: string) => string;
  /** The innermost states of a live snapshot (the ones without states inside). */
  leafIds: (message: SnapshotMessage) => string[];
}

export function useMachineGraph({ machine, storyFor, describeTransition, journey, captures, built }: MachineGraphSources): MachineView {
  const graph = useMemo(
    () => extractMachineGraph(machine, { ...(storyFor ? { storyFor } : {}), ...(describeTransition ? { describeTransition } : {}) }),
    [machine, storyFor, describeTransition],
  );
  const input: DrawingInput = useMemo(() => ({ graph, journey, captures }), [graph, journey, captures]);
  const hash = useMemo(() => drawingHash(input), [input]);
  const builtHere = built && built.hash === hash ? built : null;
  const nodes = useMemo(() => new Map(graph.nodes.map((node) => [node.id, node])), [graph]);
  const names = useMemo(() => displayNames(graph), [graph]);
  const tops = useMemo(() => topLevelIds(graph), [graph]);
  const looks = useMemo(() => boxLooks(graph, captures), [graph, captures]);
  const imageUrl = useCallback((file: string): string => builtHere?.imageUrls[file] ?? `${SOURCE_PICTURES}${file}`, [builtHere]);
  const titleOf = useCallback(
    (id: string): string => {
      const node = nodes.get(id);
      if (node?.parentId !== graph.rootId) return names.get(id) ?? id;
      const look = looks(id);
      return look.title === look.name ? look.title : `${look.title} (${look.name})`;
    },
    [nodes, names, graph.rootId, looks],
  );
  const labelFor = useCallback((id: string): string => names.get(id) ?? id, [names]);
  const leafIds = useCallback((message: SnapshotMessage): string[] => message.stateIds.filter((id) => (nodes.get(id)?.childIds.length ?? 0) === 0), [nodes]);
  return { graph, input, builtHere, nodes, names, tops, looks, imageUrl, titleOf, labelFor, leafIds };
}
