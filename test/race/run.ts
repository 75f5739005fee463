import { mkdirSync, writeFileSync } from 'node:fs';
import { startAppServer, type AppServer } from '../../scripts/bench/app-server.ts';
import type { EnginePage } from '../browser/engines/engine-page.ts';
import { ENGINES } from '../browser/engines/engines.ts';
import { createCleanup, undoOnSignals } from '../e2e/cleanup.ts';
import { buildApp } from '../e2e/e2e-server.ts';
import { CPU_SLOWDOWN, PHONE_VIEWPORT, raceRounds, WAYS } from './keystroke-race.ts';
import type { CaseResult, RaceCase } from './keystroke-race.ts';

// The keystroke race (issue 25), part of `npm test`: the built app served as `npm start` serves it,
// in both modes (the same pages: the flow loads at the first idle moment, or on the first
// interaction when it comes before; decision 0067),
// on "Let's get started" and an offer page, typed at human speed, fast and by autofill, in Chromium
// and in WebKit (the engines' own drivers: test/browser/engines/). Each case (engine × mode × page ×
// way) counts as one test: it passes when no round lost a keystroke or the focus. Writes
// test-results/race.json ({ passed, failed }) for scripts/test-all.ts. An engine whose browser is
// not installed is skipped with a line that says so.
//
//   npm run test:race                       all cases, ROUNDS rounds each (below)
//   RACE_ROUNDS=20 npm run test:race        the 20 rounds a case in every engine (hours here)
//   RACE_SKIP_BUILD=1 …                     serve the build already in dist/app
//   RACE_ENGINES=webkit …                   some engines only (chromium, webkit)

/** The engines the race runs in: those that can start a page without waiting for it and start over as a new visitor. */
const RACE_ENGINES = ['chromium', 'webkit'] as const;
type RaceEngineName = (typeof RACE_ENGINES)[number];

/**
 * Rounds per case in `npm test`, per engine (decision 0048).
 * - Chromium, 3 (36 rounds, about 4 minutes on this 2-core machine): its CPU is slowed 4x, the
 *   phone the issue measured, so each key waits for the slowed page; a round takes about 7 s.
 * - WebKit, 1 (12 rounds, 40 to 80 s here): WebKitWebDriver cannot slow the CPU, so "4x" there is
 *   the machine's own speed; the race is made hard by starting the moment the field shows, typing
 *   with no wait, autofilling at once, and the flow loading on the first interaction that comes
 *   before the idle moment, i.e. in the middle of the typing. A round takes about 6.5 s (the driver's load,
 *   click and key actions are round trips); more rounds would cost more than the 90 s the suite
 *   could give WebKit (the whole `npm test` must stay under 25 minutes on 2 cores).
 * The 20 a case are run before a change to the first screen (`RACE_ROUNDS=20`).
 */
const ROUNDS: Record<RaceEngineName, number> = { chromium: 3, webkit: 1 };

const PAGES = ['/signup/start', '/q/signup/start-offer/v1'] as const;
const MODES = ['sandbox', 'production'] as const;

const isRaceEngine = (name: string): name is RaceEngineName => (RACE_ENGINES as readonly string[]).includes(name);

function enginesAsked(): RaceEngineName[] {
  const asked = (process.env.RACE_ENGINES ?? RACE_ENGINES.join(',')).split(',').filter(Boolean);
  const unknown = asked.filter((name) => !isRaceEngine(name));
  if (unknown.length > 0) throw new Error(`No race engine named ${unknown.join(', ')} (known: ${RACE_ENGINES.join(', ')})`);
  return asked.filter(isRaceEngine);
}

function roundsIn(engine: RaceEngineName): number {
  const asked = process.env.RACE_ROUNDS;
  return asked ? Number(asked) : ROUNDS[engine];
}

function describe(result: CaseResult, slowdown: number): string {
  const ok = result.lost === 0;
  return `${ok ? '✓' : '✗'} ${result.engine} (CPU ${slowdown}x) ${result.mode} ${result.path} ${result.way}: ${result.lost} of ${result.rounds} rounds lost a keystroke or the focus`;
}

async function main(): Promise<number> {
  mkdirSync('test-results', { recursive: true });
  // Until the cases report, the run counts as one failure.
  writeFileSync('test-results/race.json', JSON.stringify({ passed: 0, failed: 1 }));
  const cleanup = createCleanup();
  const stopListening = undoOnSignals(cleanup);
  const results: CaseResult[] = [];
  const started = Date.now();
  try {
    const engines = enginesAsked();
    if (process.env.RACE_SKIP_BUILD !== '1') buildApp();
    const servers = {} as Record<(typeof MODES)[number], AppServer>;
    for (const mode of MODES) {
      const server = await startAppServer({ env: { APP_MODE: mode } });
      cleanup.add(`${mode} server`, () => server.stop());
      servers[mode] = server;
    }
    for (const engineName of engines) {
      const missing = ENGINES[engineName].missing();
      if (missing) {
        console.log(`- ${engineName}: skipped: ${missing}`);
        continue;
      }
      const engineStarted = Date.now();
      const page: EnginePage = await ENGINES[engineName].launch({ viewport: PHONE_VIEWPORT, phone: true, cleanup });
      const slowdown = page.canThrottleCpu ? CPU_SLOWDOWN : 1;
      if (page.canThrottleCpu) await page.throttleCpu(CPU_SLOWDOWN);
      for (const mode of MODES) {
        for (const path of PAGES) {
          for (const way of WAYS) {
            const raceCase: RaceCase = { mode, path, way };
            const result = await raceRounds(page, servers[mode].baseUrl, raceCase, roundsIn(engineName));
            results.push(result);
            console.log(describe(result, slowdown));
            for (const example of result.examples) console.log(`    ${example}`);
          }
        }
      }
      await page.close();
      console.log(`  ${engineName}: ${page.version}, ${((Date.now() - engineStarted) / 1000).toFixed(0)} s`);
    }
  } catch (error) {
    console.error(`race: the run stopped: ${(error as Error).message}`);
    return 1;
  } finally {
    for (const problem of await cleanup.run()) console.error(`  cleanup: ${problem}`);
    stopListening();
  }
  const failed = results.filter((r) => r.lost > 0).length;
  const passed = results.length - failed;
  const lost = results.reduce((sum, r) => sum + r.lost, 0);
  const all = results.reduce((sum, r) => sum + r.rounds, 0);
  writeFileSync('test-results/race.json', JSON.stringify({ passed, failed, rounds: all, lost }));
  console.log(`race: ${lost} of ${all} rounds lost a keystroke or the focus; ${passed} passed, ${failed} failed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return failed > 0 ? 1 : 0;
}

process.exitCode = await main();
