import { expectScreen, failNext, field, button, latestCode, latestLink, type Applicant } from './applicant.ts';
import {
  acceptOffer,
  addVetVisitsAndFinalize,
  answerQuiz,
  CARDS,
  continueAfterApproval,
  continueWithoutPet,
  describePet,
  expectNotPreQualified,
  fillFinances,
  giveAnotherAddress,
  goToDashboard,
  keepStandardCoverage,
  payWithCard,
  seeCardDeclined,
  signIn,
  startApplication,
  typePersonalDetails,
  uploadDocumentAndSubmit,
  verifyPhone,
  type PetInput,
} from './applicant-actions.ts';
import { COMING_BACK, declinedAgainOnAnotherDevice } from './coming-back.scenarios.ts';
import { SPEC_GAPS_CODES } from './spec-gaps-codes.scenarios.ts';
import { SPEC_GAPS_PAYMENT } from './spec-gaps-payment.scenarios.ts';
import { SPEC_GAPS_INSURANCE } from './spec-gaps-insurance.scenarios.ts';
import { DOCUMENTS_SCENARIOS } from './documents.scenarios.ts';
import { SPEC_GAPS_ADD_ONS } from './spec-gaps-add-ons.scenarios.ts';
import { SESSION_AND_FAILURES } from './session-and-failures.scenarios.ts';
import { ORDER_AND_TIMING } from './order-and-timing.scenarios.ts';
import { KEYBOARD_AND_MOTION } from './keyboard-and-motion.scenarios.ts';

// The walks, each a person with their own phone number (rate limits are per recipient), chosen so
// that together they reach every screen and every sandbox outcome of SANDBOX.md.

export interface Scenario {
  name: string;
  /** Ten digits. 555-0100..0109 have identities on file; 0110..0169 are typed identities. */
  phone: string;
  /** 390x844 instead of a desktop window. */
  phoneViewport?: boolean;
  /** Installs Playwright's fake clock before the app loads (to fast-forward time-outs). */
  fakeClock?: boolean;
  /** Where the person lands (default '/'); null: the run opens its own pages. */
  startPath?: string | null;
  run(applicant: Applicant): Promise<void>;
}

/** Start → verify → pet → typed personal details with this SSN (SANDBOX.md picks the outcome). */
async function typedApplicant(applicant: Applicant, ssn: string, pet: PetInput = {}): Promise<void> {
  await startApplication(applicant);
  await verifyPhone(applicant);
  await describePet(applicant, pet);
  await typePersonalDetails(applicant, { ssn });
  await applicant.recorder.waitForState('preprocessing');
}

/** Through the offer to the approval decision. */
async function acceptedOffer(applicant: Applicant, ssn: string): Promise<void> {
  await typedApplicant(applicant, ssn);
  await acceptOffer(applicant);
  await applicant.recorder.waitForState('processing');
}

const PREQUALIFICATION_DECLINES: [string, string][] = [
  ['000-00-1001', 'ko_blocklist'],
  ['000-00-1002', 'ko_fraud_risk'],
  ['000-00-1003', 'ko_minor'],
  ['000-00-1004', 'ko_bankruptcy'],
  ['000-00-1005', 'ko_dti'],
  ['000-00-1006', 'ko_vantage'],
  ['000-00-1007', 'ko_income'],
  ['000-00-1008', 'ko_zoomies_model'],
  ['000-00-1009', 'ko_frozen_file'],
  ['000-00-2002', 'unknown_document'],
  ['000-00-2004', 'manual_review'],
];

