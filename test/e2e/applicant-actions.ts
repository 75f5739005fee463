import { button, e164, expectScreen, field, latestCode, type Applicant } from './applicant.ts';
import { budget } from '../browser/time-budget.ts';

// How a person does each step of the flow: typing into labelled fields, ticking boxes, pressing
// the buttons they read, picking the sandbox values of SANDBOX.md, reading codes from the outbox.

export async function startApplication(applicant: Applicant, dob = '01/15'): Promise<void> {
  await expectScreen(applicant, 'offerStart');
  await field(applicant, 'Phone number').fill(applicant.phone);
  await field(applicant, 'Date of birth').fill(dob.replace('/', ''));
  await button(applicant, 'Next').click();
}

export async function verifyPhone(applicant: Applicant): Promise<void> {
  await expectScreen(applicant, 'verify');
  const input = field(applicant, '4-digit code');
  await input.waitFor({ state: 'visible' });
  // The code input has the focus: the person types (or pastes) without clicking first.
  await applicant.page.waitForFunction(() => document.activeElement?.id === 'verification-code', null, { timeout: budget(3000) }).catch(() => {
    throw new Error('The verification code input does not have the focus');
  });
  await input.fill(await latestCode(applicant));
  // A complete code submits by itself (the screen's behaviour): no Verify press needed.
}

export interface PetInput {
  name?: string;
  age?: string;
  healthConditions?: boolean;
  state?: string;
}

export async function describePet(applicant: Applicant, pet: PetInput = {}): Promise<void> {
  await expectScreen(applicant, 'about');
  await field(applicant, 'Pet name').fill(pet.name ?? 'Biscuit');
  await field(applicant, 'Dog').check();
  await field(applicant, 'Pet age').selectOption({ label: pet.age ?? '3 years old' });
  await field(applicant, 'Breed').fill('Beag');
  await applicant.page.getByRole('option', { name: /Beagle/ }).first().click();
  await field(applicant, 'Male').check();
  await field(applicant, pet.healthConditions ? 'Yes' : 'No').check();
  const street = field(applicant, 'Street address');
  if (!(await street.inputValue())) {
    await street.fill('401 Congress Ave');
    await field(applicant, 'City').fill('Austin');
    await field(applicant, 'State').selectOption({ label: pet.state ?? 'Texas' });
    await field(applicant, 'Zip code').fill('78701');
  }
  await button(applicant, 'Next').click();
}

export interface PersonInput {
  ssn: string;
  income?: string;
  /** Another email than the walk's own (an account made on an earlier application, say). */
  email?: string;
}

/** The typed identity: every field by hand. */
export async function typePersonalDetails(applicant: Applicant, person: PersonInput): Promise<void> {
  await expectScreen(applicant, 'user', { heading: /^Your personal and financial details$/ });
  await field(applicant, 'First name').fill('Alex');
  await field(applicant, 'Last name').fill('Doe');
  await field(applicant, 'Email').fill(person.email ?? `alex.${applicant.phone}@example.com`);
  await field(applicant, 'Date of birth').fill('01/15/1990');
  await field(applicant, 'Social Security number').fill(person.ssn.replace(/-/g, ''));
  await fillFinances(applicant, person.income ?? '60000');
  await button(applicant, 'Next').click();
}

export async function fillFinances(applicant: Applicant, income: string): Promise<void> {
  await field(applicant, 'Rent').check();
  await field(applicant, 'Monthly housing payment').fill('1200');
  await field(applicant, 'Employment type').selectOption({ index: 1 });
  await field(applicant, 'Annual income').fill(income);
}

export async function acceptOffer(applicant: Applicant): Promise<void> {
  await expectScreen(applicant, 'acceptOffer');
  await applicant.page.locator('main').getByRole('checkbox').check();
  await button(applicant, 'Finish up').click();
}

export async function continueAfterApproval(applicant: Applicant): Promise<void> {
  await expectScreen(applicant, 'congratulations');
  await button(applicant, 'Continue').click();
}

export async function answerQuiz(applicant: Applicant): Promise<void> {
  await expectScreen(applicant, 'quiz');
  await field(applicant, 'No').check();
  await button(applicant, 'Next').click();
}

export async function keepStandardCoverage(applicant: Applicant): Promise<void> {
  await expectScreen(applicant, 'additionalServices');
  await button(applicant, 'No changes needed').click();
}

