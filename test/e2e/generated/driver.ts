import type { Page } from 'playwright-core';
import { endpoints, type EndpointName } from '../../../services/contract/endpoints.ts';
import type { ErrorCode } from '../../../services/contract/error-codes.ts';
import { QUIZ_EXISTS } from '../../../services/contract/origination.schema.ts';
import { injectFault, type AnswerShape } from '../sandbox-faults.ts';
import { SCREEN_HEADINGS } from '../screen-expectations.ts';
import { acceptOffer, answerQuiz, CARDS, describePet, giveAnotherAddress, payWithCard, typePersonalDetails } from '../applicant-actions.ts';
import { LATER_PERSON, urlOfState, type LaterStep } from './later-driver.ts';
import { e164, latestCode, type Applicant } from '../applicant.ts';
import { budget } from '../../browser/time-budget.ts';
import type { BrowserOracle } from './browser-oracle.ts';

// The driver of the generated paths (the way tldraw drives its state chart in tests): one function
// per machine event, doing what a person does on the page. Service answers are not driven: the real
// server gives them. An error answer is arranged before the person acts, through the sandbox fault
// switch (`x-sandbox-fault`), with the status the branch's guard reads.

/** A step of a generated path: a machine event, with what the driver needs to make it happen. */
export type PathStep =
  /** A deep link to a state's URL, typed or tapped into the browser (the stored session comes with it). */
  | { type: 'nav.location'; stateId: string; query?: string }
  /**
   * A service answer that fails: the branch's guard picks the status. With `noAnswerForMs` (no guard)
   * the call gets no answer that long, then fails as one that got none (the fault switch's timeout, 504).
   */
  | { type: `xstate.error.actor.${string}`; invokeId: string; guard: string | null; once: boolean; after?: number; noAnswerForMs?: number }
  /** A service answer in another shape the contract allows (an empty list, another next step), that this server never gives by itself. */
  | { type: `xstate.done.actor.${string}`; invokeId: string; answer: AnswerShape; once: boolean }
  /** A person's intent on the screen. */
  | { type: 'user.retry' | 'user.close' | 'user.back' | 'user.reload' | 'user.resend' }
  /** The insurance panel: open the finalize dialog, keep adjusting, confirm it, or keep the standard coverage. */
  | { type: 'user.finalize' | 'user.cancel' | 'user.confirm' | 'user.noChanges' }
  /** The insurance panel: add the add-on of this title (a coverage, or a policy option); the seeded walks also remove one. */
  | { type: 'user.toggleAddOn'; title: string; remove?: true }
  /** Any other control the person presses, by its name (the seeded walks press what the page offers). */
  | { type: 'user.press'; name: string }
  /** The person fills the state's form and sends it (with this SSN or card, where it asks one), or chooses a file to upload there. */
  | { type: 'user.submit' | 'user.upload'; stateId: string; ssn?: string; card?: string }
  | LaterStep
  /** Not an event: the browser's clock stands still from here (Playwright's clock): no timer fires by itself. */
  | { type: 'clock.pause' }
  /** Not an event: the browser's time moves on in small steps until the flow is seen taking this transition. */
  | { type: 'clock.runsUntil'; edge: string }
  /** Not an event: the person waits this long in real time (a code's cool-down on the server). */
  | { type: 'person.waits'; ms: number };

