import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import type { CoverageReports } from './coverage.ts';
import { coverageOverlay } from './coverage.ts';
import { CoveragePanel } from './coverage-panel.tsx';
import { fetchCoverage } from './coverage-source.ts';
import { eventsFromGraph } from './default-events.ts';
import { buildScene } from './diagram-scene.ts';
import type { DiagramOverlay } from './diagram-scene.ts';
import { downloadText } from './download.ts';
import { FlowDiagram } from './flow-diagram.tsx';
import type { FlowLayout } from './flow-layout.ts';
import { compoundIds, layoutGraph } from './flow-layout.ts';
import { workerLayoutEngine } from './elk-worker-engine.ts';
import type { SnapshotMessage } from './live-channel.ts';
import { openFlowChannel, sayHello, subscribe } from './live-channel.ts';
import { LivePanel } from './live-panel.tsx';
import type { MachineGraphOptions } from './machine-graph.ts';
import { displayNames, extractMachineGraph } from './machine-graph.ts';
import { toMermaid } from './mermaid.ts';
import type { Funnel } from './funnel.ts';
import { funnelNotes, lastSevenDays } from './funnel.ts';
import { FunnelPanel } from './funnel-panel.tsx';
import { fetchFunnel, FunnelUnavailable } from './funnel-source.ts';
import { mainStepNotes } from './node-notes.ts';
import { PathsPanel } from './paths-panel.tsx';
import type { AttachedInspector } from './stately-inspector.ts';
import { StateDetails } from './state-details.tsx';
import { sceneToSvg } from './svg-markup.ts';
import type { EventsProvider, FlowPath, ListPathsOptions, PathKind, PathListing } from './test-paths.ts';
import { listPaths } from './test-paths.ts';
import './flow-map.css';

// The flow map, for any XState v5 machine: the diagram, a state's details, the live flow, the test
// paths, coverage and the exports. `flow-map.page.tsx` points it at the onboarding machine.

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
  /** The funnel of a date range (`GET /api/flow/funnel/` by default). */
  loadFunnel?: (range: { from: string; to: string }, staffToken: string | null) => Promise<Funnel>;
  /** The funnel's first range; the last 7 days by default. */
  initialRange?: { from: string; to: string };
  loadCoverage?: () => Promise<CoverageReports>;
  openChannel?: () => BroadcastChannel | null;
  /**
   * What the diagram shows first: every state, or the main steps (top-level states, each a box that
   * opens on request). By default the main steps once the machine has more than 30 states.
   */
  initialDetail?: 'all' | 'main';
  /** Dynamic import of the inspector, swapped in tests. */
  attachInspector?: (machine: AnyStateMachine, current: SnapshotMessage | null) => Promise<AttachedInspector>;
}

const LOG_LIMIT = 100;
const LARGE_MACHINE = 30;
// Below this width the side panel starts closed, so the diagram gets the whole width of a laptop.
const WIDE_SCREEN = '(min-width: 100rem)';

