import type { AnyActorRef } from 'xstate';
import { isWorthSaving, serializeSnapshot, resumeAfterRestore } from '../../../machines/persistence.ts';
import { urlForSnapshot } from '../../../machines/route-table.ts';
import type { OnboardingEvent } from '../../../machines/onboarding.events.ts';
import type { BrowserServices } from '../../../services/config/browser-services.ts';
import { createFlowActor, type BrowserMachine, type FlowActor } from '../../../src/app/flow-actor.ts';
import { currentUrl, followAddress } from '../../../src/app/address-follows-flow.ts';
import { flowInputFromLocation } from '../../../src/app/flow-input.ts';
import { answerLanding } from '../../../src/app/flow-runtime.ts';
import { SNAPSHOT_KEY } from '../../../src/app/saved-snapshot.ts';
import { isApplicantIntent } from '../../../src/app/url-history.ts';
import type { SimulatedBrowser } from './simulated-browser.ts';

// One page load of the app, put together as src/app/flow-runtime.ts does it, from the app's own
// parts: the input read from the address and the session store, the actor restored from the saved
// snapshot when there is one (and resumed), the snapshot saved on every change (not while a running
// call holds what must not be saved), the address bar following the state (push or replace), Back
// and Forward told to the machine, nothing saved once the page is being left (`pagehide`), the session store's tokens told to the machine, the shell's reset
// wiping storage, and the landing URL answered. Only the machine's actors are the sequence's own.

export class FlowPage {
  readonly actor: FlowActor;
  /** Failures the actor reported (its error status, a throwing action). */
  readonly errors: unknown[] = [];
  /** Where the app was asked to leave for (the waitlist form). */
  readonly leftFor: string[] = [];
  private readonly stops: (() => void)[] = [];
  private readonly address: ReturnType<typeof followAddress>;

  constructor(machine: BrowserMachine, browser: SimulatedBrowser) {
    const services = { storage: browser.storage, session: browser.session, identity: { clientId: () => 'web' } } as unknown as BrowserServices;
    const { actor, restored } = createFlowActor(machine, services, flowInputFromLocation(services), { onEvent: () => {}, onTransitions: () => {} });
    this.actor = actor;
    this.address = followAddress((url) => actor.send({ type: 'nav.location', url }));
    // From `pagehide` on, the page is being left: what the flow learns then is not saved (the runtime's pageLeaving).
    let leaving = false;
    const hide = () => (leaving = true);
    window.addEventListener('pagehide', hide);
    const sync = () => {
      const snapshot = actor.getSnapshot();
      if (isWorthSaving(snapshot) && !leaving) browser.storage.set(SNAPSHOT_KEY, serializeSnapshot(actor as AnyActorRef));
      this.address.show(urlForSnapshot(snapshot));
    };
    const subscription = actor.subscribe({ next: sync, error: (error) => this.errors.push(error) });
    const reset = actor.on('flow.reset', () => {
      browser.session.clear();
      browser.storage.remove(SNAPSHOT_KEY);
    });
    const leave = actor.on('navigate.external', (event) => this.leftFor.push(event.url));
    const unsubscribeSession = browser.session.subscribe((session) => actor.send({ type: 'app.tokens', tokens: session.tokens }));
    this.stops.push(
      () => subscription.unsubscribe(),
      () => reset.unsubscribe(),
      () => leave.unsubscribe(),
      unsubscribeSession,
      () => this.address.stop(),
      () => window.removeEventListener('pagehide', hide),
    );

    const landedOn = currentUrl();
    actor.start();
    if (restored) resumeAfterRestore(actor);
    answerLanding(actor, landedOn, null);
    sync();
  }

  /** An intent from the page (a screen's or the shell's). */
  send(event: OnboardingEvent): void {
    if (isApplicantIntent(event)) this.address.noteApplicantAct();
    this.actor.send(event);
  }

  /** The page goes (a reload or the tab closing). */
  close(): void {
    for (const stop of this.stops.splice(0)) stop();
    this.actor.stop();
  }
}