/** Which contract call each invoked service makes (`src/app/flow-actors.ts`). */
export const INVOKE_CALLS: Record<string, EndpointName> = {
  loadApplicationSummary: 'getOrigination',
  loadChallenge: 'originationChallenge',
  fetchSignup: 'signupDetail',
  loadPetApplication: 'getPetApplication',
  listDocuments: 'userAccountDocuments',
  loadPlan: 'detailedPlan',
  listApplications: 'listOriginations',
  validateOrigination: 'originationValidate',
  // The calls a step makes as it shows (tagged 'sending': a link or a code goes out), failed like its loads.
  sendInstantLink: 'authHandoff',
  startPhoneCheck: 'phoneCheckStart',
  sendOwnCode: 'sendOwnCode',
  // The partner's code the person typed, checked (its failures after the send).
  verifyPartnerCode: 'phoneCheckVerify',
  // Our own code's check: failed by the start way that types it.
  verifyOwnCode: 'verifyOwnCode',
  submitPet: 'petInformation',
  completeApplication: 'originationComplete',
  acceptOffer: 'acceptOffer',
  submitQuiz: 'insuranceQuiz',
  createPlanPurchase: 'createPlanPurchase',
  configurePolicy: 'policyConfig',
  setCoverages: 'patchInsuranceQuote',
  setPolicyOption: 'patchPetApplication',
  loadStateConfig: 'stateConfigs',
  // The session actor's call (sign-in), failed for the sign-in ways.
  login: 'login',
  submitAlternateAddress: 'updateAddress',
  uploadDocument: 'uploadDocument',
  // The later steps' calls (issue 13): the add-on page's restores, pricing and finalized read, the payment's calls.
  restoreDefaultOption: 'patchPetApplication',
  restoreStandardCoverages: 'patchInsuranceQuote',
  fetchPricing: 'quotePricing',
  refreshFinalizedApplication: 'getPetApplication',
  configurePurchasedPolicy: 'policyConfig',
  completePurchase: 'completePlanPurchase',
  refetchPurchase: 'getPlanPurchase',
  // Reading the return of a payment redirect asks for the provider's configuration first (its own failures are answers).
  retrievePaymentReturn: 'clientConfig',
};

/**
 * Calls only the declared ways fail (`start-ways.ts`): the generic plan would open their screens
 * signed in, where the start screen sends the person on before its form shows.
 */
const WAY_CALLS: Record<string, EndpointName> = {
  startOrigination: 'originationStart',
  completePurchase: 'completePlanPurchase',
  loadRegulatoryDocuments: 'regulatoryDocuments',
  // The alternate payment's phone: its form shows only after the add-on page's other way to pay.
  registerPhone: 'registerPhone',
};

/** The SSN the person types on the personal details when the path names none (SANDBOX.md: prequalified, then approved). */
export const TYPED_SSN = '123-45-6730';

/** How the person fills and sends each form (the same steps the stories take). */
const SUBMITS: Record<string, (applicant: Applicant, context: DriveContext, step: PathStep) => Promise<void>> = {
  signin: async ({ page }, { email }) => {
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send my code', exact: true }).click();
  },
  // A wrong code: one wrong try of the seed's person, far from the attempt limit.
  'signin.code': async ({ page }) => {
    // A complete code may be sent by itself; Enter sends it otherwise (ignored while it is being checked).
    const code = page.getByLabel('6-digit code', { exact: true });
    await code.fill('000000');
    await code.press('Enter');
  },
  // The start form: the phone of the path (a seed's, or a new one) and the birthday the seeds use.
  offerStart: (a, context) => startWith(a, context.phone),
  getStarted: (a, context) => startWith(a, context.phone),
  // The partner's code: the one texted (SANDBOX.md), or a wrong one the screen then clears.
  verify: async (a, context) => {
    await partnerCodeInput(a.page).fill(await latestCode(a, e164(context.phone), 'partner_code'));
  },
  'verify.wrong': async (a, context) => {
    const sent = await latestCode(a, e164(context.phone), 'partner_code');
    const input = partnerCodeInput(a.page);
    await input.fill(String((Number(sent) + 1) % 10_000).padStart(4, '0'));
    // A complete code is sent by itself; a wrong one is cleared for the next try.
    await a.page.waitForFunction(() => (document.getElementById('verification-code') as HTMLInputElement | null)?.value === '', null, { timeout: budget(15_000) });
  },
  // Our own 6-digit code, the newest texted to the phone (a key of its own: the walks fill no code page).
  'verifyOwn.code': async (a, context) => {
    const code = a.page.getByLabel('6-digit code', { exact: true });
    await code.waitFor({ timeout: budget(15_000) });
    await code.fill(await latestCode(a, e164(context.phone)));
  },
  // The sign-in code from the person's inbox.
  'signin.code.right': async (a, { email }) => {
    const code = a.page.getByLabel('6-digit code', { exact: true });
    await code.waitFor({ timeout: budget(15_000) });
    await code.fill(await latestCode(a, email, 'login_code'));
    // A complete code may be sent by itself (the form is then gone); Enter sends it otherwise.
    if (await code.isVisible()) await code.press('Enter', { timeout: budget(2000) }).catch(() => {});
  },
  about: (a) => describePet(a),
  user: (a, _, step) => typePersonalDetails(a, { ssn: ('ssn' in step && step.ssn) || TYPED_SSN }),
  acceptOffer: (a) => acceptOffer(a),
  quiz: (a) => answerQuiz(a),
  unsupportedAddress: (a) => giveAnotherAddress(a),
  payment: (a, _, step) => payWithCard(a, ('card' in step && step.card) || CARDS.succeeds),
};

