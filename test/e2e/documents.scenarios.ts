import { matchUrl } from '../../machines/route-table.ts';
import { button, expectScreen, failNext, field, type Applicant } from './applicant.ts';
import { describePet, expectNotPreQualified, fillFinances, startApplication, verifyPhone } from './applicant-actions.ts';
import type { Scenario } from './scenarios.ts';

// Issue 24, items 1 and 4, as an applicant meets them: a hyphenated name typed on a phone keyboard
// (its typographic apostrophe), and three scanned pages picked at once on the documents page. What
// the server stored is read back through the API with the page's own token.

/** The smallest files the server recognises by their first bytes (server/documents/file-type.ts). */
const PAGES = [
  { name: 'page-1.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00]) },
  { name: 'page-2.jpg', mimeType: 'image/jpeg', buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]) },
  { name: 'page-3.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%e2e page 3\n') },
];

/** The bearer the page itself sends to the API (the applicant's token, then the signed-in one). */
function watchBearer(applicant: Applicant): () => string {
  let bearer = '';
  applicant.page.on('request', (request) => {
    const authorization = request.headers().authorization;
    if (authorization && new URL(request.url()).pathname.startsWith('/api/')) bearer = authorization;
  });
  return () => {
    if (!bearer) throw new Error('The page sent no bearer token to the API');
    return bearer;
  };
}

async function apiGet<T>(applicant: Applicant, path: string, bearer: string): Promise<T> {
  const res = await applicant.page.request.get(`${applicant.baseUrl}${path}`, { headers: { authorization: bearer } });
  if (!res.ok()) throw new Error(`GET ${path} answered ${res.status()}`);
  return (await res.json()) as T;
}

/** The rows of 'Your files' as the person reads them. */
const fileRows = (applicant: Applicant) => applicant.page.getByRole('list', { name: 'Your files' }).getByRole('listitem').allTextContents();

async function waitForRows(applicant: Applicant, expected: string[]): Promise<void> {
  const deadline = Date.now() + 20_000;
  let seen: string[] = [];
  while (Date.now() < deadline) {
    seen = await fileRows(applicant);
    if (JSON.stringify(seen) === JSON.stringify(expected)) return;
    await applicant.page.waitForTimeout(200);
  }
  throw new Error(`The files list shows ${JSON.stringify(seen)}, expected ${JSON.stringify(expected)}`);
}

export const DOCUMENTS_SCENARIOS: Scenario[] = [
  {
    name: 'hyphenated-name-three-pages-at-once',
    phone: '9035550141',
    phoneViewport: true,
    async run(a) {
      const bearer = watchBearer(a);
      await startApplication(a);
      await verifyPhone(a);
      await describePet(a);
      await expectScreen(a, 'user', { heading: /^Your personal and financial details$/ });
      // Typed key by key, as a phone types it: a space, the typographic apostrophe, a hyphen.
      await field(a, 'First name').pressSequentially('Mary  Ann', { delay: 20 });
      await field(a, 'Last name').pressSequentially('O’Brien-Smith', { delay: 20 });
      for (const [label, value] of [['First name', 'Mary Ann'], ['Last name', "O'Brien-Smith"]] as const) {
        const shown = await field(a, label).inputValue();
        if (shown !== value) throw new Error(`${label} shows '${shown}', expected '${value}'`);
      }
      await field(a, 'Email').fill(`mary.ann.${a.phone}@example.com`);
      await field(a, 'Date of birth').fill('01/15/1990');
      // SANDBOX.md: REVIEW, awaiting documentation, proof of income and a photo ID required.
      await field(a, 'Social Security number').fill('000002001');
      await fillFinances(a, '60000');
      await button(a, 'Next').click();
      await a.recorder.waitForState('preprocessing');

      await expectScreen(a, 'additionalInformation');
      const originationId = matchUrl(a.page.url())?.params.originationId;
      if (!originationId) throw new Error(`No application in ${a.page.url()}`);
      const signup = await apiGet<{ first_name: string; last_name: string }>(a, `/api/v1/card/signup/${originationId}/`, bearer());
      if (signup.first_name !== 'Mary Ann' || signup.last_name !== "O'Brien-Smith") throw new Error(`The server stored ${signup.first_name} ${signup.last_name}`);

      await field(a, 'Document type').selectOption({ label: 'Proof of income' });
      const input = a.page.locator('main input[type=file]');
      await input.setInputFiles(PAGES);
      await waitForRows(a, ['page-1.png Uploaded', 'page-2.jpg Uploaded', 'page-3.pdf Uploaded']);
      const listed = await apiGet<{ results: { name: string; document_type: string }[] }>(a, '/api/v1/user_account_documents/', bearer());
      const stored = listed.results.map((d) => `${d.name} (${d.document_type})`).sort();
      const expected = PAGES.map((p) => `${p.name} (Proof of income)`);
      if (JSON.stringify(stored) !== JSON.stringify(expected)) throw new Error(`The server lists ${JSON.stringify(stored)}, expected ${JSON.stringify(expected)}`);

      // A fourth page whose upload fails: its row says so, the others stay uploaded, nothing more is stored.
      await failNext(a, 'POST', /\/api\/v1\/user_account_documents\/?$/);
      await input.setInputFiles([{ name: 'page-4.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%e2e page 4\n') }]);
      await waitForRows(a, ['page-1.png Uploaded', 'page-2.jpg Uploaded', 'page-3.pdf Uploaded', 'page-4.pdf Failed to upload file']);
      const after = await apiGet<{ results: unknown[] }>(a, '/api/v1/user_account_documents/', bearer());
      if (after.results.length !== 3) throw new Error(`The server lists ${after.results.length} documents after the failed upload`);

      await button(a, 'Submit').click();
      await expectNotPreQualified(a, 'additional_information_thankyou');
    },
  },
];
