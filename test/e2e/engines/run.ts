import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { ENGINE_NAMES, type EngineName } from '../../browser/engines/engine-page.ts';
import { createCleanup, undoOnSignals } from '../cleanup.ts';
import { buildApp, startServer } from '../e2e-server.ts';
import { outboxCodes } from '../outbox.ts';
import { walkInEngine, type WalkOutcome } from './engine-walk.ts';
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

function enginesAsked(args: string[]): EngineName[] {
  const unknown = args.filter((arg) => !ENGINE_NAMES.includes(arg as EngineName));
  if (unknown.length > 0) throw new Error(`Unknown engine ${unknown.join(', ')}: choose among ${ENGINE_NAMES.join(', ')}`);
  return args.length > 0 ? (args as EngineName[]) : [...ENGINE_NAMES];
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
  const outcomes: WalkOutcome<unknown>[] = [];
  try {
    buildApp();
    const server = await startServer({ decisionDelayMs: 300, cleanup });
    // One engine at a time: each has both cores while it runs.
    for (const engine of engines) {
      outcomes.push(
        await walkInEngine(engine, server, cleanup, {
          name: 'the main story, start to welcome with an add-on and a card payment',
          viewport: { width: 1280, height: 900 },
          screenshots: SCREENSHOTS,
          walk: (page, steps) =>
            applicantMainStory(page, { baseUrl: server.baseUrl, mode: 'sandbox', phone: PHONES[engine], readCode: outboxCodes(server.baseUrl), insurance: 'vet visits paid by card', ...steps }),
        }),
      );
    }
  } catch (error) {
    console.error(`engines: the run stopped: ${(error as Error).message}`);
    return 1;
  } finally {
    for (const problem of await cleanup.run()) console.error(`  cleanup: ${problem}`);
    stopListening();
  }
  const count = (result: WalkOutcome<unknown>['result']) => outcomes.filter((o) => o.result === result).length;
  const [passed, failed, skipped] = [count('passed'), count('failed'), count('skipped')];
  writeFileSync(RESULTS, JSON.stringify({ passed, failed, skipped }));
  console.log(`engines: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''} in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  return failed > 0 ? 1 : 0;
}

process.exitCode = await main();
