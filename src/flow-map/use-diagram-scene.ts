import { useMemo } from 'react';
import type { CompareState } from './compare-panel.tsx';
import { coverageOverlay } from './coverage.ts';
import { buildJourneyScene, buildScene } from './diagram-scene.ts';
import type { DiagramOverlay, DiagramScene } from './diagram-scene.ts';
import type { FlowMapState } from './flow-map-state.ts';
import type { FunnelOverlay } from './funnel.ts';
import { funnelOverlay } from './funnel.ts';
import { topLevelIds } from './journey.ts';
import type { MachineView } from './use-machine-graph.ts';

// What the diagram shows now: the view's layout (the journey, every state, or the comparison with
// another build) with its overlays (the live state, the selection, a test path, coverage, the
// funnel). The layouts stay; the overlays change colours and widths only.

export interface ShownScene {
  /** The comparison with another build, once it is laid out and diffed. */
  comparing: Extract<CompareState, { status: 'ready' }> | null;
  /** The funnel drawn on the journey, when it is on and someone moved. */
  funnelOnMap: FunnelOverlay | null;
  /** Null while the view's layout is not there yet. */
  scene: DiagramScene | null;
}

export function useDiagramScene(state: FlowMapState, map: MachineView): ShownScene {
  const { view, journey, full, selectedId, shownPath, log, compare } = state;
  const { reports, shown: coverageShown } = state.coverage;
  const { funnel, range, shown: funnelShown } = state.funnel;
  const { graph, tops } = map;

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

  return { comparing, funnelOnMap, scene };
}
