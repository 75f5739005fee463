import { describe, it, expect, vi } from 'vitest';
import { useModelClock, contextOf, summary } from './step-test-kit.ts';
import { startFlow, settle, type Services } from './flow-harness.ts';
import { currentMeta, urlForSnapshot } from '../../machines/route-table.ts';
import { selectStartForm } from '../../screens/offer-start/offer-start.selector.ts';
import { selectVerify } from '../../screens/verify-code/verify-code.selector.ts';
import { selectSignIn } from '../../screens/sign-in/sign-in.selector.ts';
import { selectInstalink } from '../../screens/instalink/instalink.selector.ts';
import { startResponse, apiError, challenge } from '../../src/flow-map/machine-model/model-fixtures.ts';
import type { OnboardingInput } from '../../machines/onboarding.types.ts';
import type { OriginationSummary } from '../../services/contract/origination.schema.ts';

// The start screens (offer start and "Let's get started") and the instant link
// (machines/steps/start.step.ts): which values the form takes, what the start call is sent, what its
// answer stores, where each answer leads (both sides of each guard), and what is tracked.

const startValues = { phoneNumber: '+15125550100', dob: '01-15' };
const signedIn = { tokens: { access: 'a', refresh: 'r' } } satisfies OnboardingInput;

useModelClock();


async function started(services: Services, input: OnboardingInput = {}) {
  const flow = startFlow(services, input);
  await settle();
  flow.actor.send({ type: 'user.submit', form: 'start', values: startValues });
  await settle();
  return flow;
}

describe('the start form: which values it takes', () => {
  it.each([
    ['a phone without +1', { phoneNumber: '5125550100', dob: '01-15' }],
    ['a phone with 11 digits', { phoneNumber: '+151255501001', dob: '01-15' }],
    ['a phone with 9 digits', { phoneNumber: '+1512555010', dob: '01-15' }],
    ['a phone after other text', { phoneNumber: 'x+15125550100', dob: '01-15' }],
    ['a phone with a letter', { phoneNumber: '+1512555010a', dob: '01-15' }],
    ['a birthday without its leading zero', { phoneNumber: '+15125550100', dob: '1-15' }],
    ['a birthday with a year', { phoneNumber: '+15125550100', dob: '01-15-1990' }],
    ['a birthday after other text', { phoneNumber: '+15125550100', dob: 'x01-15' }],
    ['a birthday with letters', { phoneNumber: '+15125550100', dob: 'ab-cd' }],
    ['a birthday with a slash', { phoneNumber: '+15125550100', dob: '01/15' }],
  ])('refuses %s', (_, values) => {
    const { actor } = startFlow({});
    expect(actor.getSnapshot().can({ type: 'user.submit', form: 'start', values })).toBe(false);
  });

  it('takes an E.164 US phone and a month-day birthday; no values, or other values, are refused', () => {
    const { actor } = startFlow({});
    expect(actor.getSnapshot().can({ type: 'user.submit', form: 'start', values: startValues })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'user.submit' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'user.submit', form: 'code', values: { code: '1234' } })).toBe(false);
  });

  it('sends the phone, the birthday, the client, the device, the offer and the promo code', async () => {
    const flow = await started({}, { clientId: 'client-7', isMobile: true, offerId: 'v2', promoCode: 'PAWS' });
    expect(flow.callsOf('startOrigination').map((c) => c.input)).toEqual([
      { clientId: 'client-7', isMobile: true, phoneNumber: '+15125550100', dob: '01-15', promoCode: 'PAWS', offerCode: 'points_02' },
    ]);
    expect(selectStartForm(flow.actor.getSnapshot()).submitting).toBe(true);
  });

  it('without an offer or a promo code, on a desktop, sends none', async () => {
    const flow = await started({});
    expect(flow.callsOf('startOrigination').map((c) => c.input)).toEqual([
      { clientId: 'web', isMobile: false, phoneNumber: '+15125550100', dob: '01-15', promoCode: null, offerCode: null },
    ]);
  });

  it('a failed start keeps what was typed and shows the server text; a new submit clears it', async () => {
    const flow = await started({ startOrigination: async () => Promise.reject(apiError(400, 'Enter a valid phone number', 'invalid')) });
    expect(flow.actor.getSnapshot().matches({ offerStart: 'form' })).toBe(true);
    expect(contextOf(flow)).toMatchObject({ phoneNumber: '+15125550100', dobMonthDay: '01-15' });
    expect(selectStartForm(flow.actor.getSnapshot())).toMatchObject({
      initialPhone: '+15125550100',
      initialDob: '01-15',
      notice: null,
      error: 'Enter a valid phone number',
      submitting: false,
    });
    flow.actor.send({ type: 'user.submit', form: 'start', values: { phoneNumber: '+15125550199', dob: '02-28' } });
    expect(contextOf(flow)).toMatchObject({ phoneNumber: '+15125550199', dobMonthDay: '02-28', outcome: null });
    expect(selectStartForm(flow.actor.getSnapshot()).error).toBeNull();
  });

  // Decision 0069: §8 ("a failed start returns the response data to the screen") over §4 ("on an
  // error the flow goes to the next step"): whatever the failure, the form stays, with no application.
  it.each([
    ['no answer', apiError(0, 'Something went wrong', 'network_error'), 'start-failed', null],
    ['a failure on our side', apiError(503, 'Service unavailable', 'server_error'), 'start-failed', null],
    ['a refusal', apiError(400, 'Enter a valid phone number', 'invalid'), null, 'Enter a valid phone number'],
  ])('a failed start (%s) stays on the form: no next step, no application, no phone check', async (_, error, notice, text) => {
    const flow = await started({ startOrigination: async () => Promise.reject(error) });
    expect(flow.actor.getSnapshot().matches({ offerStart: 'form' })).toBe(true);
    expect(urlForSnapshot(flow.actor.getSnapshot())).toBe('/');
    expect(contextOf(flow).originationId).toBeNull();
    expect(flow.callsOf('startPhoneCheck')).toEqual([]);
    expect(flow.callsOf('sendOwnCode')).toEqual([]);
    expect(selectStartForm(flow.actor.getSnapshot())).toMatchObject({ notice, error: text, submitting: false, initialPhone: '+15125550100' });
  });

  it('a start that failed on our side shows the retry notice', async () => {
    const flow = await started({ startOrigination: async () => Promise.reject(apiError(503, 'Service unavailable', 'server_error')) });
    expect(selectStartForm(flow.actor.getSnapshot())).toMatchObject({ notice: 'start-failed', error: null });
  });
});

