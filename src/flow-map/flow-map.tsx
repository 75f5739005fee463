import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef } from 'react';
import type { AnyStateMachine } from 'xstate';
import { ComparePanel } from './compare-panel.tsx';
import type { BuildEntry } from './compare-panel.tsx';
import type { CoverageReports } from './coverage.ts';
import { coverageOverlay } from './coverage.ts';
import { CoveragePanel } from './coverage-panel.tsx';
import { fetchCoverage } from './coverage-source.ts';
import { eventsFromGraph } from './default-events.ts';
import { buildJourneyScene, buildScene } from './diagram-scene.ts';
import type { DiagramOverlay, DiagramScene } from './diagram-scene.ts';
import { downloadText } from './download.ts';
import type { DrawingEngine } from './drawing-source.ts';
import { STATIC_MAP_ELEMENT_ID, workerDrawingEngine } from './drawing-source.ts';
import { FlowDiagram } from './flow-diagram.tsx';
import type { BuiltDrawing, DrawingInput } from './flow-drawing.ts';
import { boxLooks, drawingHash, titleFinder } from './flow-drawing.ts';
import { useBuildList, useComparison, useCoverage, useFullLayout, useFunnel, useJourneyLayout, useLiveChannel, useLiveSteps } from './flow-map-loads.ts';
import type { FlowView } from './flow-map-state.ts';
import { flowMapReducer, initialFlowMapState } from './flow-map-state.ts';
import type { Funnel } from './funnel.ts';
import { funnelOverlay, lastSevenDays, unshownMoves } from './funnel.ts';
import { FunnelPanel } from './funnel-panel.tsx';
import { fetchFunnel } from './funnel-source.ts';
import type { JourneySpec } from './journey.ts';
import { topLevelIds } from './journey.ts';
import type { SnapshotMessage } from '../app/live-channel.ts';
import { openFlowChannel } from '../app/live-channel.ts';
import { LivePanel } from './live-panel.tsx';
import type { MachineDescription } from './machine-description.ts';
import { buildId, describeMachine } from './machine-description.ts';
import type { MachineGraph, MachineGraphOptions } from './machine-graph.ts';
import { displayNames, extractMachineGraph } from './machine-graph.ts';
import { toMermaid } from './mermaid.ts';
import { DRAWN_BY, summaryText, VIEW_NAME, VIEW_SWITCH } from './page-texts.ts';
import { PathsPanel } from './paths-panel.tsx';
import type { ScreenCaptures } from './screen-captures.ts';
import { captureFor } from './screen-captures.ts';
import type { AttachedInspector } from './stately-inspector.ts';
import { StateDetails } from './state-details.tsx';
import type { StateLook } from './state-details.tsx';
import { stepExits } from './step-exits.ts';
import { sceneToSvg } from './svg-markup.ts';
import type { EventsProvider, ListPathsOptions, PathKind, PathListing } from './test-paths.ts';
import { listPaths } from './test-paths.ts';
import './flow-map.css';

// The flow map, for any XState v5 machine. It opens on the journey (the main path as a spine, its
// branches, the ways from any step as a legend) when given a spine, else on every state; both are
// drawn by the build and served with the page (`built`), and laid out in a Web Worker only when the
// machine is not the one the build drew. The live state, a test path, coverage, the funnel and what
// changed since another build are overlays on that drawing. `flow-map.page.tsx` points it at the
// onboarding machine.

export type { FlowView } from './flow-map-state.ts';


