import type { BrowserContext, Page } from 'playwright-core';
import { budget } from '../browser/time-budget.ts';

// Measures what the applicant's tab really went through: a second tab of the same browser context
// listens on the flow map's live channel (BroadcastChannel `zoomies-flow`), where the running flow
// publishes every snapshot (its active state ids) and every transition it takes (flow map edge ids).
// The channel is asynchronous: a message reaches the recorder a moment after the flow posted it, a
// long moment on a busy machine. `caughtUp` waits until every message a tab has posted has arrived,
// so a walk that moves the tab's clock on decides what happened from the whole record.

const CHANNEL = 'zoomies-flow';
/** Where each tab counts the messages it posted on the channel (session storage: a reload keeps it). */
export const POSTED_KEY = '__zoomiesFlowPosted';

export interface FlowRecord {
  states: Set<string>;
  transitions: Set<string>;
  /** The latest active state ids, for waiting on a state. */
  current: string[];
  /** Every snapshot's active state ids, in order (the oracle reads the moves from them). */
  history: string[][];
  /** How many messages of the channel arrived (snapshots and transitions): `current` is the state after the last of them. */
  received: number;
}

export interface FlowRecorder {
  record: FlowRecord;
  /**
   * Resolves when this state is active, or was active in a snapshot received since the last wait for
   * a state resolved: a walk waits for the states it expects in order, and on a busy machine the flow
   * may pass a short state (a decision that arrives at once) before the walk asks for it. Rejects
   * after the timeout.
   */
  waitForState(stateId: string, timeoutMs?: number): Promise<void>;
  /** Resolves when the flow has taken this transition (a flow map edge id); rejects after the timeout. */
  waitForTransition(key: string, timeoutMs?: number): Promise<void>;
  /**
   * Resolves once the recorder has received every message the tab posted so far (the context's one
   * flow tab: messages of other tabs count too).
   */
  caughtUp(page: Page, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

interface ChannelMessage {
  type?: string;
  stateIds?: string[];
  keys?: string[];
}

/** A state given by its id or by its path's end ('payment.entering' is 'onboarding.payment.entering'). */
const isActive = (active: string[], stateId: string) => active.some((id) => id === stateId || id.endsWith(`.${stateId}`));

export async function startFlowRecorder(context: BrowserContext, baseUrl: string): Promise<FlowRecorder> {
  const record: FlowRecord = { states: new Set(), transitions: new Set(), current: [], history: [], received: 0 };
  const waiters: { stateId: string; resolve: () => void }[] = [];
  /** Every snapshot's active state ids, in order (the record's history), and how many of them the waits have gone past. */
  const snapshots = record.history;
  let waitedPast = 0;
  const transitionWaiters: { key: string; resolve: () => void }[] = [];
  // Every tab of the context counts what it posts on the channel, from its first script on.
  await context.addInitScript(
    ({ channel, key }) => {
      const post = BroadcastChannel.prototype.postMessage;
      BroadcastChannel.prototype.postMessage = function (this: BroadcastChannel, message: unknown) {
        if (this.name === channel) sessionStorage.setItem(key, String(Number(sessionStorage.getItem(key) ?? 0) + 1));
        post.call(this, message);
      };
    },
    { channel: CHANNEL, key: POSTED_KEY },
  );
  const page = await context.newPage();
  await page.exposeFunction('__flowMessage', (message: ChannelMessage) => {
    record.received += 1;
    if (message.type === 'snapshot' && Array.isArray(message.stateIds)) {
      record.current = message.stateIds;
      record.history.push(message.stateIds);
      for (const id of message.stateIds) record.states.add(id);
      for (const waiter of [...waiters]) {
        if (isActive(message.stateIds, waiter.stateId)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waitedPast = snapshots.length;
          waiter.resolve();
        }
      }
    }
    if (message.type === 'transitions' && Array.isArray(message.keys)) {
      for (const key of message.keys) {
        record.transitions.add(key);
        for (const waiter of transitionWaiters.filter((w) => w.key === key)) {
          transitionWaiters.splice(transitionWaiters.indexOf(waiter), 1);
          waiter.resolve();
        }
        // A transient state (an `always` hop) is never in a snapshot: its transition shows it was entered.
        record.states.add(key.slice(0, key.indexOf(':')));
      }
    }
  });
  // Any page of the same origin that does not run the flow itself: a JSON answer of the sandbox API.
  await page.goto(`${baseUrl}/api/sandbox/outbox?to=recorder%40example.com`);
  await page.evaluate((name) => {
    const channel = new BroadcastChannel(name);
    channel.addEventListener('message', (event) => {
      (window as unknown as { __flowMessage: (m: unknown) => void }).__flowMessage(event.data);
    });
  }, CHANNEL);
  return {
    record,
    waitForState(stateId, timeoutMs = budget(15_000)) {
      const passed = snapshots.findIndex((ids, index) => index >= waitedPast && isActive(ids, stateId));
      if (passed !== -1) {
        waitedPast = isActive(record.current, stateId) ? snapshots.length : passed + 1;
        return Promise.resolve();
      }
      if (isActive(record.current, stateId)) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`The flow never reached state '${stateId}' (now: ${record.current.at(-1) ?? 'nothing'})`)), timeoutMs);
        waiters.push({ stateId, resolve: () => (clearTimeout(timer), resolve()) });
      });
    },
    waitForTransition(key, timeoutMs = budget(15_000)) {
      if (record.transitions.has(key)) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`The flow never took '${key}' (now in: ${record.current.at(-1) ?? 'nothing'})`)), timeoutMs);
        transitionWaiters.push({ key, resolve: () => (clearTimeout(timer), resolve()) });
      });
    },
    async caughtUp(flowPage, timeoutMs = budget(15_000)) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        // A tab that is reloading has no context to ask: it is asked again a moment later.
        const posted = await flowPage.evaluate((key) => Number(sessionStorage.getItem(key) ?? 0), POSTED_KEY).catch(() => null);
        if (posted !== null && record.received >= posted) return;
        if (Date.now() > deadline) throw new Error(`The recorder received ${record.received} of the ${posted ?? '?'} messages the flow posted`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    close: () => page.close(),
  };
}
