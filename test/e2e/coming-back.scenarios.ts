import { button, expectScreen, field, latestCode, type Applicant } from './applicant.ts';
import {
  acceptOffer,
  answerQuiz,
  continueAfterApproval,
  describePet,
  expectNotPreQualified,
  keepStandardCoverage,
  signIn,
  startApplication,
  typePersonalDetails,
  uploadDocumentAndSubmit,
  verifyPhone,
} from './applicant-actions.ts';
import { applyThroughApi, emailOf } from './earlier-visit.ts';

/**
 * The same person, signed in on another device: the outcome page shows the same status, which a
 * resumed route does not carry (the signup gives it). The walks of each declined status end here.
 */
export async function declinedAgainOnAnotherDevice(a: Applicant, status: string): Promise<void> {
  const other = await a.anotherDevice();
  await other.page.goto(`${a.baseUrl}/signin`);
  await signIn(other, emailOf(a.phone));
  await expectNotPreQualified(other, status);
  if (status === 'ko_frozen_file') await other.page.getByRole('link', { name: 'Unfreeze my credit' }).waitFor();
}
import type { Scenario } from './scenarios.ts';

// People who come back: on another device (a new browser with nothing stored), after signing in, by
// Close and Back, or when a screen's code fails to arrive. Each state they land on loads what it
// needs: the same numbers and texts as on their first visit, never a $0 or a default status.

