import { button, expectScreen, type Applicant } from './applicant.ts';
import { acceptOffer, addVetVisitsAndFinalize, CARDS, continueWithoutPet, describePet, goToDashboard, keepStandardCoverage, payWithCard, signIn, startApplication, typePersonalDetails, verifyPhone } from './applicant-actions.ts';
import { applyThroughApi, emailOf } from './earlier-visit.ts';
import type { Scenario } from './scenarios.ts';
import { urlForRoute } from '../../machines/route-table.ts';

// The second document's payment details and smaller gaps, walked in Chromium against the real
// server: the payment_failure report, the return from a 3-D Secure redirect, the monthly amounts,
// the rewards modal, the sample policies link and the Dashboard's waiting periods. The phones use
// another area code (737) than the other walks: each person has their own number.

/** Stripe's test card that authenticates by redirect (the sandbox's 3-D Secure page). */
const REDIRECT_CARD = '4000000000003063';
const AUTHENTICATION_THEN_DECLINED = '4000008400001629';
const INSUFFICIENT_FUNDS = '4000000000009995';
const AUTHENTICATION_FAILED = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

/** An approved applicant who answered the quiz, signed in on the add-ons page. */
async function atTheAddOns(a: Applicant, ssn: string, options: { recordAnalytics?: boolean } = {}): Promise<void> {
  await applyThroughApi(a.baseUrl, { phone: a.phone, ssn, acceptOffer: true, answerQuiz: true });
  await signIn(a, emailOf(a.phone));
  await expectScreen(a, 'additionalServices');
  if (options.recordAnalytics) {
    await recordAnalytics(a);
    await expectScreen(a, 'additionalServices');
  }
}

/**
 * Records the analytics batches the page sends to the collector (the request's body, read in the
 * page: the browser does not show a streamed body to the test). Installed for the next page load:
 * the walk reloads the page, which keeps its place in the flow.
 */
async function recordAnalytics(a: Applicant): Promise<void> {
  await a.page.addInitScript(() => {
    const sent: string[] = [];
    (window as unknown as { __analyticsBatches: string[] }).__analyticsBatches = sent;
    const original = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      if (input instanceof Request && input.url.endsWith('/api/analytics/')) void input.clone().text().then((text) => sent.push(text));
      else if (String(input).endsWith('/api/analytics/') && typeof init?.body === 'string') sent.push(init.body);
      return original(input, init);
    };
  });
  await a.page.reload();
}

/** The newest payment_failure report the page sent to the collector. */
async function paymentFailureReport(a: Applicant): Promise<Record<string, unknown>> {
  const handle = await a.page.waitForFunction(
    () => {
      const batches = (window as unknown as { __analyticsBatches?: string[] }).__analyticsBatches ?? [];
      const reports = batches.flatMap((text) => (JSON.parse(text) as { batch: { event?: string; properties?: unknown }[] }).batch).filter((m) => m.event === 'payment_failure');
      return reports.length > 0 ? JSON.stringify(reports[reports.length - 1]?.properties) : null;
    },
    null,
    { timeout: 15_000 },
  );
  return JSON.parse((await handle.jsonValue()) as string) as Record<string, unknown>;
}

function expectReport(report: Record<string, unknown>, expected: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(expected)) {
    const actual = report[key];
    const ok = value instanceof RegExp ? typeof actual === 'string' && value.test(actual) : actual === value;
    if (!ok) throw new Error(`payment_failure.${key} is ${JSON.stringify(actual)}, expected ${String(value)} (report: ${JSON.stringify(report)})`);
  }
  const keys = ['type', 'code', 'decline_code', 'message', 'param', 'setup_intent_id', 'payment_method_id', 'plan_purchase_id', 'quote_id'];
  const missing = keys.filter((key) => !(key in report));
  if (missing.length > 0) throw new Error(`payment_failure lacks ${missing.join(', ')}`);
}

/** Pays with the redirect card: the page leaves for the sandbox's 3-D Secure page. */
async function payAndGoToTheBank(a: Applicant): Promise<void> {
  await payWithCard(a, REDIRECT_CARD);
  await a.page.waitForURL((url) => url.pathname === '/sandbox/authenticate', { timeout: 15_000 });
  await a.page.getByRole('heading', { level: 1, name: '3D Secure test page' }).waitFor();
}

async function paymentAlert(a: Applicant, text: string): Promise<void> {
  await a.page.locator('main').getByRole('alert').filter({ hasText: text }).first().waitFor({ timeout: 15_000 });
  await a.recorder.waitForState('payment.entering');
}

