// One driver interface for the three browser engines (Chromium through playwright-core, Firefox
// through puppeteer-core over WebDriver BiDi, WebKit through a W3C WebDriver client): a story is
// written once against `EnginePage` and runs in each. It finds things as a person does: a field by
// its label, a button or a heading by its name, a piece of text by what it says.

export type EngineName = 'chromium' | 'firefox' | 'webkit';
export const ENGINE_NAMES: readonly EngineName[] = ['chromium', 'firefox', 'webkit'];

/** A name: a string matches exactly (spaces collapsed), a RegExp matches anywhere in it. */
export type Name = string | RegExp;

/** The roles a story looks for (the element's implicit role or its `role` attribute). */
export type Role =
  | 'alert'
  | 'button'
  | 'checkbox'
  | 'combobox'
  | 'complementary'
  | 'dialog'
  | 'heading'
  | 'link'
  | 'listitem'
  | 'main'
  | 'option'
  | 'radio'
  | 'region'
  | 'textbox';

/** What a person looks for on the page; `within` narrows it to the inside of another target. */
export type Target =
  | { label: Name; within?: Target }
  | { role: Role; name?: Name; level?: number; within?: Target }
  | { text: Name; within?: Target };

export interface TypeOptions {
  /** Milliseconds between two keys (0: as fast as the driver sends them). */
  delayMs?: number;
}

export interface WaitOptions {
  /** Milliseconds before giving up (already scaled: see `time-budget.ts`). */
  timeoutMs?: number;
}

export interface EnginePage {
  readonly engine: EngineName;
  /** The engine's own version string, for the report. */
  readonly version: string;
  goto(url: string): Promise<void>;
  /**
   * Starts loading the URL and resolves as soon as the new document has begun, before it has loaded:
   * for racing the page's own scripts (test/race). Only where the engine has it: see `canRace`.
   */
  startLoading(url: string): Promise<void>;
  /**
   * Forgets what the site stored and its cookies, and the cache where the engine can (Chromium; not
   * WebKit's driver), and goes on in a blank page, as a new visitor's browser would; a CPU slowdown
   * stays. Only where the engine has it: see `canRace`.
   */
  startOver(): Promise<void>;
  /** Whether the engine has `startLoading` and `startOver`. */
  readonly canRace: boolean;
  url(): Promise<string>;
  /**
   * Presses the keys on whatever has the focus now, `delayMs` apart. Unlike `type`, it neither finds
   * nor focuses a field: keys that follow a focus the page took away go where the focus went.
   */
  pressKeys(text: string, options?: TypeOptions): Promise<void>;
  /** Types key by key after what the field holds, focusing it first, as a person does. */
  type(target: Target, text: string, options?: TypeOptions): Promise<void>;
  /** Replaces the field's value at once, in one input event, as a paste or an autofill does. */
  fill(target: Target, text: string): Promise<void>;
  /** Clicks the target once it shows, is enabled and nothing covers it. */
  click(target: Target): Promise<void>;
  /** Ticks a checkbox or picks a radio (through its label when the input itself is hidden). */
  check(target: Target): Promise<void>;
  /** Picks the option of a `<select>` by the text it shows. */
  select(target: Target, option: Name): Promise<void>;
  /** Waits until the target shows. */
  waitFor(target: Target, options?: WaitOptions): Promise<void>;
  /** Waits for a heading (level 1 by default) and returns its text. */
  waitForHeading(name: Name, options?: WaitOptions & { level?: number }): Promise<string>;
  /** The text a person reads in the target (the whole page without one). */
  text(target?: Target): Promise<string>;
  /** The URL paths of the API calls the page made, in order (resource timing: every engine has it). */
  apiCalls(): Promise<string[]>;
  /** What the page reported as wrong: console errors, uncaught errors, refusals of the CSP. */
  problems(): Promise<string[]>;
  screenshot(path: string): Promise<void>;
  /** Runs a self-contained function in the page (no closures: it is sent as source) and returns its JSON result. */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** Slows the page's CPU by `rate` (1 = normal). Only where the engine has it: see `canThrottleCpu`. */
  throttleCpu(rate: number): Promise<void>;
  readonly canThrottleCpu: boolean;
  /** Closes the page and the browser behind it (idempotent). */
  close(): Promise<void>;
}

/** Says what a target is, for messages: `button 'Next'`, `field 'Email'`. */
export function describeTarget(target: Target): string {
  const name = (value: Name) => (typeof value === 'string' ? `'${value}'` : String(value));
  const own = 'label' in target ? `field ${name(target.label)}` : 'role' in target ? `${target.role}${target.name === undefined ? '' : ` ${name(target.name)}`}` : `text ${name(target.text)}`;
  return target.within ? `${own} in ${describeTarget(target.within)}` : own;
}
