import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot, type AnyStateNode } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { onboardingMachine } from '../../machines/onboarding.machine.ts';
import { restoreSnapshot, resumeAfterRestore } from '../../machines/persistence.ts';
import { currentMeta, matchUrl, urlForSnapshot } from '../../machines/route-table.ts';
import type { Screen, StepMeta } from '../../machines/steps/step-declarations.ts';
import { createFlowActors } from '../../src/app/flow-actors.ts';
import { SNAPSHOT_KEY } from '../../src/app/saved-snapshot.ts';
import type { FlowSnapshot } from '../../src/app/flow-snapshot.ts';
import { driveLivePlan, type LiveHandoff } from '../../src/live-step/live-driver.ts';
import type { LivePlan } from '../../src/live-step/live-plan.ts';
import { cachedPlans } from '../../src/live-step/plan-cache.ts';
import { createBrowserServices } from '../../services/config/browser-services.ts';
import { createKeyValueStorage, createMemoryBacking } from '../../services/storage/key-value-storage.ts';
import { PROPS_OF } from '../model/screen-props.ts';
import { createTestApp, type TestApp } from '../server/helpers/test-app.ts';

// Every state of the machine opens live (issue 36, decision 0072): the plan of each state, driven
// through the real API (in-process servers, the sandbox's inputs and fault switch), leaves a session
// and a saved flow; the app opened with them at the printed address shows that state's screen with
// its data. API-level, so it is fast; the browser opens a sample (flow-map.browser.test.ts) and
// every state with LIVE_STEP_BROWSER=all (live-steps.browser.test.ts).

/** States no walk reaches, and why: each is a way the sandbox does not offer yet. */
const NOT_REACHED: Readonly<Record<string, string>> = {
  'onboarding.resume.routingNext': "sign-in with a next step (`/signin?next=`) on a device that knows no application: the walk never opens a sign-in link",
  'onboarding.verify.routing': 'the phone check validated with a next step other than the pet: the walk does not give the fault switch answer shape (next:<route>)',
  'onboarding.preprocessing.timedOut': "the decision's 31 s time-out: a walk does not wait it out",
  'onboarding.processing.timedOut': "the approval's 31 s time-out: a walk does not wait it out",
  'onboarding.payment.retrievingReturn': "a 3-D Secure redirect's return: the walk pays with cards that need no redirect",
};

/**
 * Planned states whose walk is left out, and why: the upload's own state. Its walk ends on the flow
 * back on choosing in some runs and in uploading in others (the picked file's upload ends before the
 * walk looks, or it does not); not understood yet, so neither outcome is asserted.
 */
const LEFT_OUT: Readonly<Record<string, string>> = {
  'onboarding.uploadDocument.uploading': 'the upload ends before the walk looks, in some runs',
  'onboarding.additionalInformation.uploading': 'the upload ends before the walk looks, in some runs',
};

/** How many walks run at once (each mostly waits for the server and the flow's timers). */
const AT_ONCE = 10;

let fast: TestApp;
let slow: TestApp;
let urls: { fast: string; slow: string };
let plans: { states: Map<string, LivePlan>; edges: Map<string, LivePlan> };

beforeAll(async () => {
  // The real clock: decisions come DECISION_DELAY_MS after the details, as they do for a person. No
  // delay where a plan does not wait for one; 1.5 s where it passes the "still waiting" states.
  fast = await createTestApp({ now: () => new Date(), decisionDelayMs: 0 });
  slow = await createTestApp({ now: () => new Date(), decisionDelayMs: 1500 });
  urls = { fast: await fast.app.listen({ port: 0, host: '127.0.0.1' }), slow: await slow.app.listen({ port: 0, host: '127.0.0.1' }) };
  // The same plans as the server's (planned once per change of the machine, kept on disk).
  const made = cachedPlans();
  plans = { states: new Map(made.states), edges: new Map(made.edges) };
}, 120_000);

afterAll(async () => {
  await fast?.close();
  await slow?.close();
});

const EVERY_STATE = getStateNodes(onboardingMachine.root as AnyStateNode).filter((node) => node.parent).map((node) => node.id);

/** A plan passes a decision that is not there yet (its "still waiting" state): it needs a server whose decisions take a while. */
const waitsForDecision = (plan: LivePlan) => plan.steps.some((step) => /"(pre)?processing":"waiting"/.test(JSON.stringify(step.value)));

