import type { Name, Target } from './engine-page.ts';

// What runs inside the page, the same in every engine: finding a field by its label or a button by
// its name (a small accessible-name reckoning, enough for our screens), filling a field at once,
// picking an option, reading text, and the probe that collects what the page reports as wrong
// (WebKit's driver reports no console events, so the page keeps them itself). `pageQuery` is sent
// to the page as source: it must not use anything from outside its own body.

/** A name as JSON: RegExps travel as their source and flags. */
export type WireName = string | { re: string; flags: string };
export type WireTarget =
  | { label: WireName; within?: WireTarget }
  | { role: string; name?: WireName; level?: number; within?: WireTarget }
  | { text: WireName; within?: WireTarget };

export type PageCommand =
  /** The element, once it shows; with `click`, only when it is enabled and nothing covers its centre (it is scrolled into view). */
  | { op: 'find'; target: WireTarget; click?: boolean }
  /** Focuses the element (for typing) and returns it, when it shows and is enabled. */
  | { op: 'focus'; target: WireTarget }
  | { op: 'fill'; target: WireTarget; text: string }
  | { op: 'select'; target: WireTarget; option: WireName }
  /** The element to click to tick it: the input, or its label when the input is hidden or covered; null once ticked. */
  | { op: 'toTick'; target: WireTarget }
  | { op: 'isTicked'; target: WireTarget }
  | { op: 'text'; target?: WireTarget }
  /** The level-1 headings and alerts shown, for a failure message. */
  | { op: 'whereAmI' }
  | { op: 'probe' };

export interface ProbeReport {
  problems: string[];
  apiCalls: string[];
}

export const toWireName = (name: Name): WireName => (typeof name === 'string' ? name : { re: name.source, flags: name.flags });

export function toWireTarget(target: Target): WireTarget {
  const within = target.within ? { within: toWireTarget(target.within) } : {};
  if ('label' in target) return { label: toWireName(target.label), ...within };
  if ('text' in target) return { text: toWireName(target.text), ...within };
  return { role: target.role, ...(target.name === undefined ? {} : { name: toWireName(target.name) }), ...(target.level === undefined ? {} : { level: target.level }), ...within };
}

/** The probe, as a script the engines that can run one before the page's own scripts install first. */
export const PROBE_SCRIPT = () => `(${pageQuery.toString()})({ op: 'probe' });`;

/**
 * Runs one command in the page. Returns an Element for `find`, `focus` and `toTick` (or null), a
 * status string for `fill` and `select` ('ok' or why not), text, or the probe's report.
 */
