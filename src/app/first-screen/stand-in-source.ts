import { pointsOfferOf } from '../../../services/contract/marketing.constants.ts';
import { startAgreementDocuments } from '../../../services/contract/regulatory-documents.ts';
import type { FrameIntent, FrameSource, FrameView, StartView } from '../frame/frame-source.ts';
import type { FirstScreenPage } from './first-screen-page.ts';

// The frame's props before the flow has loaded: what the flow shows in its first state (the offer
// page or "Let's get started", an empty form, its agreement's documents as the build knows them), so
// the prerendered HTML is that page and the machine's first props change nothing on it
// (first-screen.test.tsx compares the two). It holds no rule: every intent goes to the hand-over,
// which gives it to the machine.

export interface StandIn extends FrameSource {
  /** The flow could not be loaded for an intent: the start screens' 'try again' notice. */
  loadFailed(): void;
}

type Phase = 'idle' | 'submitting' | 'failed';

function viewOf(page: FirstScreenPage, phase: Phase): FrameView {
  const form = { documents: startAgreementDocuments(), initialPhone: '', initialDob: '', submitting: phase === 'submitting', notice: phase === 'failed' ? ('start-failed' as const) : null, error: null };
  const start: StartView = page.screen === 'get-started' ? { screen: page.screen, form } : { screen: page.screen, form, pointsOffer: page.offerId ? pointsOfferOf(page.offerId) : null };
  return { step: null, maxStep: 0, canGoBack: false, linkError: null, start, reachedByApplicant: false };
}

export function createStandIn(page: FirstScreenPage, onIntent: (intent: FrameIntent) => void): StandIn {
  let view = viewOf(page, 'idle');
  const listeners = new Set<() => void>();
  const enter = (phase: Phase) => {
    view = viewOf(page, phase);
    for (const listener of [...listeners]) listener();
  };
  return {
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    view: () => view,
    send(intent) {
      // Next shows it is under way while the flow loads; any intent clears a failure's notice.
      enter(intent.type === 'user.submit' ? 'submitting' : 'idle');
      onIntent(intent);
    },
    loadFailed: () => enter('failed'),
    Body: null,
    Extras: null,
  };
}
