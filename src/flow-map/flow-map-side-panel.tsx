import type { Dispatch } from 'react';
import { ComparePanel } from './compare-panel.tsx';
import { CoveragePanel } from './coverage-panel.tsx';
import type { FlowMapAction, FlowMapState } from './flow-map-state.ts';
import { funnelOverlay, unshownMoves } from './funnel.ts';
import { FunnelPanel } from './funnel-panel.tsx';
import { LivePanel } from './live-panel.tsx';
import { PathsPanel } from './paths-panel.tsx';
import type { PathsPanelProps } from './paths-panel.tsx';
import type { ScreenCaptures } from './screen-captures.ts';
import { SelectedState } from './selected-state.tsx';
import type { FlowMapLoads } from './use-flow-map-sources.ts';
import type { ShownScene } from './use-diagram-scene.ts';
import type { MachineView } from './use-machine-graph.ts';

// The map's side panel, top to bottom: comparing with another build, the chosen state, the funnel,
// the live tab, the test paths and coverage. Escape closes it. Before it, for screen readers, where
// the chosen state's details went.

export interface FlowMapSidePanelProps {
  state: FlowMapState;
  dispatch: Dispatch<FlowMapAction>;
  map: MachineView;
  shown: ShownScene;
  loads: FlowMapLoads;
  paths: Pick<PathsPanelProps, 'generate' | 'targets' | 'note'>;
  captures: ScreenCaptures;
  onSelect(stateId: string): void;
  onShowInside: ((stateId: string) => void) | null;
}

export function FlowMapSidePanel({ state, dispatch, map, shown, loads, paths, captures, onSelect, onShowInside }: FlowMapSidePanelProps) {
  const { view, journey, log, selectedId } = state;
  const { funnel, range } = state.funnel;
  const { graph, titleOf } = map;
  const detailsGraph = shown.comparing ? shown.comparing.union : graph;
  const selected = selectedId ? (detailsGraph.nodes.find((node) => node.id === selectedId) ?? null) : null;
  const drawnPairs = new Set((journey.layout?.lines ?? []).map((line) => `${line.sourceId}>${line.targetId}`));
  return (
    <>
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
          if (event.key === 'Escape') dispatch({ type: 'panel.toggled', open: false });
        }}
      >
        <ComparePanel
          compare={state.compare}
          builds={state.builds}
          current={loads.thisBuild}
          titleOf={titleOf}
          onSelect={onSelect}
          onCompare={(buildHash) => dispatch({ type: 'compare.chosen', hash: buildHash })}
        />
        <SelectedState state={state} map={map} shown={shown} captures={captures} detailsGraph={detailsGraph} selected={selected} liveSteps={loads.liveSteps} onSelect={onSelect} onShowInside={onShowInside} />
        <FunnelPanel
          range={range}
          status={state.funnel.status}
          error={state.funnel.error}
          funnel={funnel}
          shown={state.funnel.shown}
          drawnOn={view === 'journey' ? 'journey' : 'elsewhere'}
          unshown={funnel && view === 'journey' ? unshownMoves(funnelOverlay(graph, funnel, range), drawnPairs) : []}
          labelFor={(key) => titleOf(graph.nodes.find((node) => node.key === key && node.parentId === graph.rootId)?.id ?? key)}
          onLoad={loads.showFunnel}
          onToggle={(on) => dispatch({ type: 'funnel.toggled', shown: on })}
        />
        <LivePanel log={log} labelFor={map.labelFor} leafIds={map.leafIds} inspector={state.inspector} onAttachInspector={() => void loads.attachInspector()} />
        <PathsPanel {...paths} shownPathId={state.shownPath?.id ?? null} onShow={(path) => dispatch({ type: 'path.shown', path })} />
        <CoveragePanel
          reports={state.coverage.reports}
          status={state.coverage.status}
          shown={state.coverage.shown}
          onToggle={(on) => dispatch({ type: 'coverage.toggled', shown: on })}
          onReload={loads.reloadCoverage}
        />
      </aside>
    </>
  );
}
