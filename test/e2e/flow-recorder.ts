import type { BrowserContext } from 'playwright-core';

// Measures what the applicant's tab really went through: a second tab of the same browser context
// listens on the flow map's live channel (BroadcastChannel `zoomies-flow`), where the running flow
// publishes every snapshot (its active state ids) and every transition it takes (flow map edge ids).

const CHANNEL = 'zoomies-flow';

export interface FlowRecord {
  states: Set<string>;
  transitions: Set<string>;
  /** The latest active state ids, for waiting on a state. */
  current: string[];
  /** Every snapshot's active state ids, in order (the oracle reads the moves from them). */
  history: string[][];
}

export interface FlowRecorder {
  record: FlowRecord;
  /** Resolves when a snapshot has this state id active (rejects after the timeout). */
  waitForState(stateId: string, timeoutMs?: number): Promise<void>;
  /** Resolves when the flow has taken this transition (a flow map edge id); rejects after the timeout. */
  waitForTransition(key: string, timeoutMs?: number): Promise<void>;
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
  const record: FlowRecord = { states: new Set(), transitions: new Set(), current: [], history: [] };
  const waiters: { stateId: string; resolve: () => void }[] = [];
  const transitionWaiters: { key: string; resolve: () => void }[] = [];
  const page = await context.newPage();
  await page.exposeFunction('__flowMessage', (message: ChannelMessage) => {
    if (message.type === 'snapshot' && Array.isArray(message.stateIds)) {
      record.current = message.stateIds;
      record.history.push(message.stateIds);
      for (const id of message.stateIds) record.states.add(id);
      for (const waiter of [...waiters]) {
        if (isActive(message.stateIds, waiter.stateId)) {
          waiters.splice(waiters.indexOf(waiter), 1);
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
    waitForState(stateId, timeoutMs = 15_000) {
      if (isActive(record.current, stateId)) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`The flow never reached state '${stateId}' (now: ${record.current.at(-1) ?? 'nothing'})`)), timeoutMs);
        waiters.push({ stateId, resolve: () => (clearTimeout(timer), resolve()) });
      });
    },
    waitForTransition(key, timeoutMs = 15_000) {
      if (record.transitions.has(key)) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`The flow never took '${key}' (now in: ${record.current.at(-1) ?? 'nothing'})`)), timeoutMs);
        transitionWaiters.push({ key, resolve: () => (clearTimeout(timer), resolve()) });
      });
    },
    close: () => page.close(),
  };
}
