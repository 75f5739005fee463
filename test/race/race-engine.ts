// What the keystroke race needs of a browser, and nothing more, so that another engine (WebKit
// through WebKitWebDriver, Firefox through BiDi) can run the same rounds as Chromium: open a page
// with the CPU slowed down, wait for a field, type into the focused element key by key, fill a field
// at once (as a password manager's autofill does), read a field's value, and say which element has
// the focus.

export interface RaceEngine {
  /** The engine's name, in the report: 'chromium', 'webkit', … */
  readonly name: string;
  /**
   * A fresh page (no storage, no cache) with the CPU slowed `cpuSlowdown` times where the engine can
   * (Chromium can; say so in `slowdown`), opened at `url`; resolves as soon as the navigation has
   * committed, before the page has loaded: the round starts the moment the field appears.
   */
  open(url: string, options: { cpuSlowdown: number; viewport: { width: number; height: number } }): Promise<RacePage>;
  close(): Promise<void>;
}

export interface RacePage {
  /** The slowdown the engine applied (1 when it cannot slow the CPU). */
  readonly slowdown: number;
  /** Resolves once an element matching the selector is in the page and visible. */
  waitForVisible(selector: string, timeoutMs: number): Promise<void>;
  /** Taps the element (it takes the focus as a finger's tap gives it). */
  tap(selector: string): Promise<void>;
  /** Presses each character's key in turn on whatever has the focus, `delayMs` apart. */
  typeKeys(text: string, delayMs: number): Promise<void>;
  /** Puts the whole text into the field at once, with the input event an autofill sends. */
  fillAtOnce(selector: string, text: string): Promise<void>;
  /** The field's value as the applicant sees it. */
  valueOf(selector: string): Promise<string>;
  /** A description of the focused element: `input[name=phone]`, `h1`, `body`. */
  focused(): Promise<string>;
  /** Runs a function in the page and returns its (serialisable) result. */
  evaluate<T>(fn: () => T | Promise<T>): Promise<T>;
  close(): Promise<void>;
}
