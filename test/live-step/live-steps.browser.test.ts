import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from '../../scripts/bench/app-server.ts';
import { sandboxAt } from '../../scripts/sandbox-at/live-step-client.ts';
import { findChromium } from '../browser/find-chromium.ts';
import { budget } from '../browser/time-budget.ts';
import { buildForProduction } from '../build/production-build.ts';

// The longer mode of "every state opens live" (issue 36): every state the server can plan, asked
// for as the command asks (`npm run sandbox:at`), its printed link opened in Chromium against a
// production build; the page must arrive at the walk's address with a heading and no page error.
// `LIVE_STEP_BROWSER=all npx vitest run --project unit test/live-step/live-steps.browser.test.ts`
// (npm test opens a sample from /flow: test/flow-map/flow-map.browser.test.ts).

const ALL = process.env.LIVE_STEP_BROWSER === 'all';

let root = '';
let server: AppServer | null = null;
let browser: Browser | null = null;

describe.runIf(ALL)('every state, opened live in a browser', () => {
  beforeAll(async () => {
    root = mkdtempSync(join(process.cwd(), 'node_modules', '.cache', 'live-steps-browser-'));
    await buildForProduction(join(root, 'app'));
    server = await startAppServer({ env: { STATIC_DIR: join(root, 'app'), APP_MODE: 'sandbox' } });
    const choice = await findChromium();
    browser = await chromium.launch({ executablePath: choice.executablePath, args: choice.args, headless: true });
  }, 600_000);

  afterAll(async () => {
    await browser?.close().catch(() => undefined);
    await server?.stop();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('opens the app at every state the server plans', { timeout: 3_600_000 }, async () => {
    const base = (server as AppServer).baseUrl;
    // The server's own list, once its plans are made.
    let listed: { status: string; states: string[] } = { status: 'planning', states: [] };
    while (listed.status !== 'ready') {
      listed = (await (await fetch(`${base}/api/sandbox/live_steps/`)).json()) as typeof listed;
      if (listed.status !== 'ready') await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const problems: string[] = [];
    for (const state of listed.states) {
      const said: string[] = [];
      const outcome = await sandboxAt({ state, via: null, open: false, base }, (line) => said.push(line));
      if (outcome.exitCode !== 0 || !outcome.url) {
        problems.push(`${state}: ${said.at(-1) ?? 'no link'}`);
        continue;
      }
      const page = await (browser as Browser).newPage({ viewport: { width: 1280, height: 900 } });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(outcome.url);
      const left = await page.waitForURL((url) => !url.pathname.startsWith('/flow/open/'), { timeout: budget(30_000) }).then(
        () => true,
        () => false,
      );
      if (!left) problems.push(`${state}: the page stayed on ${page.url()}`);
      else if (new URL(page.url()).origin === base) {
        const heading = await page.locator('h1').first().textContent({ timeout: budget(15_000) }).catch(() => null);
        if (!heading) problems.push(`${state}: no heading at ${page.url()}`);
      }
      if (errors.length > 0) problems.push(`${state}: ${errors.join('; ')}`);
      await page.context().close();
    }
    expect(problems).toEqual([]);
  });
});
