import type { FrameIntent, FrameSource } from '../frame/frame-source.ts';
import type { FirstScreenPage } from './first-screen-page.ts';

// When the flow's code loads, and what happens when it has come. The flow (machine, API client,
// contract, the other screens) is not part of the first screen: it loads as soon as the browser is
// idle after the first screen is up, or at the applicant's first interaction if that comes first.
// It does not wait for a tap: a signed-in applicant is sent to their application, and the shell
// loads its documents, without one (decision 0067; before it, an applicant's page waited for the
// first interaction). Once it has come, the frame takes its props from the machine at once,
// whatever the applicant is doing: the screen stays mounted, with what they typed in its form
// (DESIGN decision 16). An intent made before (Next pressed while the flow was loading) goes to the
// machine then, if the machine shows the same screen and would take it; a returning applicant's
// flow that is elsewhere shows its own screen.

export interface LoadedFlow {
  /** The screen the flow shows now. */
  screen: string | null;
  /** Whether the machine would take this event now. */
  accepts(intent: FrameIntent): boolean;
  send(intent: FrameIntent): void;
  /** The frame's props from the machine. */
  source: FrameSource;
}

export interface HandOverOptions {
  page: FirstScreenPage;
  loadFlow: () => Promise<LoadedFlow>;
  /** The flow has come: the frame takes its props from it from now on. */
  switchTo: (source: FrameSource) => void;
  /** The flow could not load for an intent (a network failure): the first screen says so. */
  onLoadFailed: () => void;
  /** When the browser has a quiet moment after the first screen is up. */
  whenIdle: (start: () => void) => void;
  /**
   * Calls back on the applicant's first interaction with the page; returns the unsubscribe. It may
   * call back at once, before it returns (they typed before the scripts came).
   */
  onFirstInteraction: (touch: () => void) => () => void;
}

export interface HandOver {
  /** An intent of the first screen, before the flow has come. */
  intent(intent: FrameIntent): void;
}

export function startHandOver({ page, loadFlow, switchTo, onLoadFailed, whenIdle, onFirstInteraction }: HandOverOptions): HandOver {
  let pending: FrameIntent | null = null;
  let loading: Promise<LoadedFlow> | null = null;
  let arrived: LoadedFlow | null = null;

  const arrive = (flow: LoadedFlow) => {
    if (arrived) return;
    arrived = flow;
    stopListening();
    // Sent before the switch: the frame's first props from the machine already show it under way.
    if (pending && flow.screen === page.screen && flow.accepts(pending)) flow.send(pending);
    pending = null;
    switchTo(flow.source);
  };

  const load = () => {
    loading ??= loadFlow();
    loading.then(arrive, () => {
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
  stopListening = onFirstInteraction(load);
  whenIdle(load);

  return {
    intent(intent) {
      if (arrived) {
        if (arrived.accepts(intent)) arrived.send(intent);
        return;
      }
      pending = intent;
      load();
    },
  };
}