export function pageQuery(command: PageCommand): unknown {
  type Probe = { problems: string[]; apiCalls: string[] };
  const w = window as unknown as { __enginesProbe?: Probe };

  function installProbe(): Probe {
    if (w.__enginesProbe) return w.__enginesProbe;
    const probe: Probe = { problems: [], apiCalls: [] };
    w.__enginesProbe = probe;
    const note = (text: string) => {
      if (!probe.problems.includes(text)) probe.problems.push(text.slice(0, 400));
    };
    const consoleError = console.error.bind(console);
    console.error = (...args: unknown[]) => {
      note(`console error: ${args.map((a) => (a instanceof Error ? a.message : String(a))).join(' ')}`);
      consoleError(...args);
    };
    window.addEventListener('error', (event) => note(`page error: ${event.message || String(event.error)}`));
    window.addEventListener('unhandledrejection', (event) => note(`unhandled rejection: ${String((event.reason as Error | undefined)?.message ?? event.reason)}`));
    document.addEventListener('securitypolicyviolation', (event) => note(`refused by the CSP: ${event.violatedDirective} ${event.blockedURI}`));
    // Reports made before the probe was installed (WebKit installs it after the page loaded).
    const Observer = (window as unknown as { ReportingObserver?: new (cb: (reports: { type: string; body?: { effectiveDirective?: string; blockedURL?: string } }[]) => void, options: object) => { observe(): void } }).ReportingObserver;
    if (Observer) {
      new Observer((reports) => {
        for (const report of reports) note(`refused by the CSP: ${report.body?.effectiveDirective ?? ''} ${report.body?.blockedURL ?? ''}`);
      }, { types: ['csp-violation'], buffered: true }).observe();
    }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const path = new URL(entry.name).pathname;
        if (path.startsWith('/api/')) probe.apiCalls.push(path);
      }
    }).observe({ type: 'resource', buffered: true });
    return probe;
  }

  const probe = installProbe();
  if (command.op === 'probe') return { problems: [...probe.problems], apiCalls: [...probe.apiCalls] };

  const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const matches = (name: WireName, text: string) => (typeof name === 'string' ? squash(text) === squash(name) : new RegExp(name.re, name.flags).test(squash(text)));

  const shows = (el: Element) => {
    if (el.getClientRects().length === 0) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0;
  };
  const enabled = (el: Element) => !(el as HTMLButtonElement).disabled && el.getAttribute('aria-disabled') !== 'true' && !el.closest('fieldset[disabled]');

  const byIds = (ids: string) => ids.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
  function accessibleName(el: Element): string {
    const labelledBy = el.getAttribute('aria-labelledby');
    if (labelledBy) return squash(byIds(labelledBy));
    const ariaLabel = el.getAttribute('aria-label');
    if (ariaLabel) return squash(ariaLabel);
    const labels = (el as HTMLInputElement).labels;
    if (labels && labels.length > 0) {
      // A label that wraps its input: the label's words, not the input's own value.
      return squash([...labels].map((label) => [...label.childNodes].filter((node) => node !== el).map((node) => node.textContent).join('')).join(' '));
    }
    if (el instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(el.type)) return squash(el.value);
    if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) return squash(el.getAttribute('title') ?? el.getAttribute('placeholder') ?? '');
    return squash(el.textContent);
  }

  const ROLE_SELECTORS: Record<string, string> = {
    alert: '[role=alert]',
    button: 'button, input[type=button], input[type=submit], input[type=reset], [role=button]',
    checkbox: 'input[type=checkbox], [role=checkbox]',
    combobox: 'select, [role=combobox]',
    complementary: 'aside, [role=complementary]',
    dialog: 'dialog[open], [role=dialog], [role=alertdialog]',
    heading: 'h1, h2, h3, h4, h5, h6, [role=heading]',
    link: 'a[href], [role=link]',
    listitem: 'li, [role=listitem]',
    main: 'main, [role=main]',
    option: 'option, [role=option]',
    radio: 'input[type=radio], [role=radio]',
    region: 'section[aria-label], section[aria-labelledby], [role=region]',
    textbox: 'input:not([type]), input[type=text], input[type=email], input[type=tel], input[type=search], input[type=password], textarea, [role=textbox]',
  };
  const levelOf = (el: Element) => Number(el.getAttribute('aria-level') ?? /^H(\d)$/.exec(el.tagName)?.[1] ?? 2);

  /** Every element that matches the target and shows, outermost scope first. */
  function findAll(target: WireTarget): Element[] {
    const scopes: ParentNode[] = target.within ? findAll(target.within) : [document];
    const found: Element[] = [];
    for (const scope of scopes) {
      if ('label' in target) {
        const controls = scope.querySelectorAll('input:not([type=hidden]), select, textarea, [role=combobox], [role=textbox], [role=checkbox], [role=radio]');
        for (const el of controls) if (matches(target.label, accessibleName(el))) found.push(el);
      } else if ('role' in target) {
        const selector = ROLE_SELECTORS[target.role];
        if (!selector) throw new Error(`pageQuery: unknown role ${target.role}`);
        for (const el of scope.querySelectorAll(selector)) {
          if (target.level !== undefined && levelOf(el) !== target.level) continue;
          if (target.name === undefined || matches(target.name, accessibleName(el))) found.push(el);
        }
      } else {
        // The innermost elements whose text matches (a paragraph, not the page around it).
        const all = [...scope.querySelectorAll('body *')].filter((el) => !['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(el.tagName) && matches(target.text, el.textContent ?? ''));
        for (const el of all) if (!all.some((other) => other !== el && el.contains(other))) found.push(el);
      }
    }
    // A hidden radio or checkbox (a styled one) still counts when its label shows.
    return found.filter((el) => shows(el) || ((el as HTMLInputElement).labels ?? []).length > 0 && [...((el as HTMLInputElement).labels ?? [])].some(shows));
  }

  const first = (target: WireTarget) => findAll(target)[0] ?? null;

  /** Nothing covers the element's centre (a dialog's backdrop, a toast): a click lands on it. */
  function clickable(el: Element): boolean {
    el.scrollIntoView({ block: 'center', inline: 'center' });
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === el || el.contains(hit) || ((el as HTMLInputElement).labels ? [...((el as HTMLInputElement).labels ?? [])].some((label) => label.contains(hit)) : false));
  }

  const ticked = (el: Element) => (el instanceof HTMLInputElement ? el.checked : el.getAttribute('aria-checked') === 'true');

  switch (command.op) {
    case 'find': {
      const el = first(command.target);
      if (!el) return null;
      if (command.click && (!shows(el) || !enabled(el) || !clickable(el))) return null;
      return el;
    }
    case 'focus': {
      const el = first(command.target);
      if (!el || !shows(el) || !enabled(el)) return null;
      if (document.activeElement !== el) (el as HTMLElement).focus();
      return el;
    }
    case 'fill': {
      const el = first(command.target);
      if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) return el ? 'not a text field' : 'not found';
      if (!enabled(el) || el.readOnly) return 'not editable';
      el.focus();
      // The prototype's setter: React's value tracker then sees a change, as after a paste.
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el) as object, 'value')?.set;
      setter?.call(el, command.text);
      el.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste', data: command.text }));
      el.dispatchEvent(new Event('change', { bubbles: true }));
      return 'ok';
    }
    case 'select': {
      const el = first(command.target);
      if (!(el instanceof HTMLSelectElement)) return el ? 'not a select' : 'not found';
      if (!enabled(el)) return 'not editable';
      const option = [...el.options].find((o) => matches(command.option, o.label || o.text));
      if (!option) return `no option ${JSON.stringify(command.option)} among ${[...el.options].map((o) => `'${squash(o.label || o.text)}'`).join(', ')}`;
      el.focus();
      const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set;
      setter?.call(el, option.value);
      el.dispatchEvent(new Event('input', { bubbles: true }));
      el.dispatchEvent(new Event('change', { bubbles: true }));
      return 'ok';
    }
    case 'toTick': {
      const el = first(command.target);
      if (!el || ticked(el) || !enabled(el)) return null;
      if (shows(el) && clickable(el)) return el;
      return [...((el as HTMLInputElement).labels ?? [])].find((label) => shows(label) && clickable(label)) ?? null;
    }
    case 'isTicked': {
      const el = first(command.target);
      return el ? ticked(el) : null;
    }
    case 'text': {
      const el = command.target ? first(command.target) : document.body;
      return el ? squash((el as HTMLElement).innerText) : null;
    }
    case 'whereAmI': {
      const headings = [...document.querySelectorAll('h1')].filter(shows).map((h) => `'${squash(h.textContent)}'`);
      const alerts = [...document.querySelectorAll('[role=alert]')].filter(shows).map((a) => `'${squash(a.textContent).slice(0, 120)}'`);
      return `at ${location.pathname}${location.search}, heading ${headings.join(', ') || 'none'}${alerts.length > 0 ? `, alerts ${alerts.join(', ')}` : ''}`;
    }
  }
}
