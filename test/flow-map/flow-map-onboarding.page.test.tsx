import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import FlowMapPage from '../../src/flow-map/flow-map.page.tsx';

// The real page: the onboarding machine, the model tests' events. Coverage is not served here.
vi.stubGlobal('fetch', vi.fn(async () => new Response('{"message":"Not found"}', { status: 404 })));

describe('FlowMapPage on the onboarding machine', () => {
  it('opens on the main steps, each with its contract route, and lists the model test paths', async () => {
    const user = userEvent.setup();
    render(<FlowMapPage />);
    expect(screen.getByRole('heading', { name: 'Zoomies onboarding flow' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^group of states offerStart, route zoomies\.card\.offer\.start, collapsed/ }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /, route zoomies\.card\.accept-offer/ })).toBeInTheDocument();

    // Chosen by its contract route, which is stable, rather than by its state name.
    await user.click(screen.getByRole('button', { name: /, route zoomies\.card\.zoomies-verify/ }));
    const panel = screen.getByRole('complementary', { name: 'Details' });
    expect(within(panel).getByText('zoomies.card.zoomies-verify')).toBeInTheDocument();
    expect(within(panel).getByText('stories/verify-code.stories.tsx')).toBeInTheDocument();
    // The story's Storybook title, read from the story file.
    expect(await within(panel).findByText(/^Screens\/Verify code, in/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'List paths' }));
    const summary = screen.getByText(/^\d+ shortest paths\.$/);
    expect(Number(summary.textContent?.split(' ')[0])).toBeGreaterThan(50);
    expect(screen.getAllByText(/^to congratulations › shown$/).length).toBeGreaterThan(0);
  }, 30_000);
});
