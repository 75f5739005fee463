import type { Request, Route } from 'playwright-core';
import { button, e164, expectScreen, type Applicant } from './applicant.ts';
import { CARDS, payWithCard, signIn } from './applicant-actions.ts';
import { applyThroughApi, emailOf, type EarlierVisit } from './earlier-visit.ts';
import type { Scenario } from './scenarios.ts';
import { injectFault } from './sandbox-faults.ts';

// The add-on page and its payment, walked in Chromium against the real server and checked against
// what the server stored: an option added without touching its radio buttons, the alternate
// payment path's phone, and the customer-support widget a configuration names. The phones use area
// code 830: each walk is a person with their own number.

/** An approved applicant who answered the quiz, signed in on the add-on page. */
export async function atTheAddOns(a: Applicant, ssn: string): Promise<EarlierVisit & { applicationId: string; read: (path: string) => Promise<Record<string, unknown>> }> {
  const visit = await applyThroughApi(a.baseUrl, { phone: a.phone, ssn, acceptOffer: true, answerQuiz: true });
  const token = visit.tokens?.access;
  if (!token) throw new Error('The earlier visit issued no sign-in');
  /** What the server stored, read with the applicant's own sign-in, as the app reads it. */
  const read = async (path: string) => {
    const response = await fetch(`${a.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  };
  const signup = (await read(`/api/v1/card/signup/${visit.originationId}/`)) as { pet_application: { id: string } | null };
  if (!signup.pet_application) throw new Error('The approved signup has no pet application');
  await signIn(a, emailOf(a.phone));
  await expectScreen(a, 'additionalServices');
  await a.recorder.waitForState('panel.idle');
  return { ...visit, applicationId: signup.pet_application.id, read };
}

const total = (a: Applicant) => a.page.locator('main').locator('.zo-total');

/** Waits until the stored pet application matches, as the page said it would. */
async function storedOptions(read: (path: string) => Promise<Record<string, unknown>>, applicationId: string, expected: Record<string, number>): Promise<void> {
  const data = (await read(`/api/applications/${applicationId}/`)).data as Record<string, number>;
  for (const [field, value] of Object.entries(expected)) {
    if (data[field] !== value) throw new Error(`The stored ${field} is ${data[field]}, the page showed ${value}`);
  }
}

/** The plan purchase the payment page created, from the server's own answer to the page. */
function watchPurchase(a: Applicant): () => string {
  let id: string | null = null;
  a.page.on('response', (response) => {
    if (response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/plan_purchase/' && response.ok()) {
      void response.json().then((body: { id?: string }) => (id = body.id ?? id));
    }
  });
  return () => {
    if (!id) throw new Error('The payment page created no plan purchase');
    return id;
  };
}

/** A stand-in for a support vendor's loader: it draws its launcher, as such a script does. */
const FAKE_WIDGET = `(() => {
  const launcher = document.createElement('button');
  launcher.type = 'button';
  launcher.textContent = 'Chat with support';
  launcher.setAttribute('data-fake-support-widget', '');
  document.body.append(launcher);
})();`;

export const SPEC_GAPS_ADD_ONS: Scenario[] = [
  {
    name: 'add-on-option-added-without-touching-its-radio-buttons',
    phone: '8305550110',
    startPath: '/signin',
    async run(a) {
      const { applicationId, read } = await atTheAddOns(a, '123-45-8310');
      const main = a.page.locator('main');
      await button(a, 'See all options').click();
      // The card shows the value Add will take: the first one that changes something.
      const deductible = main.getByRole('group', { name: 'New deductible' });
      if (!(await deductible.getByRole('radio', { name: '$250' }).isChecked())) throw new Error('No deductible is shown as chosen before Add');
      await button(a, 'Add lower deductible').click();
      await button(a, 'Remove lower deductible').waitFor();
      await a.recorder.waitForState('panel.idle');
      await main.getByRole('heading', { name: /Lower deductible\s*Added/ }).waitFor();
      await total(a).filter({ hasText: 'Additional coverage: $150.00 per year' }).waitFor();
      await storedOptions(read, applicationId, { deductible: 250, annual_limit: 10000 });

      const limit = main.getByRole('group', { name: 'New annual limit' });
      if (!(await limit.getByRole('radio', { name: '$25,000' }).isChecked())) throw new Error('No annual limit is shown as chosen before Add');
      await button(a, 'Add higher annual limit').click();
      await button(a, 'Remove higher annual limit').waitFor();
      await a.recorder.waitForState('panel.idle');
      await total(a).filter({ hasText: 'Additional coverage: $300.00 per year' }).waitFor();
      await storedOptions(read, applicationId, { deductible: 250, annual_limit: 25000 });
      // Another value of an option already added changes it at once.
      await deductible.getByRole('radio', { name: '$100' }).check();
      await a.recorder.waitForState('panel.idle');
      await a.page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
      await storedOptions(read, applicationId, { deductible: 100, annual_limit: 25000 });
    },
  },
  {
    name: 'payment-shows-the-monthly-instalment-the-server-charges',
    phone: '8305550111',
    startPath: '/signin',
    async run(a) {
      const { read } = await atTheAddOns(a, '123-45-8311');
      const purchaseId = watchPurchase(a);
      await button(a, 'Add vet visits').click();
      await button(a, 'Remove vet visits').waitFor();
      await total(a).filter({ hasText: 'Additional coverage: $150.00 per year' }).waitFor();
      await button(a, 'Finalize my coverage').click();
      await a.page.getByRole('dialog').getByRole('button', { name: 'Finalize my coverage', exact: true }).click();
      await expectScreen(a, 'payment');
      const main = a.page.locator('main');
      const summary = main.getByRole('region', { name: 'Summary' });
      await summary.getByText('$150.00', { exact: true }).waitFor();
      // Vet visits are $150 a year: paid monthly, $12.50 a month (never $212.50, the card-pricing display).
      await main.getByRole('button', { name: 'Pay monthly instead ($12.50 per month)' }).click();
      await a.recorder.waitForState('payment.entering');
      await summary.getByText('$12.50', { exact: true }).waitFor();
      const payButton = main.getByRole('button', { name: 'Pay $12.50' });
      await payButton.waitFor();
      if ((await a.page.getByText('$212.50').count()) > 0) throw new Error('The page still shows $212.50');
      await payWithCard(a, CARDS.succeeds);
      await expectScreen(a, 'welcome');
      // The same figures are what the server stored and charges.
      const stored = await read(`/api/plan_purchase/${purchaseId()}/`);
      const expected = { status: 'completed', payment_period: 'monthly', annual_total: 150, monthly_total: 12.5 };
      for (const [key, value] of Object.entries(expected)) {
        if (stored[key] !== value) throw new Error(`The stored purchase has ${key} ${JSON.stringify(stored[key])}, the page showed ${JSON.stringify(value)}`);
      }
    },
  },
  {
    name: 'alternate-payment-phone-is-stored-for-the-applicant',
    phone: '8305550112',
    startPath: '/signin',
    async run(a) {
      const { read } = await atTheAddOns(a, '123-45-8312');
      await button(a, 'Add vet visits').click();
      await button(a, 'Remove vet visits').waitFor();
      await a.recorder.waitForState('panel.idle');
      await button(a, 'Pay for add-ons with a different card').click();
      await expectScreen(a, 'payment');
      const phone = a.page.locator('main').getByLabel('Phone number', { exact: true });
      await phone.fill(a.phone);
      // The phone cannot be stored (our side fails): nothing is charged, the form says so.
      await injectFault(a.page, 'POST', /\/api\//, { call: 'registerPhone', fault: 503 });
      await payWithCard(a, CARDS.succeeds);
      await a.recorder.waitForTransition('onboarding.payment.registeringPhone:xstate.error.actor.registerPhone:2');
      await a.page.locator('main').getByRole('alert').filter({ hasText: 'Something went wrong. Press the submit button to try again' }).first().waitFor();
      await a.recorder.waitForState('payment.entering');
      // Stored now, then the card is declined: the next Pay finds the phone stored already (409
      // phone_exists), which is no failure: the payment goes on.
      await payWithCard(a, CARDS.declined);
      await a.page.locator('main').getByRole('alert').filter({ hasText: 'Your card was declined.' }).first().waitFor();
      await a.recorder.waitForState('payment.entering');
      await payWithCard(a, CARDS.succeeds);
      await a.recorder.waitForTransition('onboarding.payment.registeringPhone:xstate.error.actor.registerPhone:0');
      await expectScreen(a, 'welcome');
      const phones = (await read('/api/user_phone_number/')) as { results: { phone_number: string }[] };
      if (!phones.results.some((p) => p.phone_number === e164(a.phone))) throw new Error(`The phone was not stored: ${JSON.stringify(phones)}`);
    },
  },
  {
    name: 'support-widget-from-configuration-loads-on-the-add-on-page-only',
    phone: '8305550113',
    async run(a) {
      // The server configured with SUPPORT_WIDGET_URL: here its client configuration names a script
      // of the app's own origin (allowed by the page's CSP as it stands), served by the walk.
      const widgetUrl = `${a.baseUrl}/e2e-support-widget.js`;
      const widgetRequests: string[] = [];
      a.page.on('request', (request: Request) => {
        if (request.url() === widgetUrl) widgetRequests.push(new URL(a.page.url()).pathname);
      });
      await a.page.context().route('**/api/config/', async (route: Route) => {
        const response = await route.fetch();
        await route.fulfill({ response, json: { ...(await response.json()), support_widget_url: widgetUrl } });
      });
      await a.page.context().route(widgetUrl, (route: Route) => route.fulfill({ contentType: 'text/javascript', body: FAKE_WIDGET }));
      // The applicant's first screen, with the flow's code and its configuration loaded: no widget.
      const configRead = a.page.waitForResponse((response) => new URL(response.url()).pathname === '/api/config/', { timeout: 15_000 }).catch(() => null);
      await a.page.reload();
      await expectScreen(a, 'offerStart');
      await configRead;
      await a.page.waitForTimeout(1000);
      if (widgetRequests.length > 0) throw new Error(`The first screen loaded the support widget (${widgetRequests.join(', ')})`);

      await a.page.goto(`${a.baseUrl}/signin`);
      await atTheAddOns(a, '123-45-8313');
      await a.page.getByRole('button', { name: 'Chat with support' }).waitFor();
      if (widgetRequests.length !== 1) throw new Error(`The widget was requested ${widgetRequests.length} times`);
      // The widget stands in for the local panel.
      if ((await a.page.getByRole('heading', { name: 'Questions?' }).count()) > 0) throw new Error('The local panel is still shown beside the widget');
    },
  },
];