export async function addVetVisitsAndFinalize(applicant: Applicant): Promise<void> {
  await expectScreen(applicant, 'additionalServices');
  await button(applicant, 'Add vet visits').click();
  await button(applicant, 'Remove vet visits').waitFor();
  await button(applicant, 'Finalize my coverage').click();
  await applicant.page.getByRole('dialog').getByRole('button', { name: 'Finalize my coverage', exact: true }).click();
}

export async function finishAtWelcome(applicant: Applicant): Promise<void> {
  await expectScreen(applicant, 'welcome');
}

export { e164 };

export const CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  authentication: '4000002500003155',
} as const;

/** Types a card into the sandbox card fields and pays; 3-D Secure is completed when asked. */
export async function payWithCard(applicant: Applicant, card: string): Promise<void> {
  await expectScreen(applicant, 'payment');
  const page = applicant.page;
  const phoneField = page.locator('main').getByLabel('Phone number', { exact: true });
  if ((await phoneField.count()) > 0 && !(await phoneField.inputValue())) await phoneField.fill(applicant.phone);
  await field(applicant, 'Card number').fill(card);
  await field(applicant, 'Expiration date (MM / YY)').fill('1234');
  await field(applicant, 'Security code (CVC)').fill('123');
  await page.locator('main').getByRole('button', { name: /^Pay \$/ }).click();
  if (card === CARDS.authentication) {
    const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
    await dialog.waitFor();
    await expectScreen(applicant, 'payment');
    await dialog.getByRole('button', { name: 'Complete authentication' }).click();
  }
}

/** The decline message the person reads, then they stay on the payment screen. */
export async function seeCardDeclined(applicant: Applicant): Promise<void> {
  const alert = applicant.page.locator('main').getByRole('alert').filter({ hasText: /declined/i });
  await alert.first().waitFor({ timeout: budget(10_000) });
  await applicant.recorder.waitForState('payment.entering');
}

export async function goToDashboard(applicant: Applicant): Promise<void> {
  await expectScreen(applicant, 'welcome');
  await button(applicant, 'Go to my dashboard').click();
  await expectScreen(applicant, 'dashboard');
}

export async function expectNotPreQualified(applicant: Applicant, status: string): Promise<void> {
  await expectScreen(applicant, 'notPreQualified', { status });
}

/** The pet-less notice: tick the box and continue the card application without insurance. */
export async function continueWithoutPet(applicant: Applicant): Promise<void> {
  await expectScreen(applicant, 'petlessOffer');
  await applicant.page.locator('main').getByRole('checkbox').check();
  await button(applicant, 'Next').click();
}

/** Chooses the first document type, uploads a small PDF, and submits. */
export async function uploadDocumentAndSubmit(applicant: Applicant, stateId: 'additionalInformation' | 'uploadDocument'): Promise<void> {
  await expectScreen(applicant, stateId);
  const page = applicant.page;
  await field(applicant, 'Document type').selectOption({ index: 1 });
  const input = page.locator('main input[type=file]');
  await input.setInputFiles({ name: 'proof.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%e2e\n') });
  await page.locator('main').getByText('Uploaded', { exact: true }).first().waitFor({ timeout: budget(10_000) });
  await button(applicant, 'Submit').click();
  await expectNotPreQualified(applicant, 'additional_information_thankyou');
}

/** Unsupported address: search a new address, pick it from the list, choose the residence type. */
export async function giveAnotherAddress(applicant: Applicant): Promise<void> {
  await expectScreen(applicant, 'unsupportedAddress');
  const page = applicant.page;
  await field(applicant, 'Home address').pressSequentially('500 Main St, Austin, TX 78701', { delay: 10 });
  await page.getByRole('option').first().click();
  await field(applicant, 'Own').check();
  await button(applicant, 'Next').click();
}

/** Sign-in by email code, as the person does it: the email, the code from their inbox. */
export async function signIn(applicant: Applicant, email: string): Promise<void> {
  await expectScreen(applicant, 'signin', { heading: /^Sign in$/ });
  await field(applicant, 'Email').fill(email);
  await button(applicant, 'Send my code').click();
  await expectScreen(applicant, 'signin', { heading: /^Check your email$/ });
  await field(applicant, '6-digit code').fill(await latestCode(applicant, email));
  // A complete code signs the person in by itself (the form sends it as its last digit arrives). No
  // press of Sign in meanwhile: on a busy machine the form is still sending it, its button reads
  // "Signing you in…", and a press would wait for a button that is gone once signed in.
  await applicant.page.waitForURL((url) => !url.pathname.startsWith('/signin'), { timeout: budget(15_000) });
}
