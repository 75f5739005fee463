import type { Applicant } from '../applicant.ts';
import type { DriveContext, PathStep } from './driver.ts';
import { ROUTE_TABLE, urlForRoute } from '../../../machines/route-table.ts';
import { DEFAULT_STORAGE_NAMESPACE } from '../../../services/storage/key-value-storage.ts';
import { SNAPSHOT_KEY } from '../../../src/app/saved-snapshot.ts';
import { budget } from '../../browser/time-budget.ts';

// What a person does for the events of the later steps (issue 13): time passing on the device, a
// reload, the same link opened on another device, the add-on page's other way to pay. Beside them,
// two waits that are not actions: the next step depends on where the flow is.

export type LaterStep =
  /** The person reloads the page: the app restores its saved snapshot and sends `app.resumed`. */
  | { type: 'app.resumed' }
  /**
   * The browser's Back or Forward (the app's history entries: the flow hears the URL it lands on);
   * `to`: the state whose route the URL must take (a generated path is seen taking its route edge).
   */
  | { type: 'nav.history'; direction: 'back' | 'forward'; to?: string }
  /**
   * The same link opened on another device where the person is signed in: the session comes along,
   * the flow's saved place does not (the machine starts from the link, as on a new device).
   */
  | { type: 'nav.otherDevice'; stateId: string }
  /**
   * Time passes on the device (Playwright's clock; the path installs it). With `timers` the page's
   * timers that fall due fire (`xstate.after.*`); without, only the clock moves on: a deadline passes
   * while a call is out, and the machine sees it in the answer.
   */
  | { type: 'time.passes'; ms: number; timers: boolean }
  /** Not an action: the driver waits until the flow is in this state. */
  | { type: 'flow.at'; stateId: string }
  /** Not an action: the driver waits until the flow has taken this transition (a flow map edge id). */
  | { type: 'flow.took'; key: string }
  /**
   * Not an action: the page shows these words (the screen's own, where the documents give none) at a
   * URL that contains `url` (the way on: a sign-in's `next`).
   */
  | { type: 'page.shows'; text: string; url?: string }
  /** The add-on page's other way to pay ("Pay for add-ons with a different card"). */
  | { type: 'user.useAlternatePayment' }
  /** On the bank's page a payment redirect led to (the sandbox's 3-D Secure page), the person completes the authentication and is sent back. */
  | { type: 'payment.returned' };

/** The URL that opens a state of the path's application. */
export function urlOfState(stateId: string, { originationId, quoteId }: DriveContext): string {
  const route = ROUTE_TABLE.find((entry) => entry.stateId === stateId)?.route;
  const url = route ? urlForRoute(route, { originationId, quoteId }) : null;
  if (!url) throw new Error(`No URL for the state '${stateId}'`);
  return url;
}

const stepOf = <T extends LaterStep['type']>(step: PathStep, type: T) => {
  if (step.type !== type) throw new Error(`Expected a '${type}' step, got '${step.type}'`);
  return step as Extract<LaterStep, { type: T }>;
};

export const LATER_PERSON: Record<LaterStep['type'], (applicant: Applicant, step: PathStep, context: DriveContext) => Promise<void>> = {
  'app.resumed': async ({ page }) => {
    await page.reload();
  },
  'nav.history': async ({ page }, step) => {
    // No wait for a load: the app's own entries change the URL without one (a walk reads the page after).
    const options = { waitUntil: 'commit', timeout: budget(15_000) } as const;
    if (stepOf(step, 'nav.history').direction === 'back') await page.goBack(options);
    else await page.goForward(options);
  },
  'nav.otherDevice': async ({ page, baseUrl }, step, context) => {
    // A page of the same origin that does not run the app: nothing saves the flow while it is forgotten.
    await page.goto(`${baseUrl}/api/sandbox/outbox?to=generated%40example.com`);
    await page.evaluate((key) => localStorage.removeItem(key), `${DEFAULT_STORAGE_NAMESPACE}:${SNAPSHOT_KEY}`);
    await page.goto(`${baseUrl}${urlOfState(stepOf(step, 'nav.otherDevice').stateId, context)}`);
  },
  'time.passes': async ({ page }, step) => {
    const { ms, timers } = stepOf(step, 'time.passes');
    if (timers) await page.clock.fastForward(ms);
    else await page.clock.setSystemTime((await page.evaluate(() => Date.now())) + ms);
  },
  'flow.at': async ({ recorder }, step) => {
    await recorder.waitForState(stepOf(step, 'flow.at').stateId, budget(20_000));
  },
  'flow.took': async ({ recorder }, step) => {
    await recorder.waitForTransition(stepOf(step, 'flow.took').key, budget(20_000));
  },
  'page.shows': async ({ page }, step) => {
    const { text, url } = stepOf(step, 'page.shows');
    await page.locator('main').getByText(text, { exact: true }).first().waitFor({ timeout: budget(15_000) });
    if (url) await page.waitForURL((at) => `${at.pathname}${at.search}`.includes(url), { timeout: budget(15_000) });
  },
  'payment.returned': async ({ page }) => {
    await page.waitForURL((url) => url.pathname === '/sandbox/authenticate', { timeout: budget(15_000) });
    await page.getByRole('button', { name: 'Complete authentication', exact: true }).click({ timeout: budget(15_000) });
  },
  'user.useAlternatePayment': async ({ page }) => {
    await page.getByRole('button', { name: 'Pay for add-ons with a different card', exact: true }).click({ timeout: budget(15_000) });
  },
};
