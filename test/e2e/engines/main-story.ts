import type { EnginePage, Name, Target } from '../../browser/engines/engine-page.ts';
import { untilTheFlowHasCome } from '../../browser/engines/flow-has-come.ts';
import { signInThroughApi } from '../earlier-visit.ts';
import type { CodeReader } from '../outbox.ts';
import { SCREEN_HEADINGS } from '../screen-expectations.ts';
import { readWhatIsStored } from './stored-records.ts';

// The applicant's main story, written once against the engine interface and walked in Chromium,
// Firefox and WebKit (sandbox mode), and in Chromium against a server in production mode
// (test/e2e/production/): start to welcome with a typed identity, and either one add-on (vet
// visits) and a card payment, or the insurance as offered. At each step it checks what the
// applicant reads (the heading, the credit limit, the APR, the add-on's price, the amount charged);
// at the end, what the server stored (through the API, as the applicant's account) and that the
// page reported no error.

export interface StoryContext {
  baseUrl: string;
  /** The server's mode: the sandbox panel shows in sandbox mode only. */
  mode: 'sandbox' | 'production';
  /** Ten digits: in the typed-identity range of SANDBOX.md (555-0110 to 0169) in sandbox mode. */
  phone: string;
  /** Where the texted and emailed codes are read: the outbox, or what the providers received. */
  readCode: CodeReader;
  /**
   * The insurance step: one add-on paid by card (the sandbox's card provider), or the policy as
   * offered, nothing to pay (production mode without Stripe's keys has no card provider: decision 0068).
   */
  insurance: 'vet visits paid by card' | 'as offered';
  /** Takes a screenshot named after the step (the run keeps the last one for a failure report). */
  snap(step: string): Promise<void>;
  /** Says what the story is doing, for the log. */
  step(text: string): void;
}

/** The applicant's signed-in session at the end of the story (an API sign-in of their own). */
export interface StorySession {
  email: string;
  tokens: { access: string; refresh: string };
}

/** The typed identity's figures, from SANDBOX.md: 20% of a $60,000 income, and the fixed APR. */
const INCOME = 60_000;
const CREDIT_LIMIT = '$12,000';
const PURCHASE_APR = '26.24%';
const FIRST_NAME = 'Alex';
const PET = 'Biscuit';

const field = (label: string): Target => ({ label });
const button = (name: Name, within?: Target): Target => ({ role: 'button', name, ...(within ? { within } : {}) });
const main: Target = { role: 'main' };

/** The amounts with cents a text shows ($1,150.00 → 1150), in order. */
const dollarsIn = (text: string): number[] => [...text.matchAll(/\$([\d,]+\.\d{2})/g)].map((m) => Number((m[1] ?? '').replace(/,/g, '')));

function expectText(where: string, text: string, expected: string | RegExp): void {
  const found = typeof expected === 'string' ? text.includes(expected) : expected.test(text);
  if (!found) throw new Error(`${where}: expected ${String(expected)} in ${JSON.stringify(text.slice(0, 400))}`);
}

async function seeScreen(page: EnginePage, story: StoryContext, screen: keyof typeof SCREEN_HEADINGS, heading?: RegExp): Promise<string> {
  const pattern = heading ?? SCREEN_HEADINGS[screen];
  if (!pattern) throw new Error(`No heading known for the screen '${screen}'`);
  const text = await page.waitForHeading(pattern);
  await story.snap(screen);
  return text;
}

/** The sandbox panel, on every flow page in sandbox mode and nowhere in production. */
export const SANDBOX_PANEL: Target = { role: 'complementary', name: 'Sandbox tools' };

