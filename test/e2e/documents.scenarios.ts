import { matchUrl } from '../../machines/route-table.ts';
import { button, expectScreen, failNext, FAULT_HEADER, field, type Applicant } from './applicant.ts';
import { describePet, expectNotPreQualified, fillFinances, giveAnotherAddress, startApplication, typePersonalDetails, verifyPhone } from './applicant-actions.ts';
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

const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n%e2e ${name}\n`) });

/**
 * Files picked in every way the upload page takes them: only a file the server would refuse (its
 * row says why, nothing is sent); two at once whose first upload fails while it is on its way, and
 * a third picked meanwhile (each waits its turn, none is dropped); one alone whose upload fails.
 * The rows say what became of each.
 */
async function pickInEveryWay(a: Applicant, page: 'additionalInformation' | 'uploadDocument'): Promise<void> {
  const input = a.page.locator('main input[type=file]');
  const rowsBefore = await fileRows(a);
  await input.setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a scan') }]);
  await waitForRows(a, [...rowsBefore, 'notes.txt Please choose a PNG, JPEG or PDF file.']);

  // The first upload of the next pick is held until the third file is picked, then fails (our side).
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let holding = true;
  await a.page.route(/\/api\/v1\/user_account_documents\/?$/, async (route) => {
    const request = route.request();
    if (!holding || request.method() !== 'POST') return route.fallback();
    holding = false;
    await held;
    await route.continue({ headers: { ...request.headers(), [FAULT_HEADER]: 'uploadDocument=503' } });
  });
  await input.setInputFiles([pdf('held.pdf'), pdf('queued.pdf')]);
  await a.recorder.waitForState(`${page}.uploading`);
  await input.setInputFiles([pdf('picked-meanwhile.pdf')]);
  await a.recorder.waitForTransition(`onboarding.${page}.uploading:user.upload:0`);
  release();
  const settled = [...rowsBefore, 'notes.txt Please choose a PNG, JPEG or PDF file.', 'held.pdf Failed to upload file', 'queued.pdf Uploaded', 'picked-meanwhile.pdf Uploaded'];
  await waitForRows(a, settled);
  // One more, alone, whose upload fails: its row says so, the others stay uploaded.
  await failNext(a, 'POST', /\/api\/v1\/user_account_documents\/?$/);
  await input.setInputFiles([pdf('alone.pdf')]);
  await a.recorder.waitForTransition(`onboarding.${page}.uploading:xstate.error.actor.uploadDocument:1`);
  await waitForRows(a, [...settled, 'alone.pdf Failed to upload file']);
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

      // More pages, picked in every way the page takes them (after the three stored above).
      await pickInEveryWay(a, 'additionalInformation');
      const after = await apiGet<{ results: unknown[] }>(a, '/api/v1/user_account_documents/', bearer());
      if (after.results.length !== 5) throw new Error(`The server lists ${after.results.length} documents, expected 5 (a refused file and a failed upload store nothing)`);

      await button(a, 'Submit').click();
      await expectNotPreQualified(a, 'additional_information_thankyou');
    },
  },
  {
    // SANDBOX.md: 000-00-2003 is an address we cannot serve; another address asks for a proof of it.
    // The same ways of picking files as on the documents page, on the address page's upload.
    name: 'another-address-files-picked-in-every-way',
    phone: '9035550142',
    async run(a) {
      await startApplication(a);
      await verifyPhone(a);
      await describePet(a);
      await typePersonalDetails(a, { ssn: '000-00-2003' });
      await giveAnotherAddress(a);
      await expectScreen(a, 'uploadDocument', { heading: /^Thanks for adding a new address, let's verify it!$/ });
      await field(a, 'Document type').selectOption({ label: 'Utility bill' });
      await pickInEveryWay(a, 'uploadDocument');
    },
  },
];
