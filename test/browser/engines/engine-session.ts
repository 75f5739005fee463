import { describeTarget, type EngineName, type EnginePage, type Name, type Target, type WaitOptions } from './engine-page.ts';
import { pageQuery, toWireName, toWireTarget, type PageCommand, type ProbeReport } from './in-page.ts';
import { budget } from '../time-budget.ts';

// What each engine brings (a handful of primitives over its own protocol), and the one layer above
// them that every engine shares: finding by label and name in the page, waiting for a condition
// within a time budget, re-finding an element the page replaced, the same checks before a click.

/** The few things a story needs that only the engine's own protocol can do. */
export interface EngineSession<Handle> {
  readonly engine: EngineName;
  readonly version: string;
  goto(url: string): Promise<void>;
  startLoading?: (url: string) => Promise<void>;
  startOver?: () => Promise<void>;
  url(): Promise<string>;
  /** Runs `pageQuery` with the command and returns its JSON result. */
  query(command: PageCommand): Promise<unknown>;
  /** Runs `pageQuery` with the command and returns the element it gave, or null. */
  queryElement(command: PageCommand): Promise<Handle | null>;
  /** Runs a self-contained function in the page. */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R, args: A): Promise<Awaited<R>>;
  /** A real pointer click at the element's centre. */
  click(handle: Handle): Promise<void>;
  /** Real key presses into the focused element (`handle`, when the caller just focused it), with `delayMs` between keys. */
  typeKeys(handle: Handle | null, text: string, delayMs: number): Promise<void>;
  screenshot(path: string): Promise<void>;
  /** What the engine itself reported (console errors, uncaught errors), besides the page's probe. */
  engineProblems(): string[];
  throttleCpu?: (rate: number) => Promise<void>;
  /** Whether an error means the element went away or moved under the click (then it is found again). */
  isStale(error: unknown): boolean;
  close(): Promise<void>;
}

/** What Playwright's and Puppeteer's pages both have: scripts evaluated from their source. */
export interface ScriptingPage {
  evaluate(script: string): Promise<unknown>;
  evaluateHandle(script: string): Promise<{ asElement(): unknown; dispose(): Promise<void> }>;
}

/** `query`, `queryElement` and `evaluate` for an engine whose library is a `ScriptingPage`. */
export function scriptPrimitives<Handle>(page: ScriptingPage): Pick<EngineSession<Handle>, 'query' | 'queryElement' | 'evaluate'> {
  const queryScript = (command: PageCommand) => `(${pageQuery.toString()})(${JSON.stringify(command)})`;
  return {
    query: (command) => page.evaluate(queryScript(command)),
    async queryElement(command) {
      const handle = await page.evaluateHandle(queryScript(command));
      const element = handle.asElement() as Handle | null;
      if (!element) await handle.dispose();
      return element;
    },
    evaluate: async (fn, args) => (await page.evaluate(`(${fn.toString()}).apply(null, ${JSON.stringify(args)})`)) as never,
  };
}

