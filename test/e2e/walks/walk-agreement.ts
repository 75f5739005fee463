import type { Page } from 'playwright-core';
import { endpoints } from '../../../services/contract/endpoints.ts';
import { selectedAddOnsOf } from '../../../machines/rules/insurance.rules.ts';
import { SESSION_APPLICANT_KEY, SESSION_TOKENS_KEY } from '../../../services/session/stored-bearer.ts';
import { DEFAULT_STORAGE_NAMESPACE } from '../../../services/storage/key-value-storage.ts';
import { SNAPSHOT_KEY } from '../../../src/app/saved-snapshot.ts';
import { call } from '../earlier-visit.ts';
import { addOnTotalFact, EXPECTED_STATES, expectScreen, NO_DATA, type AddOn } from '../screen-expectations.ts';
import { ADD_ON_TITLES } from '../generated/browser-oracle.ts';
import type { Seen } from '../screen-oracle.ts';
import { budget } from '../../browser/time-budget.ts';

// The end of a walk, once the page has come to rest: what the page shows, what the app's flow holds
// and what the server answers the applicant agree (page = machine = server). The step the page shows
// against where the server says the application stands (its `next` route); on the add-on page, the
// add-ons the cards show chosen or not, the flow's own list (its saved snapshot) and the server's quote, and
// the page's total against the documents' prices of the server's add-ons. The server is asked with
// the applicant's own tokens, read from the page's storage, through the real API.

/** Pages that agree with a `next` of the server beside that route's own page. */
const ALSO_AT: Readonly<Record<string, readonly string[]>> = {
  // The phone check by the partner's code, or by our own 6-digit code the applicant asked for instead.
  'zoomies.card.verify': ['verifyOwn'],
  // Back to the pet's page to change what was said of the pet, before the personal details are in.
  'zoomies.card.user': ['about'],
  'zoomies.card.petless-offer': ['about'],
  // The approval's page comes before the quiz, which is where the server sends an approved applicant.
  'zoomies.card.quiz': ['congratulations'],
  // The add-ons chosen are paid for on the payment page before the policy is configured; the
  // approval's page is news with a Continue, and Back shows it again.
  'zoomies.card.additional-services': ['payment', 'congratulations'],
  // A configured policy: the welcome page, or the add-on and payment pages that lead there (their finalized views).
  'user.onboard.base': ['additionalServices', 'payment', 'postPayment', 'congratulations'],
};
/** Pages the applicant may open at any stage: the Dashboard (Close), sign-in, and a start (the Dashboard offers one). */
const ANY_STAGE = new Set(['dashboard', 'signin', 'offerStart', 'getStarted']);

const statesOfRoute = (route: string): string[] => EXPECTED_STATES.filter((stateId) => expectScreen(stateId, NO_DATA)?.route === route);

/** The page's step against the server's `next`: a problem, or null. */
export function stepDisagreement(pageState: string, next: string | null): string | null {
  if (ANY_STAGE.has(pageState) || next === null) return null;
  const agreeing = [...statesOfRoute(next), ...(ALSO_AT[next] ?? [])];
  return agreeing.includes(pageState) ? null : `the page shows ${pageState}, the server says the application stands at ${next} (${agreeing.join(' or ') || 'no page'})`;
}

const key = (name: string) => `${DEFAULT_STORAGE_NAMESPACE}:${name}`;
const sorted = (addOns: readonly string[]) => [...addOns].sort().join(', ') || 'none';

interface Stored {
  bearer: string | null;
  originationId: string | null;
  /** The flow's add-ons, from its saved snapshot; null without a pet application in it. */
  flowAddOns: string[] | null;
}

