import { FIRST_SCREEN_PAGES } from '../../../src/app/first-screen/first-screen-page.ts';
import { startAgreementDocuments } from '../../../services/contract/regulatory-documents.ts';
import { endpoints } from '../../../services/contract/endpoints.ts';
import type { EnginePage } from '../../browser/engines/engine-page.ts';
import { untilTheFlowHasCome } from '../../browser/engines/flow-has-come.ts';
import type { WalkSteps } from '../engines/engine-walk.ts';

// The first screens are the app from the start (issue 34), checked in any engine without a single
// input event (no tap, key, click or scroll is sent): on every first page the five documents the
// applicant agrees to are links in the HTML the server sends and on the page as it is painted, the
// same elements once the flow has come (one tree, decision 0044), and no sandbox panel shows in
// production; a signed-in applicant who opens `/` is sent to their application by the flow itself.

/** The start agreement's links as the first document names them, with the addresses the build knows. */
const AGREEMENT: readonly (readonly [string, string])[] = (
  [
    ['Privacy Policy', 'privacy_policy'],
    ['Privacy Notice', 'privacy_notice'],
    ['Terms of Service', 'terms_of_service'],
    ['TCPA Consent', 'tcpa_consent'],
    ['Electronic Communications Disclosure', 'electronic_communications_disclosure'],
  ] as const
).map(([title, type]) => {
  const url = startAgreementDocuments().find((document) => document.document_type === type)?.url;
  if (!url) throw new Error(`No address for ${type}`);
  return [title, url] as const;
});

const describeLinks = (links: readonly (readonly [string, string])[]) => links.map(([title, url]) => `${title} → ${url}`).join(', ');

function expectAgreementLinks(where: string, links: readonly (readonly [string, string])[]): void {
  if (describeLinks(links) !== describeLinks(AGREEMENT)) throw new Error(`${where}: the agreement links ${describeLinks(links) || 'nothing'}, not ${describeLinks(AGREEMENT)}`);
}

/** Each first page's HTML as the server sends it (no script run): the links are in it. */
export async function htmlLinkProblems(baseUrl: string): Promise<string[]> {
  const problems: string[] = [];
  for (const { path } of FIRST_SCREEN_PAGES) {
    const html = await (await fetch(`${baseUrl}${path}`)).text();
    const agreement = /<p[^>]*id="start-agreement"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
    const links = [...agreement.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)</g)].map((match) => [match[2] ?? '', match[1] ?? ''] as const);
    try {
      expectAgreementLinks(`the HTML of ${path}`, links);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  return problems;
}

/** The signed-in look-up of the first document ("on mount, a logged-in user triggers the list-applications lookup"). */
const LIST_APPLICATIONS = endpoints.listOriginations.path;

interface Remembered {
  agreementLinks?: Element[];
}

export interface FirstScreensContext {
  baseUrl: string;
  /** A signed-in applicant's session whose application has a route to resume (the story's); null when there is none. */
  tokens: { access: string; refresh: string } | null;
  /** The heading their application's route shows. */
  resumedHeading: RegExp;
  steps: WalkSteps;
}

export async function firstScreensWithoutATouch(page: EnginePage, { baseUrl, tokens, resumedHeading, steps }: FirstScreensContext): Promise<void> {
  for (const { path } of FIRST_SCREEN_PAGES) {
    steps.step(`${path}: the agreement's links as painted`);
    await page.goto(`${baseUrl}${path}`);
    const painted = await page.evaluate(() => {
      const links = [...document.querySelectorAll('#start-agreement a')];
      (window as Remembered).agreementLinks = links;
      return links.map((link) => [link.firstChild?.textContent ?? '', link.getAttribute('href') ?? ''] as const);
    });
    expectAgreementLinks(`${path} as painted`, painted);
    steps.step(`${path}: the flow comes by itself, and the links stay`);
    await untilTheFlowHasCome(page);
    const kept = await page.evaluate(() => {
      const before = (window as Remembered).agreementLinks ?? [];
      const now = [...document.querySelectorAll('#start-agreement a')];
      return { same: now.length === before.length && now.every((link, index) => link === before[index]), links: now.map((link) => [link.firstChild?.textContent ?? '', link.getAttribute('href') ?? ''] as const) };
    });
    expectAgreementLinks(`${path} once the flow came`, kept.links);
    if (!kept.same) throw new Error(`${path}: the flow replaced the agreement's links instead of keeping them (one tree)`);
    if ((await page.text()).includes('Sandbox tools')) throw new Error(`${path}: the sandbox panel shows in production mode`);
    await steps.snap(`first-screen${path.replaceAll('/', '-')}`);
  }

  steps.step('a signed-in applicant opens the offer page');
  if (!tokens) throw new Error('No signed-in applicant to send on: the main story failed');
  // As in a browser that has not run the flow yet (nothing of it stored), from a page of the same
  // origin without the app: the session as the app stores it.
  await page.goto(`${baseUrl}${startAgreementDocuments()[0]?.url ?? '/'}`);
  await page.evaluate((session: string) => {
    localStorage.clear();
    localStorage.setItem('zoomies:session.tokens', session);
  }, JSON.stringify(tokens));
  await page.goto(`${baseUrl}/`);
  await page.waitForHeading(resumedHeading);
  if (!(await page.apiCalls()).includes(LIST_APPLICATIONS)) throw new Error(`Sent on without the look-up of their applications (${LIST_APPLICATIONS})`);
  await steps.snap('signed-in-redirect');

  const problems = await page.problems();
  if (problems.length > 0) throw new Error(`The page reported:\n      ${problems.join('\n      ')}`);
}
