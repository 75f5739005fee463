// A small client of the W3C WebDriver protocol (classic, over HTTP): the dozen commands a story
// needs, against WebKitGTK's WebKitWebDriver. Leaner than a general client library, and every
// command has a time limit, so a driver that hangs fails the story instead of the whole run.

/** The key under which WebDriver sends an element reference (W3C WebDriver, "web element identifier"). */
export const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';
export type ElementRef = { [ELEMENT_KEY]: string };

export const isElementRef = (value: unknown): value is ElementRef => typeof value === 'object' && value !== null && ELEMENT_KEY in value;

/** An error answer of the driver: `code` is the protocol's error code ('stale element reference', …). */
export class WebDriverError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(`${code}: ${message}`);
    this.code = code;
  }
}

/** One action of a key input source (W3C "Perform Actions"). */
export type KeyAction = { type: 'keyDown' | 'keyUp'; value: string } | { type: 'pause'; duration: number };

export interface WebDriverSession {
  readonly id: string;
  readonly capabilities: Record<string, unknown>;
  navigate(url: string): Promise<void>;
  currentUrl(): Promise<string>;
  /** Runs a script body (`return …`) with its arguments; element references come back as `ElementRef`. */
  execute(script: string, args: unknown[]): Promise<unknown>;
  click(element: ElementRef): Promise<void>;
  sendKeys(element: ElementRef, text: string): Promise<void>;
  keyActions(actions: KeyAction[]): Promise<void>;
  setWindowSize(width: number, height: number): Promise<void>;
  /** Deletes every cookie the current page's site set. */
  deleteCookies(): Promise<void>;
  /** A PNG of the viewport. */
  screenshot(): Promise<Buffer>;
  /** Ends the session (the driver closes the browser). */
  quit(): Promise<void>;
}

export interface ClientOptions {
  /** The longest any one command may take. */
  commandTimeoutMs: number;
}

async function send(url: string, method: 'GET' | 'POST' | 'DELETE', body: unknown, timeoutMs: number): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const what = (error as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : (error as Error).message;
    throw new WebDriverError('no answer', `${method} ${new URL(url).pathname}: ${what}`);
  }
  const text = await response.text();
  const answer = (text ? JSON.parse(text) : {}) as { value?: unknown };
  const value = answer.value as { error?: string; message?: string } | null | undefined;
  if (!response.ok || (value && typeof value === 'object' && typeof value.error === 'string')) {
    throw new WebDriverError(value?.error ?? `http ${response.status}`, `${method} ${new URL(url).pathname}: ${value?.message ?? text.slice(0, 200)}`);
  }
  return answer.value;
}

/** Opens a session on the driver at `driverUrl` (`http://127.0.0.1:PORT`). */
export async function newSession(driverUrl: string, capabilities: Record<string, unknown>, options: ClientOptions & { startTimeoutMs: number }): Promise<WebDriverSession> {
  const created = (await send(`${driverUrl}/session`, 'POST', { capabilities: { alwaysMatch: capabilities } }, options.startTimeoutMs)) as { sessionId: string; capabilities: Record<string, unknown> };
  const base = `${driverUrl}/session/${created.sessionId}`;
  const command = (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) => send(`${base}${path}`, method, method === 'POST' ? (body ?? {}) : undefined, options.commandTimeoutMs);
  const elementPath = (element: ElementRef) => `/element/${encodeURIComponent(element[ELEMENT_KEY])}`;
  return {
    id: created.sessionId,
    capabilities: created.capabilities,
    navigate: async (url) => void (await command('POST', '/url', { url })),
    currentUrl: async () => String(await command('GET', '/url')),
    execute: (script, args) => command('POST', '/execute/sync', { script, args }),
    click: async (element) => void (await command('POST', `${elementPath(element)}/click`)),
    sendKeys: async (element, text) => void (await command('POST', `${elementPath(element)}/value`, { text })),
    async keyActions(actions) {
      await command('POST', '/actions', { actions: [{ type: 'key', id: 'keyboard', actions }] });
      await command('DELETE', '/actions');
    },
    setWindowSize: async (width, height) => void (await command('POST', '/window/rect', { width, height })),
    deleteCookies: async () => void (await command('DELETE', '/cookie')),
    screenshot: async () => Buffer.from(String(await command('GET', '/screenshot')), 'base64'),
    quit: async () => void (await command('DELETE', '')),
  };
}

/** Waits until the driver answers `GET /status` with `ready`. */
export async function waitUntilReady(driverUrl: string, timeoutMs: number, stillRunning: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!stillRunning()) throw new Error(`The WebDriver server at ${driverUrl} exited before it was ready`);
    const status = (await send(`${driverUrl}/status`, 'GET', undefined, 2000).catch(() => null)) as { ready?: boolean } | null;
    if (status?.ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The WebDriver server at ${driverUrl} was not ready within ${timeoutMs} ms`);
}