export function FlowMap(props: FlowMapProps) {
  const { machine, pathEvents, traversal, maxSimplePaths = 200, storyFor, describeTransition } = props;
  const title = props.title ?? `Flow map: ${machine.id}`;
  // Read once: a caller passing a new function on each render must not reopen the channel or refetch.
  const loadCoverage = useRef(props.loadCoverage ?? fetchCoverage).current;
  const openChannel = useRef(props.openChannel ?? openFlowChannel).current;
  const loadFunnel = useRef(props.loadFunnel ?? fetchFunnel).current;
  const graph = useMemo(
    () => extractMachineGraph(machine, { ...(storyFor ? { storyFor } : {}), ...(describeTransition ? { describeTransition } : {}) }),
    [machine, storyFor, describeTransition],
  );
  const nodes = useMemo(() => new Map(graph.nodes.map((node) => [node.id, node])), [graph]);
  const names = useMemo(() => displayNames(graph), [graph]);

  const mainStepsOnly = (props.initialDetail ?? (graph.nodes.length > LARGE_MACHINE ? 'main' : 'all')) === 'main';
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => (mainStepsOnly ? compoundIds(graph, 1) : new Set()));
  const [panelOpen, setPanelOpen] = useState(() => typeof window === 'undefined' || !window.matchMedia || window.matchMedia(WIDE_SCREEN).matches);
  const [layout, setLayout] = useState<FlowLayout | null>(null);
  const [layoutError, setLayoutError] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [shownPath, setShownPath] = useState<FlowPath | null>(null);
  const [log, setLog] = useState<SnapshotMessage[]>([]);
  const [lastTransitions, setLastTransitions] = useState<string[]>([]);
  const [reports, setReports] = useState<CoverageReports | null>(null);
  const [coverageStatus, setCoverageStatus] = useState<'loading' | 'ready' | 'unavailable'>('loading');
  const [coverageShown, setCoverageShown] = useState(false);
  const [inspectorState, setInspectorState] = useState<'off' | 'attaching' | 'on' | 'failed'>('off');
  const inspector = useRef<AttachedInspector | null>(null);
  const [range, setRange] = useState(() => props.initialRange ?? lastSevenDays());
  const [funnel, setFunnel] = useState<Funnel | null>(null);
  const [funnelStatus, setFunnelStatus] = useState<'loading' | 'ready' | 'failed' | 'needs-token'>('loading');
  const [funnelError, setFunnelError] = useState<string | null>(null);
  const [funnelShown, setFunnelShown] = useState(true);
  const [unshownMoves, setUnshownMoves] = useState<Array<{ from: string; to: string; count: number }>>([]);

  const showFunnel = useCallback(
    (next: { from: string; to: string }, staffToken: string | null) => {
      setRange(next);
      setFunnelStatus('loading');
      loadFunnel(next, staffToken).then(
        (loaded) => {
          setFunnel(loaded);
          setFunnelStatus('ready');
          setFunnelError(null);
        },
        (problem: unknown) => {
          setFunnelStatus(problem instanceof FunnelUnavailable && problem.needsToken ? 'needs-token' : 'failed');
          setFunnelError(problem instanceof Error ? problem.message : String(problem));
        },
      );
    },
    [loadFunnel],
  );
  // The last 7 days as the page opens.
  const firstRange = useRef(range).current;
  useEffect(() => showFunnel(firstRange, null), [showFunnel, firstRange]);

  useEffect(() => {
    let current = true;
    const engine = workerLayoutEngine();
    // Fresh notes per layout: each pair of steps gives its count to the first line drawn between them.
    const notes = funnelShown && funnel ? funnelNotes(graph, funnel) : null;
    layoutGraph(graph, { collapsed, ...(engine ? { engine } : {}), nodeNotes: mainStepNotes(graph, notes), ...(notes ? { lineNote: notes.lineNote, mergeParallelLines: true } : {}) }).then(
      (result) => {
        if (!current) return;
        setLayout(result);
        setUnshownMoves(notes ? notes.unshown() : []);
      },
      (problem: unknown) => current && setLayoutError(problem instanceof Error ? problem.message : String(problem)),
    );
    return () => {
      current = false;
    };
  }, [graph, collapsed, funnel, funnelShown]);

  const select = (stateId: string): void => {
    setSelectedId(stateId);
    setPanelOpen(true);
  };
  const toggleInside = (stateId: string): void =>
    setCollapsed((previous) => {
      const next = new Set(previous);
      if (next.has(stateId)) next.delete(stateId);
      else next.add(stateId);
      return next;
    });
  const allCompounds = useMemo(() => compoundIds(graph), [graph]);

  const reloadCoverage = useCallback(() => {
    setCoverageStatus('loading');
    loadCoverage().then(
      (result) => {
        setReports(result);
        setCoverageStatus('ready');
      },
      () => setCoverageStatus('unavailable'),
    );
  }, [loadCoverage]);
  useEffect(reloadCoverage, [reloadCoverage]);

  useEffect(() => {
    const channel = openChannel();
    const unsubscribe = subscribe((message) => {
      if (message.type === 'transitions') setLastTransitions(message.keys);
      if (message.type !== 'snapshot') return;
      setLog((previous) => [message, ...previous].slice(0, LOG_LIMIT));
      inspector.current?.forward(message);
    }, channel);
    // Ask an already open flow tab for where it is now.
    sayHello(channel);
    return unsubscribe;
  }, [openChannel]);

  useEffect(() => () => inspector.current?.stop(), []);

  const attachInspector = async (): Promise<void> => {
    setInspectorState('attaching');
    try {
      const attach = props.attachInspector ?? (await import('./stately-inspector.ts')).attachStatelyInspector;
      inspector.current = await attach(machine, log[0] ?? null);
      setInspectorState('on');
    } catch {
      setInspectorState('failed');
    }
  };

  const overlay = useMemo((): DiagramOverlay => {
    const coverage = coverageShown && reports ? coverageOverlay(graph, reports) : null;
    return {
      activeStateIds: new Set(log[0]?.stateIds ?? []),
      selectedId,
      pathStateIds: new Set(shownPath?.stateIds ?? []),
      pathEdgeIds: new Set(shownPath?.edgeIds ?? []),
      liveEdgeIds: new Set(lastTransitions),
      ...(coverage ? { stateCoverage: coverage.states, edgeCoverage: coverage.edges } : {}),
      ...(funnelShown && funnel ? { funnel: { maxCount: funnelNotes(graph, funnel).maxCount } } : {}),
    };
  }, [coverageShown, reports, graph, log, selectedId, shownPath, lastTransitions, funnelShown, funnel]);
  const scene = useMemo(() => (layout ? buildScene(layout, overlay) : null), [layout, overlay]);

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

  const leafIds = (message: SnapshotMessage): string[] =>
    message.stateIds.filter((id) => (nodes.get(id)?.childIds.length ?? 0) === 0);
  const labelFor = (id: string): string => names.get(id) ?? id;
  const selected = selectedId ? nodes.get(selectedId) : undefined;
  const selectedCoverage = selectedId && coverageShown && reports ? (coverageOverlay(graph, reports).states.get(selectedId) ?? null) : null;

  // The download is the diagram as shown (every state, or the main steps), without live colours.
  const exportSvg = (): void => {
    if (layout) downloadText(`${machine.id}-flow.svg`, sceneToSvg(buildScene(layout), title), 'image/svg+xml');
  };
  const exportMermaid = (): void => downloadText(`${machine.id}-flow.mmd`, toMermaid(graph), 'text/plain');

  const transitionCount = graph.edges.filter((edge) => edge.kind !== 'route').length;

  return (
    <div className="flow-map">
      <header className="flow-map__header">
        <h1>{title}</h1>
        <p className="flow-muted">
          {graph.nodes.length} states, {transitionCount} transitions, drawn from the machine's own definition.
        </p>
        {/* Visible with the panel closed too: where the applicant's tab is now. */}
        <p className="flow-map__live" aria-live="polite">
          {log[0] ? <>Live: <strong>{leafIds(log[0]).map(labelFor).join(' + ')}</strong></> : null}
        </p>
        <div className="flow-map__exports">
          {allCompounds.size > 0 && (
            <button type="button" onClick={() => setCollapsed(collapsed.size > 0 ? new Set() : compoundIds(graph, 1))}>
              {collapsed.size > 0 ? 'Show every state' : 'Show the main steps'}
            </button>
          )}
          <button type="button" onClick={exportSvg} disabled={!layout}>Download SVG</button>
          <button type="button" onClick={exportMermaid}>Download Mermaid</button>
          <button type="button" aria-expanded={panelOpen} aria-controls="flow-map-panel" onClick={() => setPanelOpen(!panelOpen)}>
            {panelOpen ? 'Hide the panel' : 'Show the panel'}
          </button>
        </div>
      </header>
      <main className={`flow-map__main${panelOpen ? '' : ' flow-map__main--full'}`}>
        <div className="flow-map__canvas">
          {scene ? (
            <FlowDiagram scene={scene} onSelect={select} />
          ) : (
            <p role={layoutError ? 'alert' : 'status'}>{layoutError ? `The layout failed: ${layoutError}` : 'Laying out the diagram…'}</p>
          )}
        </div>
        {/* Focus stays on the chosen state (Tab goes on through the diagram); this says where its details went. */}
        <p className="flow-sr-only" aria-live="polite">
          {selected ? `Details of ${labelFor(selected.id)} are in the panel.` : ''}
        </p>
        <aside
          id="flow-map-panel"
          className="flow-map__side"
          aria-label="Details"
          hidden={!panelOpen}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setPanelOpen(false);
          }}
        >
          {selected ? (
            <StateDetails
              graph={graph}
              node={selected}
              coverage={selectedCoverage}
              onSelect={select}
              collapsed={collapsed.has(selected.id)}
              onToggleInside={selected.childIds.length > 0 && selected.parentId !== null ? () => toggleInside(selected.id) : undefined}
            />
          ) : (
            <section className="flow-panel">
              <h2>State details</h2>
              <p>Choose a state (click it, or Tab to it and press Enter) to see its route, screen, story, rules and services.</p>
            </section>
          )}
          <FunnelPanel
            range={range}
            status={funnelStatus}
            error={funnelError}
            funnel={funnel}
            shown={funnelShown}
            unshown={unshownMoves}
            labelFor={labelFor}
            onLoad={showFunnel}
            onToggle={setFunnelShown}
          />
          <LivePanel log={log} labelFor={labelFor} leafIds={leafIds} inspector={inspectorState} onAttachInspector={() => void attachInspector()} />
          <PathsPanel
            generate={generate}
            targets={pathTargets}
            shownPathId={shownPath?.id ?? null}
            onShow={setShownPath}
            note={pathEvents ? 'Generated with the model tests\' events.' : 'No event list was given: each event type is tried without payload, so guarded branches may be missing.'}
          />
          <CoveragePanel reports={reports} status={coverageStatus} shown={coverageShown} onToggle={setCoverageShown} onReload={reloadCoverage} />
        </aside>
      </main>
    </div>
  );
}
