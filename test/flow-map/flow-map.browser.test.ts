import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from '../../scripts/bench/app-server.ts';
import { onboardingMachine } from '../../machines/onboarding.machine.ts';
import { buildJourney } from '../../src/flow-map/journey.ts';
import { extractMachineGraph } from '../../src/flow-map/machine-graph.ts';
import { ONBOARDING_GRAPH_OPTIONS } from '../../src/flow-map/onboarding-flow.ts';
import { ONBOARDING_JOURNEY } from '../../src/flow-map/onboarding-journey.ts';
import { captureFor, SCREEN_CAPTURES } from '../../src/flow-map/screen-captures.ts';
import { findChromium } from '../browser/find-chromium.ts';
import { budget } from '../browser/time-budget.ts';
import { buildForProduction } from '../build/production-build.ts';

// A product owner's questions, asked of /flow in Chromium, as a fresh `npm start` serves it: a
// production build (with its drawing of the machine) and the real server. Screenshots go to
// test-results/flow-map/ (the journey, every state, a step's details), for a person to look at.

const SHOTS = join('test-results', 'flow-map');
/** The applicant's main path, as the issue names it (offer or start, verify, pet, details, ...). */
const MAIN_STEPS = ['Offer or start', 'Verify', 'Pet', 'Details', 'Decision', 'Accept', 'Approval', 'Congratulations', 'Quiz', 'Additional services', 'Payment', 'Welcome'];

let root = '';
let server: AppServer | null = null;
let browser: Browser | null = null;
/** Every URL the pages asked for: a layout in the page would fetch the worker's script. */
const requested: string[] = [];

beforeAll(async () => {
  root = mkdtempSync(join(process.cwd(), 'node_modules', '.cache', 'flow-map-browser-'));
  const outDir = join(root, 'app');
  await buildForProduction(outDir);
  server = await startAppServer({ env: { STATIC_DIR: outDir, APP_MODE: 'sandbox' } });
  const choice = await findChromium();
  browser = await chromium.launch({ executablePath: choice.executablePath, args: choice.args, headless: true });
  mkdirSync(SHOTS, { recursive: true });
}, 300_000);

afterAll(async () => {
  await browser?.close().catch(() => undefined);
  await server?.stop();
  if (root) rmSync(root, { recursive: true, force: true });
});

/** /flow at a laptop's size; `atLoad` is what the page showed when its load event fired. */
async function openFlow(): Promise<{ page: Page; atLoad: { boxes: number; spine: string[]; laying: boolean; drawnBy: string | null } }> {
  const page = await (browser as Browser).newPage({ viewport: { width: 1280, height: 800 } });
  page.on('request', (request) => requested.push(request.url()));
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(() => {
    addEventListener('load', () => {
      const spine = document.querySelector('[role="list"][aria-label="The applicant\'s main path"]');
      (window as unknown as { atLoad: unknown }).atLoad = {
        boxes: document.querySelectorAll('.flow-state[data-state-id]').length,
        spine: [...(spine?.querySelectorAll('[data-state-id]') ?? [])].map((box) => box.getAttribute('aria-label') ?? ''),
        laying: document.body.textContent?.includes('Laying out') ?? false,
        drawnBy: document.querySelector('[data-drawn-by]')?.getAttribute('data-drawn-by') ?? null,
      };
    });
  });
  await page.goto(`${(server as AppServer).baseUrl}/flow`, { waitUntil: 'load' });
  const atLoad = (await page.evaluate(() => (window as unknown as { atLoad: unknown }).atLoad)) as { boxes: number; spine: string[]; laying: boolean; drawnBy: string | null };
  // Then the live map takes the drawing's place.
  await page.locator('#flow-map-static').waitFor({ state: 'detached' });
  expect(problems).toEqual([]);
  return { page, atLoad };
}

const spineBox = (page: Page, step: string) => page.getByRole('list', { name: "The applicant's main path" }).getByRole('button', { name: new RegExp(`, step \\d+ of the main path, ${step}\\b`) });

