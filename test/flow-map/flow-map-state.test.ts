import { describe, expect, it } from 'vitest';
import type { FlowMapStart, FlowMapState } from '../../src/flow-map/flow-map-state.ts';
import { flowMapReducer, initialFlowMapState, LOG_LIMIT } from '../../src/flow-map/flow-map-state.ts';
import type { JourneyLayout } from '../../src/flow-map/journey-layout.ts';
import type { SnapshotMessage } from '../../src/app/live-channel.ts';

// The flow map's state, without a browser: where the page opens, and what each action changes.

const range = { from: '2026-11-19', to: '2026-11-26' };
const start = (over: Partial<FlowMapStart> = {}): FlowMapState =>
  initialFlowMapState({ hasJourney: true, builtJourney: null, initialView: undefined, compareWith: null, range, wideScreen: true, ...over });
const layout = { boxes: [], lines: [], problems: [] } as unknown as JourneyLayout;
const snapshot = (n: number): SnapshotMessage => ({ type: 'snapshot', stateIds: [`s${n}`] }) as unknown as SnapshotMessage;

describe('where the flow map opens', () => {
  it('opens on the journey when given one, laying it out unless the build drew it', () => {
    expect(start()).toMatchObject({ view: 'journey', journey: { layout: null, status: 'laying out' }, full: { status: 'not asked' } });
    expect(start({ builtJourney: layout }).journey).toEqual({ layout, status: 'ready' });
  });

  it('opens on every state without a journey, whatever view was asked for', () => {
    expect(start({ hasJourney: false, initialView: 'journey' })).toMatchObject({ view: 'all', journey: { status: 'ready' } });
  });

  it('keeps the panel closed on a narrow screen, unless a comparison was asked for', () => {
    expect(start({ wideScreen: false }).panelOpen).toBe(false);
    expect(start({ wideScreen: false, compareWith: '0123456789abcdef' })).toMatchObject({ panelOpen: true, compare: { hash: '0123456789abcdef', status: 'loading' } });
  });

  it('starts the funnel on the given range, shown, loading', () => {
    expect(start().funnel).toEqual({ range, status: 'loading', funnel: null, error: null, shown: true });
  });
});

describe('what each action changes', () => {
  it('selecting a state opens the panel', () => {
    expect(flowMapReducer(start({ wideScreen: false }), { type: 'state.selected', id: 'flow.pet' })).toMatchObject({ selectedId: 'flow.pet', panelOpen: true });
  });

  it('switching the view reveals the given state, and keeps the last one without', () => {
    const switched = flowMapReducer(start(), { type: 'view.switched', view: 'all', revealId: 'flow.pet' });
    expect(switched).toMatchObject({ view: 'all', revealId: { id: 'flow.pet' } });
    expect(flowMapReducer(switched, { type: 'view.switched', view: 'journey', revealId: null })).toMatchObject({ view: 'journey', revealId: { id: 'flow.pet' } });
  });

  it('records a failed layout with its message', () => {
    expect(flowMapReducer(start(), { type: 'journey.failed', error: 'no worker' }).journey).toEqual({ layout: null, status: 'failed', error: 'no worker' });
    expect(flowMapReducer(start(), { type: 'full.failed', error: 'gone' }).full).toEqual({ layout: null, status: 'failed', error: 'gone' });
  });

  it('keeps the newest live snapshots first, at most LOG_LIMIT', () => {
    let state = start();
    for (let n = 0; n < LOG_LIMIT + 5; n += 1) state = flowMapReducer(state, { type: 'live.snapshot', message: snapshot(n) });
    expect(state.log).toHaveLength(LOG_LIMIT);
    expect(state.log[0]?.stateIds).toEqual([`s${LOG_LIMIT + 4}`]);
  });

  it('says a funnel needs a staff token apart from one that failed, and clears the error once loaded', () => {
    const needsToken = flowMapReducer(start(), { type: 'funnel.failed', error: 'token', needsToken: true });
    expect(needsToken.funnel).toMatchObject({ status: 'needs-token', error: 'token' });
    expect(flowMapReducer(start(), { type: 'funnel.failed', error: 'down', needsToken: false }).funnel.status).toBe('failed');
    const funnel = { states: [], moves: [] } as never;
    expect(flowMapReducer(needsToken, { type: 'funnel.loaded', funnel }).funnel).toMatchObject({ status: 'ready', funnel, error: null });
  });

  it('keeps the coverage reports while they load again', () => {
    const reports = { generatedAt: 'x' } as never;
    const loaded = flowMapReducer(start(), { type: 'coverage.loaded', reports });
    expect(flowMapReducer(loaded, { type: 'coverage.loading' }).coverage).toEqual({ status: 'loading', reports, shown: false });
  });

  it('drops a comparison that answers after another build was chosen', () => {
    const chosen = flowMapReducer(start(), { type: 'compare.chosen', hash: 'aaaaaaaaaaaaaaaa' });
    const late = flowMapReducer(chosen, { type: 'compare.settled', compare: { hash: 'bbbbbbbbbbbbbbbb', status: 'failed', error: 'late' } });
    expect(late.compare).toEqual({ hash: 'aaaaaaaaaaaaaaaa', status: 'loading' });
    const settled = flowMapReducer(chosen, { type: 'compare.settled', compare: { hash: 'aaaaaaaaaaaaaaaa', status: 'failed', error: 'gone' } });
    expect(settled.compare).toEqual({ hash: 'aaaaaaaaaaaaaaaa', status: 'failed', error: 'gone' });
    expect(flowMapReducer(settled, { type: 'compare.chosen', hash: null }).compare).toBeNull();
  });
});