/** The offer's numbers as the page shows them, read by their labels. */
async function offerShown(a: Applicant): Promise<{ limit: string; apr: string }> {
  const terms = a.page.locator('main').getByRole('region', { name: 'Your offer' }).or(a.page.locator('main section').filter({ hasText: 'Your offer' })).first();
  const value = async (label: string | RegExp) => (await terms.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').innerText()).trim();
  // '$12,000.00 subject to approval': the amount is what matters.
  return { limit: /^\$[\d,]+\.\d\d/.exec(await value('Credit limit'))?.[0] ?? '', apr: await value(/APR/) };
}

export const COMING_BACK: Scenario[] = [
  {
    name: 'pre-qualified-comes-back-on-another-device',
    phone: '5125550155',
    async run(a) {
      await startApplication(a);
      await verifyPhone(a);
      await describePet(a);
      await typePersonalDetails(a, { ssn: '123-45-6795' });
      await expectScreen(a, 'acceptOffer');
      const firstVisit = await offerShown(a);
      if (firstVisit.limit !== '$12,000.00' || firstVisit.apr !== '26.24%') throw new Error(`First visit offer: ${JSON.stringify(firstVisit)}`);

      // The next day, on her phone: she types the same phone number, is asked to sign in, and
      // lands on the same offer (the status is shown only after sign-in).
      const phone = await a.anotherDevice();
      await phone.page.goto(`${a.baseUrl}/`);
      await startApplication(phone);
      await expectScreen(phone, 'signin', { heading: /^Sign in$/ });
      await phone.page.getByText('Looks like you previously started your credit card application, please log in to continue.').first().waitFor();
      await signIn(phone, emailOf(a.phone));
      await expectScreen(phone, 'acceptOffer');
      const secondVisit = await offerShown(phone);
      if (JSON.stringify(secondVisit) !== JSON.stringify(firstVisit)) throw new Error(`Another device shows ${JSON.stringify(secondVisit)}, the first visit ${JSON.stringify(firstVisit)}`);
      await phone.page.getByText('Biscuit is eligible for free pet insurance').waitFor();
      await acceptOffer(phone);
      await continueAfterApproval(phone);
      await answerQuiz(phone);
      await keepStandardCoverage(phone);
      await expectScreen(phone, 'welcome');
    },
  },
  {
    name: 'approved-comes-back-at-the-insurance',
    phone: '5125550156',
    startPath: '/signin',
    async run(a) {
      await applyThroughApi(a.baseUrl, { phone: a.phone, ssn: '123-45-6796', acceptOffer: true, answerQuiz: true });
      await signIn(a, emailOf(a.phone));
      // The pet application is found by its own id, from the signup.
      await expectScreen(a, 'additionalServices', { heading: /^Adjust and finalize Biscuit's insurance policy$/ });
      await keepStandardCoverage(a);
      await expectScreen(a, 'welcome');
      await button(a, 'Go to my dashboard').click();
      await expectScreen(a, 'dashboard');
      await a.page.locator('main').getByText('$12,000.00').first().waitFor();
    },
  },
  {
    name: 'documents-needed-comes-back',
    phone: '5125550157',
    startPath: '/signin',
    async run(a) {
      await applyThroughApi(a.baseUrl, { phone: a.phone, ssn: '000-00-2001' });
      await signIn(a, emailOf(a.phone));
      await expectScreen(a, 'additionalInformation');
      // The document types the decision asks for come with the signup.
      const types = await field(a, 'Document type').locator('option').allInnerTexts();
      if (!types.includes('Proof of income') || !types.includes('Government-issued photo ID')) throw new Error(`Document types offered: ${JSON.stringify(types)}`);
      await uploadDocumentAndSubmit(a, 'additionalInformation');
    },
  },
  {
    name: 'petless-comes-back-at-the-quiz',
    phone: '5125550158',
    startPath: '/signin',
    async run(a) {
      // A pet too young, and a card already approved (000-00-3001): the quiz is next.
      await applyThroughApi(a.baseUrl, { phone: a.phone, ssn: '000-00-3001', petAge: '6_week_old' });
      await signIn(a, emailOf(a.phone));
      await answerQuiz(a);
      // No pet to insure: the Dashboard, not the add-ons.
      await expectScreen(a, 'dashboard');
    },
  },
  {
    name: 'close-start-over-and-back',
    phone: '5125550159',
    async run(a) {
      await startApplication(a);
      await verifyPhone(a);
      await expectScreen(a, 'about');
      // Close on the pet step: the Dashboard. Back: the pet step again, which works.
      await a.page.getByRole('button', { name: 'Close', exact: true }).first().click();
      await expectScreen(a, 'dashboard');
      await a.page.goBack();
      await describePet(a);
      await expectScreen(a, 'user', { heading: /^Your personal and financial details$/ });
      // Close again, then Start over from the Dashboard: a new start, and Back does not lead into
      // the application that was left behind. Back shows the Dashboard of nobody signed in; once
      // more, the details page of the discarded application leads to the start.
      await a.page.getByRole('button', { name: 'Close', exact: true }).first().click();
      await expectScreen(a, 'dashboard');
      await a.page.getByRole('button', { name: 'Start over', exact: true }).click();
      await a.page.getByRole('dialog').getByRole('button', { name: 'Yes, start over' }).click();
      await expectScreen(a, 'offerStart');
      await a.page.goBack();
      await expectScreen(a, 'dashboard');
      await a.page.getByRole('heading', { name: "You don't have a Zoomies card yet" }).waitFor();
      if (await a.page.getByText('Biscuit').count()) throw new Error('The Dashboard after Start over still shows the discarded application');
      await a.page.goBack();
      await expectScreen(a, 'offerStart');
      await a.page.goForward();
      await expectScreen(a, 'dashboard');
      await a.page.goBack();
      await expectScreen(a, 'offerStart');
      // And the page still works: a new application starts.
      await field(a, 'Phone number').fill(a.phone);
      await field(a, 'Date of birth').fill('0115');
      await button(a, 'Next').click();
      await a.recorder.waitForState('verify');
    },
  },
  {
    name: 'a-screen-that-fails-to-load-then-loads',
    phone: '5125550119',
    async run(a) {
      await startApplication(a);
      await expectScreen(a, 'verify');
      // The pet step's code cannot be fetched while the network is down (a deploy in between, say).
      let networkDown = true;
      await a.page.route(/\/assets\/about\.screen[^/]*\.js$/, (route) => (networkDown ? route.abort('connectionreset') : route.fallback()));
      await field(a, '4-digit code').fill(await latestCode(a));
      await a.page.getByRole('heading', { level: 1, name: "We couldn't load this page" }).waitFor();
      await a.page.locator('main').getByText('Nothing you entered has been lost.').waitFor();
      networkDown = false;
      await button(a, 'Try again').click();
      await expectScreen(a, 'about');
    },
  },
  {
    // The details give the email of an account made on an earlier application (another phone): the
    // application joins that account, no new login comes back (first document: tokens, identity and
    // analytics only when a token is returned), and the applicant goes on to their offer.
    name: 'details-with-the-email-of-an-account-join-it',
    phone: '7375550165',
    async run(a) {
      const earlierPhone = '7375550166';
      await applyThroughApi(a.baseUrl, { phone: earlierPhone, ssn: '123-45-7166' });
      await startApplication(a);
      await verifyPhone(a);
      await describePet(a);
      await typePersonalDetails(a, { ssn: '123-45-7165', email: emailOf(earlierPhone) });
      await a.recorder.waitForTransition('onboarding.user.submitting:xstate.done.actor.completeApplication:1');
      await expectScreen(a, 'acceptOffer');
    },
  },
];
