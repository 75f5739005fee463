import { writeFileSync } from 'node:fs';
import { budget } from '../time-budget.ts';
import { freePort } from '../../../scripts/bench/app-server.ts';
import type { EnginePage } from './engine-page.ts';
import { createEnginePage } from './engine-session.ts';
import { pageQuery, type PageCommand } from './in-page.ts';
import type { LaunchOptions } from './engines.ts';
import { spawnOwned } from './owned-process.ts';
import { isElementRef, newSession, waitUntilReady, WebDriverError, type ElementRef, type KeyAction } from './webdriver-client.ts';
import { startXvfb } from './xvfb.ts';

// WebKit, as Safari's engine: Debian's WebKitWebDriver drives WebKitGTK's MiniBrowser through our
// own W3C WebDriver client. MiniBrowser has no headless mode: it gets an Xvfb display of its own,
// started here and stopped with the browser. Its driver reports no console events: the page's probe
// (in-page.ts) keeps them, installed once each page has loaded. No CPU throttling in this engine.

export const WEBKIT_DRIVER_PATH = '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** The page query as a WebDriver script body: `arguments[0]` is the command. */
const QUERY_SCRIPT = `return (${pageQuery.toString()})(arguments[0]);`;

/** The errors after which the element is found again: it was replaced, moved or covered meanwhile. */
const STALE_CODES = new Set(['stale element reference', 'element click intercepted', 'element not interactable', 'no such element']);

export async function launchWebKit(options: LaunchOptions): Promise<EnginePage> {
  const xvfb = await startXvfb({ timeoutMs: budget(10_000) });
  options.cleanup.add('xvfb', () => xvfb.stop());
  const port = await freePort();
  const driver = spawnOwned(WEBKIT_DRIVER_PATH, [`--port=${port}`, '--host=127.0.0.1'], { env: { ...process.env, DISPLAY: xvfb.display } });
  options.cleanup.add('WebKitWebDriver', () => driver.stop());
  const driverUrl = `http://127.0.0.1:${port}`;
  await waitUntilReady(driverUrl, budget(10_000), driver.running);
  const session = await newSession(
    driverUrl,
    { browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] } },
    { startTimeoutMs: budget(30_000), commandTimeoutMs: budget(60_000) },
  ).catch((error: Error) => {
    throw new Error(`${error.message}\nWebKitWebDriver printed: ${driver.output().slice(-1000)}`, { cause: error });
  });
  let closed: Promise<void> | null = null;
  const close = () =>
    (closed ??= (async () => {
      await session.quit().catch(() => {});
      await driver.stop();
      await xvfb.stop();
    })());
  options.cleanup.add('MiniBrowser', close);
  await session.setWindowSize(options.viewport.width, options.viewport.height);

  const query = (command: PageCommand) => session.execute(QUERY_SCRIPT, [command]);
  return createEnginePage<ElementRef>({
    engine: 'webkit',
    version: `WebKitGTK ${String(session.capabilities.browserVersion ?? '?')}`,
    async goto(url) {
      await session.navigate(url);
      // The probe, as early as this driver allows: right after the load.
      await query({ op: 'probe' });
    },
    async startLoading(url) {
      // The driver's own navigation waits for the load: the page is sent off from a script instead,
      // and this waits only until the new document is the one the driver talks to.
      await session.execute('location.assign(arguments[0]);', [url]);
      const deadline = Date.now() + budget(30_000);
      while ((await session.execute('return document.URL;', [])) !== url) {
        if (Date.now() > deadline) throw new Error(`webkit: ${url} did not start loading`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    async startOver() {
      // What the site stored and its cookies go; the browser's memory cache stays (no command of
      // this driver empties it, and a new MiniBrowser costs about 3 s here: decision 0048).
      // (A blank page has no storage to clear, and may not touch it.)
      await session.execute("if (location.protocol.startsWith('http')) { sessionStorage.clear(); localStorage.clear(); }", []);
      await session.deleteCookies();
      await session.navigate('about:blank');
    },
    url: () => session.currentUrl(),
    query,
    async queryElement(command) {
      const value = await query(command);
      return isElementRef(value) ? value : null;
    },
    evaluate: async (fn, args) => (await session.execute(`return (${fn.toString()}).apply(null, arguments);`, args)) as never,
    click: (element) => session.click(element),
    async typeKeys(element, text, delayMs) {
      if (element !== null && delayMs <= 0) return session.sendKeys(element, text);
      // Into whatever has the focus (the shared layer gave it to the field, or the caller did): keys
      // one by one, a pause between when asked.
      const pause: KeyAction[] = delayMs > 0 ? [{ type: 'pause', duration: delayMs }] : [];
      const actions: KeyAction[] = [...text].flatMap((key): KeyAction[] => [{ type: 'keyDown', value: key }, { type: 'keyUp', value: key }, ...pause]);
      await session.keyActions(actions);
    },
    screenshot: async (path) => writeFileSync(path, await session.screenshot()),
    engineProblems: () => [],
    isStale: (error) => error instanceof WebDriverError && STALE_CODES.has(error.code),
    close,
  });
}
