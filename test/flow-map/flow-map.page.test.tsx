import type { Funnel } from '../../src/flow-map/funnel.ts';
import { FunnelUnavailable } from '../../src/flow-map/funnel-source.ts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CoverageReports } from '../../src/flow-map/coverage.ts';
import { FlowMap } from '../../src/flow-map/flow-map.tsx';
import { COLORS } from '../../src/flow-map/diagram-scene.ts';
import { FLOW_CHANNEL_NAME } from '../../src/flow-map/live-channel.ts';
import { fixtureEvents } from './fixture.events.ts';
import { fixtureMachine } from './fixture.machine.ts';

const reports: CoverageReports = {
  model: { states: { covered: ['fixture', 'start', 'fixture.verifying'], total: 11 }, transitions: { covered: ['start:user.submit:0'], total: 15 } },
  e2e: null,
};

const channels: BroadcastChannel[] = [];
afterEach(() => {
  channels.splice(0).forEach((channel) => channel.close());
});
function flowTab(): BroadcastChannel {
  const channel = new BroadcastChannel(FLOW_CHANNEL_NAME);
  channels.push(channel);
  return channel;
}

function renderMap(overrides: Partial<Parameters<typeof FlowMap>[0]> = {}) {
  return render(
    <FlowMap
      machine={fixtureMachine}
      pathEvents={fixtureEvents}
      loadCoverage={() => Promise.resolve(reports)}
      openChannel={() => new BroadcastChannel(FLOW_CHANNEL_NAME)}
      {...overrides}
    />,
  );
}

// The first layout (elk in its worker) can take seconds on a busy machine.
const stateButton = (name: RegExp) => screen.findByRole('button', { name }, { timeout: 15_000 });

