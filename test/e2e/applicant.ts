import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { matchUrl } from '../../machines/route-table.ts';
import type { FlowRecorder } from './flow-recorder.ts';
import { accessibilityViolations } from './accessibility-check.ts';
import { SCREEN_HEADINGS } from './screen-expectations.ts';
import { injectFault } from './sandbox-faults.ts';
import { newestCode, newestMessage } from './outbox.ts';
import { budget } from '../browser/time-budget.ts';

// One applicant in one browser context: checks each screen by what a person sees (the heading,
// the route in the URL, measured against the machine's state from the live channel) and runs axe
// on it; the actions of the flow live in `applicant-actions.ts`.

export const SCREENSHOT_DIR = 'test-results/e2e';

export interface Applicant {
  name: string;
  page: Page;
  recorder: FlowRecorder;
  baseUrl: string;
  /** Ten digits, as typed. */
  phone: string;
  /** Screens checked, in order (`stateId` or `stateId/status`). */
  screens: string[];
  /** Their screenshots' paths, in order (a failure report names the newest). */
  screenshots: string[];
  accessibilityFailures: string[];
  /** The same person on another device: a new browser context, nothing stored. */
  anotherDevice(): Promise<Applicant>;
}

export const e164 = (phone: string) => `+1${phone}`;

/** Waits for the machine to be in `stateId`, then checks URL and heading, screenshots and runs axe. */
export async function expectScreen(applicant: Applicant, stateId: string, options: { status?: string; heading?: RegExp } = {}): Promise<void> {
  const { page } = applicant;
  await applicant.recorder.waitForState(stateId, budget(20_000));
  // The URL follows the state once its screen shows (a status the state derives comes with it).
  const routed = (url: URL) => {
    const match = matchUrl(url.toString());
    return match?.stateId === stateId && (!options.status || match.params.status === options.status);
  };
  await page.waitForURL(routed, { timeout: budget(10_000) }).catch(() => {
    throw new Error(`On state '${stateId}'${options.status ? ` (status ${options.status})` : ''} the URL is ${page.url()}`);
  });
  const heading = options.heading ?? SCREEN_HEADINGS[stateId] ?? /./;
  const h1 = page.getByRole('heading', { level: 1 }).filter({ hasText: heading });
  await h1.first().waitFor({ state: 'visible', timeout: budget(10_000) }).catch(async () => {
    const seen = await page.getByRole('heading', { level: 1 }).allTextContents();
    throw new Error(`State '${stateId}': expected a heading matching ${String(heading)}, saw ${JSON.stringify(seen)}`);
  });
  const label = options.status ? `${stateId}/${options.status}` : stateId;
  applicant.screens.push(label);
  // Let transitions and focus settle before the picture and the audit.
  await page.waitForTimeout(150);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const index = String(applicant.screens.length).padStart(2, '0');
  const screenshot = `${SCREENSHOT_DIR}/${applicant.name}-${index}-${label.replace('/', '-')}.png`;
  await page.screenshot({ path: screenshot, fullPage: true });
  applicant.screenshots.push(screenshot);
  const auditStart = Date.now();
  const violations = await accessibilityViolations(page);
  if (process.env.E2E_DEBUG) console.log(`  [${applicant.name}] ${label}: axe ${Date.now() - auditStart} ms, ${violations.length} violations, t=${new Date().toISOString().slice(14, 19)}`);
  if (violations.length > 0) applicant.accessibilityFailures.push(`${label}:\n    ${violations.join('\n    ')}`);
}

/** The newest code sent to a recipient, read from the sandbox outbox as the applicant reads their texts. */
export const latestCode = (applicant: Applicant, recipient = e164(applicant.phone), kind?: string): Promise<string> => newestCode(applicant.baseUrl, recipient, kind);

/** A field by its exact label (the sandbox panel has similar labels). */
export const field = (applicant: Applicant, label: string) => applicant.page.getByLabel(label, { exact: true });
export const button = (applicant: Applicant, name: string | RegExp) =>
  applicant.page.getByRole('button', { name, exact: typeof name === 'string' }).first();

/** The newest link sent to the applicant's phone (the mobile hand-off), as they would tap it. */
export async function latestLink(applicant: Applicant): Promise<string> {
  const message = await newestMessage(applicant.baseUrl, e164(applicant.phone), (m) => m.kind === 'link' && m.link !== null, 'link');
  return new URL(message.link as string, applicant.baseUrl).toString();
}

export { FAULT_HEADER } from './sandbox-faults.ts';

/**
 * The next `times` requests matching `pattern` (and `method`) fail with 503 on the real server (the
 * sandbox fault switch), as a flaky network or service would: the walk then checks what the person
 * sees and that trying again works.
 */
export async function failNext(applicant: Applicant, method: string, pattern: RegExp, times = 1): Promise<void> {
  await injectFault(applicant.page, method, pattern, { times, fault: 503 });
}