export interface FlowMapProps {
  machine: AnyStateMachine;
  title?: string;
  /** The model tests' traversal events; without them the map tries each event type bare. */
  pathEvents?: EventsProvider;
  /** Extra traversal options for path generation (serializeState, limit, toState, ...). */
  traversal?: ListPathsOptions['traversal'];
  /** Simple paths are capped at this many. */
  maxSimplePaths?: number;
  storyFor?: MachineGraphOptions['storyFor'];
  /** Plain words for each transition (the diagram draws them; the details keep the event and guard). */
  describeTransition?: MachineGraphOptions['describeTransition'];
  /** The applicant's main path; without it the map shows every state only. */
  journey?: JourneySpec;
  /** The screens' pictures and titles (docs/flow/screens). */
  captures?: ScreenCaptures;
  /** The drawings the build made, served with the page. */
  built?: BuiltDrawing | null;
  /** Lays out off the page's thread when the build's drawing is not this machine's (a Web Worker by default). */
  drawingEngine?: DrawingEngine;
  /** The view the page opens on. */
  initialView?: FlowView;
  /** Another build to compare with (its machine description's hash), from `?compare=`. */
  compareWith?: string | null;
  /** An earlier build's machine description (`<buildsUrl>/<hash>.json` by default). */
  loadBuild?: (hash: string) => Promise<MachineDescription>;
  /** The builds served here, newest first (`<buildsUrl>/index.json` by default, none without a build). */
  listBuilds?: () => Promise<BuildEntry[]>;
  /** Where the page's URL keeps the view and the comparison (the real page); tests leave it out. */
  onLocationChange?: (state: { view: FlowView; compare: string | null }) => void;
  /** The funnel of a date range (`GET /api/flow/funnel/` by default). */
  loadFunnel?: (range: { from: string; to: string }, staffToken: string | null) => Promise<Funnel>;
  /** The funnel's first range; the last 7 days by default. */
  initialRange?: { from: string; to: string };
  loadCoverage?: () => Promise<CoverageReports>;
  openChannel?: () => BroadcastChannel | null;
  /** Whether the server opens steps live (the sandbox's route answers); tests leave it out. */
  loadLiveSteps?: () => Promise<boolean>;
  /** Dynamic import of the inspector, swapped in tests. */
  attachInspector?: (machine: AnyStateMachine, current: SnapshotMessage | null) => Promise<AttachedInspector>;
}

// Below this width the side panel starts closed, so the diagram gets the whole width of a laptop.
const WIDE_SCREEN = '(min-width: 100rem)';
const NO_CAPTURES: ScreenCaptures = { version: 1, viewport: { width: 390, height: 640 }, captures: [] };
/** Where a picture is when the build has not said (the dev server serves the project's files). */
const SOURCE_PICTURES = '/docs/flow/screens/';

const isWideScreen = (): boolean => typeof window === 'undefined' || !window.matchMedia || window.matchMedia(WIDE_SCREEN).matches;

