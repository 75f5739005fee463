import { coverageOverlay } from './coverage.ts';
import type { FlowMapState } from './flow-map-state.ts';
import type { JourneyLayout } from './journey-layout.ts';
import type { FlowNode, MachineGraph } from './machine-graph.ts';
import type { ScreenCaptures } from './screen-captures.ts';
import { captureFor } from './screen-captures.ts';
import { StateDetails } from './state-details.tsx';
import type { StateLook } from './state-details.tsx';
import { stepExits } from './step-exits.ts';
import type { ShownScene } from './use-diagram-scene.ts';
import type { MachineView } from './use-machine-graph.ts';

// The panel's part for the chosen box: its details (the screen, where it is on the journey, where it
// leads, coverage, the funnel), or how to choose one.

export interface SelectedStateProps {
  state: FlowMapState;
  map: MachineView;
  shown: ShownScene;
  captures: ScreenCaptures;
  /** The graph the details read: the machine's, or the union of two builds while comparing. */
  detailsGraph: MachineGraph;
  selected: FlowNode | null;
  liveSteps: boolean;
  onSelect(stateId: string): void;
  /** Offered on the journey: the chosen state inside the diagram of every state. */
  onShowInside: ((stateId: string) => void) | null;
}

export function SelectedState({ state, map, shown, captures, detailsGraph, selected, liveSteps, onSelect, onShowInside }: SelectedStateProps) {
  if (!selected) {
    return (
      <section className="flow-panel">
        <h2>State details</h2>
        <p>Choose a box (click it, or Tab to it and press Enter) to see its screen, where it leads, and its route, story, rules and services.</p>
      </section>
    );
  }
  const { reports, shown: coverageShown } = state.coverage;
  const journeyLayout = state.journey.layout;
  const coverage = coverageShown && reports ? (coverageOverlay(map.graph, reports).states.get(selected.id) ?? null) : null;
  return (
    <StateDetails
      graph={detailsGraph}
      node={selected}
      look={stateLook(selected.id, { detailsGraph, captures, journeyLayout, map })}
      titleOf={map.titleOf}
      coverage={coverage}
      funnel={shown.funnelOnMap?.states.get(selected.id) ?? null}
      exits={selected.parentId === detailsGraph.rootId ? stepExits(detailsGraph, selected.id, journeyLayout?.legend.items ?? []) : null}
      onSelect={onSelect}
      liveSteps={liveSteps}
      {...(onShowInside ? { onShowInside: () => onShowInside(selected.id) } : {})}
    />
  );
}

interface LookSources {
  detailsGraph: MachineGraph;
  captures: ScreenCaptures;
  journeyLayout: JourneyLayout | null;
  map: MachineView;
}

/** The state's title, picture and place on the journey, as its details show them. */
function stateLook(stateId: string, { detailsGraph, captures, journeyLayout, map }: LookSources): StateLook {
  const node = detailsGraph.nodes.find((candidate) => candidate.id === stateId);
  const capture = node ? captureFor(captures, node.story) : null;
  const box = journeyLayout?.boxes.find((candidate) => candidate.id === stateId);
  const top = node?.parentId === detailsGraph.rootId;
  const place = box?.step
    ? `Step ${box.step} of the main path: ${box.stepName ?? ''}`
    : top
      ? box
        ? `Off the main path, beside ${box.stepName ?? 'the start'}`
        : 'Reached from any step (see the legend)'
      : `Inside ${map.titleOf(node?.parentId ?? '')}`;
  return { title: top ? map.looks(stateId).title : map.titleOf(stateId), place, capture, imageUrl: capture ? map.imageUrl(capture.image) : null };
}
