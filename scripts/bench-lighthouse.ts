// Benchmark (figures only): Lighthouse 13, mobile preset (a mid-range phone on slow 4G, CPU slowed
// 4x, simulated), on every page an applicant can open first, median of 3 runs each, against the
// built app served as `npm start` serves it, in both modes (the same pages; sandbox mode adds its
// panel once the flow runs, decision 0067). Then the first interaction on the first screens, as a
// Lighthouse user flow (bench/first-interaction-flow.ts). Needs a build (`npm run build`).
//
//   npm run bench:lighthouse
import { FIRST_SCREEN_PAGES } from '../src/app/first-screen/first-screen-page.ts';
import { startAppServer } from './bench/app-server.ts';
import { measurePages } from './bench/lighthouse-runs.ts';
import type { LighthouseFigures } from './bench/lighthouse-runs.ts';
import { measureFirstInteraction } from './bench/first-interaction-flow.ts';
import type { FirstInteractionFigures } from './bench/first-interaction-flow.ts';

export interface LighthouseResults {
  applicants: LighthouseFigures[];
  sandbox: LighthouseFigures[];
  /** The first interaction on the first screens, applicants' pages (a Lighthouse user flow). */
  firstInteraction: FirstInteractionFigures[];
}

/** The pages the first interaction is measured on: the offer page and "Let's get started". */
export const INTERACTION_PAGES = ['/', '/signup/start'];

/** Measures the pages on a server of that mode; the figures name each page by its path. */
export async function measureOn<T extends { url: string }>(
  mode: 'production' | 'sandbox',
  paths: readonly string[],
  measure: (urls: string[]) => Promise<T[]>,
): Promise<T[]> {
  const server = await startAppServer({ env: { APP_MODE: mode } });
  try {
    const figures = await measure(paths.map((path) => `${server.baseUrl}${path}`));
    return figures.map((f) => ({ ...f, url: new URL(f.url).pathname }));
  } finally {
    await server.stop();
  }
}

export async function runLighthouseBench(runs = 3): Promise<LighthouseResults> {
  const pages = (urls: string[]) => measurePages(urls, runs);
  const applicants = await measureOn(
    'production',
    FIRST_SCREEN_PAGES.map((page) => page.path),
    pages,
  );
  const sandbox = await measureOn(
    'sandbox',
    FIRST_SCREEN_PAGES.map((page) => page.path),
    pages,
  );
  const firstInteraction = await measureOn('production', INTERACTION_PAGES, (urls) => measureFirstInteraction(urls, runs));
  return { applicants, sandbox, firstInteraction };
}

const ms = (value: number) => `${(value / 1000).toFixed(2)} s`;

export function lighthouseRow(f: LighthouseFigures): string {
  return `| ${f.url} | ${f.score.toFixed(2)} | ${ms(f.fcpMs)} | ${ms(f.lcpMs)} | ${Math.round(f.tbtMs)} ms | ${f.cls.toFixed(3)} | ${ms(f.speedIndexMs)} | ${(f.scriptBytes / 1000).toFixed(1)} kB | ${f.runs.map((r) => r.toFixed(2)).join(' ')} |`;
}

export function describeLighthouse(results: LighthouseResults): string {
  return [
    'Lighthouse 13, mobile (slow 4G, 4x CPU), median of 3:',
    '| page | score | FCP | LCP | TBT | CLS | Speed Index | JS transferred | runs |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...results.applicants.map(lighthouseRow),
    ...results.sandbox.map((f) => lighthouseRow({ ...f, url: `${f.url} (sandbox mode)` })),
    '',
    describeFirstInteraction(results.firstInteraction),
  ].join('\n');
}

export function describeFirstInteraction(figures: readonly FirstInteractionFigures[]): string {
  return [
    `First interaction, Lighthouse user flow, mobile, applicants’ pages, median of ${figures[0]?.runs.length ?? 0}: navigation, then a timespan typing the phone and birthday (90 ms a key, CPU 4x) and pressing Next:`,
    '| page | navigation score | INP | TBT | runs (score / INP / TBT) |',
    '| --- | --- | --- | --- | --- |',
    ...figures.map((f) => `| ${f.url} | ${f.navigationScore.toFixed(2)} | ${Math.round(f.inpMs)} ms | ${Math.round(f.tbtMs)} ms | ${f.runs.map((r) => `${r.navigationScore.toFixed(2)} / ${Math.round(r.inpMs)} / ${Math.round(r.tbtMs)}`).join('; ')} |`),
  ].join('\n');
}

if (import.meta.main) console.log(describeLighthouse(await runLighthouseBench(Number(process.env.RUNS ?? 3))));
