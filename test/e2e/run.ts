import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { findChromium } from '../browser/find-chromium.ts';
import { createCleanup, undoOnSignals } from './cleanup.ts';
import { onboardingMachine } from '../../machines/onboarding.machine.ts';
import { coverageReport } from '../model/model-coverage.ts';
import { FAULT_HEADER, SCREENSHOT_DIR, type Applicant } from './applicant.ts';
import { buildApp, startServer, type RunningServer } from './e2e-server.ts';
import { formatFailure, type ServerLog } from './failure-report.ts';
import { budget } from '../browser/time-budget.ts';
import { startFlowRecorder, type FlowRecorder } from './flow-recorder.ts';
import { reportCspViolations } from './csp-violations.ts';
import { SCENARIOS, type Scenario } from './scenarios.ts';
import { GENERATED_PATHS } from './generated/generated.scenarios.ts';
import { NOT_DRIVEN } from './generated/seeds.ts';
import { shortestPathsToStates } from './path-plan.ts';
import { allStateIds } from '../model/model-coverage.ts';
import { walkScenarios, walksAsked } from './walks/walks.scenarios.ts';

// `npm run test:e2e`: builds the app, starts the real server (embedded database, short sandbox
// delays), walks every scenario (the stories), then the paths generated from the machine
// (`generated/`), in Chromium (the system one, or the npm package's: see
// `test/browser/find-chromium.ts`; two contexts at a time), audits every screen with axe-core, and
// measures state and transition coverage from the flow's live channel, and last takes the seeded
// random walks (`walks/`). The server and the browser are stopped however the run ends (`cleanup.ts`).
//
//   npm run test:e2e -- "<name regex>"            the stories, paths and walks whose names match
//   npm run test:walks                            the seeded walks only (`--walks`): the set `npm test` takes
//   npm run test:walks -- --seed 17 --steps 10    one walk again, from its seed
//   WALK_SEEDS=50 WALK_STEPS=30 npm run test:walks   50 new seeds (printed), 30 steps each

/** Browser contexts at a time: the stories audit every screen (heavy); the generated paths are short. */
const STORY_PARALLEL = 2;
const GENERATED_PARALLEL = 3;
/** The walks: each is a short chain of clicks against one server (their calls are what they wait for). */
const WALK_PARALLEL = 2;
const { values: options, positionals } = parseArgs({ options: { walks: { type: 'boolean' }, seed: { type: 'string', multiple: true }, steps: { type: 'string' } }, allowPositionals: true });
const only = positionals[0] ? new RegExp(positionals[0]) : null;
const WALKS = walkScenarios(walksAsked({ seeds: options.seed ?? [], steps: options.steps }));

interface Outcome {
  name: string;
  ok: boolean;
  ms: number;
  problems: string[];
  /** The walk's newest screenshots (the last screen checked, the pages when it failed). */
  screenshots: string[];
  /** What the server printed while the walk ran. */
  serverLog: string;
}

const states = new Set<string>();
const transitions = new Set<string>();

