import type { Scheduler } from 'fast-check';
import { vi } from 'vitest';
import { onboardingMachine } from '../../../machines/onboarding.machine.ts';
import type { BrowserMachine } from '../../../src/app/flow-actor.ts';
import type { FlowSnapshot } from '../../../src/app/flow-snapshot.ts';
import { T0 } from '../../../src/flow-map/machine-model/model-fixtures.ts';
import { CallDesk } from '../server/call-desk.ts';
import { serverActors } from '../server/server-actors.ts';
import type { ApplicantStore } from '../server/applicant-store.ts';
import { FlowPage } from './flow-page.ts';
import { SimulatedBrowser } from './simulated-browser.ts';
import type { Start } from './starts.ts';

// One sequence's world: the simulated server (its store and its desk, answers through fast-check's
// scheduler), the browser tab, and the page of the app running in it (a new one after each reload).
// Time is Vitest's fake clock, so timers fire only when the sequence lets time pass.

export class SequenceWorld {
  readonly store: ApplicantStore;
  readonly desk: CallDesk;
  readonly browser: SimulatedBrowser;
  readonly start: Start;
  private readonly machine: BrowserMachine;
  page: FlowPage;
  /** What each command did, one line each (the printed sequence). */
  readonly log: string[] = [];
  /** How many reloads the tab went through. */
  reloads = 0;
  /** A broken invariant this world goes on past (a replay's other known defects); none by default. */
  passesOver: (problem: string) => boolean = () => false;
  /** What was written to `console.error` while the sequence ran. */
  readonly consoleErrors: unknown[][] = [];
  private readonly restoreConsole: () => void;

  constructor(scheduler: Scheduler, start: Start) {
    vi.setSystemTime(T0);
    const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void this.consoleErrors.push(args));
    this.restoreConsole = () => spy.mockRestore();
    this.start = start;
    this.store = start.store();
    this.browser = new SimulatedBrowser(start.history);
    this.browser.install();
    start.signIn(this.browser, this.store);
    this.desk = new CallDesk(this.store, scheduler, this.browser.session);
    this.machine = onboardingMachine.provide({ actors: serverActors(this.desk) as never }) as unknown as BrowserMachine;
    this.page = new FlowPage(this.machine, this.browser);
  }

  snapshot(): FlowSnapshot {
    return this.page.actor.getSnapshot();
  }

  /** Lets everything that is due run: answers taken in, the transitions they cause, timers of no delay. */
  async settle(): Promise<void> {
    for (let round = 0; round < 6; round += 1) await vi.advanceTimersByTimeAsync(0);
  }

  /**
   * The browser reloads the page: what it had out is cut off (reached the server or not; seen failing
   * before the page went, or not), the saved snapshot and the tokens stay, and a new page loads the
   * same address.
   */
  async reload(reached: boolean, seenAsFailure: boolean): Promise<string[]> {
    this.browser.hidePage();
    const cut = this.desk.cutOff(reached, seenAsFailure);
    if (seenAsFailure) await this.settle();
    this.page.close();
    this.desk.newPage();
    this.reloads += 1;
    this.page = new FlowPage(this.machine, this.browser);
    await this.settle();
    return cut;
  }

  dispose(): void {
    this.page.close();
    this.browser.uninstall();
    this.restoreConsole();
  }
}
