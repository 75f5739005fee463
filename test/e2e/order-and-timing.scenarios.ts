import type { Route } from 'playwright-core';
import { button, expectScreen, field, type Applicant } from './applicant.ts';
import { startApplication, verifyPhone } from './applicant-actions.ts';
import { atTheAddOns } from './spec-gaps-add-ons.scenarios.ts';
import type { Scenario } from './scenarios.ts';

// Orders an applicant takes that the generated paths, each transition once at a test's pace, never
// take (issue 33): browser Back to a step already done, a reload while a save is on its way. Where
// the browser is the only place it shows. Area code 628: each walk is a person with their own phone.

/** The page's alerts: none should speak of a problem the applicant cannot fix. */
async function alertsOf(a: Applicant): Promise<string[]> {
  return a.page.locator('main').getByRole('alert').allTextContents();
}

/** The add-on page shows Vet visits added, its price in the total, and no problem. */
async function seesVetVisitsAdded(a: Applicant, after: string): Promise<void> {
  await expectScreen(a, 'additionalServices');
  await a.recorder.waitForState('panel.idle');
  await button(a, 'Remove vet visits')
    .waitFor({ timeout: 10_000 })
    .catch(() => {
      throw new Error(`${after}: the Vet visits card does not say it is added, though the server holds it`);
    });
  const total = (await a.page.locator('main').locator('.zo-total').textContent()) ?? '';
  if (/\$0\.00/.test(total)) throw new Error(`${after}: the total reads '${total}', though the server holds an add-on`);
  const alerts = await alertsOf(a);
  if (alerts.some((text) => text.trim() !== '')) throw new Error(`${after}: the page shows ${JSON.stringify(alerts)}`);
}

export const ORDER_AND_TIMING: Scenario[] = [
  {
    // Issue 33, defect 3: Back from the pet page landed on the verify page, which checked the phone
    // again; the server answered 409 "already verified" and the page said "We're having trouble
    // verifying your number…", its Try again the same. The phone is verified: the flow goes on. The
    // flow holds the pet page's challenge, which only a verified phone is given: it goes on at once,
    // asking the server where the application stands, with no phone check (decision 0075). What was
    // typed on the pet page is still there.
    name: 'back-from-the-pet-page-goes-on-where-the-application-stands',
    phone: '6285550110',
    async run(a) {
      await startApplication(a);
      await verifyPhone(a);
      await expectScreen(a, 'about');
      await field(a, 'Pet name').fill('Biscuit');
      const phoneChecks: string[] = [];
      a.page.on('request', (request) => {
        if (/\/phone_check\/$/.test(new URL(request.url()).pathname)) phoneChecks.push(request.url());
      });
      const askedWhereItStands = a.page.waitForResponse((r) => /\/origination\/validate\/$/.test(new URL(r.url()).pathname) && r.ok());
      await a.page.goBack();
      await askedWhereItStands;
      await expectScreen(a, 'about');
      if (phoneChecks.length > 0) throw new Error(`Back to the verify page of a verified phone checked it again: ${phoneChecks.join(', ')}`);
      const trouble = await a.page.locator('main').getByText("We're having trouble verifying your number").count();
      if (trouble > 0) throw new Error('Back to the verify page shows the phone check trouble for a verified phone');
      // The pet page works: its form is there to fill, with what was typed.
      const typed = await field(a, 'Pet name').inputValue();
      if (typed !== 'Biscuit') throw new Error(`After Back the pet name reads '${typed}', not what was typed`);
    },
  },
  {
    // Issue 33, defect 2: a reload while an add-on was being saved. The server stored it, but the
    // page came back with the card saying Add, a $0.00 total and "Something went wrong. Press the
    // next button to try again", and a second reload showed the same. A save cut off by a reload is
    // no failure: the page reads what the server holds (decision 0061).
    name: 'reload-while-an-add-on-saves-shows-what-the-server-holds',
    phone: '6285550111',
    startPath: '/signin',
    async run(a) {
      const { read, applicationId } = await atTheAddOns(a, '123-45-8611');
      // The save reaches the server, which stores it; its answer never reaches the page: the
      // applicant reloads first.
      let stored = () => {};
      const saved = new Promise<void>((resolve) => (stored = resolve));
      await a.page.route(
        /\/api\/insurance_quotes\/[^/]+\/$/,
        async (route: Route) => {
          if (route.request().method() !== 'PATCH') return route.continue();
          await route.fetch();
          stored();
          // Held: the reload cuts it off.
        },
        { times: 1 },
      );
      await button(a, 'Add vet visits').click();
      await saved;
      await a.page.reload();
      const application = (await read(`/api/applications/${applicationId}/`)) as { insurance_quote: { coverages: string[] } };
      if (application.insurance_quote.coverages.length !== 1) throw new Error(`The server holds ${JSON.stringify(application.insurance_quote.coverages)}, not the one add-on saved`);
      await seesVetVisitsAdded(a, 'After the reload');
      await a.page.reload();
      await seesVetVisitsAdded(a, 'After a second reload');
    },
  },
];