async function storedByTheApp(page: Page): Promise<Stored> {
  return page.evaluate(
    ({ tokensKey, applicantKey, snapshotKey }) => {
      const json = (name: string) => {
        try {
          return JSON.parse(localStorage.getItem(name) ?? 'null') as Record<string, unknown> | null;
        } catch {
          return null;
        }
      };
      const tokens = json(tokensKey) as { access?: string } | null;
      const applicant = json(applicantKey) as { token?: string; originationId?: string } | null;
      const context = (json(snapshotKey) as { snapshot?: { context?: { petApplication?: unknown; selectedAddOns?: string[] } } } | null)?.snapshot?.context;
      return {
        bearer: tokens?.access ?? applicant?.token ?? null,
        originationId: applicant?.originationId ?? null,
        flowAddOns: context?.petApplication ? (context.selectedAddOns ?? []) : null,
      };
    },
    { tokensKey: key(SESSION_TOKENS_KEY), applicantKey: key(SESSION_APPLICANT_KEY), snapshotKey: key(SNAPSHOT_KEY) },
  );
}

/**
 * The add-on cards the page shows, each chosen (Remove) or not (Add), and its text (the total line).
 * The list opens in full first where it can (a dialog left open at the walk's end covers it: then
 * the cards shown, and the total of them all, are compared).
 */
async function addOnsOnThePage(page: Page): Promise<{ cards: { addOn: string; chosen: boolean }[]; text: string }> {
  const main = page.getByRole('main');
  const seeAll = main.getByRole('button', { name: 'See all options', exact: true });
  if (await seeAll.isVisible()) await seeAll.click({ timeout: budget(2000) }).catch(() => {});
  const labels = await main.getByRole('button', { name: /^(Add|Remove) / }).evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  const titles = Object.entries(ADD_ON_TITLES);
  const cards = labels.flatMap((label) => {
    const [, verb, title] = /^(Add|Remove) (.+)$/.exec(label) ?? [];
    const addOn = titles.find(([known]) => known.toLowerCase() === title)?.[1];
    return addOn ? [{ addOn, chosen: verb === 'Remove' }] : [];
  });
  return { cards, text: (await main.textContent())?.replace(/\s+/g, ' ') ?? '' };
}

/** The mismatches of page, flow and server at the walk's end (`seen`: the page as the oracle last read it). */
export async function checkAgreement(page: Page, baseUrl: string, seen: Seen): Promise<string[]> {
  const stored = await storedByTheApp(page);
  if (!stored.bearer || !stored.originationId) return [];
  const id = encodeURIComponent(stored.originationId);
  const ask = async <T>(path: string, schema: { parse(data: unknown): T }) => schema.parse(await call(baseUrl, 'GET', path, stored.bearer));
  const problems: string[] = [];
  const { next } = await ask(`/api/v1/origination/${id}/`, endpoints.getOrigination.response);
  const step = stepDisagreement(seen.stateId, next);
  if (step) problems.push(step);
  if (seen.stateId !== 'additionalServices' || !seen.heading?.startsWith('Adjust')) return problems;
  const signup = await ask(`/api/v1/card/signup/${id}/`, endpoints.signupDetail.response);
  if (!signup.pet_application) return [...problems, 'the add-on page shows, but the server has no pet application'];
  const application = await ask(`/api/applications/${encodeURIComponent(signup.pet_application.id)}/`, endpoints.getPetApplication.response);
  const server: AddOn[] = selectedAddOnsOf(application);
  const shown = await addOnsOnThePage(page);
  const differ = shown.cards.filter(({ addOn, chosen }) => chosen !== server.includes(addOn as AddOn));
  for (const { addOn, chosen } of differ) problems.push(`the page shows ${addOn} ${chosen ? 'chosen' : 'not chosen'}, the server's quote ${chosen ? 'does not hold it' : 'holds it'} (it holds ${sorted(server)})`);
  if (stored.flowAddOns && sorted(stored.flowAddOns) !== sorted(server)) problems.push(`the flow holds the add-ons ${sorted(stored.flowAddOns)}, the server's quote holds ${sorted(server)}`);
  const total = addOnTotalFact(server);
  if (!total.pattern.test(shown.text)) problems.push(`the page's total is not ${total.what} of the server's add-ons (${total.pattern.source}): ${/Additional coverage:[^.]*per year/.exec(shown.text)?.[0] ?? 'no total shown'}`);
  return problems;
}
