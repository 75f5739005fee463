import type { Applicant } from '../applicant.ts';
import type { EarlierVisit } from '../earlier-visit.ts';
import type { Scenario } from '../scenarios.ts';
import { drive } from './driver.ts';
import { planGeneratedPaths } from './edge-plan.ts';
import { phoneOf, seed, seedInput } from './seeds.ts';
import { BrowserOracle } from './browser-oracle.ts';
import { SESSION_APPLICANT_KEY, SESSION_TOKENS_KEY } from '../../../services/session/stored-bearer.ts';
import { DEFAULT_STORAGE_NAMESPACE } from '../../../services/storage/key-value-storage.ts';
import { budget } from '../../browser/time-budget.ts';

// The generated paths as runs of the e2e runner, beside the hand-written stories: each opens a fresh
// browser that remembers the seeded application's session, drives its steps, and passes only when the
// flow's live channel shows every edge of the plan taken (coverage counts what the browser did).

/** The browser remembers the person's session, as it does after their earlier visit (the app's own keys). */
export async function rememberSession(applicant: Applicant, visit: EarlierVisit): Promise<void> {
  const { page, baseUrl } = applicant;
  // A page of the same origin that does not run the app: the storage is written before the app starts.
  await page.goto(`${baseUrl}/api/sandbox/outbox?to=generated%40example.com`);
  const keys = { applicant: `${DEFAULT_STORAGE_NAMESPACE}:${SESSION_APPLICANT_KEY}`, tokens: `${DEFAULT_STORAGE_NAMESPACE}:${SESSION_TOKENS_KEY}` };
  await page.evaluate(({ session, keys }) => {
    localStorage.setItem(keys.applicant, JSON.stringify({ token: session.applicantToken, originationId: session.originationId }));
    if (session.tokens) localStorage.setItem(keys.tokens, JSON.stringify(session.tokens));
  }, { session: visit, keys });
}

export const GENERATED_PATHS: Scenario[] = planGeneratedPaths().map((path) => ({
  name: `generated: ${path.name}`,
  phone: '5125550139',
  startPath: null,
  ...(path.fakeClock ? { fakeClock: true } : {}),
  async run(applicant) {
    // A new visitor (a start way) has no earlier visit: they type a phone of their own.
    const visit = path.seed ? await seed(applicant.baseUrl, path.seed) : null;
    if (visit && !path.signedOut) await rememberSession(applicant, visit);
    const phone = path.phone ?? (path.seed ? phoneOf(path.seed) : applicant.phone);
    const oracle = new BrowserOracle(applicant, `generated: ${path.name}`, path.seed ? seedInput(path.seed) : null);
    await drive(applicant, path.steps, { originationId: visit?.originationId ?? '', email: visit?.email ?? '', quoteId: visit?.quoteId ?? null, phone }, oracle);
    for (const edge of path.edges) await applicant.recorder.waitForTransition(edge, budget(20_000));
    if (path.oneOf) await Promise.any(path.oneOf.map((edge) => applicant.recorder.waitForTransition(edge, budget(20_000))));
  },
}));
