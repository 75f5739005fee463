import type { Funnel } from '../../src/flow-map/funnel.ts';
import { FunnelUnavailable } from '../../src/flow-map/funnel-source.ts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CoverageReports } from '../../src/flow-map/coverage.ts';
import { FlowMap } from '../../src/flow-map/flow-map.tsx';
import { COLORS } from '../../src/flow-map/diagram-scene.ts';
import type { BuiltDrawing } from '../../src/flow-map/flow-drawing.ts';
import { drawingHash, drawJourney } from '../../src/flow-map/flow-drawing.ts';
import { FLOW_CHANNEL_NAME } from '../../src/app/live-channel.ts';
import { describeMachine } from '../../src/flow-map/machine-description.ts';
import { extractMachineGraph } from '../../src/flow-map/machine-graph.ts';
import type { ScreenCaptures } from '../../src/flow-map/screen-captures.ts';
import { fixtureEvents } from './fixture.events.ts';
import { fixtureJourney } from './fixture.journey.ts';
import { fixtureMachine } from './fixture.machine.ts';
import { inThreadEngine } from './in-thread-engine.ts';

const reports: CoverageReports = {
  model: { states: { covered: ['fixture', 'start', 'fixture.verifying'], total: 11 }, transitions: { covered: ['start:user.submit:0'], total: 15 } },
  e2e: null,
};
const noCaptures: ScreenCaptures = { version: 1, viewport: { width: 390, height: 640 }, captures: [] };
const graph = extractMachineGraph(fixtureMachine);
const input = { graph, journey: fixtureJourney, captures: noCaptures };
/** The drawing a build of the fixture would serve. */
const builtDrawing = (hash = drawingHash(input)): BuiltDrawing => ({ hash, journey: drawJourney(input), fullUrl: '/assets/every-state.json', imageUrls: {}, buildsUrl: '/flow/builds' });

const channels: BroadcastChannel[] = [];
afterEach(() => {
  channels.splice(0).forEach((channel) => channel.close());
  vi.unstubAllGlobals();
});
function flowTab(): BroadcastChannel {
  const channel = new BroadcastChannel(FLOW_CHANNEL_NAME);
  channels.push(channel);
  return channel;
}

function renderMap(overrides: Partial<Parameters<typeof FlowMap>[0]> = {}) {
  const engine = inThreadEngine();
  const view = render(
    <FlowMap
      machine={fixtureMachine}
      pathEvents={fixtureEvents}
      journey={fixtureJourney}
      captures={noCaptures}
      drawingEngine={engine}
      loadFunnel={() => Promise.resolve({ states: [] } as unknown as Funnel)}
      loadCoverage={() => Promise.resolve(reports)}
      openChannel={() => new BroadcastChannel(FLOW_CHANNEL_NAME)}
      {...overrides}
    />,
  );
  return { ...view, engine };
}

// Every state is laid out by ELK (in the test's thread here): seconds on a busy machine.
const stateButton = (name: RegExp) => screen.findByRole('button', { name }, { timeout: 15_000 });
const spineSteps = () => within(screen.getByRole('list', { name: "The applicant's main path" })).getAllByRole('button').map((button) => button.getAttribute('data-state-id'));

