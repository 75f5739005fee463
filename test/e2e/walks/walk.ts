import type { Applicant } from '../applicant.ts';
import { applyThroughApi, emailOf, type EarlierVisitInput } from '../earlier-visit.ts';
import { act, canFill, TYPED_SSN, type DriveContext, type PathStep } from '../generated/driver.ts';
import { ADD_ON_TITLES, BrowserOracle, SETTLE_MS } from '../generated/browser-oracle.ts';
import { rememberSession } from '../generated/generated.scenarios.ts';
import { urlOfState } from '../generated/later-driver.ts';
import type { Seen } from '../screen-oracle.ts';
import { budget } from '../../browser/time-budget.ts';
import { controlLocator, enabledControls, waitForAWayOn, type Control } from './page-controls.ts';
import { checkAgreement } from './walk-agreement.ts';
import { describeMove, WalkChooser, type WalkMove, type WalkStart } from './walk-choices.ts';
import { watchNetwork, type WalkNetwork } from './walk-network.ts';

// One seeded random walk (decision 0064): a fresh applicant on the real server, who at each step
// does one of the things the page offers (a button or link, its form filled with the sandbox's
// inputs) or uses the browser (Back, Forward, reload), and acts again at once or once the page has
// come to rest. At rest, the page is checked with the generated paths' oracle (the documents'
// screen and moves, no page error) and must offer a way on; at the end, the page, the flow and the
// server must agree. The walk prints its seed and each action as it goes; a failure says where, what,
// and the command that replays it.

export interface WalkOptions {
  seed: number;
  steps: number;
}

/** The earlier visit (through the API) of each start, and the page the walk opens first. */
const EARLIER: Record<Exclude<WalkStart, 'newVisitor'>, { input: Omit<EarlierVisitInput, 'phone'>; stateId: string }> = {
  verified: { input: { ssn: '', stopAfter: 'verified' }, stateId: 'about' },
  prequalified: { input: { ssn: TYPED_SSN }, stateId: 'acceptOffer' },
  insured: { input: { ssn: TYPED_SSN, acceptOffer: true, answerQuiz: true }, stateId: 'additionalServices' },
};

/** The decision waits: their page goes on by itself (it polls the decision every 3 s). */
const DECISION_WAITS = new Set(['preprocessing', 'processing']);
/**
 * Pages that need no way on of their own: the decision waits, and the Dashboard, the applicant's
 * account, where the application ends (the top bar still offers Start over).
 */
const NEEDS_NO_WAY_ON = new Set([...DECISION_WAITS, 'dashboard']);