async function startWith({ page }: Applicant, phone: string): Promise<void> {
  // The form is prerendered: a Next pressed before the flow has the page is replayed only if the flow
  // would take it then (hand-over.ts). The person types once the flow shows (in sandbox mode, its panel).
  await page.locator('aside.z-sandbox').waitFor({ timeout: budget(15_000) });
  await page.getByLabel('Phone number', { exact: true }).fill(phone);
  await page.getByLabel('Date of birth', { exact: true }).fill('0115');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
}

const partnerCodeInput = (page: Page) => page.getByLabel('4-digit code', { exact: true });

/** Where the person can choose a file to upload. */
const UPLOADS = new Set(['uploadDocument', 'additionalInformation']);

/**
 * The fault that makes a failure take the branch of this guard (`machines/rules/failure.rules.ts` and
 * the steps' own guards): the status it reads, and the contract code where it reads the code too.
 */
const FAULT_FOR_GUARD: Record<string, number | `${number}:${ErrorCode}`> = {
  isSignInNeeded: 401,
  isNotTheirs: 404,
  isNotAvailable: 404,
  isNotYet: 409,
  isQuizAlreadyAnswered: `409:${QUIZ_EXISTS}`,
  isAlreadyPurchased: '410:already_purchased',
  // The step was done meanwhile (another tab, another device): where the application stands is asked again.
  isPetStepDone: '409:out_of_order',
  isDetailsStepDone: '409:out_of_order',
  isPolicyAlreadyConfigured: '409:out_of_order',
  isAlreadyVerified: '409:out_of_order',
};

/**
 * Calls the branch goes on to make that would change the shared seed for the paths after it: they
 * fail too (a paid purchase never configured would configure the seed's policy for real).
 */
const ALSO_FAILS: Record<string, EndpointName[]> = {
  isAlreadyPurchased: ['policyConfig'],
};

/** Whether the driver can make this failure happen (a call it knows, a guard it has a fault for). */
export function canFail(invokeId: string, guard: string | null): boolean {
  return invokeId in INVOKE_CALLS && (guard === null || guard in FAULT_FOR_GUARD);
}

/**
 * The page's requests of that call fail as the guard needs, or answer in the step's shape: once (then
 * the real answer), or every time.
 */
