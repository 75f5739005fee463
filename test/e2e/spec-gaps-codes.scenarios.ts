import { button, e164, expectScreen, field, latestCode, type Applicant } from './applicant.ts';
import { startApplication } from './applicant-actions.ts';
import type { Scenario } from './scenarios.ts';

// Phone verification as the first document has it (issue 10, items 1 to 3): our own SMS code is
// another channel than the partner's, so "Text me a 6-digit code instead" delivers a code at once,
// even moments after the partner's code; the 6-digit screen's resend goes back one page, and
// cancelling the phone check leaves it for the start screen. Area code 737 keeps these phones apart
// from the other walks' (limits are per recipient).

/** The 6-digit screen with its input, then the own code typed from the outbox. */
async function typeOwnCode(a: Applicant): Promise<void> {
  await expectScreen(a, 'verifyOwn', { heading: /^Enter your verification code$/ });
  const input = field(a, '6-digit code');
  await input.waitFor({ state: 'visible' });
  if (await a.page.getByText(/Please wait \d+ seconds?/).count()) throw new Error('The own code was refused: the applicant is asked to wait');
  await input.fill(await latestCode(a, e164(a.phone), 'otp'));
}

export const SPEC_GAPS_CODES: Scenario[] = [
  {
    name: 'sms-fallback-right-after-the-partner-code',
    phone: '7375550161',
    async run(a) {
      await startApplication(a);
      await expectScreen(a, 'verify');
      await field(a, '4-digit code').waitFor({ state: 'visible' });
      await latestCode(a, e164(a.phone), 'partner_code');
      // Seconds after the partner's 4-digit code: the applicant prefers a text of our own.
      await button(a, 'Text me a 6-digit code instead').click();
      await typeOwnCode(a);
      await expectScreen(a, 'about');
    },
  },
  {
    name: 'own-code-resend-goes-back-one-page-and-cancel-flags-the-check',
    phone: '7375550171',
    async run(a) {
      await startApplication(a);
      await expectScreen(a, 'verifyOwn', { heading: /^Enter your verification code$/ });
      await field(a, '6-digit code').waitFor({ state: 'visible' });
      // The 6-digit variant's resend button goes back one page: the start screen.
      await button(a, 'Send a new code').click();
      await expectScreen(a, 'offerStart');
      await startApplication(a);
      await expectScreen(a, 'verifyOwn', { heading: /^Enter your verification code$/ });
      // Cancelling the phone check sets the user error flag and leaves the check.
      await button(a, 'Cancel the phone check').click();
      await expectScreen(a, 'offerStart');
      const flagged = await a.page.evaluate(() => Object.values(localStorage).some((value) => value.includes('"userHasOPTErrors":true')));
      if (!flagged) throw new Error('Cancelling the phone check did not set the user error flag');
    },
  },
];
