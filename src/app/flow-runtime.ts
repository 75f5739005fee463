import type { EventObject } from 'xstate';
import { isWorthSaving, resumeAfterRestore, serializeSnapshot } from '../../machines/persistence.ts';
import { matchUrl, urlForSnapshot } from '../../machines/route-table.ts';
import type { OnboardingEvent } from '../../machines/onboarding.events.ts';
import type { BrowserServices } from '../../services/config/browser-services.ts';
import { createPaymentConfirmation } from '../../services/payment/payment-confirmation.ts';
import { readPaymentReturn } from '../../services/payment/return-url.ts';
import { currentUrl, followAddress } from './address-follows-flow.ts';
import type { FlowActor, RuntimeParts } from './flow-actor.ts';
import { browserMachine, createFlowActor } from './flow-actor.ts';
import { flowInputFromLocation } from './flow-input.ts';
import { reportFlowStates } from './flow-state-reports.ts';
import { openLiveFlowChannel } from './live-flow-channel.ts';
import { SNAPSHOT_KEY } from './saved-snapshot.ts';
import { isApplicantIntent } from './url-history.ts';

// The running flow in the browser, put together from one part per job: the input read from the
// landing address (flow-input.ts), the machine with the real actors (flow-actor.ts), the address bar
// that follows it (address-follows-flow.ts), its snapshot saved on every change and restored on
// reload, every snapshot published to the flow map's channel (loaded with the flow, not with the
// first screen: live-flow-channel.ts), the machine's wishes to the browser (reset, leave), and the
// deep link or payment return it landed with.

export interface FlowRuntime extends RuntimeParts {
  actor: FlowActor;
  send(event: OnboardingEvent): void;
  /** How many intents the applicant has sent: a screen shown after one more was reached by their step. */
  applicantIntents(): number;
  stop(): void;
}

/** What the machine asks of the browser and the session's tokens told to the machine. */
function connectBrowser(actor: FlowActor, services: BrowserServices): () => void {
  const subscriptions = [
    actor.on('flow.reset', () => {
      services.resetAll();
      services.storage.remove(SNAPSHOT_KEY);
    }),
    actor.on('navigate.external', (event) => {
      location.assign(event.url);
    }),
  ];
  const unsubscribeSession = services.session.subscribe((session) => {
    actor.send({ type: 'app.tokens', tokens: session.tokens });
  });
  return () => {
    for (const sub of subscriptions) sub.unsubscribe();
    unsubscribeSession();
  };
}

/** A deep link or a reload on another flow URL (the machine decides whether it may go there), and a payment redirect's return. */
export function answerLanding(actor: FlowActor, landedOn: string, setupIntentClientSecret: string | null | undefined): void {
  if (matchUrl(landedOn) && urlForSnapshot(actor.getSnapshot()) !== landedOn) {
    actor.send({ type: 'nav.location', url: landedOn });
  }
  if (setupIntentClientSecret) actor.send({ type: 'payment.returned', clientSecret: setupIntentClientSecret });
}

/**
 * Whether the page is being left (a reload, a link away, a redirect): from `pagehide` until the
 * page shows again (`pageshow`, back from the browser's cache). Whatever the flow learns meanwhile
 * (a call the browser cuts off as it unloads, answered as a failure) is not the applicant's doing.
 */
function pageLeaving(): { now(): boolean; stop(): void } {
  let leaving = false;
  const hide = () => (leaving = true);
  const show = () => (leaving = false);
  window.addEventListener('pagehide', hide);
  window.addEventListener('pageshow', show);
  return {
    now: () => leaving,
    stop() {
      window.removeEventListener('pagehide', hide);
      window.removeEventListener('pageshow', show);
    },
  };
}

export function startFlowRuntime(services: BrowserServices): FlowRuntime {
  const steps = flowRuntimeSteps(services);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The flow put together in steps, each a task of its own on a slow phone if the caller pauses
 * between them: the machine with the browser's actors, the actor (its first state computed), and
 * the actor started with all it drives. A first screen prepares the flow while the applicant types,
 * and the browser handles their keys between the steps (src/app/first-screen/hydrate-first-screen.tsx).
 */
export function* flowRuntimeSteps(services: BrowserServices): Generator<void, FlowRuntime> {
  const parts: RuntimeParts = { confirmation: createPaymentConfirmation(), uploadProgress: new Map() };
  // Back from a payment redirect: Stripe (and the sandbox's 3-D Secure page) append the SetupIntent.
  // Read before the actor starts: the first sync writes the state's URL, without that query.
  const paymentReturn = readPaymentReturn(location.href);
  let lastEvent: EventObject | null = null;
  // Asked only after the channel has loaded, when the actor exists.
  const channel = openLiveFlowChannel(() => ({ snapshot: actor.getSnapshot(), event: lastEvent }));
  const machine = browserMachine(services, parts);
  yield;
  const { actor, restored } = createFlowActor(machine, services, flowInputFromLocation(services), {
    onEvent: (event) => {
      lastEvent = event;
    },
    onTransitions: (keys) => channel.publishTransitions(keys),
  });
  yield;
  const address = followAddress((url) => actor.send({ type: 'nav.location', url }));
  const leaving = pageLeaving();
  const sync = () => {
    const snapshot = actor.getSnapshot();
    // Saved unless a call of the applicant's is on its way (or holds the SSN, a file), and never
    // once the page is being left: the calls the browser cuts off then are no failure to restore.
    if (isWorthSaving(snapshot) && !leaving.now()) services.storage.set(SNAPSHOT_KEY, serializeSnapshot(actor));
    address.show(urlForSnapshot(snapshot));
    channel.publishSnapshot(snapshot, lastEvent);
  };
  const subscription = actor.subscribe(sync);
  const disconnectBrowser = connectBrowser(actor, services);

  const landedOn = currentUrl();
  actor.start();
  if (restored) resumeAfterRestore(actor);
  // Analytics: every event carries where the applicant is; each state entry feeds the funnel.
  const stopStateReports = reportFlowStates(actor, services.analytics, services.analyticsCollector);
  answerLanding(actor, landedOn, paymentReturn.setupIntentClientSecret);
  sync();

  let applicantIntents = 0;
  return {
    actor,
    ...parts,
    send: (event) => {
      // Noted before the send: the transition it causes syncs the URL synchronously.
      if (isApplicantIntent(event)) {
        address.noteApplicantAct();
        applicantIntents += 1;
      }
      actor.send(event);
    },
    applicantIntents: () => applicantIntents,
    stop() {
      stopStateReports();
      address.stop();
      subscription.unsubscribe();
      disconnectBrowser();
      leaving.stop();
      channel.close();
      actor.stop();
    },
  };
}