async function runScenario(browser: Browser, baseUrl: string, log: ServerLog, scenario: Scenario): Promise<Outcome> {
  const started = Date.now();
  const logMark = log.mark();
  const screenshots: string[] = [];
  const problems: string[] = [];
  const contexts: BrowserContext[] = [];
  const recorders: FlowRecorder[] = [];
  const screens: string[] = [];
  const accessibilityFailures: string[] = [];
  /** The API's refusals and errors the person's tabs received (a failure report names the last ones). */
  const answersSeen: string[] = [];
  /** A browser of the person's: a fresh context (no storage), its recorder and its page. */
  const openDevice = async (): Promise<Applicant> => {
    const context = await browser.newContext({ viewport: scenario.phoneViewport ? { width: 390, height: 844 } : { width: 1280, height: 900 } });
    // Playwright's 30 s for a click or a wait, scaled like every other budget (a busy machine is slow, not broken).
    context.setDefaultTimeout(budget(30_000));
    contexts.push(context);
    await reportCspViolations(context);
    const recorder = await startFlowRecorder(context, baseUrl);
    recorders.push(recorder);
    const page = await context.newPage();
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    // The server's CSP must allow everything the built pages carry (the prerendered pages' inline
    // stylesheet by its hash): Chromium reports what it refuses on the console.
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) problems.push(`refused by the CSP: ${message.text().slice(0, 200)}`);
    });
    // No walk expects a server error: a 5xx is a bug even when the screen copes with it.
    page.on('response', (response) => {
      if (response.status() < 400) return;
      const answer = `${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`;
      if (answer.includes(' /api/')) answersSeen.push(answer);
      if (response.status() >= 500 && !response.headers()[FAULT_HEADER]) problems.push(`server error ${answer}`);
    });
    if (process.env.E2E_DEBUG) page.on('response', (r) => void (r.status() >= 400 && console.log(`  [${scenario.name}] ${r.status()} ${r.request().method()} ${r.url()}`)));
    if (process.env.E2E_DEBUG) page.on('console', (message) => console.log(`  [${scenario.name}] console.${message.type()}: ${message.text().slice(0, 300)}`));
    return { name: scenario.name, page, recorder, baseUrl, phone: scenario.phone, screens, screenshots, accessibilityFailures, anotherDevice: openDevice };
  };
  try {
    const applicant = await openDevice();
    if (scenario.fakeClock) await applicant.page.clock.install();
    if (scenario.startPath !== null) await applicant.page.goto(`${baseUrl}${scenario.startPath ?? '/'}`);
    await scenario.run(applicant);
  } catch (error) {
    problems.unshift(`${(error as Error).message.split('\n')[0]} (after ${screens.join(' → ') || 'no screen'})`);
    // A CI log is all there is of a failed run: say what the person's tab showed, and where the flow was.
    for (const [index, context] of contexts.entries()) {
      for (const page of context.pages().slice(1)) problems.push(`device ${index + 1}: ${await whereThePageStood(page)}`);
      const flowAt = recorders[index]?.record.current.at(-1);
      if (flowAt) problems.push(`device ${index + 1}: the flow in '${flowAt}'`);
    }
    if (answersSeen.length > 0) problems.push(`answers seen: ${answersSeen.slice(-6).join(', ')}`);
    for (const [index, context] of contexts.entries()) {
      for (const page of context.pages().slice(1)) {
        const path = `${SCREENSHOT_DIR}/${scenario.name}-FAILED-${index}.png`;
        if (await page.screenshot({ path, fullPage: true }).then(() => true, () => false)) screenshots.push(path);
      }
    }
  }
  for (const failure of accessibilityFailures) problems.push(`accessibility on ${failure}`);
  for (const recorder of recorders) {
    for (const id of recorder.record.states) states.add(id);
    for (const key of recorder.record.transitions) transitions.add(key);
  }
  for (const context of contexts) await context.close();
  return { name: scenario.name, ok: problems.length === 0, ms: Date.now() - started, problems, screenshots, serverLog: log.since(logMark) };
}

/** The page's address, its level-1 headings and its alerts, in one line. */
async function whereThePageStood(page: Page): Promise<string> {
  const headings = await page.getByRole('heading', { level: 1 }).allTextContents().catch(() => []);
  const alerts = await page.getByRole('alert').allTextContents().catch(() => []);
  const { pathname, search } = new URL(page.url());
  return `at ${pathname}${search}, heading ${headings.map((text) => `'${text.trim()}'`).join(', ') || 'none'}${alerts.length ? `, alerts ${alerts.map((text) => `'${text.trim().slice(0, 120)}'`).join(', ')}` : ''}`;
}

