import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { onboardingMachine } from '../../machines/onboarding.machine.ts';
import { currentMeta, ROUTE_TABLE, urlForSnapshot } from '../../machines/route-table.ts';
import type { Screen } from '../../machines/steps/step-declarations.ts';
import type { ConfirmPaymentInput, ConfirmPaymentOutput, OnboardingInput } from '../../machines/onboarding.types.ts';
import type { OnboardingEvent } from '../../machines/onboarding.events.ts';
import { createFlowActors } from '../../src/app/flow-actors.ts';
import type { FlowSnapshot } from '../../src/app/flow-snapshot.ts';
import { selectAdditionalServices } from '../../screens/additional-services/additional-services.selector.ts';
import { selectPayment } from '../../screens/payment/payment.selector.ts';
import { PROPS_OF } from '../model/screen-props.ts';
import { createApiClient } from '../../services/api/api-client.ts';
import { createApiCall } from '../../services/api/api-call.ts';
import { createAnalytics } from '../../services/analytics/analytics.ts';
import { createSessionStore } from '../../services/session/session-store.ts';
import { createKeyValueStorage, createMemoryBacking } from '../../services/storage/key-value-storage.ts';
import { createVerifierStore } from '../../services/handoff/pkce.ts';
import { createSandboxPaymentProvider } from '../../services/payment/sandbox-provider.ts';
import { endpoints } from '../../services/contract/endpoints.ts';
import type { Tokens } from '../../services/contract/auth.schema.ts';
import { createTestApp, type TestApp } from '../server/helpers/test-app.ts';

// Every way in works (DESIGN decision 11), generated from the route table: for every routable state,
// an applicant walks there the first time against the real server (in-process), and a second device
// that holds only the origination id and the tokens (what sign-in, or the instant link, gives) is
// sent to the same state the way a resumed route is, with nothing loaded. Both must show the same
// screen with the same props: the data each state needs is loaded, never a default standing in.

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  // The devices count the 24-hour policy window down on their own clock: the server's starts at theirs.
  t.clock.set(new Date());
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
});

/** Each screen's props, by the selector the app binds it with (`PROPS_OF`), two compared by what
 *  the applicant reads. */
const PROPS: Record<Screen, (snapshot: FlowSnapshot) => unknown> = {
  ...PROPS_OF,
  // The countdown reads the clock: compared as the banner shows it (hours and minutes).
  'additional-services': (s) => {
    const props = selectAdditionalServices(s);
    return props && { ...props, msLeft: Math.round(props.msLeft / 60_000) };
  },
  // A purchase is prepared for each visit: compared by what the applicant reads.
  payment: (s) => {
    const props = selectPayment(s);
    if (!props) return null;
    const { purchase, ...shown } = props;
    return { ...shown, purchaseStatus: purchase.status };
  },
};