async function arrangeAnswer(page: Page, step: Extract<PathStep, { invokeId: string }>): Promise<void> {
  const call = INVOKE_CALLS[step.invokeId] ?? WAY_CALLS[step.invokeId];
  if (!call) throw new Error(`The driver has no call for the service '${step.invokeId}'`);
  if ('answer' in step) {
    await injectFault(page, callMethod(call), /\/api\//, { call, fault: step.answer, times: step.once ? 1 : Number.POSITIVE_INFINITY });
    return;
  }
  const fault = step.guard === null ? (step.noAnswerForMs ? (`timeout:${step.noAnswerForMs}` as const) : 500) : FAULT_FOR_GUARD[step.guard];
  if (!fault) throw new Error(`The driver cannot make '${step.invokeId}' fail for the guard '${step.guard}'`);
  // A sign-in answer is tried again after a token refresh: it must fail every time to mean "signed out".
  await injectFault(page, callMethod(call), /\/api\//, { call, fault, times: step.once ? 1 : Number.POSITIVE_INFINITY, ...(step.after ? { after: step.after } : {}) });
  for (const also of (step.guard && ALSO_FAILS[step.guard]) || []) await injectFault(page, callMethod(also), /\/api\//, { call: also, fault: 500 });
}

const callMethod = (call: EndpointName): string => endpoints[call].method as string;

/** The application the path is about. */
export interface DriveContext {
  originationId: string;
  /** The person's email (they sign in with it). */
  email: string;
  quoteId: string | null;
  /** The phone (ten digits) the person types on a start screen. */
  phone: string;
}

/** What a person does for each intent. */
const PERSON: Record<string, (applicant: Applicant, step: PathStep, context: DriveContext) => Promise<void>> = {
  'nav.location': async ({ page, baseUrl }, step, context) => {
    const url = urlOfState((step as { stateId: string }).stateId, context);
    const query = (step as { query?: string }).query;
    await page.goto(`${baseUrl}${url}${query ? `${url.includes('?') ? '&' : '?'}${query}` : ''}`);
  },
  'user.retry': async ({ page }) => {
    await page.getByRole('button', { name: 'Try again', exact: true }).first().click({ timeout: budget(15_000) });
  },
  'user.close': async ({ page }) => {
    await page.getByRole('button', { name: 'Close', exact: true }).first().click({ timeout: budget(15_000) });
  },
  'user.back': async ({ page }) => {
    await page.getByRole('button', { name: 'Back', exact: true }).first().click({ timeout: budget(15_000) });
  },
  'user.resend': async ({ page }) => {
    await page.getByRole('button', { name: /^(Send a new code|Send the link again|Resend code)$/ }).first().click({ timeout: budget(15_000) });
  },
  'user.submit': async (applicant, step, context) => {
    const submit = SUBMITS[(step as { stateId: string }).stateId];
    if (!submit) throw new Error(`The driver has no form for '${(step as { stateId: string }).stateId}'`);
    await submit(applicant, context, step);
  },
  'user.upload': async ({ page }) => {
    await page.getByLabel('Document type', { exact: true }).selectOption({ index: 1 });
    await page.locator('main input[type=file]').setInputFiles({ name: 'proof.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%e2e\n') });
  },
  'user.finalize': async ({ page }) => {
    await page.getByRole('button', { name: 'Finalize my coverage', exact: true }).first().click({ timeout: budget(15_000) });
  },
  'user.cancel': async ({ page }) => {
    // The insurance panel's dialog, or the own-code page's link.
    const keepAdjusting = page.getByRole('dialog').getByRole('button', { name: 'Keep adjusting', exact: true });
    await keepAdjusting.or(page.getByRole('button', { name: 'Cancel the phone check', exact: true })).click({ timeout: budget(15_000) });
  },
  'user.confirm': async ({ page }) => {
    // The dialog's own confirm: its words depend on whether add-ons are chosen.
    await page.getByRole('dialog').getByRole('button', { name: /^(I do not need to make any changes|Finalize my coverage)$/ }).click({ timeout: budget(15_000) });
  },
  'user.noChanges': async ({ page }) => {
    await page.getByRole('button', { name: 'No changes needed', exact: true }).click({ timeout: budget(15_000) });
  },
  'user.toggleAddOn': async ({ page }, step) => {
    const add = page.getByRole('button', { name: `Add ${(step as { title: string }).title.toLowerCase()}`, exact: true });
    // Not among the first add-ons shown: the list opens in full first.
    if (!(await add.isVisible())) await page.getByRole('button', { name: 'See all options', exact: true }).click({ timeout: budget(15_000) });
    await add.click({ timeout: budget(15_000) });
  },
  'clock.pause': async ({ page }) => {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
  },
  // Steps of 50 ms, with real time between them for the page's requests: a timer of the flow fires
  // only once the steps reach it, so the path stops the time just after the transition it waits for.
  // Each step waits until the recorder has every message of the steps before: on a busy machine the
  // channel lags, and stepping on meanwhile would fire the very timer the path must stop before.
  'clock.runsUntil': async ({ page, recorder }, step) => {
    const { edge } = step as { edge: string };
    const deadline = Date.now() + budget(20_000);
    for (;;) {
      await recorder.caughtUp(page);
      if (recorder.record.transitions.has(edge)) return;
      if (Date.now() > deadline) throw new Error(`The flow never took '${edge}' while its clock moved on`);
      await page.clock.runFor(50);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  },
  'person.waits': async ({ page }, step) => {
    await page.waitForTimeout((step as { ms: number }).ms);
  },
  'user.reload': async ({ page }) => {
    await page.getByRole('button', { name: 'Start over', exact: true }).first().click({ timeout: budget(15_000) });
    await page.getByRole('button', { name: 'Yes, start over', exact: true }).click();
  },
  ...LATER_PERSON,
};

/** The intents a person can show on a screen as it first shows, without filling anything in. */
export const SCREEN_INTENTS = ['user.back', 'user.resend'] as const;

/** Where the screen shows the intent's control as it first shows (the instant link's resend needs a problem first). */
const INTENT_SCREENS: Record<(typeof SCREEN_INTENTS)[number], ReadonlySet<string>> = {
  // No screen offers Back as it first shows (congratulations blocks it: no button).
  'user.back': new Set(),
  'user.resend': new Set(['verify']),
};

/** Whether the driver knows how a person makes this event happen in this state. */
export function canDrive(type: string, stateId?: string): boolean {
  if (type === 'user.submit') return stateId !== undefined && stateId in SUBMITS;
  if (type === 'user.upload') return stateId !== undefined && UPLOADS.has(stateId);
  if (type in INTENT_SCREENS) return stateId !== undefined && INTENT_SCREENS[type as keyof typeof INTENT_SCREENS].has(stateId);
  return type in PERSON || type.startsWith('xstate.error.actor.');
}

/** Whether the driver knows how a person fills and sends the form of this state (with the sandbox inputs of SANDBOX.md). */
export const canFill = (stateId: string): boolean => stateId in SUBMITS;

/** Does what a person does for one step (the seeded walks take their steps one at a time). */
export async function act(applicant: Applicant, step: PathStep, context: DriveContext): Promise<void> {
  const person = PERSON[step.type];
  if (!person) throw new Error(`The driver has no action for '${step.type}'`);
  await person(applicant, step, context);
}

/**
 * Plays a path: the person acts in order, and each failure (or reshaped answer) is arranged just
 * before the action that leads to its call (so an earlier request of the same call, on the way there,
 * is answered for real). With an oracle, the page is read after each step and checked against it.
 */
export async function drive(applicant: Applicant, steps: readonly PathStep[], context: DriveContext, oracle?: BrowserOracle): Promise<void> {
  for (const [index, step] of steps.entries()) {
    const act = PERSON[step.type];
    if (!act) continue;
    const next = steps.slice(index + 1);
    const nextAction = next.findIndex((later) => later.type in PERSON);
    const failures = next.slice(0, nextAction === -1 ? undefined : nextAction).filter((later) => 'invokeId' in later);
    for (const failure of failures) await arrangeAnswer(applicant.page, failure);
    oracle?.willAct(step, failures.length > 0);
    await act(applicant, step, context);
    // A screen the person goes on from: they act once it shows (its loads are done by then), unless
    // the path moves the browser's clock itself first (the screen shows only as time moves).
    const clockStands = next[nextAction]?.type === 'clock.runsUntil';
    if (step.type === 'nav.location' && nextAction !== -1 && failures.length === 0 && !clockStands) await screenShown(applicant.page, step.stateId);
    if (oracle?.readsAfter(step, next)) await oracle.observe(step, index);
  }
}

async function screenShown(page: Page, stateId: string): Promise<void> {
  const heading = SCREEN_HEADINGS[stateId] ?? /./;
  await page.getByRole('heading', { level: 1 }).filter({ hasText: heading }).first().waitFor({ timeout: budget(15_000) });
}
