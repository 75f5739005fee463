import { button, e164, expectScreen, type Applicant } from './applicant.ts';
import { CARDS, payWithCard, signIn } from './applicant-actions.ts';
import { applyThroughApi, emailOf, type EarlierVisit } from './earlier-visit.ts';
import type { Scenario } from './scenarios.ts';

// The add-on page and its payment, walked in Chromium against the real server and checked against
// what the server stored: the alternate payment path's phone. The phones use area code 830: each
// walk is a person with their own number.

/** An approved applicant who answered the quiz, signed in on the add-on page. */
async function atTheAddOns(a: Applicant, ssn: string): Promise<EarlierVisit & { applicationId: string; read: (path: string) => Promise<Record<string, unknown>> }> {
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

export const SPEC_GAPS_ADD_ONS: Scenario[] = [
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
      await payWithCard(a, CARDS.succeeds);
      await expectScreen(a, 'welcome');
      const phones = (await read('/api/user_phone_number/')) as { results: { phone_number: string }[] };
      if (!phones.results.some((p) => p.phone_number === e164(a.phone))) throw new Error(`The phone was not stored: ${JSON.stringify(phones)}`);
    },
  },
];
