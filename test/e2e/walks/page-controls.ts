import type { Locator, Page } from 'playwright-core';
import { budget } from '../../browser/time-budget.ts';
import { SETTLE_MS } from '../generated/browser-oracle.ts';

// What the applicant can press on the page, read as they read it: the buttons and links of the
// page's accessibility tree (Playwright's ARIA snapshot lists only what is visible, and marks what is
// disabled) in the top bar and the main content, or only those of the open dialog while one is open.
// The sandbox panel is the tester's, not the applicant's; a link that opens a new tab or a mail
// leaves the flow's tab as it is.

/** Where a control is: a dialog that is open takes the whole page (its backdrop holds the rest). */
export type ControlArea = 'banner' | 'main' | 'dialog';

export interface Control {
  role: 'button' | 'link';
  /** Its accessible name. */
  name: string;
  area: ControlArea;
  /** Which of the area's controls of this role and name (the add-on cards repeat "Details"). */
  nth: number;
}

/** `- button "Add vet visits" [disabled]: Add`, `- link "Sign in":` (names are quoted as JSON strings). */
const CONTROL_LINE = /^\s*- (button|link) ("(?:[^"\\]|\\.)*")(.*)$/;
/** Links that leave the flow's tab: a new tab (the app says so in the name), a mail, a call. */
const LEAVES_THE_TAB = /\(opens in a new tab\)|^mailto:|^tel:/;

/** The controls listed in an ARIA snapshot that the person can press now. */
export function controlsInSnapshot(snapshot: string, area: ControlArea): Control[] {
  const controls: Control[] = [];
  const lines = snapshot.split('\n');
  for (const [index, line] of lines.entries()) {
    const match = CONTROL_LINE.exec(line);
    if (!match) continue;
    const [, role, quoted, rest] = match as unknown as [string, 'button' | 'link', string, string];
    if (/\[disabled\]/.test(rest)) continue;
    const name = JSON.parse(quoted) as string;
    const url = role === 'link' ? /^\s*- \/url: (.*)$/.exec(lines[index + 1] ?? '')?.[1] ?? '' : '';
    if (role === 'link' && (LEAVES_THE_TAB.test(name) || LEAVES_THE_TAB.test(url))) continue;
    const nth = controls.filter((control) => control.role === role && control.name === name).length;
    controls.push({ role, name, area, nth });
  }
  return controls;
}

const areaLocator = (page: Page, area: ControlArea): Locator => page.getByRole(area === 'main' ? 'main' : area === 'banner' ? 'banner' : 'dialog').first();

/** The enabled, visible controls of the page now (an empty list while it is between pages). */
export async function enabledControls(page: Page): Promise<Control[]> {
  const read = (area: ControlArea) =>
    areaLocator(page, area)
      .ariaSnapshot({ timeout: 1000 })
      .then((snapshot) => controlsInSnapshot(snapshot, area))
      .catch(() => []);
  if ((await page.getByRole('dialog').count().catch(() => 0)) > 0) return read('dialog');
  return [...(await read('banner')), ...(await read('main'))];
}

/** `- textbox "Pet name"`, `- radio "No"`, `- combobox "Pet age"` (a field with no name has none). */
const FIELD_LINE = /^\s*- (textbox|searchbox|checkbox|radio|combobox|spinbutton|slider)\b(.*)$/;

/** Whether the page offers a way on now: a control to press in the main content or the open dialog, or a field to fill there. */
async function offersAWayOn(page: Page): Promise<boolean> {
  if ((await enabledControls(page)).some((control) => control.area !== 'banner')) return true;
  const area = (await page.getByRole('dialog').count().catch(() => 0)) > 0 ? 'dialog' : 'main';
  const snapshot = await areaLocator(page, area).ariaSnapshot({ timeout: 1000 }).catch(() => '');
  return snapshot.split('\n').some((line) => {
    const field = FIELD_LINE.exec(line);
    return field !== null && !/\[disabled\]/.test(field[2] ?? '');
  });
}

/**
 * Whether the page offers a way on within the time a page may take to show what it must (a screen's
 * own timer may show its form a moment later: the phone check shows the code input after 1 s).
 */
export async function waitForAWayOn(page: Page): Promise<boolean> {
  const deadline = Date.now() + budget(SETTLE_MS);
  for (;;) {
    if (await offersAWayOn(page)) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** The control on the page, as the person finds it again to press it. */
export const controlLocator = (page: Page, control: Control): Locator =>
  areaLocator(page, control.area).getByRole(control.role, { name: control.name, exact: true }).nth(control.nth);
