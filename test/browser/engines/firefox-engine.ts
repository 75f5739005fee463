import puppeteer, { type ElementHandle } from 'puppeteer-core';
import { budget } from '../time-budget.ts';
import type { EnginePage } from './engine-page.ts';
import { createEnginePage, scriptPrimitives } from './engine-session.ts';
import { PROBE_SCRIPT } from './in-page.ts';
import type { LaunchOptions } from './engines.ts';

// Firefox ESR (Debian's) through puppeteer-core, which speaks WebDriver BiDi to stock Firefox: no
// geckodriver, and nothing downloaded (PUPPETEER_SKIP_DOWNLOAD=1). Firefox has no CPU throttling
// over BiDi, so `throttleCpu` is absent.

export const FIREFOX_PATH = '/usr/bin/firefox-esr';

export async function launchFirefox(options: LaunchOptions): Promise<EnginePage> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    defaultViewport: options.viewport,
    timeout: budget(30_000),
    protocolTimeout: budget(60_000),
    // The run's own cleanup stops the browser on a signal (test/e2e/cleanup.ts).
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  let closed: Promise<void> | null = null;
  const close = () => (closed ??= browser.close());
  options.cleanup.add('firefox', close);
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  await page.evaluateOnNewDocument(PROBE_SCRIPT());
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${(error as Error).message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text().slice(0, 300)}`);
  });
  return createEnginePage<ElementHandle>({
    engine: 'firefox',
    version: await browser.version(),
    goto: async (url) => void (await page.goto(url, { timeout: budget(30_000) })),
    url: async () => page.url(),
    ...scriptPrimitives<ElementHandle>(page),
    click: (handle) => handle.click(),
    typeKeys: (_handle, text, delayMs) => page.keyboard.type(text, { delay: delayMs }),
    screenshot: async (path) => void (await page.screenshot({ path: path as `${string}.png`, fullPage: true })),
    engineProblems: () => problems,
    isStale: (error) => /detached|no such node|stale|not connected|context.*destroyed|not clickable|not visible/i.test((error as Error).message),
    close,
  });
}