/** The screen a state shows: its own, or the nearest enclosing state's. */
function screenOf(stateId: string): Screen | null {
  let node: AnyStateNode | undefined = getStateNodes(onboardingMachine.root as AnyStateNode).find((candidate) => candidate.id === stateId);
  while (node) {
    const meta = node.meta as StepMeta | undefined;
    if (meta?.screen) return meta.screen;
    node = node.parent;
  }
  return null;
}

/** The app in a browser given the hand-off: its storage, the saved flow restored, the address it opens. */
async function openApp(baseUrl: string, handoff: LiveHandoff): Promise<FlowSnapshot> {
  const storage = createKeyValueStorage({ backing: createMemoryBacking() });
  for (const [key, value] of Object.entries(handoff.storage)) storage.set(key, value);
  const app = createBrowserServices({ baseUrl, storage, analyticsTransport: { track: () => undefined, identify: () => undefined } });
  const machine = onboardingMachine.provide({
    actors: {
      ...createFlowActors({ api: app.api, session: app.session, analytics: app.analytics, uploadProgress: new Map(), handoffVerifiers: app.handoffVerifiers }),
      // The card stays in the page's form: nothing is paid while the app opens.
      confirmPayment: fromPromise<never, unknown>(() => new Promise<never>(() => undefined)) as never,
    },
  });
  const saved = restoreSnapshot<AnyMachineSnapshot>(storage.get(SNAPSHOT_KEY));
  expect(saved, `${handoff.stateId}: a saved flow is handed over`).toBeDefined();
  const actor = createActor(machine, { snapshot: saved as never, input: { tokens: app.session.getTokens() } });
  actor.start();
  resumeAfterRestore(actor);
  if (matchUrl(handoff.path) && urlForSnapshot(actor.getSnapshot()) !== handoff.path) actor.send({ type: 'nav.location', url: handoff.path });
  const shown = actor.getSnapshot() as FlowSnapshot;
  actor.stop();
  return shown;
}

async function inTurns<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(Array.from({ length: AT_ONCE }, async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  }));
}

describe('every state of the flow opens live', () => {
  it('has a plan for every state but the ones listed with why', () => {
    const unplanned = EVERY_STATE.filter((id) => !plans.states.has(id));
    expect(unplanned.sort()).toEqual(Object.keys(NOT_REACHED).sort());
  });

  it('walks to every planned state through the API, and the app opened there shows its screen with its data', { timeout: 600_000 }, async () => {
    const problems: string[] = [];
    const planned = EVERY_STATE.filter((id) => plans.states.has(id) && !(id in LEFT_OUT));
    await inTurns(planned, async (stateId) => {
      const plan = plans.states.get(stateId) as LivePlan;
      const baseUrl = waitsForDecision(plan) ? urls.slow : urls.fast;
      try {
        const handoff = await driveLivePlan(plan, { baseUrl, publicOrigin: baseUrl });
        const meta = getStateNodes(onboardingMachine.root as AnyStateNode).find((node) => node.id === plan.steps.at(-1)?.stateIds[0])?.meta as StepMeta | undefined;
        // A page outside the app (the waitlist form): the link is that page.
        if (meta?.externalUrl) {
          if (handoff.path !== meta.externalUrl) problems.push(`${stateId}: the link ${handoff.path} is not the page ${meta.externalUrl}`);
          return;
        }
        const shown = await openApp(baseUrl, handoff);
        // A state the walk passes on its way (a check, a choice) shows the screen of where the flow rests.
        const passed = !plan.steps.at(-1)?.stateIds.some((id) => id === stateId || id.startsWith(`${stateId}.`));
        const expected = screenOf(passed ? (plan.steps.at(-1)?.stateIds[0] ?? stateId) : stateId);
        const seen = currentMeta(shown)?.screen ?? null;
        if (expected && seen !== expected) problems.push(`${stateId}: the app shows ${seen} instead of ${expected}`);
        // What the screen is bound to: its data, where the state has its screen up (not a loading view).
        const rests = !shown.hasTag('loading') && !shown.hasTag('loadFailed') && !shown.hasTag('busy');
        if (expected && rests && seen === expected && PROPS_OF[expected](shown) === null) problems.push(`${stateId}: the screen ${expected} has no data to show`);
        if (handoff.path !== urlForSnapshot(shown)) problems.push(`${stateId}: the app's address ${urlForSnapshot(shown)} is not the printed ${handoff.path}`);
      } catch (error) {
        problems.push(`${stateId}: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
    expect(problems).toEqual([]);
  });

});
