import type { FirstScreenIntent } from './first-screen.tsx';
import type { FirstScreenPage } from './first-screen-page.ts';

// When the first screen gives the page to the flow. The flow (machine, API client, contract, the
// other screens) is not part of the first screen: it loads when the applicant starts to interact
// (typing a phone number leaves it plenty of time), or, on pages that ask for it (sandbox mode), as
// soon as the browser is idle after the first screen is up. Once it is ready it takes over:
// - at once, if the applicant has not touched the page yet: nothing of theirs can be lost, and the
//   flow renders the same page (CLS 0);
// - otherwise at their next intent (Next, start over, close), which the machine then receives;
//   until then what they type, open or expand stays as it is;
// - at once as well when the flow is somewhere else (a returning applicant restored on another
//   step): the machine decides, and an intent meant for the offer page is not replayed.
// The first screen stays on the page until the flow's render commits (a transition): an intent made
// there in that window goes straight to the machine, as the flow's own screen would send it.

export interface Flow {
  /** The screen the flow shows now. */
  screen: string | null;
  /** Whether the machine would take this event now. */
  accepts(intent: FirstScreenIntent): boolean;
  send(intent: FirstScreenIntent): void;
  /** Renders the flow in place of the first screen. */
  takeOver(): void;
}

export interface HandOverOptions {
  page: FirstScreenPage;
  loadFlow: () => Promise<Flow>;
  /** The flow could not load for an intent (a network failure): the first screen says so. */
  onLoadFailed: () => void;
  /** When the browser has a quiet moment after the first screen is up (pages that load the flow at once). */
  whenIdle: (start: () => void) => void;
  /**
   * Calls back on the applicant's first interaction with the page; returns the unsubscribe. It may
   * call back at once, before it returns (typing before the scripts came).
   */
  onFirstInteraction: (touch: () => void) => () => void;
}

export interface HandOver {
  intent(intent: FirstScreenIntent): void;
}

export function startHandOver({ page, loadFlow, onLoadFailed, whenIdle, onFirstInteraction }: HandOverOptions): HandOver {
  let touched = false;
  let pending: FirstScreenIntent | null = null;
  let loading: Promise<Flow> | null = null;
  let taken: Flow | null = null;
  /** On the first screen's own screen the first screen's intents mean the same to the flow. */
  const onThisScreen = (flow: Flow) => flow.screen === page.screen;

  const decide = (flow: Flow) => {
    if (taken) return;
    const elsewhere = !onThisScreen(flow);
    if (touched && !elsewhere && !pending) return;
    taken = flow;
    stopListening();
    if (pending && !elsewhere && flow.accepts(pending)) flow.send(pending);
    pending = null;
    flow.takeOver();
  };

  const load = () => {
    loading ??= loadFlow();
    loading.then(decide, () => {
      // A chunk that failed to load (offline for a moment) is tried again on the next intent.
      loading = null;
      if (pending) {
        pending = null;
        onLoadFailed();
      }
    });
  };

  // Declared before the call: `onFirstInteraction` may call back before it returns.
  let stopListening = () => {};
  stopListening = onFirstInteraction(() => {
    touched = true;
    load();
  });
  if (page.flowStart === 'at-once') whenIdle(load);

  return {
    intent(intent) {
      if (taken) {
        if (onThisScreen(taken) && taken.accepts(intent)) taken.send(intent);
        return;
      }
      touched = true;
      pending = intent;
      load();
    },
  };
}
