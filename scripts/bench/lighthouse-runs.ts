import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

// Lighthouse 13 from npm with the system Chromium, mobile preset (its default: a mid-range phone,
// slow 4G simulated, CPU slowed 4x), performance only. Each page is measured several times and the
// median run (by score) is kept, as Lighthouse recommends for its variance.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface LighthouseFigures {
  url: string;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** JavaScript transferred during the run, in bytes. */
  scriptBytes: number;
  runs: number[];
}

const numeric = (audits: Record<string, { numericValue?: number }>, id: string): number => audits[id]?.numericValue ?? Number.NaN;

async function runOnce(url: string, port: number): Promise<Omit<LighthouseFigures, 'runs'>> {
  const result = await lighthouse(url, { port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const audits = lhr.audits as Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }>;
  const requests = audits['network-requests']?.details?.items ?? [];
  return {
    url,
    score: lhr.categories.performance?.score ?? 0,
    fcpMs: numeric(audits, 'first-contentful-paint'),
    lcpMs: numeric(audits, 'largest-contentful-paint'),
    tbtMs: numeric(audits, 'total-blocking-time'),
    cls: numeric(audits, 'cumulative-layout-shift'),
    speedIndexMs: numeric(audits, 'speed-index'),
    scriptBytes: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
  };
}

/** Lighthouse's own failures that ask to be run again (a trace without its navigation start, say). */
const RERUNS = 2;

async function runUntilRecorded(url: string, port: number): Promise<Omit<LighthouseFigures, 'runs'>> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await runOnce(url, port);
    } catch (error) {
      if (attempt >= RERUNS || !/run Lighthouse again/i.test((error as Error).message)) throw error;
      console.error(`${(error as Error).message}: running it again`);
    }
  }
}

export async function measurePages(urls: readonly string[], runs = 3): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const figures: LighthouseFigures[] = [];
    for (const url of urls) {
      const all: Omit<LighthouseFigures, 'runs'>[] = [];
      for (let i = 0; i < runs; i += 1) all.push(await runUntilRecorded(url, chrome.port));
      all.sort((a, b) => a.score - b.score);
      const median = all[Math.floor(all.length / 2)] as Omit<LighthouseFigures, 'runs'>;
      figures.push({ ...median, runs: all.map((run) => run.score) });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}
