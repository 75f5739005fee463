import { useReducer } from 'react';
import type { AnyStateMachine } from 'xstate';
import type { DiagramScene } from './diagram-scene.ts';
import type { BuiltDrawing } from './flow-drawing.ts';
import { FlowDiagram } from './flow-diagram.tsx';
import { FlowMapHeader } from './flow-map-header.tsx';
import { FlowMapSidePanel } from './flow-map-side-panel.tsx';
import type { FlowMapStart, FlowMapState, FlowView } from './flow-map-state.ts';
import { flowMapReducer, initialFlowMapState } from './flow-map-state.ts';
import { lastSevenDays } from './funnel.ts';
import type { JourneySpec } from './journey.ts';
import type { MachineGraphOptions } from './machine-graph.ts';
import { VIEW_NAME } from './page-texts.ts';
import type { ScreenCaptures } from './screen-captures.ts';
import { useDiagramScene } from './use-diagram-scene.ts';
import type { FlowMapSources } from './use-flow-map-sources.ts';
import { useFlowMapSources } from './use-flow-map-sources.ts';
import { useMachineGraph } from './use-machine-graph.ts';
import type { PathListingOptions } from './use-path-listing.ts';
import { usePathListing } from './use-path-listing.ts';
import './flow-map.css';

// The flow map, for any XState v5 machine. It opens on the journey (the main path as a spine, its
// branches, the ways from any step as a legend) when given a spine, else on every state; both are
// drawn by the build and served with the page (`built`), and laid out in a Web Worker only when the
// machine is not the one the build drew. The live state, a test path, coverage, the funnel and what
// changed since another build are overlays on that drawing. `flow-map.page.tsx` points it at the
// onboarding machine.
//
// The page's wiring in order: the machine's graph (use-machine-graph.ts), the state (one reducer,
// flow-map-state.ts), what is loaded into it (use-flow-map-sources.ts), what the diagram shows
// (use-diagram-scene.ts) and the test paths (use-path-listing.ts); then the markup: the header, the
// diagram and the side panel.

export type { FlowView } from './flow-map-state.ts';

/** What the map loads comes from FlowMapSources, and how it lists test paths from PathListingOptions. */
export interface FlowMapProps extends FlowMapSources, PathListingOptions {
  machine: AnyStateMachine;
  title?: string;
  storyFor?: MachineGraphOptions['storyFor'];
  /** Plain words for each transition (the diagram draws them; the details keep the event and guard). */
  describeTransition?: MachineGraphOptions['describeTransition'];
  /** The applicant's main path; without it the map shows every state only. */
  journey?: JourneySpec;
  /** The screens' pictures and titles (docs/flow/screens). */
  captures?: ScreenCaptures;
  /** The drawings the build made, served with the page. */
  built?: BuiltDrawing | null;
  /** The view the page opens on. */
  initialView?: FlowView;
  /** Another build to compare with (its machine description's hash), from `?compare=`. */
  compareWith?: string | null;
  /** The funnel's first range; the last 7 days by default. */
  initialRange?: { from: string; to: string };
}

// Below this width the side panel starts closed, so the diagram gets the whole width of a laptop.
const WIDE_SCREEN = '(min-width: 100rem)';
const NO_CAPTURES: ScreenCaptures = { version: 1, viewport: { width: 390, height: 640 }, captures: [] };

const isWideScreen = (): boolean => typeof window === 'undefined' || !window.matchMedia || window.matchMedia(WIDE_SCREEN).matches;

export function FlowMap(props: FlowMapProps) {
  const { machine, built = null } = props;
  const title = props.title ?? `Flow map: ${machine.id}`;
  const spec = props.journey ?? null;
  const captures = props.captures ?? NO_CAPTURES;
  const map = useMachineGraph({ machine, storyFor: props.storyFor, describeTransition: props.describeTransition, journey: spec, captures, built });
  const [state, dispatch] = useReducer(flowMapReducer, null, () => initialFlowMapState(startOf(props, spec !== null, map.builtHere)));
  const { view, selectedId } = state;
  const loads = useFlowMapSources(props, machine, map, state, dispatch);
  const shown = useDiagramScene(state, map);
  const paths = usePathListing(machine, map, props);

  const select = (stateId: string): void => dispatch({ type: 'state.selected', id: stateId });
  const switchView = (next: FlowView): void =>
    dispatch({ type: 'view.switched', view: next, revealId: selectedId ? (next === 'journey' ? (map.tops.get(selectedId) ?? selectedId) : selectedId) : null });
  const showInside = (stateId: string): void => {
    switchView('all');
    dispatch({ type: 'state.revealed', id: stateId });
  };

  return (
    <div className="flow-map">
      <FlowMapHeader
        title={title}
        machineId={machine.id}
        map={map}
        state={state}
        shown={shown}
        builtServed={built !== null}
        canSwitchView={spec !== null && !shown.comparing}
        onSwitchView={switchView}
        onTogglePanel={(open) => dispatch({ type: 'panel.toggled', open })}
      />
      <main className={`flow-map__main${state.panelOpen ? '' : ' flow-map__main--full'}`}>
        <FlowMapCanvas state={state} scene={shown.scene} comparing={shown.comparing !== null} drawnByBuild={map.builtHere !== null} onSelect={select} imageUrl={map.imageUrl} />
        <FlowMapSidePanel
          state={state}
          dispatch={dispatch}
          map={map}
          shown={shown}
          loads={loads}
          paths={paths}
          captures={captures}
          onSelect={select}
          onShowInside={view === 'journey' && !shown.comparing ? showInside : null}
        />
      </main>
    </div>
  );
}

/** Where the page starts: the build's journey when the build drew this machine, the view and comparison of its URL. */
function startOf(props: FlowMapProps, hasJourney: boolean, builtHere: BuiltDrawing | null): FlowMapStart {
  return {
    hasJourney,
    builtJourney: builtHere?.journey ?? null,
    initialView: props.initialView,
    compareWith: props.compareWith,
    range: props.initialRange ?? lastSevenDays(),
    wideScreen: isWideScreen(),
  };
}

interface FlowMapCanvasProps {
  state: FlowMapState;
  scene: DiagramScene | null;
  comparing: boolean;
  /** The build drew this machine (every state is then a file to load, not a layout to make). */
  drawnByBuild: boolean;
  onSelect(stateId: string): void;
  imageUrl(file: string): string;
}

/** The diagram of the view, or what it waits for (or why it failed). */
function FlowMapCanvas({ state, scene, comparing, drawnByBuild, onSelect, imageUrl }: FlowMapCanvasProps) {
  const { view, journey, full, compare } = state;
  const status = comparing ? 'ready' : view === 'journey' ? journey.status : full.status;
  const error = view === 'journey' ? journey.error : full.error;
  return (
    <div className="flow-map__canvas">
      {scene ? (
        <FlowDiagram
          key={comparing ? 'compare' : view}
          scene={scene}
          onSelect={onSelect}
          imageUrl={imageUrl}
          label={comparing ? VIEW_NAME.compare : VIEW_NAME[view]}
          revealId={state.revealId}
        />
      ) : (
        <p role={status === 'failed' ? 'alert' : 'status'} className="flow-map__waiting">
          {status === 'failed' ? `The layout failed: ${error ?? compare?.error ?? ''}` : view === 'all' && drawnByBuild ? 'Loading the diagram of every state…' : 'Laying out the diagram (in a worker)…'}
        </p>
      )}
    </div>
  );
}