/** A browser: its own storage and session, the real actors against the server. */
function device() {
  const storage = createKeyValueStorage({ backing: createMemoryBacking() });
  const session = createSessionStore(storage);
  const api = createApiClient({ baseUrl, session, anonymousId: () => 'anon-every-way-in' });
  const analytics = createAnalytics({ track: () => undefined, identify: () => undefined });
  const payments = createSandboxPaymentProvider(createApiCall(api));
  const machine = onboardingMachine.provide({
    actors: {
      ...createFlowActors({ api, session, analytics, uploadProgress: new Map(), handoffVerifiers: createVerifierStore(storage) }),
      // The card the applicant types in the payment form (SANDBOX.md: 4242… succeeds).
      confirmPayment: fromPromise<ConfirmPaymentOutput, ConfirmPaymentInput>(async ({ input }) => {
        const outcome = await payments.confirmCard(input.clientSecret, { cardNumber: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' });
        return outcome.status === 'succeeded' ? { status: 'succeeded', paymentMethod: outcome.paymentMethodId } : { status: 'failed', paymentMethod: null };
      }),
    },
  });
  return {
    api,
    session,
    open(input: OnboardingInput) {
      const actor = createActor(machine, { input });
      actor.start();
      return actor;
    },
  };
}

type FlowActor = ReturnType<ReturnType<typeof device>['open']>;

/** Waits until the machine rests in `path` (a state id or a dotted path) with nothing in flight. */
async function settleIn(actor: FlowActor, path: string): Promise<FlowSnapshot> {
  return waitFor(
    actor,
    (s) => s.matches(path as never) && !s.hasTag('loading') && !s.hasTag('busy') && !s.hasTag('sending'),
    { timeout: 15_000 },
  ).catch((error: Error) => {
    throw new Error(`${error.message}: wanted ${path}, the machine is in ${JSON.stringify(actor.getSnapshot().value)} (${JSON.stringify(actor.getSnapshot().context.outcome)})`);
  });
}

async function newestCode(to: string, kind: string): Promise<string> {
  const outbox = await fetch(`${baseUrl}/api/sandbox/outbox/?to=${encodeURIComponent(to)}`).then((r) => r.json() as Promise<{ results: { kind: string; code: string | null }[] }>);
  const code = outbox.results.find((m) => m.kind === kind)?.code;
  if (!code) throw new Error(`no ${kind} for ${to}`);
  return code;
}

/** What sign-in gives on another device: the user's tokens. */
async function signIn(email: string): Promise<Tokens> {
  const other = device();
  const { shared_key } = await other.api.call(endpoints.login, { body: { email } });
  const signedIn = await other.api.call(endpoints.loginValidate, { body: { shared_key, otp: await newestCode(email, 'login_code') } });
  return { access: signedIn.access, refresh: signedIn.refresh };
}

const reached = new Set<string>();

/**
 * The first pass is at `stateId`: a second device with only the origination id and tokens is routed
 * there as a resumed route is (no URL parameters, nothing loaded), and must show the same.
 */
async function sameOnAnotherDevice(first: FlowActor, stateId: string, credentials: { tokens?: Tokens; applicantToken?: string } = {}) {
  const firstPass = first.getSnapshot();
  const originationId = firstPass.context.originationId;
  const other = device();
  // What the app reads from its session store at start: the tokens go to the machine and the client.
  if (credentials.applicantToken && originationId) other.session.setApplicantToken(credentials.applicantToken, originationId);
  if (credentials.tokens) other.session.setTokens(credentials.tokens);
  const second = other.open({ ...(credentials.tokens ? { tokens: credentials.tokens } : {}), ...(originationId ? { originationId } : {}) });
  second.send({ type: 'xstate.route', to: `#${stateId}` } as OnboardingEvent);
  // Where the first pass rests (every region of a parallel state: the countdown and the panel).
  const paths = firstPass._nodes.filter((n) => n.type === 'atomic').map((n) => n.path.join('.'));
  let restored = second.getSnapshot();
  for (const path of paths) restored = await settleIn(second, path);
  const screen = currentMeta(firstPass)?.screen;
  expect(currentMeta(restored)?.screen, stateId).toBe(screen);
  expect(PROPS[screen as Screen](restored), stateId).toEqual(PROPS[screen as Screen](firstPass));
  expect(urlForSnapshot(restored), stateId).toBe(urlForSnapshot(firstPass));
  second.stop();
  reached.add(stateId);
}

const petValues = (age = '3_year_old') => ({
  animal: { pet_name: 'Biscuit', pet_type: 'dog' as const, pet_age: age, pet_breed: 'beagle', pet_gender: 'male' as const, existing_health_conditions: 'false' as const },
  address: { address: '401 Congress Ave', extendedAddress: '', city: 'Austin', state: 'TX', postalCode: '78701' },
});
const details = (phone: string, ssn: string) => ({
  individual: {
    firstName: 'Alex',
    lastName: 'Doe',
    ssn: ssn.replace(/-/g, ''),
    dob: '01/15/1990',
    email: `alex.${phone}@example.com`,
    phoneNumber: `+1${phone}`,
    address: { address: '401 Congress Ave', extendedAddress: '', city: 'Austin', state: 'TX', postalCode: '78701' },
  },
  residenceType: 'RENT' as const,
  annualIncome: 60000,
  employmentType: 'EMPLOYED' as const,
  monthlyHousingPayment: 1200,
});

/** Start, the partner code from the outbox, the pet: the first pass up to the personal step. */
async function toPersonalDetails(actor: FlowActor, phone: string, age?: string) {
  actor.send({ type: 'user.submit', form: 'start', values: { phoneNumber: `+1${phone}`, dob: '01-15' } });
  await settleIn(actor, 'verify.entering');
  actor.send({ type: 'user.submit', form: 'code', values: { code: await newestCode(`+1${phone}`, 'partner_code') } });
  await settleIn(actor, 'about.editing');
  actor.send({ type: 'user.submit', form: 'pet', values: petValues(age) });
}

const applicantTokenOf = (d: ReturnType<typeof device>) => d.session.getApplicantToken()?.token ?? '';

describe('every routable state, entered on another device, shows what the first pass showed', () => {
  it('the main path: start to Dashboard, with the waits, the offer, the insurance and the payment', { timeout: 120_000 }, async () => {
    const phone = '5125550160';
    // The pages before an application: the same on any device.
    for (const [stateId, path] of [['getStarted', 'getStarted.form'], ['signin', 'signin.email']] as const) {
      const visitor = device().open({});
      visitor.send({ type: 'xstate.route', to: `#${stateId}` } as OnboardingEvent);
      await settleIn(visitor, path);
      await sameOnAnotherDevice(visitor, stateId);
      visitor.stop();
    }
    const d = device();
    const a = d.open({});
    await settleIn(a, 'offerStart.form');
    await sameOnAnotherDevice(a, 'offerStart');

    a.send({ type: 'user.submit', form: 'start', values: { phoneNumber: `+1${phone}`, dob: '01-15' } });
    await settleIn(a, 'verify.entering');
    // Past the 30 s between two codes to one phone, the other device is texted a code of its own.
    t.clock.advance(31_000);
    await sameOnAnotherDevice(a, 'verify', { applicantToken: applicantTokenOf(d) });
    a.send({ type: 'user.submit', form: 'code', values: { code: await newestCode(`+1${phone}`, 'partner_code') } });
    await settleIn(a, 'about.editing');
    await sameOnAnotherDevice(a, 'about', { applicantToken: applicantTokenOf(d) });
    a.send({ type: 'user.submit', form: 'pet', values: petValues() });
    await settleIn(a, 'user.editing');
    await sameOnAnotherDevice(a, 'user', { applicantToken: applicantTokenOf(d) });

    a.send({ type: 'user.submit', form: 'userInfo', values: details(phone, '123-45-6780') });
    // The decision takes DECISION_DELAY_MS of the server's clock: the wait is visible until then.
    await settleIn(a, 'preprocessing');
    const tokens = await signIn(`alex.${phone}@example.com`);
    await sameOnAnotherDevice(a, 'preprocessing', { tokens });
    t.clock.advance(10_000);
    await settleIn(a, 'acceptOffer.idle');
    await sameOnAnotherDevice(a, 'acceptOffer', { tokens });

    a.send({ type: 'user.setAgreement', checked: true });
    a.send({ type: 'user.submit' });
    await settleIn(a, 'processing');
    await sameOnAnotherDevice(a, 'processing', { tokens });
    t.clock.advance(10_000);
    await settleIn(a, 'congratulations.shown');
    await sameOnAnotherDevice(a, 'congratulations', { tokens });

    a.send({ type: 'user.continue' });
    await settleIn(a, 'quiz.answering');
    await sameOnAnotherDevice(a, 'quiz', { tokens });
    a.send({ type: 'user.answer', hadInsuranceBefore: false });
    a.send({ type: 'user.submit' });
    await settleIn(a, 'additionalServices.ready.panel.idle');
    await sameOnAnotherDevice(a, 'additionalServices', { tokens });

    a.send({ type: 'user.toggleAddOn', key: 'vet_visit', on: true });
    await settleIn(a, 'additionalServices.ready.panel.idle');
    await sameOnAnotherDevice(a, 'additionalServices', { tokens });
    a.send({ type: 'user.finalize' });
    a.send({ type: 'user.confirm' });
    await settleIn(a, 'payment.entering');
    await sameOnAnotherDevice(a, 'payment', { tokens });

    a.send({ type: 'user.submit', form: 'payment', values: { phone: null } });
    await settleIn(a, 'welcome.shown');
    await sameOnAnotherDevice(a, 'welcome', { tokens });
    a.send({ type: 'user.continue' });
    await settleIn(a, 'dashboard.shown');
    await sameOnAnotherDevice(a, 'dashboard', { tokens });
    a.stop();
  });

  it('a pet too young: the pet-less notice', { timeout: 60_000 }, async () => {
    const phone = '5125550161';
    const d = device();
    const a = d.open({});
    await settleIn(a, 'offerStart.form');
    await toPersonalDetails(a, phone, '6_week_old');
    await settleIn(a, 'petlessOffer.deciding');
    await sameOnAnotherDevice(a, 'petlessOffer', { applicantToken: applicantTokenOf(d) });
    a.stop();
  });

  it.each([
    ['000-00-1009', 'notPreQualified', 'notPreQualified.shown'],
    ['000-00-2001', 'additionalInformation', 'additionalInformation.choosing'],
    ['000-00-2003', 'unsupportedAddress', 'unsupportedAddress.editing'],
  ])('SSN %s: %s', { timeout: 60_000 }, async (ssn, stateId, path) => {
    const phone = `512555${String(162 + ['000-00-1009', '000-00-2001', '000-00-2003'].indexOf(ssn)).padStart(4, '0')}`;
    const d = device();
    const a = d.open({});
    await settleIn(a, 'offerStart.form');
    await toPersonalDetails(a, phone);
    await settleIn(a, 'user.editing');
    a.send({ type: 'user.submit', form: 'userInfo', values: details(phone, ssn) });
    await settleIn(a, 'preprocessing');
    t.clock.advance(10_000);
    await settleIn(a, path);
    const tokens = await signIn(`alex.${phone}@example.com`);
    // A resumed route carries no status: the signup says it (a frozen file is told how to unfreeze).
    await sameOnAnotherDevice(a, stateId, { tokens });
    if (stateId === 'unsupportedAddress') {
      a.send({
        type: 'user.submit',
        form: 'alternateAddress',
        values: { alternateAddress: { formatted_address: '500 Main St, Austin, TX 78701', city: 'Austin', state: 'TX', county: '', postal_code: '78701', unit: '', residenceType: 'OWN' } },
      });
      await settleIn(a, 'uploadDocument.choosing');
      await sameOnAnotherDevice(a, 'uploadDocument', { tokens });
    }
    a.stop();
  });

  it('on a phone: the instant link page; our own 6-digit code', { timeout: 60_000 }, async () => {
    const mobile = device();
    const m = mobile.open({ isMobile: true });
    await settleIn(m, 'offerStart.form');
    m.send({ type: 'user.submit', form: 'start', values: { phoneNumber: '+15125550166', dob: '01-15' } });
    await settleIn(m, 'instalink.sent');
    t.clock.advance(31_000);
    await sameOnAnotherDevice(m, 'instalink', { applicantToken: applicantTokenOf(mobile) });
    m.stop();

    const own = device();
    const o = own.open({});
    await settleIn(o, 'offerStart.form');
    // 555-0170…0179: the partner gives no correlation id, our own code is used.
    o.send({ type: 'user.submit', form: 'start', values: { phoneNumber: '+15125550171', dob: '01-15' } });
    await settleIn(o, 'verifyOwn.entering');
    t.clock.advance(31_000);
    await sameOnAnotherDevice(o, 'verifyOwn', { applicantToken: applicantTokenOf(own) });
    o.stop();
  });

  it('covers every routable state but the one a payment redirect enters', () => {
    // PostPayment is entered only with a confirmed card in hand (its route guard): the return from a
    // provider's redirect, which the payment step handles.
    const expected = ROUTE_TABLE.map((r) => r.stateId).filter((id) => id !== 'postPayment');
    expect([...reached].sort()).toEqual([...new Set(expected)].sort());
  });
});

