import type { BuildEntry, CompareState } from './compare-panel.tsx';
import type { CoverageReports } from './coverage.ts';
import type { FlowLayout } from './flow-layout.ts';
import type { Funnel } from './funnel.ts';
import type { JourneyLayout } from './journey-layout.ts';
import type { SnapshotMessage } from '../app/live-channel.ts';
import type { FlowPath } from './test-paths.ts';

// Everything the flow map page remembers, in one place, and every way it changes as a typed action.
// A pure reducer (no fetching, no DOM): `flow-map.tsx` runs the effects and dispatches what they
// found, so each change can be read and tested here without a browser.

export type FlowView = 'journey' | 'all';
type LayoutStatus = 'ready' | 'laying out' | 'failed';
export type DateRange = { from: string; to: string };

export interface FlowMapState {
  view: FlowView;
  journey: { layout: JourneyLayout | null; status: LayoutStatus; error?: string };
  full: { layout: FlowLayout | null; status: LayoutStatus | 'not asked'; error?: string };
  /** A state the diagram scrolls to and focuses (a new object each time, so the same id reveals again). */
  revealId: { id: string } | null;
  panelOpen: boolean;
  selectedId: string | null;
  shownPath: FlowPath | null;
  /** The live snapshots, newest first. */
  log: SnapshotMessage[];
  lastTransitions: string[];
  coverage: { status: 'loading' | 'ready' | 'unavailable'; reports: CoverageReports | null; shown: boolean };
  inspector: 'off' | 'attaching' | 'on' | 'failed';
  funnel: { range: DateRange; status: 'loading' | 'ready' | 'failed' | 'needs-token'; funnel: Funnel | null; error: string | null; shown: boolean };
  compare: CompareState | null;
  builds: BuildEntry[];
}

export type FlowMapAction =
  | { type: 'view.switched'; view: FlowView; revealId: string | null }
  | { type: 'journey.laying out' }
  | { type: 'journey.laid out'; layout: JourneyLayout | null }
  | { type: 'journey.failed'; error: string }
  | { type: 'full.laying out' }
  | { type: 'full.laid out'; layout: FlowLayout }
  | { type: 'full.failed'; error: string }
  | { type: 'state.selected'; id: string }
  | { type: 'state.revealed'; id: string }
  | { type: 'panel.toggled'; open: boolean }
  | { type: 'path.shown'; path: FlowPath | null }
  | { type: 'live.snapshot'; message: SnapshotMessage }
  | { type: 'live.transitions'; keys: string[] }
  | { type: 'coverage.loading' }
  | { type: 'coverage.loaded'; reports: CoverageReports }
  | { type: 'coverage.unavailable' }
  | { type: 'coverage.toggled'; shown: boolean }
  | { type: 'inspector.changed'; inspector: FlowMapState['inspector'] }
  | { type: 'funnel.loading'; range: DateRange }
  | { type: 'funnel.loaded'; funnel: Funnel }
  | { type: 'funnel.failed'; error: string; needsToken: boolean }
  | { type: 'funnel.toggled'; shown: boolean }
  | { type: 'compare.chosen'; hash: string | null }
  | { type: 'compare.settled'; compare: CompareState }
  | { type: 'builds.listed'; builds: BuildEntry[] };

/** The live log keeps this many snapshots. */
export const LOG_LIMIT = 100;

export interface FlowMapStart {
  /** The journey's spine was given (else the map shows every state only). */
  hasJourney: boolean;
  /** The build's journey layout, when the build drew this machine. */
  builtJourney: JourneyLayout | null;
  initialView: FlowView | undefined;
  compareWith: string | null | undefined;
  range: DateRange;
  wideScreen: boolean;
}

export function initialFlowMapState(start: FlowMapStart): FlowMapState {
  return {
    view: start.hasJourney ? (start.initialView ?? 'journey') : 'all',
    journey: start.builtJourney ? { layout: start.builtJourney, status: 'ready' } : { layout: null, status: start.hasJourney ? 'laying out' : 'ready' },
    full: { layout: null, status: 'not asked' },
    revealId: null,
    // Open on a wide screen, or when comparing (the list of changes is in it).
    panelOpen: Boolean(start.compareWith) || start.wideScreen,
    selectedId: null,
    shownPath: null,
    log: [],
    lastTransitions: [],
    coverage: { status: 'loading', reports: null, shown: false },
    inspector: 'off',
    funnel: { range: start.range, status: 'loading', funnel: null, error: null, shown: true },
    compare: start.compareWith ? { hash: start.compareWith, status: 'loading' } : null,
    builds: [],
  };
}

export function flowMapReducer(state: FlowMapState, action: FlowMapAction): FlowMapState {
  switch (action.type) {
    case 'view.switched':
      return { ...state, view: action.view, revealId: action.revealId ? { id: action.revealId } : state.revealId };
    case 'journey.laying out':
      return { ...state, journey: { layout: null, status: 'laying out' } };
    case 'journey.laid out':
      return { ...state, journey: { layout: action.layout, status: 'ready' } };
    case 'journey.failed':
      return { ...state, journey: { layout: null, status: 'failed', error: action.error } };
    case 'full.laying out':
      return { ...state, full: { layout: null, status: 'laying out' } };
    case 'full.laid out':
      return { ...state, full: { layout: action.layout, status: 'ready' } };
    case 'full.failed':
      return { ...state, full: { layout: null, status: 'failed', error: action.error } };
    case 'state.selected':
      return { ...state, selectedId: action.id, panelOpen: true };
    case 'state.revealed':
      return { ...state, revealId: { id: action.id } };
    case 'panel.toggled':
      return { ...state, panelOpen: action.open };
    case 'path.shown':
      return { ...state, shownPath: action.path };
    case 'live.snapshot':
      return { ...state, log: [action.message, ...state.log].slice(0, LOG_LIMIT) };
    case 'live.transitions':
      return { ...state, lastTransitions: action.keys };
    case 'coverage.loading':
      return { ...state, coverage: { ...state.coverage, status: 'loading' } };
    case 'coverage.loaded':
      return { ...state, coverage: { ...state.coverage, status: 'ready', reports: action.reports } };
    case 'coverage.unavailable':
      return { ...state, coverage: { ...state.coverage, status: 'unavailable' } };
    case 'coverage.toggled':
      return { ...state, coverage: { ...state.coverage, shown: action.shown } };
    case 'inspector.changed':
      return { ...state, inspector: action.inspector };
    case 'funnel.loading':
      return { ...state, funnel: { ...state.funnel, range: action.range, status: 'loading' } };
    case 'funnel.loaded':
      return { ...state, funnel: { ...state.funnel, status: 'ready', funnel: action.funnel, error: null } };
    case 'funnel.failed':
      return { ...state, funnel: { ...state.funnel, status: action.needsToken ? 'needs-token' : 'failed', error: action.error } };
    case 'funnel.toggled':
      return { ...state, funnel: { ...state.funnel, shown: action.shown } };
    case 'compare.chosen':
      return { ...state, compare: action.hash ? { hash: action.hash, status: 'loading' } : null };
    case 'compare.settled':
      // A comparison answered after the engineer chose another (or none) is dropped.
      return state.compare?.hash === action.compare.hash && state.compare.status === 'loading' ? { ...state, compare: action.compare } : state;
    case 'builds.listed':
      return { ...state, builds: action.builds };
    default:
      return assertNever(action);
  }
}

function assertNever(action: never): never {
  throw new Error(`The flow map has no action ${JSON.stringify(action)}.`);
}
