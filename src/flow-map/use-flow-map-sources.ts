import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { Dispatch } from 'react';
import type { AnyStateMachine } from 'xstate';
import type { SnapshotMessage } from '../app/live-channel.ts';
import { openFlowChannel } from '../app/live-channel.ts';
import type { BuildEntry } from './compare-panel.tsx';
import type { CoverageReports } from './coverage.ts';
import { fetchCoverage } from './coverage-source.ts';
import type { DrawingEngine } from './drawing-source.ts';
import { STATIC_MAP_ELEMENT_ID, workerDrawingEngine } from './drawing-source.ts';
import { titleFinder } from './flow-drawing.ts';
import { useBuildList, useComparison, useCoverage, useFullLayout, useFunnel, useJourneyLayout, useLiveChannel, useLiveSteps } from './flow-map-loads.ts';
import type { DateRange, FlowMapAction, FlowMapState, FlowView } from './flow-map-state.ts';
import type { Funnel } from './funnel.ts';
import { fetchFunnel } from './funnel-source.ts';
import type { MachineDescription } from './machine-description.ts';
import { buildId, describeMachine } from './machine-description.ts';
import type { AttachedInspector } from './stately-inspector.ts';
import type { MachineView } from './use-machine-graph.ts';

// Everything the map loads, lays out, listens to or reports, wired in one place: each source has a
// default the page uses and a test replaces; each hook of flow-map-loads.ts runs one of them and
// tells the reducer what it found. Their effects run in the order they are called here.

/** Where the map's data comes from; every one has a default (the page's), and tests pass their own. */
export interface FlowMapSources {
  /** Lays out off the page's thread when the build's drawing is not this machine's (a Web Worker by default). */
  drawingEngine?: DrawingEngine;
  /** An earlier build's machine description (`<buildsUrl>/<hash>.json` by default). */
  loadBuild?: (hash: string) => Promise<MachineDescription>;
  /** The builds served here, newest first (`<buildsUrl>/index.json` by default, none without a build). */
  listBuilds?: () => Promise<BuildEntry[]>;
  /** Where the page's URL keeps the view and the comparison (the real page); tests leave it out. */
  onLocationChange?: (state: { view: FlowView; compare: string | null }) => void;
  /** The funnel of a date range (`GET /api/flow/funnel/` by default). */
  loadFunnel?: (range: { from: string; to: string }, staffToken: string | null) => Promise<Funnel>;
  loadCoverage?: () => Promise<CoverageReports>;
  openChannel?: () => BroadcastChannel | null;
  /** Whether the server opens steps live (the sandbox's route answers); tests leave it out. */
  loadLiveSteps?: () => Promise<boolean>;
  /** Dynamic import of the inspector, swapped in tests. */
  attachInspector?: (machine: AnyStateMachine, current: SnapshotMessage | null) => Promise<AttachedInspector>;
}

/** What the panels need of the sources: this build's id, and the ways to load again or attach. */
export interface FlowMapLoads {
  thisBuild: string;
  showFunnel: (range: DateRange, staffToken: string | null) => void;
  reloadCoverage: () => void;
  liveSteps: boolean;
  attachInspector: () => Promise<void>;
}

export function useFlowMapSources(sources: FlowMapSources, machine: AnyStateMachine, map: MachineView, state: FlowMapState, dispatch: Dispatch<FlowMapAction>): FlowMapLoads {
  const { graph, input, builtHere } = map;
  const { journey: spec, captures } = input;
  const { view, full, compare, log } = state;
  // Read once: a caller passing a new function on each render must not reopen the channel or refetch.
  const loadCoverage = useRef(sources.loadCoverage ?? fetchCoverage).current;
  const openChannel = useRef(sources.openChannel ?? openFlowChannel).current;
  const loadFunnel = useRef(sources.loadFunnel ?? fetchFunnel).current;
  const engineRef = useRef<DrawingEngine | null>(sources.drawingEngine ?? null);
  const engine = useCallback((): DrawingEngine => (engineRef.current ??= workerDrawingEngine()), []);
  const inspector = useRef<AttachedInspector | null>(null);

  // The drawing the build put into the page stays on screen until this one is there (same place, same picture).
  useLayoutEffect(() => {
    document.getElementById(STATIC_MAP_ELEMENT_ID)?.remove();
  }, []);

  const buildsUrl = builtHere?.buildsUrl ?? null;
  const loadBuild = useRef(sources.loadBuild ?? ((buildHash: string) => fetchBuild(buildsUrl ?? '/flow/builds', buildHash))).current;
  const listBuilds = useRef(sources.listBuilds ?? (buildsUrl ? () => fetchBuilds(buildsUrl) : null)).current;
  const description = useMemo(() => describeMachine(graph, titleFinder(captures)), [graph, captures]);
  const thisBuild = useMemo(() => buildId(description), [description]);

  useJourneyLayout(dispatch, builtHere, spec, input, engine);
  useFullLayout(dispatch, view === 'all' && full.status === 'not asked', builtHere, graph, engine);
  useBuildList(dispatch, listBuilds);
  useComparison(dispatch, compare, { here: description, spec, captures, loadBuild, engine });
  const showFunnel = useFunnel(dispatch, loadFunnel, state.funnel.range);
  const reloadCoverage = useCoverage(dispatch, loadCoverage);
  useLiveChannel(dispatch, openChannel, inspector);

  const onLocationChange = sources.onLocationChange;
  useEffect(() => onLocationChange?.({ view, compare: compare?.hash ?? null }), [onLocationChange, view, compare?.hash]);
  const liveSteps = useLiveSteps(sources.loadLiveSteps);

  const attachInspector = async (): Promise<void> => {
    dispatch({ type: 'inspector.changed', inspector: 'attaching' });
    try {
      const attach = sources.attachInspector ?? (await import('./stately-inspector.ts')).attachStatelyInspector;
      inspector.current = await attach(machine, log[0] ?? null);
      dispatch({ type: 'inspector.changed', inspector: 'on' });
    } catch {
      dispatch({ type: 'inspector.changed', inspector: 'failed' });
    }
  };

  return { thisBuild, showFunnel, reloadCoverage, liveSteps, attachInspector };
}

async function fetchBuilds(buildsUrl: string): Promise<BuildEntry[]> {
  const response = await fetch(`${buildsUrl}/index.json`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`The builds could not be listed (${response.status}).`);
  const body = (await response.json()) as { builds?: unknown };
  if (!Array.isArray(body.builds)) throw new Error('The list of builds is not one.');
  return body.builds as BuildEntry[];
}

async function fetchBuild(buildsUrl: string, hash: string): Promise<MachineDescription> {
  if (!/^[0-9a-f]{16}$/.test(hash)) throw new Error(`'${hash}' is not a build of this map (16 hexadecimal digits).`);
  const response = await fetch(`${buildsUrl}/${hash}.json`, { headers: { accept: 'application/json' } });
  if (response.status === 404) throw new Error(`No build ${hash} is served here.`);
  if (!response.ok) throw new Error(`The build ${hash} could not be loaded (${response.status}).`);
  return (await response.json()) as MachineDescription;
}
