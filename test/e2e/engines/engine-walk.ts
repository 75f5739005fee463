import type { EngineName, EnginePage } from '../../browser/engines/engine-page.ts';
import { ENGINES } from '../../browser/engines/engines.ts';
import type { Cleanup } from '../cleanup.ts';
import type { RunningServer } from '../e2e-server.ts';
import { formatFailure } from '../failure-report.ts';

// One walk in one engine against a running server, for the runners that drive the engines' pages
// (the three-engine main story, the production story): launch the browser (or say why the engine
// is skipped), walk, and on a failure print what went wrong, where, the last screenshots, what the
// page reported and what the server printed meanwhile. The browser is closed however it ends.

export interface WalkSteps {
  /** Says what the walk is doing, for the log and for a failure message. */
  step(text: string): void;
  /** Takes a screenshot named after the step (the newest ones go with a failure report). */
  snap(step: string): Promise<void>;
}

export interface EngineWalk<T> {
  /** What is walked, for the report: `the main story`. */
  name: string;
  viewport: { width: number; height: number };
  /** The folder of the screenshots. */
  screenshots: string;
  walk(page: EnginePage, steps: WalkSteps): Promise<T>;
}

export type WalkOutcome<T> = { engine: EngineName; seconds: number } & ({ result: 'passed'; value: T } | { result: 'failed' | 'skipped' });

export async function walkInEngine<T>(engine: EngineName, server: RunningServer, cleanup: Cleanup, walk: EngineWalk<T>): Promise<WalkOutcome<T>> {
  const started = Date.now();
  const seconds = () => (Date.now() - started) / 1000;
  const missing = ENGINES[engine].missing();
  if (missing) {
    console.log(`- ${engine}: ${walk.name}: skipped: ${missing}`);
    return { engine, result: 'skipped', seconds: 0 };
  }
  const mark = server.log.mark();
  const screenshots: string[] = [];
  const slug = walk.name.replace(/\W+/g, '-');
  let lastStep = 'launching the browser';
  let page: EnginePage | null = null;
  try {
    page = await ENGINES[engine].launch({ viewport: walk.viewport, cleanup });
    console.log(`  ${engine}: ${page.version}, launched in ${seconds().toFixed(1)} s`);
    const shown = page;
    const value = await walk.walk(shown, {
      step: (text) => {
        lastStep = text;
        if (process.env.E2E_DEBUG) console.log(`    [${engine}] ${text} (${seconds().toFixed(1)} s)`);
      },
      snap: async (step) => {
        const path = `${walk.screenshots}/${engine}-${slug}-${String(screenshots.length + 1).padStart(2, '0')}-${step}.png`;
        await shown.screenshot(path);
        screenshots.push(path);
      },
    });
    console.log(`✓ ${engine}: ${walk.name} (${seconds().toFixed(1)} s)`);
    return { engine, result: 'passed', value, seconds: seconds() };
  } catch (error) {
    const problems = [`while ${lastStep}: ${(error as Error).message}`];
    if (page) {
      const failedShot = `${walk.screenshots}/${engine}-${slug}-FAILED.png`;
      if (await page.screenshot(failedShot).then(() => true, () => false)) screenshots.push(failedShot);
      // What the page reported, unless the walk's own last check already said it.
      for (const problem of await page.problems().catch(() => [])) if (!problems[0]?.includes(problem)) problems.push(`the page reported: ${problem}`);
    }
    console.log(`✗ ${engine}: ${walk.name} failed (${seconds().toFixed(1)} s)`);
    console.log(formatFailure({ name: `${engine}: ${walk.name}`, problems, screenshots: screenshots.slice(-2), serverLog: server.log.since(mark) }));
    return { engine, result: 'failed', seconds: seconds() };
  } finally {
    await page?.close().catch(() => {});
  }
}
