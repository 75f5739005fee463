import type { Request } from 'playwright-core';
import { button, expectScreen, type Applicant } from './applicant.ts';
import {
  acceptOffer,
  answerQuiz,
  continueAfterApproval,
  continueWithoutPet,
  describePet,
  goToDashboard,
  startApplication,
  typePersonalDetails,
  verifyPhone,
} from './applicant-actions.ts';
import type { Scenario } from './scenarios.ts';

// The second document's insurance gaps, walked in the browser: 'No changes needed' after choosing
// add-ons, the 24-hour finalization, and the email for a pet too young.

/** Typed identity, approved, through the quiz to the add-on page. */
async function toAddOns(a: Applicant, ssn: string): Promise<void> {
  await startApplication(a);
  await verifyPhone(a);
  await describePet(a);
  await typePersonalDetails(a, { ssn });
  await a.recorder.waitForState('preprocessing');
  await acceptOffer(a);
  await a.recorder.waitForState('processing');
  await continueAfterApproval(a);
  await answerQuiz(a);
  await expectScreen(a, 'additionalServices');
  await a.recorder.waitForState('panel.idle');
}

async function addVetVisits(a: Applicant): Promise<void> {
  await button(a, 'Add vet visits').click();
  await button(a, 'Remove vet visits').waitFor();
  await a.recorder.waitForState('panel.idle');
}

/** The pet application the page reads, and the bearer it reads it with. */
function watchApplicationRequests(a: Applicant): () => { id: string; authorization: string } {
  let seen: { id: string; authorization: string } | null = null;
  a.page.on('request', (request: Request) => {
    const match = /\/api\/applications\/([^/]+)\/$/.exec(new URL(request.url()).pathname);
    const authorization = request.headers().authorization;
    if (match && authorization) seen = { id: match[1]!, authorization };
  });
  return () => {
    if (!seen) throw new Error('The page never read its pet application');
    return seen;
  };
}

export const SPEC_GAPS_INSURANCE: Scenario[] = [
  {
    name: 'no-changes-needed-after-adding-an-add-on',
    phone: '7375550140',
    async run(a) {
      await toAddOns(a, '123-45-6794');
      await addVetVisits(a);
      // 'No changes needed' means the standard coverage: the add-on is dropped and the policy configured.
      await button(a, 'No changes needed').click();
      await expectScreen(a, 'welcome');
      const alerts = await a.page.locator('main').getByRole('alert').allTextContents();
      if (alerts.some((text) => /Paid add-ons are chosen/.test(text))) throw new Error(`The server's 409 text is shown: ${alerts.join(' | ')}`);
      await goToDashboard(a);
    },
  },
  {
    name: 'policy-finalized-by-the-server-after-24-hours',
    phone: '7375550141',
    fakeClock: true,
    async run(a) {
      const application = watchApplicationRequests(a);
      await toAddOns(a, '123-45-6795');
      await addVetVisits(a);
      // A day passes for this application: the server's job finalizes it with standard coverage.
      const { id, authorization } = application();
      const closed = await fetch(`${a.baseUrl}/api/sandbox/policy_window/close/`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ application: id }),
      });
      const answer = (await closed.json()) as { policy_configured?: boolean };
      if (!closed.ok || answer.policy_configured !== true) throw new Error(`The window did not close: ${closed.status} ${JSON.stringify(answer)}`);
      await a.page.clock.fastForward('24:00:05');
      await a.recorder.waitForState('finalized.shown');
      await a.page.getByRole('heading', { level: 1, name: "Biscuit's insurance policy is finalized" }).waitFor();
      await a.page.getByText("Biscuit's policy is finalized with standard coverage.").waitFor();
      for (const name of ['Finalize my coverage', 'No changes needed', 'Remove vet visits']) {
        if (await button(a, name).count()) throw new Error(`'${name}' is still offered after the window`);
      }
      await button(a, 'Continue').click();
      await expectScreen(a, 'welcome');
    },
  },
  {
    name: 'pet-too-young-gets-an-email-when-old-enough',
    phone: '7375550142',
    async run(a) {
      await startApplication(a);
      await verifyPhone(a);
      await describePet(a, { age: '2 weeks old' });
      await expectScreen(a, 'petlessOffer');
      await a.page.getByText("We can't insure pets until they are 7 weeks old.").waitFor();
      await a.page.getByText("We'll send you an email when Biscuit is old enough to be covered.").waitFor();
      await continueWithoutPet(a);
      await typePersonalDetails(a, { ssn: '123-45-6796' });
      await a.recorder.waitForState('preprocessing');
      // The sandbox panel shows the email waiting for its day.
      const panel = a.page.getByRole('complementary', { name: 'Sandbox tools' });
      await panel.getByRole('button', { name: 'Show' }).click();
      await panel.locator('#sandbox-recipient').fill(`alex.${a.phone}@example.com`);
      await panel.getByRole('button', { name: 'Refresh' }).click();
      const email = panel.getByRole('listitem').filter({ hasText: 'Pet old enough (scheduled email)' });
      await email.waitFor();
      await email.getByText(/^Scheduled for /).waitFor();
      await email.getByText(/Biscuit is now 7 weeks old/).waitFor();
    },
  },
];
