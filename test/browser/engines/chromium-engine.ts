import { chromium, errors, type BrowserContext, type ElementHandle, type Page } from 'playwright-core';
import { findChromium } from '../find-chromium.ts';
import { budget } from '../time-budget.ts';
import type { EnginePage } from './engine-page.ts';
import { createEnginePage, scriptPrimitives } from './engine-session.ts';
import { PROBE_SCRIPT } from './in-page.ts';
import type { LaunchOptions } from './engines.ts';

// Chromium through playwright-core (the system Chromium, or the npm package's: find-chromium.ts).
// Only the primitives are Playwright's; finding and waiting are the shared layer's, as in the other
// engines. CPU throttling is Chromium's DevTools `Emulation.setCPUThrottlingRate`, set again on the
// page of each new visitor (`startOver`: a new browser context, so no storage and no cache).

export async function launchChromium(options: LaunchOptions): Promise<EnginePage> {
  const choice = await findChromium();
  const browser = await chromium.launch({ executablePath: choice.executablePath, args: choice.args, headless: true, timeout: budget(30_000) });
  let closed: Promise<void> | null = null;
  const close = () => (closed ??= browser.close());
  options.cleanup.add('chromium', close);
  const problems: string[] = [];
  let cpuRate = 1;

  async function newVisitor(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: options.viewport, ...(options.phone ? { isMobile: true, hasTouch: true } : {}) });
    const page = await context.newPage();
    await page.addInitScript(PROBE_SCRIPT());
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text().slice(0, 300)}`);
    });
    if (cpuRate !== 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    return { context, page };
  }
  let { context, page } = await newVisitor();

  return createEnginePage<ElementHandle>({
    engine: 'chromium',
    version: browser.version(),
    goto: async (url) => void (await page.goto(url, { timeout: budget(30_000) })),
    startLoading: async (url) => void (await page.goto(url, { waitUntil: 'commit', timeout: budget(30_000) })),
    async startOver() {
      await context.close();
      problems.length = 0;
      ({ context, page } = await newVisitor());
    },
    url: async () => page.url(),
    // Through the page of the moment: `startOver` replaces it.
    ...scriptPrimitives<ElementHandle>({ evaluate: (script) => page.evaluate(script), evaluateHandle: (script) => page.evaluateHandle(script) }),
    click: (handle) => handle.click({ timeout: budget(5000) }),
    typeKeys: (_handle, text, delayMs) => page.keyboard.type(text, { delay: delayMs }),
    screenshot: async (path) => void (await page.screenshot({ path, fullPage: true })),
    engineProblems: () => problems,
    async throttleCpu(rate) {
      cpuRate = rate;
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate });
    },
    isStale: (error) => error instanceof errors.TimeoutError || /not attached|detached|Execution context was destroyed|navigation/i.test((error as Error).message),
    close,
  });
}