// The page's wiring in order: the machine's graph, the state (one reducer), what is loaded into it,
// what is derived from it, the markup. Split into the hooks and panels it calls; what stays is the
// list of parts a reader needs side by side to see how they meet.
// eslint-disable-next-line max-lines-per-function -- the page's wiring, read in one place (above)
export function FlowMap(props: FlowMapProps) {
  const { machine, pathEvents, traversal, maxSimplePaths = 200, storyFor, describeTransition, built = null } = props;
  const title = props.title ?? `Flow map: ${machine.id}`;
  const spec = props.journey ?? null;
  const captures = props.captures ?? NO_CAPTURES;
  // Read once: a caller passing a new function on each render must not reopen the channel or refetch.
  const loadCoverage = useRef(props.loadCoverage ?? fetchCoverage).current;
  const openChannel = useRef(props.openChannel ?? openFlowChannel).current;
  const loadFunnel = useRef(props.loadFunnel ?? fetchFunnel).current;
  const engineRef = useRef<DrawingEngine | null>(props.drawingEngine ?? null);
  const engine = useCallback((): DrawingEngine => (engineRef.current ??= workerDrawingEngine()), []);
  const graph = useMemo(
    () => extractMachineGraph(machine, { ...(storyFor ? { storyFor } : {}), ...(describeTransition ? { describeTransition } : {}) }),
    [machine, storyFor, describeTransition],
  );
  const input: DrawingInput = useMemo(() => ({ graph, journey: spec, captures }), [graph, spec, captures]);
  const hash = useMemo(() => drawingHash(input), [input]);
  // The build's drawing is this machine's only when the hashes agree.
  const builtHere = built && built.hash === hash ? built : null;
  const nodes = useMemo(() => new Map(graph.nodes.map((node) => [node.id, node])), [graph]);
  const names = useMemo(() => displayNames(graph), [graph]);
  const tops = useMemo(() => topLevelIds(graph), [graph]);
  const looks = useMemo(() => boxLooks(graph, captures), [graph, captures]);
  const imageUrl = useCallback((file: string): string => builtHere?.imageUrls[file] ?? `${SOURCE_PICTURES}${file}`, [builtHere]);

  const [state, dispatch] = useReducer(flowMapReducer, null, () =>
    initialFlowMapState({
      hasJourney: spec !== null,
      builtJourney: builtHere?.journey ?? null,
      initialView: props.initialView,
      compareWith: props.compareWith,
      range: props.initialRange ?? lastSevenDays(),
      wideScreen: isWideScreen(),
    }),
  );
  const { view, journey, full, selectedId, shownPath, log, compare } = state;
  const { reports, shown: coverageShown } = state.coverage;
  const { funnel, range, shown: funnelShown } = state.funnel;
  const inspector = useRef<AttachedInspector | null>(null);

  // The drawing the build put into the page stays on screen until this one is there (same place, same picture).
  useLayoutEffect(() => {
    document.getElementById(STATIC_MAP_ELEMENT_ID)?.remove();
  }, []);

  const buildsUrl = builtHere?.buildsUrl ?? null;
  const loadBuild = useRef(props.loadBuild ?? ((buildHash: string) => fetchBuild(buildsUrl ?? '/flow/builds', buildHash))).current;
  const listBuilds = useRef(props.listBuilds ?? (buildsUrl ? () => fetchBuilds(buildsUrl) : null)).current;
  const description = useMemo(() => describeMachine(graph, titleFinder(captures)), [graph, captures]);
  const thisBuild = useMemo(() => buildId(description), [description]);

  useJourneyLayout(dispatch, builtHere, spec, input, engine);
  useFullLayout(dispatch, view === 'all' && full.status === 'not asked', builtHere, graph, engine);
  useBuildList(dispatch, listBuilds);
  useComparison(dispatch, compare, { here: description, spec, captures, loadBuild, engine });
  const showFunnel = useFunnel(dispatch, loadFunnel, range);
  const reloadCoverage = useCoverage(dispatch, loadCoverage);
  useLiveChannel(dispatch, openChannel, inspector);

  const onLocationChange = props.onLocationChange;
  useEffect(() => onLocationChange?.({ view, compare: compare?.hash ?? null }), [onLocationChange, view, compare?.hash]);
  const liveSteps = useLiveSteps(props.loadLiveSteps);

  const attachInspector = async (): Promise<void> => {
    dispatch({ type: 'inspector.changed', inspector: 'attaching' });
    try {
      const attach = props.attachInspector ?? (await import('./stately-inspector.ts')).attachStatelyInspector;
      inspector.current = await attach(machine, log[0] ?? null);
      dispatch({ type: 'inspector.changed', inspector: 'on' });
    } catch {
      dispatch({ type: 'inspector.changed', inspector: 'failed' });
    }
  };

  const titleOf = useCallback(
    (id: string): string => {
      const node = nodes.get(id);
      if (node?.parentId !== graph.rootId) return names.get(id) ?? id;
      const look = looks(id);
      return look.title === look.name ? look.title : `${look.title} (${look.name})`;
    },
    [nodes, names, graph.rootId, looks],
  );

  const comparing = compare?.status === 'ready' ? compare : null;
  // Numbers on the map only when someone moved: an empty range would fade every arrow.
  const funnelOnMap = funnelShown && funnel && funnel.states.some((entry) => entry.entered > 0) && view === 'journey' && !comparing ? funnelOverlay(graph, funnel, range) : null;
  const overlay = useMemo((): DiagramOverlay => {
    const coverage = coverageShown && reports ? coverageOverlay(graph, reports) : null;
    return {
      activeStateIds: new Set(log[0]?.stateIds ?? []),
      selectedId,
      pathStateIds: new Set(shownPath?.stateIds ?? []),
      pathEdgeIds: new Set(shownPath?.edgeIds ?? []),
      liveEdgeIds: new Set(state.lastTransitions),
      ...(coverage ? { stateCoverage: coverage.states, edgeCoverage: coverage.edges } : {}),
      ...(funnelOnMap ? { funnel: funnelOnMap } : {}),
    };
    // The funnel overlay is derived from these; recomputing it per render is cheap, comparing it is not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [coverageShown, reports, graph, log, selectedId, shownPath, state.lastTransitions, funnelShown, funnel, range, view, comparing]);

  const scene: DiagramScene | null = useMemo(() => {
    if (comparing) {
      if (!comparing.layout) return null;
      const unionTops = topLevelIds(comparing.union);
      return buildJourneyScene(comparing.layout, { selectedId, changes: { states: comparing.diff.stateMarks, edges: comparing.diff.edgeMarks } }, (id) => unionTops.get(id));
    }
    if (view === 'journey') return journey.layout ? buildJourneyScene(journey.layout, overlay, (id) => tops.get(id)) : null;
    return full.layout ? buildScene(full.layout, overlay) : null;
  }, [comparing, view, journey.layout, full.layout, overlay, selectedId, tops]);

  const events = useMemo(() => pathEvents ?? eventsFromGraph(graph), [pathEvents, graph]);
  const generate = (kind: PathKind, toStateId: string | null): PathListing =>
    listPaths(machine, graph, {
      kind,
      events,
      ...(traversal ? { traversal } : {}),
      ...(toStateId ? { toStateId } : {}),
      ...(kind === 'simple' ? { maxPaths: maxSimplePaths } : {}),
    });
  const pathTargets = useMemo(
    () => graph.nodes.filter((node) => node.parentId !== null).map((node) => ({ id: node.id, label: names.get(node.id) ?? node.label })),
    [graph, names],
  );

  const select = (stateId: string): void => dispatch({ type: 'state.selected', id: stateId });
  const switchView = (next: FlowView): void =>
    dispatch({ type: 'view.switched', view: next, revealId: selectedId ? (next === 'journey' ? (tops.get(selectedId) ?? selectedId) : selectedId) : null });
  const setPanelOpen = (open: boolean): void => dispatch({ type: 'panel.toggled', open });

  const leafIds = (message: SnapshotMessage): string[] => message.stateIds.filter((id) => (nodes.get(id)?.childIds.length ?? 0) === 0);
  const labelFor = (id: string): string => names.get(id) ?? id;
  const detailsGraph: MachineGraph = comparing ? comparing.union : graph;
  const selected = selectedId ? (detailsGraph.nodes.find((node) => node.id === selectedId) ?? null) : null;
  const selectedCoverage = selectedId && coverageShown && reports ? (coverageOverlay(graph, reports).states.get(selectedId) ?? null) : null;
  const lookOf = (stateId: string): StateLook => {
    const node = detailsGraph.nodes.find((candidate) => candidate.id === stateId);
    const capture = node ? captureFor(captures, node.story) : null;
    const box = journey.layout?.boxes.find((candidate) => candidate.id === stateId);
    const top = node?.parentId === detailsGraph.rootId;
    const place = box?.step
      ? `Step ${box.step} of the main path: ${box.stepName ?? ''}`
      : top
        ? box
          ? `Off the main path, beside ${box.stepName ?? 'the start'}`
          : 'Reached from any step (see the legend)'
        : `Inside ${titleOf(node?.parentId ?? '')}`;
    return { title: top ? looks(stateId).title : titleOf(stateId), place, capture, imageUrl: capture ? imageUrl(capture.image) : null };
  };
  const legendItems = journey.layout?.legend.items ?? [];
  const drawnPairs = new Set((journey.layout?.lines ?? []).map((line) => `${line.sourceId}>${line.targetId}`));

  // The download is the view as shown, with the funnel when it is on, without the live colours.
  const exportSvg = (): void => {
    if (!scene) return;
    const plain = view === 'journey' && journey.layout && !comparing ? buildJourneyScene(journey.layout, funnelOnMap ? { funnel: funnelOnMap } : {}) : scene;
    const absolute = (file: string): string => new URL(imageUrl(file), window.location.href).href;
    downloadText(`${machine.id}-${comparing ? 'changes' : view}.svg`, sceneToSvg(plain, { title, imageHref: absolute }), 'image/svg+xml');
  };
  const exportMermaid = (): void => downloadText(`${machine.id}-flow.mmd`, toMermaid(graph), 'text/plain');

  const transitionCount = graph.edges.filter((edge) => edge.kind !== 'route').length;
  const status = comparing ? 'ready' : view === 'journey' ? journey.status : full.status;
  const error = view === 'journey' ? journey.error : full.error;
  const drawnBy = builtHere ? DRAWN_BY.build : built ? DRAWN_BY.changed : DRAWN_BY.browser;

  return (
    <div className="flow-map">
      <header className="flow-map__header">
        <h1>{title}</h1>
        <p className="flow-muted">
          {summaryText(graph.nodes.length, transitionCount)} <span data-drawn-by={builtHere ? 'build' : 'browser'}>{drawnBy}</span>
        </p>
        {/* Visible with the panel closed too: where the applicant's tab is now. */}
        <p className="flow-map__live" aria-live="polite">
          {log[0] ? <>Live: <strong>{leafIds(log[0]).map(labelFor).join(' + ')}</strong></> : null}
        </p>
        <div className="flow-map__exports">
          {spec && !comparing && (
            <button type="button" aria-pressed={view === 'all'} onClick={() => switchView(view === 'journey' ? 'all' : 'journey')}>
              {VIEW_SWITCH[view]}
            </button>
          )}
          <button type="button" onClick={exportSvg} disabled={!scene}>Download SVG</button>
          <button type="button" onClick={exportMermaid}>Download Mermaid</button>
          <button type="button" aria-expanded={state.panelOpen} aria-controls="flow-map-panel" onClick={() => setPanelOpen(!state.panelOpen)}>
            {state.panelOpen ? 'Hide the panel' : 'Show the panel'}
          </button>
        </div>
        {journey.layout && journey.layout.problems.length > 0 && (
          <ul className="flow-map__problems" role="alert" aria-label="The journey's spine and the machine disagree">
            {journey.layout.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
      </header>
      <main className={`flow-map__main${state.panelOpen ? '' : ' flow-map__main--full'}`}>
        <div className="flow-map__canvas">
          {scene ? (
            <FlowDiagram
              key={comparing ? 'compare' : view}
              scene={scene}
              onSelect={select}
              imageUrl={imageUrl}
              label={comparing ? VIEW_NAME.compare : VIEW_NAME[view]}
              revealId={state.revealId}
            />
          ) : (
            <p role={status === 'failed' ? 'alert' : 'status'} className="flow-map__waiting">
              {status === 'failed' ? `The layout failed: ${error ?? compare?.error ?? ''}` : view === 'all' && builtHere ? 'Loading the diagram of every state…' : 'Laying out the diagram (in a worker)…'}
            </p>
          )}
        </div>
        {/* Focus stays on the chosen state (Tab goes on through the diagram); this says where its details went. */}
        <p className="flow-sr-only" aria-live="polite">
          {selected ? `Details of ${titleOf(selected.id)} are in the panel.` : ''}
        </p>
        <aside
          id="flow-map-panel"
          className="flow-map__side"
          aria-label="Details"
          hidden={!state.panelOpen}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setPanelOpen(false);
          }}
        >
          <ComparePanel
            compare={compare}
            builds={state.builds}
            current={thisBuild}
            titleOf={titleOf}
            onSelect={select}
            onCompare={(buildHash) => dispatch({ type: 'compare.chosen', hash: buildHash })}
          />
          {selected ? (
            <StateDetails
              graph={detailsGraph}
              node={selected}
              look={lookOf(selected.id)}
              titleOf={titleOf}
              coverage={selectedCoverage}
              funnel={funnelOnMap?.states.get(selected.id) ?? null}
              exits={selected.parentId === detailsGraph.rootId ? stepExits(detailsGraph, selected.id, legendItems) : null}
              onSelect={select}
              liveSteps={liveSteps}
              {...(view === 'journey' && !comparing
                ? {
                    onShowInside: () => {
                      switchView('all');
                      dispatch({ type: 'state.revealed', id: selected.id });
                    },
                  }
                : {})}
            />
          ) : (
            <section className="flow-panel">
              <h2>State details</h2>
              <p>Choose a box (click it, or Tab to it and press Enter) to see its screen, where it leads, and its route, story, rules and services.</p>
            </section>
          )}
          <FunnelPanel
            range={range}
            status={state.funnel.status}
            error={state.funnel.error}
            funnel={funnel}
            shown={funnelShown}
            drawnOn={view === 'journey' ? 'journey' : 'elsewhere'}
            unshown={funnel && view === 'journey' ? unshownMoves(funnelOverlay(graph, funnel, range), drawnPairs) : []}
            labelFor={(key) => titleOf(graph.nodes.find((node) => node.key === key && node.parentId === graph.rootId)?.id ?? key)}
            onLoad={showFunnel}
            onToggle={(shown) => dispatch({ type: 'funnel.toggled', shown })}
          />
          <LivePanel log={log} labelFor={labelFor} leafIds={leafIds} inspector={state.inspector} onAttachInspector={() => void attachInspector()} />
          <PathsPanel
            generate={generate}
            targets={pathTargets}
            shownPathId={shownPath?.id ?? null}
            onShow={(path) => dispatch({ type: 'path.shown', path })}
            note={pathEvents ? 'Generated with the model tests\' events.' : 'No event list was given: each event type is tried without payload, so guarded branches may be missing.'}
          />
          <CoveragePanel reports={reports} status={state.coverage.status} shown={coverageShown} onToggle={(shown) => dispatch({ type: 'coverage.toggled', shown })} onReload={reloadCoverage} />
        </aside>
      </main>
    </div>
  );
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