describe('/flow answers a product owner', () => {
  it('is drawn when the page has loaded: the journey comes with the page, laid out by the build', async () => {
    const { page, atLoad } = await openFlow();
    expect(atLoad.laying).toBe(false);
    expect(atLoad.drawnBy).toBe('build');
    expect(atLoad.spine).toHaveLength(MAIN_STEPS.length);
    expect(atLoad.boxes).toBeGreaterThan(MAIN_STEPS.length);
    await expect.poll(() => page.getByText('Drawn when this version was built.').isVisible()).toBe(true);
    await page.screenshot({ path: join(SHOTS, 'journey.png') });
    await page.close();
  }, 60_000);

  it('lists the main steps in order on the spine', async () => {
    const { page } = await openFlow();
    const names = await page
      .getByRole('list', { name: "The applicant's main path" })
      .getByRole('button')
      .evaluateAll((boxes) => boxes.map((box) => /, step \d+ of the main path, ([^,]+)/.exec(box.getAttribute('aria-label') ?? '')?.[1] ?? ''));
    expect(names).toEqual(MAIN_STEPS);
    // Each with the screen's title as the applicant sees it.
    await expect.poll(() => spineBox(page, 'Pet').getAttribute('aria-label')).toMatch(/^Tell us about your pet, /);
    await page.close();
  }, 60_000);

  it("names every not-pre-qualified outcome among the decision step's exits", async () => {
    // What the machine says: every step the decision leads to, other than the offer (pre-qualified).
    const graph = extractMachineGraph(onboardingMachine, ONBOARDING_GRAPH_OPTIONS);
    const journey = buildJourney(graph, ONBOARDING_JOURNEY);
    const outcomes = journey.lines.filter((line) => line.sourceId === 'preprocessing' && line.targetId !== 'acceptOffer' && !line.back).map((line) => line.targetId);
    expect(outcomes).toEqual(expect.arrayContaining(['notPreQualified', 'unsupportedAddress', 'additionalInformation']));
    const titleOf = (id: string): string => captureFor(SCREEN_CAPTURES, graph.nodes.find((node) => node.id === id)?.story ?? null)?.title ?? id;

    const { page } = await openFlow();
    // By keyboard: the decision's box, then Enter.
    await spineBox(page, 'Decision').focus();
    await page.keyboard.press('Enter');
    const details = page.getByRole('complementary', { name: 'Details' });
    const exits = await details.getByRole('list', { name: /^Where it leads/ }).getByRole('listitem').allTextContents();
    for (const id of outcomes) expect(exits.some((exit) => exit.includes(titleOf(id))), `${id}: ${exits.join(' | ')}`).toBe(true);
    expect(exits).toContain('not pre-qualified → Thank you for applying (Not pre qualified)');
    await page.screenshot({ path: join(SHOTS, 'decision-details.png') });
    await page.close();
  }, 60_000);

  it("shows the pet step's screen in its details", async () => {
    const { page } = await openFlow();
    // The pet step is below the fold of a laptop: the wheel brings it up (as far as the boxes above
    // it take, which grows with the machine), then a click.
    await page.getByRole('region', { name: /^The applicant's journey\./ }).hover();
    const pet = spineBox(page, 'Pet');
    const inSight = async () => {
      const box = await pet.boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height <= 800;
    };
    for (let turns = 0; turns < 20 && !(await inSight()); turns += 1) {
      await page.mouse.wheel(0, 200);
      // The pan is drawn on the page's next frame.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    }
    expect(await inSight()).toBe(true);
    await pet.click();
    const picture = page.getByRole('complementary', { name: 'Details' }).getByRole('img', { name: "The screen 'Tell us about your pet', as the applicant sees it" });
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    expect(await picture.getAttribute('src')).toMatch(/^\/assets\/flow-screen-about-[0-9a-f]{8}\.webp$/);
    await page.screenshot({ path: join(SHOTS, 'pet-details.png') });
    await page.close();
  }, 60_000);

  it('shows every state on request, as the build laid it out: nothing is laid out in the browser', async () => {
    const { page } = await openFlow();
    await page.getByRole('button', { name: 'Show every state' }).click();
    await page.getByRole('button', { name: /^group of states payment, route onboard\.card\.PaymentRedirect/ }).waitFor();
    const graph = extractMachineGraph(onboardingMachine, ONBOARDING_GRAPH_OPTIONS);
    expect(await page.locator('.flow-state[data-state-id]').count()).toBe(graph.nodes.length);
    expect(new URL(page.url()).searchParams.get('view')).toBe('all');
    await page.screenshot({ path: join(SHOTS, 'every-state.png') });
    await page.close();
    expect(requested.filter((url) => url.includes('flow-drawing.worker'))).toEqual([]);
  }, 60_000);
});

describe('a step opened live from /flow (issue 36, decision 0072)', () => {
  /** Clicks a link of the details that opens a new tab, and waits until that tab is in the app at `path`. */
  async function openLive(page: Page, link: ReturnType<Page['getByRole']>, path: RegExp): Promise<Page> {
    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    // The sandbox's page shows the walk's steps, then opens the app with the application's session.
    await tab.waitForURL((url) => url.pathname.startsWith('/flow/open/'), { timeout: budget(15_000) });
    await tab.waitForURL((url) => path.test(url.pathname), { timeout: budget(60_000) });
    return tab;
  }

  it("opens 'card declined' on the payment step and 'documents needed' in new tabs, where the person goes on", async () => {
    const { page } = await openFlow();
    const details = page.getByRole('complementary', { name: 'Details' });
    await spineBox(page, 'Payment').focus();
    await page.keyboard.press('Enter');
    await details.getByText(/^Open it live as a transition enters it/).click();
    await page.screenshot({ path: join(SHOTS, 'live-step-links.png') });
    const declined = await openLive(page, details.getByRole('link', { name: 'card declined', exact: true }), /\/payment\//);
    // The payment screen, its card declined: the person types another card.
    await declined.getByText('Your card was declined.').waitFor({ timeout: budget(15_000) });
    await declined.getByLabel('Card number').waitFor();
    await declined.screenshot({ path: join(SHOTS, 'live-card-declined.png'), fullPage: true });

    await page.locator('.flow-state[data-state-id="additionalInformation"]').focus();
    await page.keyboard.press('Enter');
    const documents = await openLive(page, details.getByRole('link', { name: 'Open this step live', exact: true }), /\/aditionalinformation$/);
    await documents.getByRole('heading', { name: 'Documents we need' }).waitFor({ timeout: budget(15_000) });
    await documents.getByLabel('Document type').waitFor();
    await documents.screenshot({ path: join(SHOTS, 'live-documents-needed.png'), fullPage: true });
    await page.context().close();
  }, budget(150_000));
});
