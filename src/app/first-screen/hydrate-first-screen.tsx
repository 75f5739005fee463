import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { FirstScreen } from './first-screen.tsx';
import type { FirstScreenIntent } from './first-screen.tsx';
import { prerenderedPageIn } from './first-screen-page.ts';
import { startHandOver } from './hand-over.ts';
import type { Flow } from './hand-over.ts';
import { keepPlace } from './keep-place.ts';
import { noteEarlyTyping } from './early-typing.ts';
import { untilSettled } from './flow-settled.ts';
import { createClientIdentity } from '../../../services/config/client-id.ts';
import { createKeyValueStorage } from '../../../services/storage/key-value-storage.ts';
import { createVisitTracker } from '../../../services/visits/visit-tracker.ts';
import { storedBearerToken } from '../../../services/session/stored-bearer.ts';

// A prerendered page comes alive: React hydrates the first screen (its HTML is already painted), the
// visit is recorded (the spec sends it for every page view, flow or not), and the flow takes the
// page over when it is ready (hand-over.ts).

const INTERACTIONS = ['pointerdown', 'keydown', 'input', 'touchstart'] as const;

function onFirstInteraction(touch: () => void, typedBefore: boolean): () => void {
  // Typed before the scripts came (early-typing.ts): that was the first interaction.
  if (typedBefore) {
    touch();
    return () => {};
  }
  const stop = () => {
    for (const type of INTERACTIONS) document.removeEventListener(type, listener, true);
  };
  const listener = () => {
    stop();
    touch();
  };
  for (const type of INTERACTIONS) document.addEventListener(type, listener, { capture: true, passive: true });
  return stop;
}

function whenIdle(start: () => void): void {
  // After the load event (the first screen's own requests first), at the browser's next quiet moment.
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(start, { timeout: 2000 }) : setTimeout(start, 200));
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

async function loadFlow(root: Root, container: HTMLElement): Promise<Flow> {
  const { default: OnboardingApp, prepareFlow, currentScreen } = await import('../onboarding-app.tsx');
  // The first screen has recorded the visit already.
  const prepared = await prepareFlow({ trackVisit: false });
  await untilSettled(prepared.runtime.actor);
  return {
    screen: currentScreen(prepared),
    accepts: (intent) => prepared.runtime.actor.getSnapshot().can(intent),
    send: (intent) => prepared.runtime.send(intent),
    takeOver() {
      // The flow renders the same page: keep the applicant's place (focus, caret, what they type
      // while it renders) across the swap.
      const place = keepPlace(container);
      startTransition(() => {
        root.render(
          <StrictMode>
            <OnboardingApp prepared={prepared} onShown={() => place.restore()} />
          </StrictMode>,
        );
      });
    },
  };
}

export function hydrateFirstScreen(container: HTMLElement): void {
  const page = prerenderedPageIn(container);
  if (!page) throw new Error(`Not a prerendered first screen: ${container.dataset.firstScreen ?? 'none'}`);
  // Before hydrating: what is typed until React holds the page goes into the form once it does.
  const early = noteEarlyTyping(container);
  const render = (failed: boolean) => (
    <StrictMode>
      <FirstScreen page={page} failed={failed} onIntent={onIntent} onShown={() => early.carryIntoForm()} />
    </StrictMode>
  );
  let failedShown = false;
  const onIntent = (intent: FirstScreenIntent) => {
    // Only to clear the 'try again' notice: once the flow is taking over, rendering the first screen
    // again would replace the flow's pending render.
    if (failedShown) root.render(render(false));
    failedShown = false;
    handOver.intent(intent);
  };
  // As a transition: hydration then yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (a phone's first tap is not kept waiting).
  let root!: Root;
  startTransition(() => {
    root = hydrateRoot(container, render(false));
  });
  const storage = createKeyValueStorage();
  const identity = createClientIdentity(storage);
  void createVisitTracker({ clientId: identity.clientId, anonymousId: identity.anonymousId, bearerToken: () => storedBearerToken(storage) }).track({});
  const handOver = startHandOver({
    page,
    loadFlow: () => loadFlow(root, container),
    onLoadFailed: () => {
      failedShown = true;
      root.render(render(true));
    },
    whenIdle,
    onFirstInteraction: (touch) => onFirstInteraction(touch, early.typedBefore),
  });
}