/** Resolves once the flow is no longer in this state, or when a page may take to show what it must has passed (the comparison then tells). */
async function untilTheFlowLeaves({ recorder }: Applicant, stateId: string): Promise<void> {
  const deadline = Date.now() + budget(SETTLE_MS);
  while (recorder.record.current.some((id) => id === stateId || id.endsWith(`.${stateId}`)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
}
/** Never pressed: starting over makes a new visitor of the applicant, whose phone then leads to sign-in (the stories walk it). */
const NOT_PRESSED = new Set(['Yes, start over']);

/** The screen's intent a control stands for, where the driver names one (the oracle reads the cause of a move from it). */
function stepOfControl(control: Control): PathStep {
  const { name, area } = control;
  const addOn = /^(Add|Remove) (.+)$/.exec(name);
  const title = addOn && Object.keys(ADD_ON_TITLES).find((known) => known.toLowerCase() === addOn[2]);
  if (addOn && title) return { type: 'user.toggleAddOn', title, ...(addOn[1] === 'Remove' ? { remove: true as const } : {}) };
  if (area === 'banner' && name === 'Close') return { type: 'user.close' };
  if (area === 'banner' && name === 'Back') return { type: 'user.back' };
  if (name === 'Try again') return { type: 'user.retry' };
  if (name === 'Send a new code') return { type: 'user.resend' };
  if (area === 'dialog' && /^(I do not need to make any changes|Finalize my coverage)$/.test(name)) return { type: 'user.confirm' };
  if (area === 'dialog' && name === 'Keep adjusting') return { type: 'user.cancel' };
  if (name === 'Finalize my coverage') return { type: 'user.finalize' };
  if (name === 'No changes needed') return { type: 'user.noChanges' };
  return { type: 'user.press', name };
}

function stepOf(move: WalkMove): PathStep {
  switch (move.kind) {
    case 'press':
      return stepOfControl(move.control);
    case 'fill':
      return { type: 'user.submit', stateId: move.stateId, ...(move.ssn ? { ssn: move.ssn } : {}), ...(move.card ? { card: move.card } : {}) };
    case 'reload':
      return { type: 'app.resumed' };
    case 'back':
    case 'forward':
      return { type: 'nav.history', direction: move.kind };
  }
}

/** How long nothing must happen (no call out, no message of the flow) for the page to be at rest, on an idle machine. */
const REST_MS = 150;

/**
 * Resolves once the page has come to rest: no call of the flow out, the recorder has every message
 * the flow posted, and neither changes for a moment (a press may reach the flow a moment after the
 * click, through the URL, and a load may start only then).
 */
async function comeToRest(applicant: Applicant, network: WalkNetwork): Promise<void> {
  const { page, recorder } = applicant;
  const deadline = Date.now() + budget(20_000);
  for (;;) {
    await network.quiet();
    await recorder.caughtUp(page);
    const received = recorder.record.received;
    await new Promise((resolve) => setTimeout(resolve, budget(REST_MS)));
    if (recorder.record.received === received && network.outNow().length === 0) return;
    if (Date.now() > deadline) throw new Error(`the page never came to rest within ${budget(20_000) / 1000} s (the flow keeps posting, or calls keep going out)`);
  }
}

/** The command that walks this seed again. */
export const replayCommand = ({ seed, steps }: WalkOptions) => `npm run test:walks -- --seed ${seed} --steps ${steps}`;

export async function walk(applicant: Applicant, options: WalkOptions): Promise<void> {
  const { page, baseUrl, name, phone } = applicant;
  const chooser = new WalkChooser(options.seed);
  const start = chooser.start();
  const actions: string[] = [];
  const say = (line: string) => console.log(`  [${name}] ${line}`);
  const fail = (where: string, problems: readonly string[]): never => {
    const record = actions.map((action, index) => `${index + 1} ${action}`).join(' · ');
    throw new Error(`${where}: ${problems.join('; ')} | replay: ${replayCommand(options)} | start ${start}; actions: ${record || 'none'}`);
  };
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const network = await watchNetwork(page);

  say(`seed ${options.seed}, ${options.steps} steps, starts ${start}, phone ${phone}`);
  const earlier = start === 'newVisitor' ? null : EARLIER[start];
  const input = earlier ? { ...earlier.input, phone } : null;
  const visit = input ? await applyThroughApi(baseUrl, input) : null;
  if (visit) await rememberSession(applicant, visit);
  const context: DriveContext = { originationId: visit?.originationId ?? '', email: emailOf(phone), quoteId: visit?.quoteId ?? null, phone };
  const oracle = new BrowserOracle(applicant, name, input);

  /** The steps since the page was last checked (hurried ones are checked where the page comes to rest). */
  let unchecked: PathStep[] = [];
  /**
   * Waits until the page has come to rest, then reads it until it shows what it must; then it must
   * offer a way on. The moves are held to the documents' rules when one step led to them.
   */
  const check = async (index: number, label: string): Promise<Seen | null> => {
    await comeToRest(applicant, network).catch((error: Error) => fail(`step ${index} (${label})`, [error.message]));
    const steps = unchecked;
    unchecked = [];
    const seen = await oracle
      .observe(steps.at(-1) ?? { type: 'user.press', name: 'none' }, index, steps.length === 1)
      .catch((error: Error) => fail(`step ${index} (${label})`, [error.message.split('\n')[0] ?? '']));
    if (pageErrors.length > 0) fail(`step ${index} (${label})`, pageErrors.map((error) => `page error: ${error}`));
    if (seen && !NEEDS_NO_WAY_ON.has(seen.stateId) && !(await waitForAWayOn(page))) {
      fail(`step ${index} (${label})`, [`a dead end at ${seen.stateId} (${seen.url}): nothing on the page to press or fill`]);
    }
    say(`  at rest: ${seen ? `${seen.stateId} ${seen.url ?? ''}` : 'a page that is not the app'}`);
    return seen;
  };

  // The app's first page takes the place of the page that wrote the session: Back from it leaves the site, as it does for the applicant.
  const first = { type: 'nav.location', stateId: earlier?.stateId ?? 'offerStart' } as const;
  const firstUrl = `${baseUrl}${urlOfState(first.stateId, context)}`;
  // The navigation may end the evaluation's page before it answers.
  await page.evaluate((url) => location.replace(url), firstUrl).catch(() => {});
  await page.waitForURL(firstUrl, { waitUntil: 'commit', timeout: budget(15_000) });
  unchecked.push(first);
  let seen = await check(0, 'the first page');
  let atRest = true;
  for (let index = 1; index <= options.steps; index++) {
    const controls = (await enabledControls(page)).filter((control) => !NOT_PRESSED.has(control.name));
    // A form is filled on a page at rest, and not behind an open dialog (its controls are all the page offers then).
    const here = atRest && !controls.some((control) => control.area === 'dialog') ? (seen?.stateId ?? null) : null;
    const codeAsked = here === 'signin' && (await page.getByLabel('6-digit code', { exact: true }).isVisible());
    const fillable = here && codeAsked ? 'signin.code.right' : here && canFill(here) ? here : null;
    // The browser's Back and Forward stay within the app's pages (Back from the first one would leave the site).
    const history = await page.evaluate(() => ({ back: navigation.canGoBack, forward: navigation.canGoForward })).catch(() => ({ back: false, forward: false }));
    const move = chooser.move(controls, fillable, history);
    const pace = chooser.pace();
    const late = chooser.lateAnswers();
    const label = describeMove(move);
    const step = stepOf(move);
    actions.push(`${label}${pace.kind === 'hurry' ? ` then ${pace.ms} ms` : ''}${late ? ` (${late.answers} answer${late.answers > 1 ? 's' : ''} ${late.ms} ms late)` : ''}`);
    say(`#${index} ${actions.at(-1)}${network.outNow().length > 0 ? ` while ${network.outNow().join(', ')} out` : ''}`);
    if (late) network.answerLate(late);
    if (move.kind === 'press') {
      // The control was read a moment ago: when it is gone or stays disabled, the person's press missed.
      const pressed = await controlLocator(page, move.control)
        .click({ timeout: budget(2000) })
        .then(() => true, () => false);
      if (!pressed) say(`  missed: "${move.control.name}" is no longer there to press`);
      else oracle.willAct(step, false);
    } else {
      oracle.willAct(step, false);
      await act(applicant, step, context).catch((error: Error) => fail(`step ${index} (${label})`, [`the applicant could not do it: ${error.message.split('\n')[0]}`]));
    }
    unchecked.push(step);
    atRest = pace.kind === 'settle';
    if (pace.kind === 'hurry') await new Promise((resolve) => setTimeout(resolve, pace.ms));
    else seen = await check(index, label);
  }
  if (!atRest) seen = await check(options.steps + 1, 'the end');
  // A decision wait goes on by itself at its next poll: the applicant waits for it before the pages are compared.
  if (seen && DECISION_WAITS.has(seen.stateId)) {
    const started = Date.now();
    await untilTheFlowLeaves(applicant, seen.stateId);
    const waits: PathStep = { type: 'person.waits', ms: Date.now() - started };
    actions.push(`wait ${waits.ms} ms`);
    unchecked.push(waits);
    seen = await check(options.steps + 2, 'the wait');
  }
  const disagreements = seen ? await checkAgreement(page, baseUrl, seen) : [];
  if (disagreements.length > 0) fail('at the end', disagreements);
  say(`passed: ${actions.length} actions, at rest at ${seen?.stateId ?? 'a page that is not the app'}`);
}