describe('the start answer: what it stores and where it leads', () => {
  it('a partner check: the application, its token and its correlation id are stored; partner verify, tracked as desktop with the offer', async () => {
    const flow = await started({ startOrigination: async () => startResponse({ id: 'orig-4', correlation_id: 'corr-4' }) }, { offerId: 'v3', promoCode: 'PAWS' });
    expect(flow.actor.getSnapshot().matches('verify')).toBe(true);
    expect(contextOf(flow)).toMatchObject({ originationId: 'orig-4', hasAuthToken: true, correlationId: 'corr-4', useOwnCode: false });
    expect(urlForSnapshot(flow.actor.getSnapshot())).toBe('/onboard/card/orig-4/verify');
    expect(flow.callsOf('trackEvent').map((c) => c.input)).toContainEqual({
      kind: 'track',
      name: 'card_signup_started',
      properties: { flow_type: 'desktop', offer_code: 'points_03', promo_code: 'PAWS' },
    });
  });

  it('an answer without an auth token is stored as such: the verify screen sends the applicant back to the start after 1 s', async () => {
    const flow = await started({ startOrigination: async () => startResponse({ auth_token: '' }) });
    expect(contextOf(flow).hasAuthToken).toBe(false);
    await vi.advanceTimersByTimeAsync(999);
    expect(flow.actor.getSnapshot().matches('verify')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(flow.actor.getSnapshot().matches('getStarted')).toBe(true);
    expect(flow.callsOf('startPhoneCheck')).toHaveLength(0);
  });

  it('no correlation id: our own code, tracked, without an offer', async () => {
    const flow = await started({ startOrigination: async () => startResponse({ correlation_id: null }) });
    expect(currentMeta(flow.actor.getSnapshot())?.screen).toBe('verify-own');
    expect(contextOf(flow)).toMatchObject({ originationId: 'orig-1', useOwnCode: true, correlationId: null });
    expect(flow.callsOf('trackEvent').map((c) => c.input)).toContainEqual({
      kind: 'track',
      name: 'card_signup_started',
      properties: { flow_type: 'desktop', offer_code: null, promo_code: null },
    });
  });

  it('on a phone: the instant link for this application, tracked as mobile; sent, nothing is offered again', async () => {
    const flow = await started(
      { startOrigination: async () => startResponse({ id: 'orig-4' }), sendInstantLink: async () => ({ token: 'handle' }) },
      { isMobile: true, clientId: 'client-7' },
    );
    expect(currentMeta(flow.actor.getSnapshot())?.screen).toBe('instalink');
    expect(contextOf(flow)).toMatchObject({ originationId: 'orig-4', hasAuthToken: true, correlationId: 'corr-1' });
    expect(flow.callsOf('sendInstantLink').map((c) => c.input)).toEqual([{ clientId: 'client-7', originationId: 'orig-4' }]);
    expect(flow.actor.getSnapshot().matches({ instalink: 'sent' })).toBe(true);
    expect(flow.actor.getSnapshot().can({ type: 'user.resend' })).toBe(false);
    expect(selectInstalink(flow.actor.getSnapshot())).toMatchObject({ failed: false, sending: false });
    expect(flow.callsOf('trackEvent').map((c) => c.input)).toContainEqual({
      kind: 'track',
      name: 'card_signup_started',
      properties: { flow_type: 'mobile', offer_code: null, promo_code: null },
    });
  });

  it('a failed instant link shows the server text; resent, the notice clears', async () => {
    const answers: Array<() => Promise<unknown>> = [async () => Promise.reject(apiError(400, 'No phone on file', 'invalid')), async () => ({ token: 'handle' })];
    const flow = await started({ startOrigination: async () => startResponse(), sendInstantLink: async () => answers.shift()!() }, { isMobile: true });
    expect(selectInstalink(flow.actor.getSnapshot())).toMatchObject({ failed: false, error: 'No phone on file' });
    flow.actor.send({ type: 'user.resend' });
    await settle();
    expect(flow.actor.getSnapshot().matches({ instalink: 'sent' })).toBe(true);
    expect(contextOf(flow).outcome).toBeNull();
  });

  it('after 2 failed partner attempts the next start uses our own code even with a correlation id', async () => {
    const flow = await started({
      startOrigination: async () => startResponse(),
      startPhoneCheck: async () => ({ correlation_id: 'corr-1', notice: null }),
      verifyPartnerCode: async () => Promise.reject(apiError(400, 'Wrong code. Please try again', 'wrong_code')),
    });
    await vi.advanceTimersByTimeAsync(1000);
    for (const _ of [1, 2]) {
      flow.actor.send({ type: 'user.submit', form: 'code', values: { code: '0000' } });
      await settle();
    }
    flow.actor.send({ type: 'user.resend' });
    flow.actor.send({ type: 'user.submit', form: 'start', values: startValues });
    await settle();
    expect(currentMeta(flow.actor.getSnapshot())?.screen).toBe('verify-own');
  });

  it('starting the same application again keeps what it holds: its failed partner attempts count on', async () => {
    const flow = await started({
      startOrigination: async () => startResponse(),
      startPhoneCheck: async () => ({ correlation_id: 'corr-1', notice: null }),
      verifyPartnerCode: async () => Promise.reject(apiError(400, 'Wrong code. Please try again', 'wrong_code')),
    });
    await vi.advanceTimersByTimeAsync(1000);
    flow.actor.send({ type: 'user.submit', form: 'code', values: { code: '0000' } });
    await settle();
    flow.actor.send({ type: 'nav.location', url: '/' });
    expect(flow.actor.getSnapshot().matches('offerStart')).toBe(true);
    flow.actor.send({ type: 'user.submit', form: 'start', values: startValues });
    await settle();
    expect(flow.actor.getSnapshot().matches('verify')).toBe(true);
    expect(contextOf(flow)).toMatchObject({ originationId: 'orig-1', partnerAttempts: 1 });
    await vi.advanceTimersByTimeAsync(1000);
    flow.actor.send({ type: 'user.submit', form: 'code', values: { code: '0000' } });
    await settle();
    expect(contextOf(flow).partnerAttempts).toBe(2);
    // Two attempts: the next start of the same application uses our own code, and still counts them.
    flow.actor.send({ type: 'user.resend' });
    flow.actor.send({ type: 'user.submit', form: 'start', values: startValues });
    await settle();
    expect(currentMeta(flow.actor.getSnapshot())?.screen).toBe('verify-own');
    expect(contextOf(flow)).toMatchObject({ originationId: 'orig-1', partnerAttempts: 2 });
  });

  it('the login route: sign in first, with the server text and the step to go on to', async () => {
    const flow = await started({
      startOrigination: async () =>
        startResponse({ id: 'orig-4', auth_token: '', next: 'login', correlation_id: null, login_message: 'Please log in to continue.', login_next: '/onboard/card/applicant-details' }),
    });
    expect(flow.actor.getSnapshot().matches('signin')).toBe(true);
    expect(contextOf(flow)).toMatchObject({
      originationId: 'orig-4',
      hasAuthToken: false,
      outcome: { code: 'previouslyStarted', message: 'Please log in to continue.' },
      signinNext: '/onboard/card/applicant-details',
    });
    expect(selectSignIn(flow.actor.getSnapshot())).toMatchObject({ previouslyStarted: true, step: 'email' });
    expect(flow.callsOf('trackEvent').filter((c) => (c.input as { name: string }).name === 'card_signup_started')).toHaveLength(0);
  });

  it('the login route without a message or a step: no text, nowhere named', async () => {
    const flow = await started({ startOrigination: async () => startResponse({ auth_token: '', next: 'login' }) });
    expect(flow.actor.getSnapshot().matches('signin')).toBe(true);
    expect(contextOf(flow)).toMatchObject({ outcome: { code: 'previouslyStarted', message: null }, signinNext: null });
  });

  it("a step named to a visitor not signed in is the login route: the step is where sign-in goes on", async () => {
    const flow = await started({ startOrigination: async () => startResponse({ next: 'zoomies.card.quiz' }) });
    expect(flow.actor.getSnapshot().matches('signin')).toBe(true);
    expect(contextOf(flow)).toMatchObject({ outcome: { code: 'previouslyStarted', message: null }, signinNext: 'zoomies.card.quiz' });
  });

  it('its signed-in owner goes straight to the step the answer names, with this application', async () => {
    const flow = await started(
      { listApplications: async () => [], startOrigination: async () => startResponse({ id: 'orig-4', next: 'zoomies.card.user' }), loadChallenge: async () => challenge },
      signedIn,
    );
    expect(flow.actor.getSnapshot().matches('user')).toBe(true);
    expect(urlForSnapshot(flow.actor.getSnapshot())).toBe('/onboard/card/orig-4/applicant-details');
    expect(contextOf(flow)).toMatchObject({ originationId: 'orig-4', signinNext: null });
    expect(flow.callsOf('loadChallenge')[0]?.input).toMatchObject({ originationId: 'orig-4' });
  });

  it('its signed-in owner with the login route still signs in', async () => {
    const flow = await started({ listApplications: async () => [], startOrigination: async () => startResponse({ next: 'login' }) }, signedIn);
    expect(flow.actor.getSnapshot().matches('signin')).toBe(true);
  });

  it('a signed-in visitor starting a new application (no step named) goes to partner verify', async () => {
    const flow = await started({ listApplications: async () => [], startOrigination: async () => startResponse({ id: 'orig-4' }) }, signedIn);
    expect(flow.actor.getSnapshot().matches('verify')).toBe(true);
    expect(contextOf(flow).originationId).toBe('orig-4');
  });
});

describe('a signed-in visitor on the start screen: the lookup', () => {
  it('looks up their applications (with no input) and goes to the route of the first', async () => {
    const flow = startFlow({ listApplications: async () => [summary({ id: 'orig-9', next: 'zoomies.card.quiz' }), summary({ id: 'orig-8', next: 'zoomies.card.about' })] }, signedIn);
    expect(flow.actor.getSnapshot().hasTag('loading')).toBe(true);
    await settle();
    expect(flow.callsOf('listApplications').map((c) => c.input)).toEqual([{}]);
    expect(flow.actor.getSnapshot().matches('quiz')).toBe(true);
    expect(contextOf(flow).originationId).toBe('orig-9');
  });

  it.each([
    ['no application', []],
    ['an application without a step', [summary({ next: null })]],
    ['an application at a step this app does not know', [summary({ next: 'zoomies.card.retired' as OriginationSummary['next'] })]],
  ])('%s: the form', async (_, applications) => {
    const flow = startFlow({ listApplications: async () => applications }, signedIn);
    await settle();
    expect(flow.actor.getSnapshot().matches({ offerStart: 'form' })).toBe(true);
    expect(contextOf(flow).originationId).toBeNull();
  });

  it('a failed lookup: the form', async () => {
    const flow = startFlow({ listApplications: async () => Promise.reject(apiError(500)) }, signedIn);
    await settle();
    expect(flow.actor.getSnapshot().matches({ offerStart: 'form' })).toBe(true);
  });

  it('signed out: no lookup, the form', async () => {
    const flow = startFlow({ listApplications: async () => [summary()] });
    await settle();
    expect(flow.callsOf('listApplications')).toHaveLength(0);
    expect(flow.actor.getSnapshot().matches({ offerStart: 'form' })).toBe(true);
  });
});

describe('the verify screen reached from the start shows the phone typed', () => {
  it('formats the phone from the start values', async () => {
    const flow = await started({ startOrigination: async () => startResponse() });
    expect(selectVerify(flow.actor.getSnapshot(), 'partner').phoneNumber).toBe('(512) 555-0100');
  });
});