export async function applicantMainStory(page: EnginePage, story: StoryContext): Promise<StorySession> {
  const email = `alex.${story.phone}@example.com`;

  story.step('the offer page: phone and birthday');
  await page.goto(`${story.baseUrl}/`);
  await seeScreen(page, story, 'offerStart');
  // The offer page is painted before its scripts run; the story types once the flow is live.
  if (story.mode === 'sandbox') await page.waitFor(SANDBOX_PANEL);
  else await untilTheFlowHasCome(page);
  await page.type(field('Phone number'), story.phone);
  await page.type(field('Date of birth'), '0115');
  await page.click(button('Next'));

  story.step('the phone check: the code from the texts');
  await seeScreen(page, story, 'verify');
  await page.waitFor(field('4-digit code'));
  // A complete code is sent by itself.
  await page.type(field('4-digit code'), await story.readCode(`+1${story.phone}`, 'partner_code'));

  story.step('the pet and the home address');
  await seeScreen(page, story, 'about');
  await page.type(field('Pet name'), PET);
  await page.check(field('Dog'));
  await page.select(field('Pet age'), '3 years old');
  await page.type(field('Breed'), 'Beag');
  await page.click({ role: 'option', name: /Beagle/ });
  await page.check(field('Male'));
  await page.check(field('No'));
  await page.type(field('Street address'), '401 Congress Ave');
  await page.type(field('City'), 'Austin');
  await page.select(field('State'), 'Texas');
  await page.type(field('Zip code'), '78701');
  await page.click(button('Next'));

  story.step('personal and financial details, typed');
  await seeScreen(page, story, 'user', /^Your personal and financial details$/);
  await page.type(field('First name'), FIRST_NAME);
  await page.type(field('Last name'), 'Doe');
  await page.type(field('Email'), email);
  await page.type(field('Date of birth'), '01151990');
  await page.type(field('Social Security number'), '123456789');
  await page.check(field('Rent'));
  await page.type(field('Monthly housing payment'), '1200');
  await page.select(field('Employment type'), 'Employed');
  await page.type(field('Annual income'), String(INCOME));
  await page.click(button('Next'));

  story.step('the offer: credit limit and APR, then the agreement');
  await seeScreen(page, story, 'acceptOffer');
  const offer = await page.text(main);
  expectText('the offer', offer, CREDIT_LIMIT);
  expectText('the offer', offer, PURCHASE_APR);
  await page.check({ role: 'checkbox', within: main });
  await page.click(button('Finish up'));

  story.step('approved: the card');
  await seeScreen(page, story, 'congratulations', new RegExp(`^Congratulations, ${FIRST_NAME}! You're approved\\.$`));
  const card = await page.text({ role: 'region', name: 'Your card' });
  expectText('the approved card', card, `Credit limit: ${CREDIT_LIMIT}`);
  expectText('the approved card', card, `Purchase APR: ${PURCHASE_APR}`);
  await page.click(button('Continue'));

  story.step('the insurance question');
  await seeScreen(page, story, 'quiz');
  await page.check(field('No'));
  await page.click(button('Next'));

  const paid = story.insurance === 'vet visits paid by card' ? await addVetVisitsAndPay(page, story) : await keepThePolicyAsOffered(page, story);

  story.step('welcome');
  await seeScreen(page, story, 'welcome', new RegExp(`^Welcome to Zoomies, ${FIRST_NAME}!$`));

  story.step('what the server stored');
  const tokens = await signInThroughApi(story.baseUrl, email, story.readCode);
  const stored = await readWhatIsStored(story.baseUrl, tokens.access, await page.apiCalls());
  const expectStored = (what: string, actual: unknown, expected: unknown) => {
    if (actual !== expected) throw new Error(`Stored ${what} is ${JSON.stringify(actual)}, the applicant saw ${JSON.stringify(expected)}`);
  };
  expectStored('credit limit', stored.creditLimit, 12_000);
  expectStored('purchase APR (basis points)', stored.purchaseAprBasisPoints, 2624);
  expectStored('policy configured', stored.policyConfigured, true);
  if (paid === null) {
    expectStored('chosen add-ons', stored.chosenAddOns.join(','), '');
    expectStored('purchase', stored.purchase, null);
  } else {
    expectStored('vet visits price', stored.addOnPrice('vet_visit'), paid);
    expectStored('chosen add-ons', stored.chosenAddOns.join(','), 'vet_visit');
    if (!stored.purchase) throw new Error('The page paid, and the server stored no completed purchase');
    expectStored('purchase status', stored.purchase.status, 'completed');
    expectStored('payment period', stored.purchase.payment_period, 'annual');
    expectStored('amount of the purchase', stored.purchase.annual_total, paid);
    if (!stored.purchase.payment_method) throw new Error('The purchase stored no payment method');
  }

  story.step('no error reported by the page');
  const problems = await page.problems();
  if (problems.length > 0) throw new Error(`The page reported:\n      ${problems.join('\n      ')}`);
  return { email, tokens };
}

/** One add-on (vet visits), its price, then the card payment; the price paid. */
async function addVetVisitsAndPay(page: EnginePage, story: StoryContext): Promise<number> {
  story.step('the add-on: vet visits, its price, then finalize');
  await seeScreen(page, story, 'additionalServices', new RegExp(`^Adjust and finalize ${PET}'s insurance policy$`));
  const vetVisits: Target = { role: 'listitem', name: /^Vet visits/ };
  const vetVisitsCard = await page.text(vetVisits);
  const addOnPrice = dollarsIn(vetVisitsCard)[0];
  if (addOnPrice === undefined) throw new Error(`The vet visits card shows no price: ${JSON.stringify(vetVisitsCard)}`);
  expectText('the vet visits card', vetVisitsCard, `+$${addOnPrice.toFixed(2)} per year`);
  await page.click(button('Add vet visits'));
  await page.waitFor(button('Remove vet visits'));
  await page.click(button('Finalize my coverage'));
  await page.click(button('Finalize my coverage', { role: 'dialog' }));

  story.step('the payment: the amount, the card');
  await seeScreen(page, story, 'payment', new RegExp(`^Pay for ${PET}'s extra coverage$`));
  const summary = await page.text({ role: 'region', name: 'Summary' });
  const charged = `$${addOnPrice.toFixed(2)}`;
  // One add-on, paid yearly: the amount charged is its price.
  expectText('the payment summary', summary, `${charged} per year`);
  await page.type(field('Card number'), '4242424242424242');
  await page.type(field('Expiration date (MM / YY)'), '1234');
  await page.type(field('Security code (CVC)'), '123');
  await page.click(button(`Pay ${charged}`));
  return addOnPrice;
}

/** The policy as offered: nothing to pay, straight to the welcome; null, as nothing was paid. */
async function keepThePolicyAsOffered(page: EnginePage, story: StoryContext): Promise<null> {
  story.step('the insurance as offered');
  await seeScreen(page, story, 'additionalServices', new RegExp(`^Adjust and finalize ${PET}'s insurance policy$`));
  await page.click(button('No changes needed'));
  return null;
}