/** How often a condition is checked again while waiting for it. */
const POLL_MS = 100;
/** The default wait for a thing to show, before the budget's scaling. */
const DEFAULT_WAIT_MS = 15_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createEnginePage<Handle>(session: EngineSession<Handle>): EnginePage {
  const where = async () => String(await session.query({ op: 'whereAmI' }).catch((error: Error) => `unknown (${error.message.split('\n')[0]})`));

  /** Checks `attempt` until it gives a value (not null), or fails with `what` and where the page stood. */
  async function until<T>(what: string, attempt: () => Promise<T | null>, options: WaitOptions = {}): Promise<T> {
    const timeoutMs = options.timeoutMs ?? budget(DEFAULT_WAIT_MS);
    const deadline = Date.now() + timeoutMs;
    let lastError: unknown = null;
    for (;;) {
      try {
        const value = await attempt();
        if (value !== null) return value;
      } catch (error) {
        if (!session.isStale(error)) throw error;
        lastError = error;
      }
      if (Date.now() > deadline) {
        const why = lastError ? ` (last: ${(lastError as Error).message.split('\n')[0]})` : '';
        throw new Error(`${session.engine}: ${what} within ${(timeoutMs / 1000).toFixed(0)} s${why}; the page is ${await where()}`);
      }
      await sleep(POLL_MS);
    }
  }

  /** A command that gives a status: waits until it says 'ok' (the field may not show yet). */
  async function untilOk(what: string, command: PageCommand): Promise<void> {
    let status = '';
    await until(what, async () => {
      status = String(await session.query(command));
      return status === 'ok' ? true : null;
    }).catch((error: Error) => {
      throw new Error(`${error.message} (${status})`);
    });
  }

  return {
    engine: session.engine,
    version: session.version,
    goto: (url) => session.goto(url),
    canRace: session.startLoading !== undefined && session.startOver !== undefined,
    async startLoading(url) {
      if (!session.startLoading) throw new Error(`${session.engine} cannot start a page without waiting for it to load`);
      await session.startLoading(url);
    },
    async startOver() {
      if (!session.startOver) throw new Error(`${session.engine} cannot start over as a new visitor`);
      await session.startOver();
    },
    url: () => session.url(),
    pressKeys: (text, options = {}) => session.typeKeys(null, text, options.delayMs ?? 0),
    async type(target, text, options = {}) {
      // Found again if React replaced the input between the focus and the keys.
      await until(`no field to type into: ${describeTarget(target)}`, async () => {
        const handle = await session.queryElement({ op: 'focus', target: toWireTarget(target) });
        if (handle === null) return null;
        await session.typeKeys(handle, text, options.delayMs ?? 0);
        return true;
      });
    },
    fill: (target, text) => untilOk(`could not fill ${describeTarget(target)}`, { op: 'fill', target: toWireTarget(target), text }),
    select: (target, option) => untilOk(`could not pick ${String(option)} in ${describeTarget(target)}`, { op: 'select', target: toWireTarget(target), option: toWireName(option) }),
    async click(target) {
      await until(`nothing to click: ${describeTarget(target)} (shown, enabled, uncovered)`, async () => {
        const handle = await session.queryElement({ op: 'find', target: toWireTarget(target), click: true });
        if (handle === null) return null;
        await session.click(handle);
        return true;
      });
    },
    async check(target) {
      const wire = toWireTarget(target);
      await until(`could not tick ${describeTarget(target)}`, async () => {
        if ((await session.query({ op: 'isTicked', target: wire })) === true) return true;
        const handle = await session.queryElement({ op: 'toTick', target: wire });
        if (handle !== null) await session.click(handle);
        return null;
      });
    },
    async waitFor(target, options) {
      await until(`${describeTarget(target)} did not show`, () => session.queryElement({ op: 'find', target: toWireTarget(target) }), options);
    },
    async waitForHeading(name: Name, options = {}) {
      const target: Target = { role: 'heading', level: options.level ?? 1, name };
      await until(`no heading ${String(name)}`, () => session.queryElement({ op: 'find', target: toWireTarget(target) }), options);
      return String(await session.query({ op: 'text', target: toWireTarget(target) }));
    },
    async text(target) {
      const text = await session.query({ op: 'text', ...(target ? { target: toWireTarget(target) } : {}) });
      if (text === null) throw new Error(`${session.engine}: no ${target ? describeTarget(target) : 'page'} to read; the page is ${await where()}`);
      return String(text);
    },
    async apiCalls() {
      return ((await session.query({ op: 'probe' })) as ProbeReport).apiCalls;
    },
    async problems() {
      const report = (await session.query({ op: 'probe' }).catch(() => ({ problems: [] }))) as Pick<ProbeReport, 'problems'>;
      return [...new Set([...session.engineProblems(), ...report.problems])];
    },
    screenshot: (path) => session.screenshot(path),
    evaluate: (fn, ...args) => session.evaluate(fn, args),
    canThrottleCpu: session.throttleCpu !== undefined,
    async throttleCpu(rate) {
      if (!session.throttleCpu) throw new Error(`${session.engine} has no CPU throttling (only Chromium's DevTools protocol has it)`);
      await session.throttleCpu(rate);
    },
    close: () => session.close(),
  };
}