export const SCENARIOS: Scenario[] = [
  {
    name: 'types-the-phone-before-the-page-is-live',
    phone: '7375550163',
    phoneViewport: true,
    startPath: null,
    async run(a) {
      // A slow phone: the offer page is painted and usable while its scripts are still on the way.
      let scriptsArrive = () => {};
      const typed = new Promise<void>((resolve) => (scriptsArrive = resolve));
      await a.page.route(/\/assets\/first-screen-[\w-]+\.js$/, async (route) => {
        await typed;
        await route.continue();
      });
      await a.page.goto(`${a.baseUrl}/`);
      await field(a, 'Phone number').fill(a.phone);
      await field(a, 'Date of birth').fill('0115');
      scriptsArrive();
      // Once the page is live, the form has what they typed: it shows the number formatted.
      await a.page.waitForFunction((shown) => document.querySelector<HTMLInputElement>('input[name="phone"]')?.value === shown, '(737) 555-0163');
      await expectScreen(a, 'offerStart');
      await button(a, 'Next').click();
      await verifyPhone(a);
      await expectScreen(a, 'about');
    },
  },
  {
    name: 'prefilled-identity-approved-no-changes',
    phone: '5125550100',
    async run(a) {
      await startApplication(a, '01/15');
      await verifyPhone(a);
      await describePet(a);
      await expectScreen(a, 'user', { heading: /^Please confirm your details$/ });
      // Month and day are on file; the applicant adds the year and confirms the SSN's last four.
      await field(a, 'Year').fill('1990');
      await field(a, 'Last four of your SSN').fill('0100');
      const income = field(a, 'Annual income');
      if (!(await income.inputValue())) await fillFinances(a, '60000');
      await button(a, 'Next').click();
      await acceptOffer(a);
      await continueAfterApproval(a);
      await answerQuiz(a);
      await keepStandardCoverage(a);
      await goToDashboard(a);
    },
  },
  {
    name: 'approved-with-add-ons-and-authentication',
    phone: '5125550111',
    async run(a) {
      await acceptedOffer(a, '123-45-6789');
      await continueAfterApproval(a);
      await answerQuiz(a);
      // A reload keeps the countdown and the screen; the confirm modal can be dismissed.
      await expectScreen(a, 'additionalServices');
      await a.page.reload();
      await button(a, 'Finalize my coverage').click();
      await a.page.getByRole('dialog').getByRole('button', { name: 'Keep adjusting' }).click();
      await addVetVisitsAndFinalize(a);
      await expectScreen(a, 'payment');
      await button(a, 'Back to coverage options').click();
      await expectScreen(a, 'additionalServices');
      await button(a, 'Finalize my coverage').click();
      await a.page.getByRole('dialog').getByRole('button', { name: 'Finalize my coverage', exact: true }).click();
      await expectScreen(a, 'payment');
      await a.page.locator('main').getByRole('button', { name: /^Pay monthly instead/ }).click();
      await a.recorder.waitForState('payment.entering');
      await payWithCard(a, CARDS.authentication);
      await goToDashboard(a);
    },
  },
  {
    name: 'declined-card-then-good-card',
    phone: '5125550112',
    phoneViewport: true,
    async run(a) {
      await acceptedOffer(a, '123-45-6790');
      await continueAfterApproval(a);
      await answerQuiz(a);
      await addVetVisitsAndFinalize(a);
      await payWithCard(a, CARDS.declined);
      await seeCardDeclined(a);
      await payWithCard(a, CARDS.succeeds);
      await expectScreen(a, 'welcome');
    },
  },
  {
    name: 'petless-applicant-too-young',
    phone: '5125550113',
    phoneViewport: true,
    async run(a) {
      await startApplication(a);
      await verifyPhone(a);
      await describePet(a, { age: '1 week old' });
      await continueWithoutPet(a);
      await typePersonalDetails(a, { ssn: '123-45-6791' });
      await acceptOffer(a);
      await continueAfterApproval(a);
      await answerQuiz(a);
      // A pet decline reason ends at the Dashboard: there is no policy to adjust.
      await expectScreen(a, 'dashboard');
    },
  },
  {
    name: 'pet-with-health-conditions-tries-another-pet',
    phone: '5125550114',
    async run(a) {
      await startApplication(a);
      await verifyPhone(a);
      await describePet(a, { healthConditions: true });
      await expectScreen(a, 'petlessOffer');
      await button(a, 'Try another pet').click();
      await expectScreen(a, 'getStarted');
    },
  },
  ...PREQUALIFICATION_DECLINES.map(([ssn, status], i): Scenario => ({
    name: `not-pre-qualified-${status}`,
    phone: `51255501${20 + i}`,
    phoneViewport: i % 2 === 1,
    async run(a) {
      await typedApplicant(a, ssn);
      // One walk reloads the page while the decision is pending: the restored flow resumes polling.
      if (status === 'ko_dti') await a.page.reload();
      await expectNotPreQualified(a, status);
      await declinedAgainOnAnotherDevice(a, status);
    },
  })),
  {
    name: 'approval-declined-ko_vantage',
    phone: '5125550140',
    async run(a) {
      await acceptedOffer(a, '000-00-4001');
      await expectNotPreQualified(a, 'ko_vantage');
      await declinedAgainOnAnotherDevice(a, 'ko_vantage');
    },
  },
  {
    name: 'approval-manual-review',
    phone: '5125550141',
    async run(a) {
      await acceptedOffer(a, '000-00-4002');
      await expectNotPreQualified(a, 'manual_review');
      await declinedAgainOnAnotherDevice(a, 'manual_review');
    },
  },
  {
    name: 'documents-needed',
    phone: '5125550142',
    phoneViewport: true,
    async run(a) {
      await typedApplicant(a, '000-00-2001');
      await uploadDocumentAndSubmit(a, 'additionalInformation');
    },
  },
  {
    name: 'unsupported-address',
    phone: '5125550143',
    async run(a) {
      await typedApplicant(a, '000-00-2003');
      await giveAnotherAddress(a);
      await uploadDocumentAndSubmit(a, 'uploadDocument');
    },
  },
  {
    name: 'decision-time-out',
    phone: '5125550144',
    fakeClock: true,
    async run(a) {
      await typedApplicant(a, '000-00-5001');
      await expectScreen(a, 'preprocessing');
      // No decision ever comes: 31 s later the applicant is told, instead of waiting forever.
      await a.page.clock.fastForward(32_000);
      await a.recorder.waitForState('preprocessing.timedOut');
      await expectScreen(a, 'preprocessing', { heading: /^This is taking longer than usual$/ });
      await button(a, 'Try again').click();
      await a.recorder.waitForState('preprocessing.fetching');
    },
  },
  {
    name: 'wrong-code-then-rate-limited-resend-then-right-code',
    phone: '5125550145',
    async run(a) {
      await startApplication(a);
      await expectScreen(a, 'verify');
      const code = await latestCode(a);
      await field(a, '4-digit code').fill(code === '0000' ? '1111' : '0000');
      await a.page.getByText('Wrong code. Please try again').first().waitFor();
      // A new code within 30 s of the last one: the applicant is told how long to wait, and the
      // code already sent can still be typed.
      await button(a, 'Send a new code').click();
      await a.page.getByText(/Please wait \d+ seconds before requesting a new code\./).first().waitFor();
      await a.recorder.waitForState('verify.entering');
      await field(a, '4-digit code').fill(code);
      await expectScreen(a, 'about');
    },
  },
  {
    name: 'own-six-digit-code',
    phone: '5125550170',
    async run(a) {
      await startApplication(a);
      await expectScreen(a, 'verifyOwn', { heading: /^Enter your verification code$/ });
      const input = field(a, '6-digit code');
      await input.waitFor();
      const code = await latestCode(a);
      await input.fill(code === '000000' ? '111111' : '000000');
      await a.page.getByText('Wrong code. Please try again').first().waitFor();
      await input.fill(code);
      await expectScreen(a, 'about');
    },
  },
  {
    name: 'phone-check-fails',
    phone: '5125550180',
    phoneViewport: true,
    async run(a) {
      await startApplication(a);
      await a.recorder.waitForState('verify.failed');
      await expectScreen(a, 'verify');
      await a.page.getByText("We're having trouble verifying your number").first().waitFor();
      // The sandbox panel starts folded; opened, it shows the outbox and passes the audit too.
      const panel = a.page.getByRole('complementary', { name: 'Sandbox tools' });
      if (await panel.getByRole('region', { name: 'Outbox' }).isVisible()) throw new Error('The sandbox panel is open before Show is pressed');
      await panel.getByRole('button', { name: 'Show' }).click();
      await panel.getByRole('region', { name: 'Outbox' }).waitFor();
      await expectScreen(a, 'verify');
    },
  },
  {
    name: 'already-registered-phone',
    phone: '5125550190',
    async run(a) {
      await startApplication(a);
      await expectScreen(a, 'verify');
      await a.page.getByText('You have already registered this phone number, an additional code has been sent.').first().waitFor();
      await verifyPhone(a);
      await expectScreen(a, 'about');
    },
  },
  {
    name: 'phone-linked-to-an-account',
    phone: '5125550191',
    async run(a) {
      await startApplication(a);
      await a.recorder.waitForState('verify.failed');
      await a.page.getByText(/already linked to an account/).first().waitFor();
      // No code to type: the way forward is the contact link.
      await a.page.locator('main').getByRole('link', { name: 'Contact us' }).waitFor();
      if ((await field(a, '4-digit code').count()) > 0) throw new Error('The code input is still offered to a linked phone');
      await expectScreen(a, 'verify');
    },
  },
  {
    name: 'get-started-entry-returning-approved',
    phone: '5125550146',
    startPath: '/signup/start',
    async run(a) {
      await expectScreen(a, 'getStarted');
      await field(a, 'Phone number').fill(a.phone);
      await field(a, 'Date of birth').fill('0115');
      await button(a, 'Next').click();
      await verifyPhone(a);
      await describePet(a);
      await typePersonalDetails(a, { ssn: '000-00-3001' });
      // Already approved: straight to the insurance question.
      await answerQuiz(a);
      await expectScreen(a, 'additionalServices');
    },
  },
  {
    name: 'returning-applicant-user-exists',
    phone: '5125550147',
    phoneViewport: true,
    async run(a) {
      await typedApplicant(a, '000-00-4003');
      await acceptOffer(a);
      await a.page.getByText(/previously started your Zoomies credit card application/).first().waitFor();
      await expectScreen(a, 'acceptOffer');
    },
  },
  {
    name: 'mobile-instant-link',
    phone: '5125550148',
    phoneViewport: true,
    startPath: '/?flowType=mobile',
    async run(a) {
      // Sending the link fails once: the person sends it again.
      await failNext(a, 'POST', /\/api\/auth_handoff\/$/);
      await startApplication(a);
      await a.recorder.waitForState('instalink.failed');
      await expectScreen(a, 'instalink');
      await button(a, 'Send the link again').click();
      await a.recorder.waitForState('instalink.sent');
      // The link from the message continues the same application at the pet step.
      await a.page.goto(await latestLink(a));
      await expectScreen(a, 'about');
      // Back, in the tab that opened the link: the page (reloaded, without the held proof) asks for a
      // link, hears "already verified" and goes on at the pet step; no second link goes out
      // (decisions 0062, 0075).
      const answers: number[] = [];
      a.page.on('response', (response) => {
        if (response.request().method() === 'POST' && /\/api\/auth_handoff\/$/.test(response.url())) answers.push(response.status());
      });
      await a.page.goBack();
      await expectScreen(a, 'about');
      if (answers.some((status) => status !== 409)) throw new Error(`Back to the link page asked for a link and got ${answers.join(', ')}`);
      if (await a.page.getByText('Please wait').count()) throw new Error('Back to the link page shows a refusal nobody asked for');
    },
  },
  {
    name: 'returning-applicant-signs-in-by-email',
    phone: '5125550149',
    async run(a) {
      await typedApplicant(a, '000-00-5001');
      // Start over from the header (confirmed), then apply again with the same phone: sign in first.
      await a.page.getByRole('button', { name: 'Start over', exact: true }).click();
      await a.page.getByRole('dialog').getByRole('button', { name: 'Yes, start over' }).click();
      await startApplication(a);
      await signIn(a, `alex.${a.phone}@example.com`);
      // Signed in, the start page first looks up the account's applications and resumes the open one.
      await a.page.goto(`${a.baseUrl}/`);
      await expectScreen(a, 'preprocessing');
      if (![...a.recorder.record.states].some((id) => id.endsWith('offerStart.lookingUp'))) throw new Error('A signed-in start did not look up the applications');
      await a.page.goto(`${a.baseUrl}/signup/start`);
      await expectScreen(a, 'preprocessing');
      if (![...a.recorder.record.states].some((id) => id.endsWith('getStarted.lookingUp'))) throw new Error('A signed-in get-started did not look up the applications');
    },
  },
  {
    name: 'blackout-state-goes-to-the-waitlist',
    phone: '5125550150',
    async run(a) {
      await startApplication(a);
      await verifyPhone(a);
      await expectScreen(a, 'about');
      await field(a, 'Street address').fill('400 Broad St');
      await field(a, 'City').fill('Seattle');
      await field(a, 'State').selectOption({ label: 'Washington' });
      await field(a, 'Zip code').fill('98109');
      await describePet(a);
      await a.recorder.waitForState('waitlist');
      // Without WAITLIST_URL the server's own waitlist page stands in for the external form.
      await a.page.waitForURL(`${a.baseUrl}/waitlist`);
      await a.page.getByRole('heading', { name: 'Join the Zoomies waitlist' }).waitFor();
    },
  },
  {
    name: 'sms-code-instead-then-close',
    phone: '5125550151',
    async run(a) {
      await startApplication(a);
      await expectScreen(a, 'verify');
      await field(a, '4-digit code').waitFor();
      await button(a, 'Text me a 6-digit code instead').click();
      await expectScreen(a, 'verifyOwn', { heading: /^Enter your verification code$/ });
      await a.recorder.waitForState('verifyOwn.entering');
      // Our own code is another channel than the partner's, sent seconds ago: its input shows at once.
      await field(a, '6-digit code').waitFor({ state: 'visible' });
      // The close button leaves the application for the Dashboard.
      await a.page.getByRole('button', { name: 'Close', exact: true }).first().click();
      await expectScreen(a, 'dashboard', { heading: /./ });
    },
  },
  {
    name: 'policy-window-closes-after-24-hours',
    phone: '5125550152',
    fakeClock: true,
    async run(a) {
      await acceptedOffer(a, '123-45-6792');
      await continueAfterApproval(a);
      await answerQuiz(a);
      await expectScreen(a, 'additionalServices');
      // A policy option (not a coverage): higher coinsurance, among all the options.
      await button(a, 'See all options').click();
      await button(a, 'Add higher coinsurance').click();
      await button(a, 'Remove higher coinsurance').waitFor();
      // A day later the window to adjust is over: the policy keeps its standard coverage.
      await a.page.clock.fastForward('24:00:05');
      await a.recorder.waitForState('additionalServices.finalized');
    },
  },
  {
    name: 'service-failures-then-try-again',
    phone: '5125550153',
    async run(a) {
      await acceptedOffer(a, '123-45-6793');
      await continueAfterApproval(a);
      // The policy cannot be loaded once: the person reads why and tries again.
      await failNext(a, 'GET', /\/api\/applications\/[^/]+\/$/);
      await answerQuiz(a);
      await a.recorder.waitForState('additionalServices.loadFailed');
      await a.page.locator('main').getByRole('alert').waitFor();
      await button(a, 'Try again').click();
      // Preparing the payment fails once; trying again prepares it.
      await failNext(a, 'POST', /\/api\/plan_purchase\/$/);
      await addVetVisitsAndFinalize(a);
      await a.recorder.waitForState('payment.failed');
      await a.page.locator('main').getByRole('alert').waitFor();
      await button(a, 'Try again').click();
      // Completing the paid purchase fails once: the purchase is read again and paying again works.
      await failNext(a, 'PATCH', /\/api\/plan_purchase\/[^/]+\/complete\/$/);
      await payWithCard(a, CARDS.succeeds);
      await a.recorder.waitForState('payment.entering');
      await a.page.locator('main').getByRole('button', { name: /^Pay \$/ }).click();
      await expectScreen(a, 'welcome');
    },
  },
  {
    name: 'approval-time-out-after-reload',
    phone: '5125550154',
    fakeClock: true,
    async run(a) {
      await typedApplicant(a, '123-45-6794');
      await expectScreen(a, 'acceptOffer');
      // The decision service cannot be reached while the approval is pending.
      const signupDetail = /\/api\/v1\/card\/signup\/[^/]+\/$/;
      await failNext(a, 'GET', signupDetail, 1000);
      await acceptOffer(a);
      await expectScreen(a, 'processing');
      // A reload resumes the wait where it was (same deadline), then 31 s pass without a decision.
      await a.page.reload();
      await a.recorder.waitForState('processing');
      await a.page.clock.fastForward(32_000);
      await a.recorder.waitForState('processing.timedOut');
      await expectScreen(a, 'processing', { heading: /^This is taking longer than usual$/ });
      await a.page.unroute(signupDetail);
      await button(a, 'Try again').click();
      await expectScreen(a, 'congratulations');
    },
  },
  ...COMING_BACK,
  ...SPEC_GAPS_CODES,
  ...SPEC_GAPS_PAYMENT,
  ...SPEC_GAPS_INSURANCE,
  ...DOCUMENTS_SCENARIOS,
  ...SPEC_GAPS_ADD_ONS,
  ...SESSION_AND_FAILURES,
  ...ORDER_AND_TIMING,
  ...KEYBOARD_AND_MOTION,
];