export const SPEC_GAPS_PAYMENT: Scenario[] = [
  {
    name: 'payment-failure-reports-the-decline',
    phone: '7375550120',
    startPath: '/signin',
    async run(a) {
      await atTheAddOns(a, '123-45-7120', { recordAnalytics: true });
      await addVetVisitsAndFinalize(a);
      await payWithCard(a, CARDS.declined);
      await paymentAlert(a, 'Your card was declined.');
      expectReport(await paymentFailureReport(a), {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
        setup_intent_id: /^seti_/,
        plan_purchase_id: /./,
        quote_id: /./,
      });
    },
  },
  {
    name: 'payment-failure-reports-insufficient-funds-then-pays',
    phone: '7375550121',
    startPath: '/signin',
    async run(a) {
      await atTheAddOns(a, '123-45-7121', { recordAnalytics: true });
      await addVetVisitsAndFinalize(a);
      await payWithCard(a, INSUFFICIENT_FUNDS);
      await paymentAlert(a, 'Your card has insufficient funds.');
      expectReport(await paymentFailureReport(a), { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', param: null });
      await payWithCard(a, CARDS.succeeds);
      await expectScreen(a, 'welcome');
    },
  },
  {
    name: 'payment-failure-after-authentication-in-the-page',
    phone: '7375550122',
    startPath: '/signin',
    async run(a) {
      await atTheAddOns(a, '123-45-7122', { recordAnalytics: true });
      await addVetVisitsAndFinalize(a);
      await payWithCard(a, AUTHENTICATION_THEN_DECLINED);
      const dialog = a.page.getByRole('dialog', { name: "Confirm it's you" });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Complete authentication' }).click();
      await paymentAlert(a, 'Your card was declined.');
      expectReport(await paymentFailureReport(a), { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', setup_intent_id: /^seti_/ });
    },
  },
  {
    name: 'payment-redirect-3ds-completes-and-continues',
    phone: '7375550123',
    startPath: '/signin',
    async run(a) {
      await atTheAddOns(a, '123-45-7123');
      await addVetVisitsAndFinalize(a);
      await payAndGoToTheBank(a);
      await a.page.getByRole('button', { name: 'Complete authentication' }).click();
      // Back at the payment redirect route with Stripe's query: the SetupIntent is retrieved, not "not ready".
      await a.page.waitForURL((url) => url.searchParams.has('setup_intent_client_secret') || !url.pathname.includes('/payment/'), { timeout: 15_000 });
      await expectScreen(a, 'welcome');
      if ((await a.page.getByText('The payment form is not ready yet').count()) > 0) throw new Error('The return showed "not ready"');
    },
  },
  {
    name: 'payment-redirect-3ds-fails-then-another-card',
    phone: '7375550124',
    startPath: '/signin',
    async run(a) {
      await atTheAddOns(a, '123-45-7124');
      await addVetVisitsAndFinalize(a);
      await payAndGoToTheBank(a);
      await a.page.getByRole('button', { name: 'Fail authentication' }).click();
      await expectScreen(a, 'payment');
      await paymentAlert(a, AUTHENTICATION_FAILED);
      // The URL no longer carries the SetupIntent: a reload does not read it again.
      if (new URL(a.page.url()).searchParams.has('setup_intent')) throw new Error(`The URL still carries the SetupIntent: ${a.page.url()}`);
      await payWithCard(a, CARDS.succeeds);
      await expectScreen(a, 'welcome');
    },
  },
  {
    name: 'payment-redirect-3ds-fails-and-is-reported',
    phone: '7375550125',
    startPath: '/signin',
    async run(a) {
      await atTheAddOns(a, '123-45-7125', { recordAnalytics: true });
      await addVetVisitsAndFinalize(a);
      await payAndGoToTheBank(a);
      await a.page.getByRole('button', { name: 'Fail authentication' }).click();
      await paymentAlert(a, AUTHENTICATION_FAILED);
      expectReport(await paymentFailureReport(a), { type: 'invalid_request_error', code: 'setup_intent_authentication_failure', setup_intent_id: /^seti_/, plan_purchase_id: /./ });
    },
  },
  {
    name: 'payment-redirect-3ds-monthly-with-the-monthly-amount',
    phone: '7375550126',
    startPath: '/signin',
    async run(a) {
      await atTheAddOns(a, '123-45-7126');
      await addVetVisitsAndFinalize(a);
      await expectScreen(a, 'payment');
      // Vet visits are $150 a year: paid monthly, the instalment the server charges, with its cents.
      await a.page.locator('main').getByRole('button', { name: 'Pay monthly instead ($12.50 per month)' }).click();
      await a.recorder.waitForState('payment.entering');
      await a.page.locator('main').getByRole('button', { name: 'Pay $12.50' }).waitFor();
      await payAndGoToTheBank(a);
      await a.page.getByRole('button', { name: 'Complete authentication' }).click();
      await goToDashboard(a);
    },
  },
  {
    name: 'dashboard-waiting-periods-from-the-state-config',
    phone: '7375550127',
    startPath: '/signin',
    async run(a) {
      await atTheAddOns(a, '123-45-7127');
      await keepStandardCoverage(a);
      await goToDashboard(a);
      // Texas: the server's state config (3 / 14 / 180 days), read through GET /api/state_configs/.
      const main = a.page.locator('main');
      await main.getByRole('heading', { name: 'Waiting periods in TX' }).waitFor();
      for (const text of ['Accidents: 3 days', 'Illnesses: 14 days', 'Cruciate ligament: 180 days']) await main.getByText(text).waitFor();
    },
  },
  {
    name: 'insurance-page-links-the-sample-policies',
    phone: '7375550128',
    startPath: '/signin',
    async run(a) {
      await atTheAddOns(a, '123-45-7128');
      const link = a.page.locator('main').getByRole('link', { name: /Read our sample policies/ });
      const [samples] = await Promise.all([a.page.context().waitForEvent('page'), link.click()]);
      await samples.waitForLoadState();
      await samples.getByRole('heading', { level: 1, name: 'Sample policies' }).waitFor();
      // The applicant's page stays where it was.
      await expectScreen(a, 'additionalServices');
      await samples.close();
    },
  },
  {
    name: 'accept-offer-points-bonus-and-calculator-comparison',
    phone: '7375550129',
    startPath: '/signin',
    async run(a) {
      await applyThroughApi(a.baseUrl, { phone: a.phone, ssn: '123-45-7129' });
      await signIn(a, emailOf(a.phone));
      await expectScreen(a, 'acceptOffer');
      const main = a.page.locator('main');
      await main.getByText('$200 of rewards in the first month').waitFor();
      await button(a, 'What would extra insurance cost?').click();
      const calculator = a.page.getByRole('dialog', { name: 'Insurance calculator' });
      await calculator.getByRole('checkbox', { name: /Vet visits/ }).waitFor();
      // Each add-on's comparison: the percent of plans that include it.
      await calculator.getByText(/^Chosen in \d+% of plans$/).first().waitFor();
      await calculator.getByRole('checkbox', { name: /Vet visits/ }).check();
      await calculator.getByRole('button', { name: 'Show my total' }).click();
      await calculator.getByText('Your total: $150.00 a year, or $212.50 a month.').waitFor();
      await calculator.getByRole('button', { name: 'Close' }).click();
      await acceptOffer(a);
      await expectScreen(a, 'congratulations');
    },
  },
  {
    name: 'petless-offer-how-rewards-work',
    phone: '7375550130',
    async run(a) {
      await startApplication(a);
      await verifyPhone(a);
      await describePet(a, { age: '1 week old' });
      await continueWithoutPet(a);
      await typePersonalDetails(a, { ssn: '123-45-7130' });
      await expectScreen(a, 'acceptOffer');
      await a.page.locator('main').getByText('$200 of rewards in the first month').waitFor();
      await button(a, 'How do rewards work?').click();
      const rewards = a.page.getByRole('dialog', { name: 'How do rewards work?' });
      await rewards.getByText('$200 of rewards in the first month').waitFor();
      await rewards.getByText(/3x points on pet purchases/).waitFor();
      if ((await a.page.getByRole('dialog', { name: 'Why Zoomies?' }).count()) > 0) throw new Error('How_Rewards_Work opened "Why Zoomies?"');
      await rewards.getByRole('button', { name: 'Close' }).click();
      await button(a, 'Why choose Zoomies?').click();
      await a.page.getByRole('dialog', { name: 'Why Zoomies?' }).waitFor();
    },
  },
  {
    // Decision 0050: a payment link of a card with no pet application (the pet too young: the card
    // went on without insurance) has nothing to pay for: the Dashboard, and no purchase is created.
    name: 'payment-link-of-a-card-without-insurance-goes-to-the-dashboard',
    phone: '7375550167',
    startPath: '/signin',
    async run(a) {
      const visit = await applyThroughApi(a.baseUrl, { phone: a.phone, ssn: '123-45-7167', petAge: '2_week_old', acceptOffer: true });
      await signIn(a, emailOf(a.phone));
      await a.page.waitForURL((url) => !url.pathname.startsWith('/signin'));
      const purchases: string[] = [];
      a.page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/plan_purchase')) purchases.push(request.url());
      });
      const link = urlForRoute('onboard.card.PaymentRedirect', { originationId: visit.originationId, quoteId: 'a-quote-from-an-old-email' });
      if (!link) throw new Error('No payment URL');
      await a.page.goto(`${a.baseUrl}${link}`);
      await a.recorder.waitForTransition('onboarding.payment.checkingApplication:always:0');
      await expectScreen(a, 'dashboard');
      if (purchases.length > 0) throw new Error(`A purchase was created for a card without insurance: ${purchases.join(', ')}`);
    },
  },
];