describe('FlowMap page', () => {
  it('draws every state of the machine as a focusable button', async () => {
    renderMap();
    expect(await stateButton(/^state owner, route zoomies\.card\.user/)).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: /^group of states details/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^final state approved, route zoomies\.card\.congratulations/ })).toBeInTheDocument();
    expect(screen.getByText('11 states, 12 transitions, drawn from the machine\'s own definition.')).toBeInTheDocument();
  });

  it('shows a state\'s route, guards, services, screen and story on click and on Enter', async () => {
    const user = userEvent.setup();
    renderMap();
    await user.click(await stateButton(/^state deciding/));
    const details = screen.getByRole('region', { name: 'deciding' });
    expect(within(details).getByText('zoomies.card.preprocessing')).toBeInTheDocument();
    expect(within(details).getByText('processing')).toBeInTheDocument();
    expect(within(details).getByText('stories/processing.stories.tsx')).toBeInTheDocument();
    expect(within(details).getByText('pollDecision')).toBeInTheDocument();
    expect(within(details).getByText('isApproved')).toBeInTheDocument();

    (await stateButton(/^state owner/)).focus();
    await user.keyboard('{Enter}');
    const owner = screen.getByRole('region', { name: 'owner' });
    expect(screen.getByText('Details of owner are in the panel.')).toBeInTheDocument();
    expect(document.activeElement).toHaveAttribute('data-state-id', 'owner');
    expect(within(owner).getByText('hasIncome && !isReturning')).toBeInTheDocument();
    expect(within(owner).getByText('yes, when !in(#approved)')).toBeInTheDocument();

    // A group lists the states inside; each opens its own details.
    await user.click(within(owner).getByRole('button', { name: 'details' }));
    const group = screen.getByRole('region', { name: 'details' });
    expect(within(group).getByRole('heading', { name: 'States inside (3)' })).toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: 'incomeMissing' }));
    expect(within(screen.getByRole('region', { name: 'incomeMissing' })).getByText('always', { selector: 'strong' })).toBeInTheDocument();
  });

  it('shows the funnel of the last 7 days: a table per step, counts on the arrows, widths by count', async () => {
    const asked: Array<{ from: string; to: string }> = [];
    const funnel = {
      states: [
        { id: 'start', entered: 10, exited: { verifying: 8 }, median_ms: 45_000 },
        { id: 'verifying', entered: 8, exited: { details: 6 }, median_ms: 3_000 },
        { id: 'details', entered: 6, exited: { deciding: 2 }, median_ms: 200_000 },
        { id: 'deciding', entered: 2, exited: { approved: 2 }, median_ms: 4_000 },
        { id: 'approved', entered: 2, exited: {}, median_ms: null },
      ],
    } as unknown as Funnel;
    renderMap({
      initialRange: { from: '2026-02-24', to: '2026-03-02' },
      loadFunnel: async (range) => {
        asked.push(range);
        return funnel;
      },
    });
    const panel = await screen.findByRole('region', { name: 'Applicants' });
    expect(asked).toEqual([{ from: '2026-02-24', to: '2026-03-02' }]);
    const row = await within(panel).findByRole('row', { name: /^start/ });
    expect(within(row).getByRole('rowheader').textContent).toBe('start→ verifying 8');
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['10', '2 (20%)', '45 s']);
    // The arrows between the steps carry their applicants; the busiest is the widest.
    await waitFor(() => expect(document.querySelector('[data-edge-id="start:user.submit:0"] text:last-of-type')?.textContent).toBe('8 applicants'), { timeout: 5000 });
    const width = (edgeId: string) => Number(document.querySelector(`[data-edge-id="${edgeId}"] path`)?.getAttribute('stroke-width'));
    expect(width('start:user.submit:0')).toBeGreaterThan(width('fixture.deciding:xstate.done.actor.pollDecision:0'));
    expect(await stateButton(/^state start, .*10 entered · 2 stopped \(20%\)/)).toBeInTheDocument();

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

  it('highlights the state the flow tab reports and logs its event', async () => {
    const hello = vi.fn();
    const tab = flowTab();
    tab.addEventListener('message', (event) => hello((event as MessageEvent).data));
    renderMap();
    await stateButton(/^state owner/);
    // A newly opened map asks the flow tab where it is.
    await waitFor(() => expect(hello).toHaveBeenCalledWith({ type: 'hello' }));

    tab.postMessage({ type: 'snapshot', stateIds: ['fixture', 'fixture.details', 'owner'], value: { details: 'owner' }, event: { type: 'user.submit' }, at: Date.now() });
    expect(await stateButton(/^state owner, route zoomies\.card\.user, current state/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^state pet, route zoomies\.card\.about$/ })).toBeInTheDocument();
    expect(screen.getByText('The flow is in owner.')).toBeInTheDocument();
    // In the header too, for when the panel is closed.
    expect(screen.getByText('Live:').closest('p')).toHaveTextContent('Live: owner');
    expect(screen.getByRole('list', { name: 'Event log' })).toHaveTextContent('user.submit → owner');

    // The lines the step took light up in the live colour.
    const line = () => document.querySelector('[data-edge-id="pet:user.submit:0"] path');
    const before = line()?.getAttribute('stroke');
    tab.postMessage({ type: 'transitions', keys: ['pet:user.submit:0'], at: Date.now() });
    await waitFor(() => expect(line()?.getAttribute('stroke')).toBe(COLORS.active));
    expect(before).not.toBe(COLORS.active);
  });

  it('lists the shortest test paths as steps and shows one on the diagram', async () => {
    const user = userEvent.setup();
    renderMap();
    await stateButton(/^state owner/);
    await user.click(screen.getByRole('button', { name: 'List paths' }));
    expect(screen.getByText('9 shortest paths.')).toBeInTheDocument();
    const item = screen.getByText('to timedOut').closest('li') as HTMLElement;
    expect(within(item).getByText('after DECISION_TIMEOUT')).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Show on the diagram' }));
    expect(await stateButton(/^state timedOut, route zoomies\.card\.preprocessing, on the shown path/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^final state approved, route zoomies\.card\.congratulations$/ })).toBeInTheDocument();
  });

  it('prints the coverage totals and colours the diagram by them', async () => {
    const user = userEvent.setup();
    renderMap();
    expect(await screen.findByText('Model tests: states 3/11, transitions 1/15')).toBeInTheDocument();
    expect(screen.getByText('Browser tests: not run yet')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Colour the diagram by coverage' }));
    expect(await stateButton(/^state start, route zoomies\.card\.offer\.start, covered by model tests only/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^state owner, route zoomies\.card\.user, not covered/ })).toBeInTheDocument();
  });

  it('says so when the coverage reports cannot be loaded', async () => {
    renderMap({ loadCoverage: () => Promise.reject(new Error('offline')) });
    expect(await screen.findByText('The coverage reports could not be loaded (is the API running?).')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Colour the diagram by coverage' })).toBeDisabled();
  });

  it('attaches the inspector on request and forwards what the flow tab reports', async () => {
    const user = userEvent.setup();
    const forward = vi.fn();
    const attach = vi.fn(async () => ({ forward, stop: vi.fn() }));
    const tab = flowTab();
    renderMap({ attachInspector: attach });
    await user.click(await screen.findByRole('button', { name: 'Attach the Stately inspector' }));
    expect(await screen.findByRole('button', { name: 'Stately inspector attached' })).toBeDisabled();
    expect(attach).toHaveBeenCalledWith(fixtureMachine, null);
    tab.postMessage({ type: 'snapshot', stateIds: ['fixture', 'start'], value: 'start', event: null, at: 1 });
    await waitFor(() => expect(forward).toHaveBeenCalledWith(expect.objectContaining({ stateIds: ['fixture', 'start'] })));
  });

  it('shows the main steps first when asked, and opens a step on request', async () => {
    const user = userEvent.setup();
    renderMap({ initialDetail: 'main' });
    await user.click(await stateButton(/^group of states details, collapsed/));
    expect(screen.queryByRole('button', { name: /^state pet/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show the 3 states inside' }));
    expect(await stateButton(/^state pet, route zoomies\.card\.about/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show the main steps' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^state pet/ })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Show every state' }));
    expect(await stateButton(/^state pet/)).toBeInTheDocument();
  });

  it('hides the side panel to give the diagram the whole width', async () => {
    const user = userEvent.setup();
    renderMap();
    const toggle = await screen.findByRole('button', { name: 'Hide the panel' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(screen.queryByRole('complementary', { name: 'Details' })).not.toBeInTheDocument();
    // Choosing a state opens it again, with that state's details.
    await user.click(await stateButton(/^state pet/));
    expect(screen.getByRole('complementary', { name: 'Details' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'pet' })).toBeInTheDocument();
  });
});

describe('FlowMap page effects', () => {
  it('loads the coverage and opens the channel once, even when given new functions on each render', async () => {
    const loadCoverage = vi.fn(() => Promise.resolve(reports));
    const openChannel = vi.fn(() => new BroadcastChannel(FLOW_CHANNEL_NAME));
    const { rerender } = render(<FlowMap machine={fixtureMachine} loadCoverage={() => loadCoverage()} openChannel={() => openChannel()} />);
    expect(await screen.findByText('Model tests: states 3/11, transitions 1/15')).toBeInTheDocument();
    rerender(<FlowMap machine={fixtureMachine} loadCoverage={() => loadCoverage()} openChannel={() => openChannel()} />);
    await stateButton(/^state owner/);
    expect(loadCoverage).toHaveBeenCalledTimes(1);
    expect(openChannel).toHaveBeenCalledTimes(1);
  });
});