async function walkAll(browser: Browser, server: RunningServer): Promise<Outcome[]> {
  const outcomes = options.walks
    ? await walk(browser, server, WALKS, WALK_PARALLEL)
    : [...(await walk(browser, server, SCENARIOS, STORY_PARALLEL)), ...(await walk(browser, server, GENERATED_PATHS, GENERATED_PARALLEL)), ...(await walk(browser, server, WALKS, WALK_PARALLEL))];
  // Repeated at the end, where a CI log is read first: each failed walk, its screenshots and the server's lines meanwhile.
  const failures = outcomes.filter((o) => !o.ok);
  if (failures.length > 0) console.log(`\n${failures.length} walk${failures.length === 1 ? '' : 's'} failed:`);
  for (const failure of failures) console.log(formatFailure({ ...failure, screenshots: failure.screenshots.slice(-3) }));
  return outcomes;
}

async function walk(browser: Browser, server: RunningServer, scenarios: Scenario[], parallel: number): Promise<Outcome[]> {
  const queue = scenarios.filter((s) => !only || only.test(s.name));
  const outcomes: Outcome[] = [];
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let scenario = queue.shift(); scenario; scenario = queue.shift()) {
        const outcome = await runScenario(browser, server.baseUrl, server.log, scenario).catch(
          (error: Error): Outcome => ({ name: scenario.name, ok: false, ms: 0, problems: [error.message.split('\n')[0] ?? 'failed'], screenshots: [], serverLog: '' }),
        );
        outcomes.push(outcome);
        console.log(`${outcome.ok ? '✓' : '✗'} ${outcome.name} (${(outcome.ms / 1000).toFixed(1)} s)`);
        for (const problem of outcome.problems) console.log(`    ${problem}`);
      }
    }),
  );
  return outcomes;
}

async function main(): Promise<number> {
  const t0 = Date.now();
  rmSync(SCREENSHOT_DIR, { recursive: true, force: true });
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  mkdirSync('test-results', { recursive: true });
  // Until the walks report, the run counts as one failure (a failed build or launch says so too).
  writeFileSync('test-results/e2e.json', JSON.stringify({ passed: 0, failed: 1 }));
  const cleanup = createCleanup();
  const stopListening = undoOnSignals(cleanup);
  let outcomes: Outcome[];
  try {
    buildApp();
    const server = await startServer({ decisionDelayMs: 300, cleanup });
    const choice = await findChromium();
    console.log(`Chromium: ${choice.executablePath} (${choice.source})`);
    const browser = await chromium.launch({ executablePath: choice.executablePath, args: choice.args, headless: true });
    cleanup.add('browser', () => browser.close());
    outcomes = await walkAll(browser, server);
  } catch (error) {
    console.error(`e2e: the run stopped: ${(error as Error).message}`);
    return 1;
  } finally {
    for (const problem of await cleanup.run()) console.error(`  cleanup: ${problem}`);
    stopListening();
  }
  const passed = outcomes.filter((o) => o.ok).length;
  const failed = outcomes.length - passed;
  writeFileSync('test-results/e2e.json', JSON.stringify({ passed, failed }));
  const report = coverageReport(onboardingMachine, states, transitions);
  mkdirSync('coverage', { recursive: true });
  writeFileSync('coverage/e2e-coverage.json', JSON.stringify(report, null, 2));
  if (!only && !options.walks) {
    // What no walk reached, with the machine's shortest path to it: the next walk to write.
    const plan = shortestPathsToStates();
    for (const id of allStateIds(onboardingMachine).filter((state) => !states.has(state))) {
      const path = plan.get(id);
      console.log(`  not walked: ${id}${path ? ` (machine path: ${path.join(' → ')})` : ' (transient: no snapshot of its own in the model)'}`);
    }
  }
  if (!only && !options.walks) for (const [where, why] of Object.entries(NOT_DRIVEN)) console.log(`  not driven by the generated paths: ${where}: ${why}`);
  console.log(`e2e: ${passed} passed, ${failed} failed in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  console.log(`e2e coverage: states ${report.states.covered.length}/${report.states.total}, transitions ${report.transitions.covered.length}/${report.transitions.total}`);
  return failed > 0 ? 1 : 0;
}

process.exitCode = await main();
