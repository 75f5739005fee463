import * as chromeLauncher from 'chrome-launcher';
import { startFlow } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import type { Page } from 'puppeteer-core';
import { CHROMIUM_PATH } from './lighthouse-runs.ts';

// The first interaction, measured as Lighthouse measures a user flow (its `startFlow`), mobile
// preset: the navigation to a first screen (score, simulated slow 4G and 4x CPU, as the page
// bench), then a timespan in which the applicant types their phone number and birthday at about
// 90 ms a key and presses Next, with the CPU really slowed 4x (devtools throttling: a timespan has
// no simulation). The timespan is where the flow's code loads on an applicant's page (the first
// interaction), so its INP and TBT say whether that load gets in the typing's way.

export interface FirstInteractionFigures {
  url: string;
  navigationScore: number;
  /** Interaction to Next Paint over the timespan, ms (the slowest interaction, Lighthouse's audit). */
  inpMs: number;
  /** Total Blocking Time over the timespan, ms. */
  tbtMs: number;
  /** Every run's figures, for the spread. */
  runs: { navigationScore: number; inpMs: number; tbtMs: number }[];
}

const KEY_MS = 90;

async function typeAsAPerson(page: Page, selector: string, text: string): Promise<void> {
  await page.tap(selector);
  for (const key of text) {
    await page.keyboard.press(key as never);
    await new Promise((resolve) => setTimeout(resolve, KEY_MS));
  }
}

type Audits = Record<string, { numericValue?: number; details?: { items?: Record<string, unknown>[] } } | undefined>;

/** LONG_TASKS=1: each run's long tasks in the timespan (Lighthouse's `long-tasks` audit), to see what blocks the typing. */
function printLongTasks(url: string, audits: Audits): void {
  const tasks = audits['long-tasks']?.details?.items ?? [];
  const script = (u: unknown) => String(u).replace(/^https?:\/\/[^/]+/, '');
  console.error(`long tasks on ${url}: ${tasks.map((t) => `${Math.round(Number(t.startTime))}+${Math.round(Number(t.duration))} ms ${script(t.url)}`).join('; ') || 'none'}`);
}

let traces = 0;

/** TRACE_DIR: each run's timespan trace, for Chromium's DevTools (Performance, load a profile). */
async function saveTimespanTrace(flow: Awaited<ReturnType<typeof startFlow>>, url: string): Promise<void> {
  const { gatherSteps } = flow.createArtifactsJson();
  const trace = (gatherSteps.at(-1)?.artifacts as { Trace?: unknown } | undefined)?.Trace;
  const { mkdir, writeFile } = await import('node:fs/promises');
  await mkdir(String(process.env.TRACE_DIR), { recursive: true });
  const name = `${String((traces += 1)).padStart(2, '0')}${new URL(url).pathname.replaceAll('/', '_')}.json`;
  await writeFile(`${process.env.TRACE_DIR}/${name}`, JSON.stringify(trace));
}

async function runOnce(port: number, url: string, phone: string): Promise<FirstInteractionFigures['runs'][number]> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  const page = await browser.newPage();
  try {
    const flow = await startFlow(page, { flags: { onlyCategories: ['performance'], logLevel: 'error' } });
    await flow.navigate(url);
    await flow.startTimespan({ throttlingMethod: 'devtools' });
    await typeAsAPerson(page, 'input[name="phone"]', phone);
    await typeAsAPerson(page, 'input[name="dob"]', '0115');
    await page.tap('button[type="submit"]');
    // Until Next's answer is on the screen (the code step), or a few seconds.
    await page.waitForFunction(() => !document.querySelector('input[name="phone"]') || document.querySelector('[role="alert"]'), { timeout: 15_000 }).catch(() => {});
    await flow.endTimespan();
    if (process.env.TRACE_DIR) await saveTimespanTrace(flow, url);
    const { steps } = await flow.createFlowResult();
    const [navigation, timespan] = steps;
    if (!navigation || !timespan) throw new Error('the user flow has no navigation or no timespan step');
    const audits = timespan.lhr.audits as Audits;
    if (process.env.LONG_TASKS) {
      const nav = navigation.lhr.audits as Audits;
      const figure = (id: string) => `${id} ${Math.round(nav[id]?.numericValue ?? Number.NaN)}`;
      console.error(`navigation of ${url}: ${['first-contentful-paint', 'largest-contentful-paint', 'speed-index', 'total-blocking-time'].map(figure).join(', ')}`);
      printLongTasks(url, audits);
    }
    return {
      navigationScore: navigation.lhr.categories.performance?.score ?? 0,
      inpMs: audits['interaction-to-next-paint']?.numericValue ?? Number.NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    };
  } finally {
    await page.close().catch(() => {});
    await browser.disconnect();
  }
}

/** Each page measured `runs` times; the median of each figure is kept (each phone number used once). */
export async function measureFirstInteraction(urls: readonly string[], runs = 3): Promise<FirstInteractionFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
  try {
    const figures: FirstInteractionFigures[] = [];
    let phone = 5125550300;
    for (const url of urls) {
      const all: FirstInteractionFigures['runs'] = [];
      for (let i = 0; i < runs; i += 1) all.push(await runOnce(chrome.port, url, String((phone += 1))));
      figures.push({
        url,
        navigationScore: median(all.map((r) => r.navigationScore)),
        inpMs: median(all.map((r) => r.inpMs)),
        tbtMs: median(all.map((r) => r.tbtMs)),
        runs: all,
      });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}
