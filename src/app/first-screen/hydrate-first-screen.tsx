import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createSourceSwitch } from '../frame/frame-source.ts';
import { FirstScreenRoot } from './first-screen-root.tsx';
import { prerenderedPageIn } from './first-screen-page.ts';
import { startHandOver } from './hand-over.ts';
import type { LoadedFlow } from './hand-over.ts';
import { createStandIn } from './stand-in-source.ts';
import type { OnFirstInteraction } from './first-interaction.ts';
import { untilSettled } from './flow-settled.ts';
import { prefetchFlow } from './flow-prefetch.ts';
import { createClientIdentity } from '../../../services/config/client-id.ts';
import { createKeyValueStorage } from '../../../services/storage/key-value-storage.ts';
import { createVisitTracker } from '../../../services/visits/visit-tracker.ts';
import { storedBearerToken } from '../../../services/session/stored-bearer.ts';

// A prerendered page comes alive: React hydrates the flow's frame with the first screen's stand-in
// as its source (the HTML is already painted, and what was typed into it is taken by the form as
// its fields come alive: src/ui/text-field.tsx), the visit is recorded (the spec sends it for every
// page view, flow or not), and the frame takes its props from the machine once the flow has come
// (hand-over.ts).

function whenIdle(start: () => void): void {
  // After the load event (the first screen's own requests first), at the browser's next quiet moment.
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(start, { timeout: 2000 }) : setTimeout(start, 200));
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

/** A task boundary: the keys typed meanwhile are handled before the next step of the load. */
const letTheBrowserIn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The flow's modules, in the order they are evaluated, one import a task: each builds on the ones
 * before it, so evaluating one evaluates only what is new in it. zod's own code is evaluated with
 * a small schema file of the contract (the flow's state names), before the common schemas: zod's first schemas are the
 * costliest (each kind of schema sets itself up on first use), and zod with the common schemas made
 * one task of about 50 ms on a phone (decision 0076).
 */
const FLOW_STEPS = [
  () => import('xstate'),
  () => import('../../../services/contract/flow.schema.ts'),
  () => import('../../../services/contract/common.schema.ts'),
  () => import('../../../services/contract/origination.schema.ts'),
  () => import('../../../services/contract/insurance.schema.ts'),
  () => import('../../../services/contract/endpoints.ts'),
  () => import('../../../services/config/browser-services.ts'),
  () => import('../../../machines/onboarding.setup.ts'),
  () => import('../../../machines/onboarding.machine.ts'),
];

async function loadFlow(root: HTMLElement): Promise<LoadedFlow> {
  // The flow loads while the applicant may be typing. A module graph is evaluated in one task, and
  // the whole flow's (the contract's schemas, the machine, the app) held a slow phone's main thread
  // for over a second, the keys typed meanwhile waiting: it is evaluated in steps, with the browser
  // free between them. Their files are asked for first, a few a task (none waits for the one before).
  await prefetchFlow(root, letTheBrowserIn);
  for (const step of FLOW_STEPS) {
    await step();
    await letTheBrowserIn();
  }
  const { prepareFlow, currentScreen } = await import('../onboarding-app.tsx');
  await letTheBrowserIn();
  const { machineFrameSource } = await import('../frame/machine-source.tsx');
  await letTheBrowserIn();
  // The first screen has recorded the visit already.
  const prepared = await prepareFlow({ trackVisit: false, pause: letTheBrowserIn });
  // A signed-in visitor's applications are looked up first: the stand-in stays until the machine
  // knows which screen is theirs, rather than a loading view in its place.
  await untilSettled(prepared.runtime.actor);
  const { runtime } = prepared;
  return {
    screen: currentScreen(prepared),
    accepts: (intent) => runtime.actor.getSnapshot().can(intent),
    send: (intent) => runtime.send(intent),
    source: machineFrameSource(prepared),
  };
}

export function hydrateFirstScreen(container: HTMLElement, onFirstInteraction: OnFirstInteraction): void {
  const page = prerenderedPageIn(container);
  if (!page) throw new Error(`Not a prerendered first screen: ${container.dataset.firstScreen ?? 'none'}`);
  const standIn = createStandIn(page, (intent) => handOver.intent(intent));
  const sources = createSourceSwitch(standIn);
  // As a transition: hydration then yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (a phone's first tap is not kept waiting).
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <FirstScreenRoot sources={sources} />
      </StrictMode>,
    );
  });
  const handOver = startHandOver({ page, loadFlow: () => loadFlow(container), switchTo: sources.switchTo, onLoadFailed: standIn.loadFailed, whenIdle, onFirstInteraction });
  // In a task of its own: the first read of the browser's storage takes a moment of its own.
  setTimeout(() => {
    const storage = createKeyValueStorage();
    const identity = createClientIdentity(storage);
    void createVisitTracker({ clientId: identity.clientId, anonymousId: identity.anonymousId, bearerToken: () => storedBearerToken(storage) }).track({});
  }, 0);
}
