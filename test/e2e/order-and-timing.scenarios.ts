import { expectScreen, field } from './applicant.ts';
import { startApplication, verifyPhone } from './applicant-actions.ts';
import type { Scenario } from './scenarios.ts';

// Orders an applicant takes that the generated paths, each transition once at a test's pace, never
// take (issue 33): browser Back to a step already done, a reload while a save is on its way. Where
// the browser is the only place it shows. Area code 628: each walk is a person with their own phone.

export const ORDER_AND_TIMING: Scenario[] = [
  {
    // Issue 33, defect 3: Back from the pet page landed on the verify page, which checked the phone
    // again; the server answered 409 "already verified" and the page said "We're having trouble
    // verifying your number…", its Try again the same. The phone is verified: the flow goes on.
    name: 'back-from-the-pet-page-goes-on-where-the-application-stands',
    phone: '6285550110',
    async run(a) {
      await startApplication(a);
      await verifyPhone(a);
      await expectScreen(a, 'about');
      await field(a, 'Pet name').fill('Biscuit');
      const alreadyVerified = a.page.waitForResponse((r) => /\/phone_check\/$/.test(new URL(r.url()).pathname) && r.status() === 409);
      await a.page.goBack();
      await a.recorder.waitForState('verify');
      await alreadyVerified;
      await expectScreen(a, 'about');
      const trouble = await a.page.locator('main').getByText("We're having trouble verifying your number").count();
      if (trouble > 0) throw new Error('Back to the verify page shows the phone check trouble for a verified phone');
      // The pet page works: its form is there to fill.
      await field(a, 'Pet name').waitFor({ state: 'visible' });
    },
  },
];
