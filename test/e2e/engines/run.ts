import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { ENGINE_NAMES, type EngineName, type EnginePage } from '../../browser/engines/engine-page.ts';
import { ENGINES } from '../../browser/engines/engines.ts';
import { createCleanup, undoOnSignals } from '../cleanup.ts';
import { buildApp, startServer, type RunningServer } from '../e2e-server.ts';
import { formatFailure } from '../failure-report.ts';
import { applicantMainStory } from './main-story.ts';

// `npm run test:engines [-- chromium|firefox|webkit …]`: the applicant's main story in each engine,
// one engine after the other (each takes both cores while it runs), against one real server. An
// engine whose browser is not installed is skipped with a line that says so. Writes
// test-results/engines.json ({ passed, failed, skipped }) for `npm test`'s summary; the server, the
// browsers and Xvfb are stopped however the run ends.

const RESULTS = 'test-results/engines.json';
const SCREENSHOTS = 'test-results/engines';
/** One typed identity per engine (SANDBOX.md's 555-0110 to 0169 range; the server's database is fresh). */
const PHONES: Record<EngineName, string> = { chromium: '5125550160', firefox: '5125550161', webkit: '5125550162' };

interface Outcome {
  engine: EngineName;
  result: 'passed' | 'failed' | 'skipped';
  seconds: number;
}

function enginesAsked(args: string[]): EngineName[] {
  const unknown = args.filter((arg) => !ENGINE_NAMES.includes(arg as EngineName));
  if (unknown.length > 0) throw new Error(`Unknown engine ${unknown.join(', ')}: choose among ${ENGINE_NAMES.join(', ')}`);
  return args.length > 0 ? (args as EngineName[]) : [...ENGINE_NAMES];
}

async function walkIn(engine: EngineName, server: RunningServer, cleanup: ReturnType<typeof createCleanup>): Promise<Outcome> {
  const started = Date.now();
  const seconds = () => (Date.now() - started) / 1000;
  const missing = ENGINES[engine].missing();
  if (missing) {
    console.log(`- ${engine}: skipped: ${missing}`);
    return { engine, result: 'skipped', seconds: 0 };
  }
  const mark = server.log.mark();
  const screenshots: string[] = [];
  let lastStep = 'launching the browser';
  let page: EnginePage | null = null;
  try {
    page = await ENGINES[engine].launch({ viewport: { width: 1280, height: 900 }, cleanup });
    console.log(`  ${engine}: ${page.version}, launched in ${seconds().toFixed(1)} s`);
    const shown = page;
    await applicantMainStory(shown, {
      baseUrl: server.baseUrl,
      phone: PHONES[engine],
      step: (text) => {
        lastStep = text;
        if (process.env.E2E_DEBUG) console.log(`    [${engine}] ${text} (${seconds().toFixed(1)} s)`);
      },
      snap: async (step) => {
        const path = `${SCREENSHOTS}/${engine}-${String(screenshots.length + 1).padStart(2, '0')}-${step}.png`;
        await shown.screenshot(path);
        screenshots.push(path);
      },
    });
    console.log(`✓ ${engine}: the main story, start to welcome with an add-on and a card payment (${seconds().toFixed(1)} s)`);
    return { engine, result: 'passed', seconds: seconds() };
  } catch (error) {
    const problems = [`while ${lastStep}: ${(error as Error).message}`];
    if (page) {
      const failedShot = `${SCREENSHOTS}/${engine}-FAILED.png`;
      if (await page.screenshot(failedShot).then(() => true, () => false)) screenshots.push(failedShot);
      // What the page reported, unless the story's own last check already said it.
      for (const problem of await page.problems().catch(() => [])) if (!problems[0]?.includes(problem)) problems.push(`the page reported: ${problem}`);
    }
    console.log(`✗ ${engine}: the main story failed (${seconds().toFixed(1)} s)`);
    console.log(formatFailure({ name: `${engine}: the main story`, problems, screenshots: screenshots.slice(-2), serverLog: server.log.since(mark) }));
    return { engine, result: 'failed', seconds: seconds() };
  } finally {
    await page?.close().catch(() => {});
  }
}

async function main(): Promise<number> {
  const t0 = Date.now();
  const engines = enginesAsked(process.argv.slice(2));
  rmSync(SCREENSHOTS, { recursive: true, force: true });
  mkdirSync(SCREENSHOTS, { recursive: true });
  // Until the stories report, the run counts as one failure (a failed build or start says so too).
  writeFileSync(RESULTS, JSON.stringify({ passed: 0, failed: 1, skipped: 0 }));
  const cleanup = createCleanup();
  const stopListening = undoOnSignals(cleanup);
  const outcomes: Outcome[] = [];
  try {
    buildApp();
    const server = await startServer({ decisionDelayMs: 300, cleanup });
    // One engine at a time: each has both cores while it runs.
    for (const engine of engines) outcomes.push(await walkIn(engine, server, cleanup));
  } catch (error) {
    console.error(`engines: the run stopped: ${(error as Error).message}`);
    return 1;
  } finally {
    for (const problem of await cleanup.run()) console.error(`  cleanup: ${problem}`);
    stopListening();
  }
  const count = (result: Outcome['result']) => outcomes.filter((o) => o.result === result).length;
  const [passed, failed, skipped] = [count('passed'), count('failed'), count('skipped')];
  writeFileSync(RESULTS, JSON.stringify({ passed, failed, skipped }));
  console.log(`engines: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''} in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  return failed > 0 ? 1 : 0;
}

process.exitCode = await main();
