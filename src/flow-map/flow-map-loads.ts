import { useCallback, useEffect, useRef, useState } from 'react';
import type { Dispatch, RefObject } from 'react';
import type { BuildEntry, CompareState } from './compare-panel.tsx';
import type { CoverageReports } from './coverage.ts';
import type { DrawingEngine } from './drawing-source.ts';
import { fetchEveryState } from './drawing-source.ts';
import type { BuiltDrawing, DrawingInput } from './flow-drawing.ts';
import { fullLayoutFromData } from './flow-drawing.ts';
import type { DateRange, FlowMapAction } from './flow-map-state.ts';
import type { Funnel } from './funnel.ts';
import { FunnelUnavailable } from './funnel-source.ts';
import type { JourneySpec } from './journey.ts';
import { subscribe, sayHello } from '../app/live-channel.ts';
import type { MachineDescription } from './machine-description.ts';
import { graphFromDescription } from './machine-description.ts';
import { diffMachines } from './machine-diff.ts';
import type { MachineGraph } from './machine-graph.ts';
import type { ScreenCaptures } from './screen-captures.ts';
import type { AttachedInspector } from './stately-inspector.ts';

// What the flow map fetches, lays out or listens to, one hook per source. Each runs its effect and
// tells the reducer (`flow-map-state.ts`) what it found; none keeps state of its own.

const messageOf = (problem: unknown): string => (problem instanceof Error ? problem.message : String(problem));

/** The journey: the build's, or laid out in the worker (a machine the build did not draw). */
export function useJourneyLayout(dispatch: Dispatch<FlowMapAction>, builtHere: BuiltDrawing | null, spec: JourneySpec | null, input: DrawingInput, engine: () => DrawingEngine): void {
  useEffect(() => {
    if (builtHere || !spec) return;
    let current = true;
    dispatch({ type: 'journey.laying out' });
    engine()
      .journey(input)
      .then(
        (layout) => current && dispatch({ type: 'journey.laid out', layout }),
        (problem: unknown) => current && dispatch({ type: 'journey.failed', error: messageOf(problem) }),
      );
    return () => {
      current = false;
    };
  }, [builtHere, spec, input, engine, dispatch]);
}

/** Every state: asked for when an engineer opens it (a file of the build, or the worker). */
export function useFullLayout(dispatch: Dispatch<FlowMapAction>, wanted: boolean, builtHere: BuiltDrawing | null, graph: MachineGraph, engine: () => DrawingEngine): void {
  useEffect(() => {
    if (!wanted) return;
    dispatch({ type: 'full.laying out' });
    const data = builtHere ? fetchEveryState(builtHere.fullUrl) : engine().everyState(graph);
    data.then(
      (loaded) => dispatch({ type: 'full.laid out', layout: fullLayoutFromData(loaded, graph) }),
      (problem: unknown) => dispatch({ type: 'full.failed', error: messageOf(problem) }),
    );
  }, [wanted, builtHere, graph, engine, dispatch]);
}

/** The builds served here, to compare with. */
export function useBuildList(dispatch: Dispatch<FlowMapAction>, listBuilds: (() => Promise<BuildEntry[]>) | null): void {
  useEffect(() => {
    let current = true;
    listBuilds?.().then(
      (builds) => current && dispatch({ type: 'builds.listed', builds }),
      () => current && dispatch({ type: 'builds.listed', builds: [] }),
    );
    return () => {
      current = false;
    };
  }, [listBuilds, dispatch]);
}

export interface ComparisonSources {
  here: MachineDescription;
  spec: JourneySpec | null;
  captures: ScreenCaptures;
  loadBuild: (hash: string) => Promise<MachineDescription>;
  engine: () => DrawingEngine;
}

/** Another build to compare with: its machine, diffed with this one, drawn as one journey in the worker. */
export function useComparison(dispatch: Dispatch<FlowMapAction>, compare: CompareState | null, sources: ComparisonSources): void {
  const { here, spec, captures, loadBuild, engine } = sources;
  useEffect(() => {
    if (!compare || compare.status !== 'loading') return;
    let current = true;
    const { hash } = compare;
    loadBuild(hash)
      .then(async (before): Promise<CompareState> => {
        const diff = diffMachines(before, here);
        const union = graphFromDescription(diff.union);
        const titles = Object.fromEntries(diff.union.states.flatMap((state) => (state.title ? [[state.id, state.title]] : [])));
        const layout = spec ? await engine().journey({ graph: union, journey: spec, captures, titles }) : null;
        return { hash, status: 'ready', diff, union, layout };
      })
      .then(
        (settled) => current && dispatch({ type: 'compare.settled', compare: settled }),
        (problem: unknown) => current && dispatch({ type: 'compare.settled', compare: { hash, status: 'failed', error: messageOf(problem) } }),
      );
    return () => {
      current = false;
    };
  }, [compare, here, captures, spec, loadBuild, engine, dispatch]);
}

/** The funnel of a range, loaded for the first range as the page opens; the returned function loads another. */
export function useFunnel(
  dispatch: Dispatch<FlowMapAction>,
  loadFunnel: (range: DateRange, staffToken: string | null) => Promise<Funnel>,
  firstRange: DateRange,
): (range: DateRange, staffToken: string | null) => void {
  const showFunnel = useCallback(
    (range: DateRange, staffToken: string | null) => {
      dispatch({ type: 'funnel.loading', range });
      loadFunnel(range, staffToken).then(
        (funnel) => dispatch({ type: 'funnel.loaded', funnel }),
        (problem: unknown) => dispatch({ type: 'funnel.failed', error: messageOf(problem), needsToken: problem instanceof FunnelUnavailable && problem.needsToken }),
      );
    },
    [loadFunnel, dispatch],
  );
  const first = useRef(firstRange).current;
  useEffect(() => showFunnel(first, null), [showFunnel, first]);
  return showFunnel;
}

/** The coverage reports, loaded as the page opens; the returned function loads them again. */
export function useCoverage(dispatch: Dispatch<FlowMapAction>, loadCoverage: () => Promise<CoverageReports>): () => void {
  const reload = useCallback(() => {
    dispatch({ type: 'coverage.loading' });
    loadCoverage().then(
      (reports) => dispatch({ type: 'coverage.loaded', reports }),
      () => dispatch({ type: 'coverage.unavailable' }),
    );
  }, [loadCoverage, dispatch]);
  useEffect(reload, [reload]);
  return reload;
}

/** The applicant's tab: its snapshots and transitions, forwarded to the inspector when one is attached. */
export function useLiveChannel(dispatch: Dispatch<FlowMapAction>, openChannel: () => BroadcastChannel | null, inspector: RefObject<AttachedInspector | null>): void {
  useEffect(() => {
    const channel = openChannel();
    const unsubscribe = subscribe((message) => {
      if (message.type === 'transitions') dispatch({ type: 'live.transitions', keys: message.keys });
      if (message.type !== 'snapshot') return;
      dispatch({ type: 'live.snapshot', message });
      inspector.current?.forward(message);
    }, channel);
    // Ask an already open flow tab for where it is now.
    sayHello(channel);
    return unsubscribe;
  }, [openChannel, inspector, dispatch]);
  useEffect(() => () => inspector.current?.stop(), [inspector]);
}

/** Whether the server opens steps live (asked once; false until it says so, and without a loader). */
export function useLiveSteps(load: (() => Promise<boolean>) | undefined): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    let current = true;
    void load?.().then((answer) => {
      if (current) setAvailable(answer);
    });
    return () => {
      current = false;
    };
  }, [load]);
  return available;
}
