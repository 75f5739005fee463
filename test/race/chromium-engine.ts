import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { findChromium } from '../browser/find-chromium.ts';
import type { RaceEngine, RacePage } from './race-engine.ts';

// The race's Chromium (the one every browser suite uses: find-chromium.ts), through Playwright. The
// CPU is slowed with the DevTools protocol's CPU throttling, set before the navigation starts.

function racePage(page: Page, slowdown: number): RacePage {
  return {
    slowdown,
    waitForVisible: (selector, timeoutMs) => page.waitForSelector(selector, { state: 'visible', timeout: timeoutMs }).then(() => undefined),
    tap: (selector) => page.click(selector, { timeout: 10_000 }),
    typeKeys: (text, delayMs) => page.keyboard.type(text, { delay: delayMs }),
    fillAtOnce: (selector, text) => page.fill(selector, text, { timeout: 10_000 }),
    valueOf: (selector) => page.$eval(selector, (element) => (element as HTMLInputElement).value),
    focused: () =>
      page.evaluate(() => {
        const element = document.activeElement;
        if (!element) return 'none';
        const name = element.getAttribute('name');
        return `${element.tagName.toLowerCase()}${name ? `[name=${name}]` : ''}`;
      }),
    evaluate: (fn) => page.evaluate(fn),
    close: () => page.context().close(),
  };
}

export async function launchChromiumEngine(): Promise<RaceEngine> {
  const choice = await findChromium();
  const browser: Browser = await chromium.launch({ executablePath: choice.executablePath, args: choice.args, headless: true });
  return {
    name: 'chromium',
    async open(url, { cpuSlowdown, viewport }) {
      const context = await browser.newContext({ viewport, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const devtools = await context.newCDPSession(page);
      await devtools.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      await page.goto(url, { waitUntil: 'commit' });
      return racePage(page, cpuSlowdown);
    },
    close: () => browser.close(),
  };
}