describe('FlowMap page: the journey', () => {
  it("opens on the journey drawn by the build: the main path in order, the branches beside it, the machine's own ways as a legend", async () => {
    const { engine } = renderMap({ built: builtDrawing() });
    // Drawn at once, from the build's drawing: nothing laid out in the page.
    expect(spineSteps()).toEqual(['start', 'fixture.verifying', 'fixture.details', 'fixture.deciding', 'approved']);
    expect(screen.getByText('Drawn when this version was built.')).toBeInTheDocument();
    expect(engine.journey).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /^Declined, outcome/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Timed out, outcome/ })).toBeInTheDocument();
    // Start over, declared on the machine itself, is written once in the legend, not drawn from each box.
    expect(screen.getByText('← user.reload (from any step)')).toBeInTheDocument();
    expect(document.querySelectorAll('[data-source="fixture"]')).toHaveLength(0);
    // The way back to an earlier step is written in its box.
    expect(screen.getByRole('button', { name: /^Verifying, step 2/ })).toHaveTextContent('↩ Start (error checkPhone)');
    // The main path's lines are the thick ones.
    const width = (lineId: string) => Number(document.querySelector(`[data-line-id="${lineId}"] path`)?.getAttribute('stroke-width'));
    expect(width('fixture.details>fixture.deciding')).toBeGreaterThan(width('fixture.deciding>fixture.declined'));
  });

  it('lays the journey out in the worker, and says so, when the machine is not the one the build drew', async () => {
    const { engine } = renderMap({ built: builtDrawing('0000000000000000') });
    expect(screen.getByText('Laying out the diagram (in a worker)…')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(spineSteps()).toHaveLength(5));
    expect(engine.journey).toHaveBeenCalledTimes(1);
    expect(screen.getByText('The machine changed since this version was built: laid out in your browser.')).toBeInTheDocument();
  });

  it("shows a step's details: where it leads, in words, and the engineer's facts", async () => {
    const user = userEvent.setup();
    renderMap({ built: builtDrawing() });
    await user.click(screen.getByRole('button', { name: /^Deciding, step 4/ }));
    const details = screen.getByRole('region', { name: 'Deciding' });
    expect(within(details).getByText('Step 4 of the main path: Decision')).toBeInTheDocument();
    const leads = within(details).getByRole('list', { name: /^Where it leads/ });
    expect(within(leads).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'done pollDecision [isApproved] → Approved',
      'done pollDecision → Declined',
      'after DECISION_TIMEOUT 31 s → Timed out',
    ]);
    expect(within(details).getByText('zoomies.card.preprocessing')).toBeInTheDocument();
    expect(within(details).getByText('pollDecision')).toBeInTheDocument();

    // By keyboard: Tab to a box, Enter.
    screen.getByRole('button', { name: /^Details, step 3/ }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'Details' })).toBeInTheDocument();
    expect(screen.getByText('Details of Details are in the panel.')).toBeInTheDocument();
    expect(document.activeElement).toHaveAttribute('data-state-id', 'fixture.details');
  });

  it('opens the legend\'s places from their names', async () => {
    const user = userEvent.setup();
    renderMap({ built: builtDrawing() });
    await user.click(screen.getByRole('button', { name: 'Start: its details' }));
    expect(screen.getByRole('region', { name: 'Start' })).toBeInTheDocument();
  });
});

describe('FlowMap page: every state', () => {
  it('draws every state on request, from the build\'s file, and shows an inner state\'s rules', async () => {
    const user = userEvent.setup();
    const engine = inThreadEngine();
    const data = await engine.everyState(graph);
    const fetched: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        fetched.push(url);
        return url === '/assets/every-state.json' ? new Response(JSON.stringify(data), { status: 200 }) : new Response('{"builds":[]}', { status: 200 });
      }),
    );
    const map = renderMap({ built: builtDrawing() });
    await user.click(screen.getByRole('button', { name: 'Show every state' }));
    expect(await stateButton(/^state owner, route zoomies\.card\.user/)).toHaveAttribute('tabindex', '0');
    expect(fetched.filter((url) => url !== '/flow/builds/index.json')).toEqual(['/assets/every-state.json']);
    expect(map.engine.everyState).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /^group of states details/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^final state approved, route zoomies\.card\.congratulations/ })).toBeInTheDocument();
    expect(screen.getByText(/^11 states, 12 transitions, drawn from the machine's own definition\./)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^state owner/ }));
    const owner = screen.getByRole('region', { name: 'owner' });
    expect(within(owner).getByText('Inside Details')).toBeInTheDocument();
    expect(within(owner).getByText('hasIncome && !isReturning')).toBeInTheDocument();
    expect(within(owner).getByText('yes, when !in(#approved)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show the journey' }));
    expect(spineSteps()).toHaveLength(5);
  });

  it('lays every state out in the worker when there is no drawing from a build', async () => {
    const user = userEvent.setup();
    const { engine } = renderMap({ initialView: 'all' });
    expect(await stateButton(/^state pet, route zoomies\.card\.about/)).toBeInTheDocument();
    expect(engine.everyState).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Laid out in your browser (no drawing from a build).')).toBeInTheDocument();
    // A step's details offer its states inside, in this diagram.
    await user.click(screen.getByRole('button', { name: /^group of states details/ }));
    expect(within(screen.getByRole('region', { name: 'Details' })).getByRole('heading', { name: 'States inside (3)' })).toBeInTheDocument();
  });
});

