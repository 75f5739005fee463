import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onboardingMachine } from '../../machines/onboarding.machine.ts';
import { BUILT_DRAWING_ELEMENT_ID } from '../../src/flow-map/drawing-source.ts';
import type { BuiltDrawing } from '../../src/flow-map/flow-drawing.ts';
import { drawingHash, drawJourney } from '../../src/flow-map/flow-drawing.ts';
import FlowMapPage from '../../src/flow-map/flow-map.page.tsx';
import { extractMachineGraph } from '../../src/flow-map/machine-graph.ts';
import { ONBOARDING_GRAPH_OPTIONS } from '../../src/flow-map/onboarding-flow.ts';
import { ONBOARDING_JOURNEY } from '../../src/flow-map/onboarding-journey.ts';
import { SCREEN_CAPTURES } from '../../src/flow-map/screen-captures.ts';

// The real page on the onboarding machine, as the build serves it: the build's drawing in the
// document, which the page draws from (jsdom has no Web Worker: a layout asked of one would fail
// this test). Coverage and the funnel are not served here.
vi.stubGlobal('fetch', vi.fn(async () => new Response('{"message":"Not found"}', { status: 404 })));

const input = { graph: extractMachineGraph(onboardingMachine, ONBOARDING_GRAPH_OPTIONS), journey: ONBOARDING_JOURNEY, captures: SCREEN_CAPTURES };
const drawing: BuiltDrawing = { hash: drawingHash(input), journey: drawJourney(input), fullUrl: '/assets/every-state.json', imageUrls: { 'about.webp': '/assets/about-1.webp' }, buildsUrl: '/flow/builds' };

afterEach(() => document.getElementById(BUILT_DRAWING_ELEMENT_ID)?.remove());

describe('FlowMapPage on the onboarding machine', () => {
  it("opens on the journey the build drew, each step with its screen's title, and lists the model test paths", async () => {
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = BUILT_DRAWING_ELEMENT_ID;
    data.textContent = JSON.stringify(drawing);
    document.body.append(data);
    const user = userEvent.setup();
    render(<FlowMapPage />);
    expect(screen.getByRole('heading', { name: 'Zoomies onboarding flow' })).toBeInTheDocument();
    expect(screen.getByText('Drawn when this version was built.')).toBeInTheDocument();
    const spine = within(screen.getByRole('list', { name: "The applicant's main path" })).getAllByRole('button');
    expect(spine[2]).toHaveAccessibleName(/^Tell us about your pet, step 3 of the main path, Pet/);

    await user.click(spine[2] as HTMLElement);
    const panel = screen.getByRole('complementary', { name: 'Details' });
    expect(within(panel).getByRole('img', { name: "The screen 'Tell us about your pet', as the applicant sees it" })).toHaveAttribute('src', '/assets/about-1.webp');
    expect(within(panel).getByText('zoomies.card.about')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'List paths' }));
    const summary = screen.getByText(/^\d+ shortest paths\.$/);
    expect(Number(summary.textContent?.split(' ')[0])).toBeGreaterThan(50);
    expect(screen.getAllByText(/^to congratulations › shown$/).length).toBeGreaterThan(0);
  }, 30_000);
});

describe("the build's drawing in the page", () => {
  it('is read when it is one, and left alone when it is not: the map then lays out in its worker', async () => {
    const { readBuiltDrawing } = await import('../../src/flow-map/drawing-source.ts');
    const page = document.implementation.createHTMLDocument('flow');
    expect(readBuiltDrawing(page)).toBeNull();
    const data = page.createElement('script');
    data.id = BUILT_DRAWING_ELEMENT_ID;
    page.body.append(data);
    data.textContent = JSON.stringify(drawing);
    expect(readBuiltDrawing(page)?.hash).toBe(drawing.hash);
    for (const broken of ['{"hash":', '{"journey":null}', '[]']) {
      data.textContent = broken;
      expect(readBuiltDrawing(page), broken).toBeNull();
    }
  });
});
