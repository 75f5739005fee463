import { mermaidDownload, svgDownload } from './flow-map-downloads.ts';
import type { FlowMapState, FlowView } from './flow-map-state.ts';
import { DRAWN_BY, summaryText, VIEW_SWITCH } from './page-texts.ts';
import type { ShownScene } from './use-diagram-scene.ts';
import type { MachineView } from './use-machine-graph.ts';

// The top of the map: what it draws and who drew it, where the applicant's tab is now (visible with
// the panel closed too), the view switch, the downloads and the panel's button, and what the
// journey's spine and the machine disagree on.

export interface FlowMapHeaderProps {
  title: string;
  machineId: string;
  map: MachineView;
  state: FlowMapState;
  shown: ShownScene;
  /** The page came with a build's drawing (this machine's, or another's when the machine changed since). */
  builtServed: boolean;
  /** The journey and every state can be switched between (a journey was given, no comparison shown). */
  canSwitchView: boolean;
  onSwitchView(view: FlowView): void;
  onTogglePanel(open: boolean): void;
}

export function FlowMapHeader({ title, machineId, map, state, shown, builtServed, canSwitchView, onSwitchView, onTogglePanel }: FlowMapHeaderProps) {
  const { graph } = map;
  const { view, log, panelOpen } = state;
  const problems = state.journey.layout?.problems ?? [];
  const transitionCount = graph.edges.filter((edge) => edge.kind !== 'route').length;
  const downloadSvg = svgDownload({ machineId, title, view, shown, journeyLayout: state.journey.layout, imageUrl: map.imageUrl });
  return (
    <header className="flow-map__header">
      <h1>{title}</h1>
      <p className="flow-muted">
        {summaryText(graph.nodes.length, transitionCount)}{' '}
        <span data-drawn-by={map.builtHere ? 'build' : 'browser'}>{map.builtHere ? DRAWN_BY.build : builtServed ? DRAWN_BY.changed : DRAWN_BY.browser}</span>
      </p>
      <p className="flow-map__live" aria-live="polite">
        {log[0] ? <>Live: <strong>{map.leafIds(log[0]).map(map.labelFor).join(' + ')}</strong></> : null}
      </p>
      <div className="flow-map__exports">
        {canSwitchView && (
          <button type="button" aria-pressed={view === 'all'} onClick={() => onSwitchView(view === 'journey' ? 'all' : 'journey')}>
            {VIEW_SWITCH[view]}
          </button>
        )}
        <button type="button" onClick={downloadSvg ?? undefined} disabled={!downloadSvg}>Download SVG</button>
        <button type="button" onClick={mermaidDownload(machineId, graph)}>Download Mermaid</button>
        <button type="button" aria-expanded={panelOpen} aria-controls="flow-map-panel" onClick={() => onTogglePanel(!panelOpen)}>
          {panelOpen ? 'Hide the panel' : 'Show the panel'}
        </button>
      </div>
      {problems.length > 0 && (
        <ul className="flow-map__problems" role="alert" aria-label="The journey's spine and the machine disagree">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </header>
  );
}