describe('FlowMap page: overlays', () => {
  it('draws the funnel of the last 7 days on the journey: applicants per step, arrow widths by count, the date range', async () => {
    const asked: Array<{ from: string; to: string }> = [];
    const funnel = {
      states: [
        { id: 'start', entered: 10, exited: { verifying: 8 }, median_ms: 45_000 },
        { id: 'verifying', entered: 8, exited: { details: 6 }, median_ms: 3_000 },
        { id: 'details', entered: 6, exited: { deciding: 2 }, median_ms: 200_000 },
        { id: 'deciding', entered: 2, exited: { approved: 1, declined: 1 }, median_ms: 4_000 },
        { id: 'approved', entered: 1, exited: {}, median_ms: null },
      ],
    } as unknown as Funnel;
    renderMap({
      built: builtDrawing(),
      initialRange: { from: '2026-02-24', to: '2026-03-02' },
      loadFunnel: async (range) => {
        asked.push(range);
        return funnel;
      },
    });
    const panel = await screen.findByRole('region', { name: 'Applicants' });
    expect(asked).toEqual([{ from: '2026-02-24', to: '2026-03-02' }]);
    const row = await within(panel).findByRole('row', { name: /^Start/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['10', '2 (20%)', '45 s']);
    // On the journey: each step's drop-off, the range, the busiest arrow the widest.
    expect(await stateButton(/^Details, step 3 .*6 entered, 4 stopped \(67%\), median 3 min 20 s/)).toHaveTextContent('6 in · 4 stopped (67%)');
    expect(screen.getByText(/^Applicants from 2026-02-24 to 2026-03-02/)).toBeInTheDocument();
    const line = (lineId: string) => document.querySelector(`[data-line-id="${lineId}"]`);
    expect(line('start>fixture.verifying')).toHaveTextContent('8 applicants (80% went on)');
    expect(line('fixture.deciding>fixture.declined')).toHaveTextContent('1 applicant');
    const width = (lineId: string) => Number(line(lineId)?.querySelector('path')?.getAttribute('stroke-width'));
    expect(width('start>fixture.verifying')).toBeGreaterThan(width('fixture.details>fixture.deciding'));

    // Another range is asked for as typed.
    const user = userEvent.setup();
    await user.clear(within(panel).getByLabelText('From'));
    await user.type(within(panel).getByLabelText('From'), '2026-03-01');
    await user.click(within(panel).getByRole('button', { name: 'Show these days' }));
    expect(asked.at(-1)).toEqual({ from: '2026-03-01', to: '2026-03-02' });
  });

  it('asks for the staff token when the server wants one', async () => {
    const tokens: Array<string | null> = [];
    renderMap({
      built: builtDrawing(),
      loadFunnel: async (_range, token) => {
        tokens.push(token);
        if (token !== 'staff-1') throw new FunnelUnavailable('The funnel needs a valid staff token.', true);
        return { states: [] } as unknown as Funnel;
      },
    });
    const panel = await screen.findByRole('region', { name: 'Applicants' });
    const user = userEvent.setup();
    await user.type(await within(panel).findByLabelText('Staff token'), 'staff-1');
    await user.click(within(panel).getByRole('button', { name: 'Show these days' }));
    await within(panel).findByText('No application moved in these days.');
    expect(tokens).toEqual([null, 'staff-1']);
  });

  it('highlights the step the flow tab is in, and the lines it just took', async () => {
    const hello = vi.fn();
    const tab = flowTab();
    tab.addEventListener('message', (event) => hello((event as MessageEvent).data));
    renderMap({ built: builtDrawing() });
    // A newly opened map asks the flow tab where it is.
    await waitFor(() => expect(hello).toHaveBeenCalledWith({ type: 'hello' }));

    tab.postMessage({ type: 'snapshot', stateIds: ['fixture', 'fixture.details', 'owner'], value: { details: 'owner' }, event: { type: 'user.submit' }, at: Date.now() });
    expect(await stateButton(/^Details, step 3 .*current state/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Deciding, step 4 of the main path, Decision$/ })).toBeInTheDocument();
    expect(screen.getByText('The flow is in owner.')).toBeInTheDocument();
    // In the header too, for when the panel is closed.
    expect(screen.getByText('Live:').closest('p')).toHaveTextContent('Live: owner');
    expect(screen.getByRole('list', { name: 'Event log' })).toHaveTextContent('user.submit → owner');

    const line = () => document.querySelector('[data-line-id="fixture.details>fixture.deciding"] path');
    const before = line()?.getAttribute('stroke');
    tab.postMessage({ type: 'transitions', keys: ['owner:user.submit:0'], at: Date.now() });
    await waitFor(() => expect(line()?.getAttribute('stroke')).toBe(COLORS.active));
    expect(before).not.toBe(COLORS.active);
  });

  it('lists the shortest test paths as steps and shows one on the journey', async () => {
    const user = userEvent.setup();
    renderMap({ built: builtDrawing() });
    await user.click(screen.getByRole('button', { name: 'List paths' }));
    expect(screen.getByText('9 shortest paths.')).toBeInTheDocument();
    const item = screen.getByText('to timedOut').closest('li') as HTMLElement;
    expect(within(item).getByText('after DECISION_TIMEOUT')).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Show on the diagram' }));
    expect(await stateButton(/^Timed out, outcome, on the shown path/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Declined, outcome$/ })).toBeInTheDocument();
  });

  it('prints the coverage totals and colours the diagram by them', async () => {
    const user = userEvent.setup();
    renderMap({ built: builtDrawing() });
    expect(await screen.findByText('Model tests: states 3/11, transitions 1/15')).toBeInTheDocument();
    expect(screen.getByText('Browser tests: not run yet')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Colour the diagram by coverage' }));
    expect(await stateButton(/^Start, step 1 .*covered by model tests only/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Details, step 3 .*not covered/ })).toBeInTheDocument();
  });

  it('says so when the coverage reports cannot be loaded', async () => {
    renderMap({ built: builtDrawing(), loadCoverage: () => Promise.reject(new Error('offline')) });
    expect(await screen.findByText('The coverage reports could not be loaded (is the API running?).')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Colour the diagram by coverage' })).toBeDisabled();
  });

  it('attaches the inspector on request and forwards what the flow tab reports', async () => {
    const user = userEvent.setup();
    const forward = vi.fn();
    const attach = vi.fn(async () => ({ forward, stop: vi.fn() }));
    const tab = flowTab();
    renderMap({ built: builtDrawing(), attachInspector: attach });
    await user.click(await screen.findByRole('button', { name: 'Attach the Stately inspector' }));
    expect(await screen.findByRole('button', { name: 'Stately inspector attached' })).toBeDisabled();
    expect(attach).toHaveBeenCalledWith(fixtureMachine, null);
    tab.postMessage({ type: 'snapshot', stateIds: ['fixture', 'start'], value: 'start', event: null, at: 1 });
    await waitFor(() => expect(forward).toHaveBeenCalledWith(expect.objectContaining({ stateIds: ['fixture', 'start'] })));
  });

  it('hides the side panel to give the diagram the whole width', async () => {
    const user = userEvent.setup();
    renderMap({ built: builtDrawing() });
    const toggle = await screen.findByRole('button', { name: 'Hide the panel' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(screen.queryByRole('complementary', { name: 'Details' })).not.toBeInTheDocument();
    // Choosing a box opens it again, with that box's details.
    await user.click(screen.getByRole('button', { name: /^Verifying, step 2/ }));
    expect(screen.getByRole('complementary', { name: 'Details' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Verifying' })).toBeInTheDocument();
  });
});

describe('FlowMap page: what changed since another build', () => {
  it('lists the changes and colours them on the journey', async () => {
    // The earlier build: no time-out branch, and other words on the decline.
    const earlier = describeMachine(graph);
    earlier.states = earlier.states.filter((state) => state.id !== 'fixture.timedOut');
    earlier.transitions = earlier.transitions
      .filter((transition) => !transition.targetIds.includes('fixture.timedOut'))
      .map((transition) => (transition.id === 'fixture.deciding:xstate.done.actor.pollDecision:1' ? { ...transition, plainLabel: 'turned down' } : transition));
    const loadBuild = vi.fn(async () => earlier);
    renderMap({ built: builtDrawing(), compareWith: 'abcdef0123456789', loadBuild });
    const panel = await screen.findByRole('region', { name: 'What changed since build abcdef0123456789' });
    expect(await within(panel).findByText('States: 1 added, 0 removed, 0 changed; transitions: 1 added, 0 removed, 1 changed.')).toBeInTheDocument();
    expect(loadBuild).toHaveBeenCalledWith('abcdef0123456789');
    expect(await stateButton(/^Timed out, outcome, added/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Deciding, step 4 .*changed inside/ })).toBeInTheDocument();
    expect(document.querySelector('[data-line-id="fixture.deciding>fixture.timedOut"] path')?.getAttribute('stroke')).toBe(COLORS.change.added.stroke);
    expect(document.querySelector('[data-line-id="fixture.deciding>fixture.declined"] path')?.getAttribute('stroke')).toBe(COLORS.change.changed.stroke);
    expect(within(panel).getByText('turned down')).toBeInTheDocument();
  });
});

describe('FlowMap page effects', () => {
  it('loads the coverage and opens the channel once, even when given new functions on each render', async () => {
    const loadCoverage = vi.fn(() => Promise.resolve(reports));
    const openChannel = vi.fn(() => new BroadcastChannel(FLOW_CHANNEL_NAME));
    const props = { machine: fixtureMachine, journey: fixtureJourney, captures: noCaptures, built: builtDrawing(), loadFunnel: () => Promise.resolve({ states: [] } as unknown as Funnel) };
    const { rerender } = render(<FlowMap {...props} loadCoverage={() => loadCoverage()} openChannel={() => openChannel()} />);
    expect(await screen.findByText('Model tests: states 3/11, transitions 1/15')).toBeInTheDocument();
    rerender(<FlowMap {...props} loadCoverage={() => loadCoverage()} openChannel={() => openChannel()} />);
    expect(loadCoverage).toHaveBeenCalledTimes(1);
    expect(openChannel).toHaveBeenCalledTimes(1);
  });
});
