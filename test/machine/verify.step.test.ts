import { describe, it, expect, vi } from 'vitest';
import { useModelClock, contextOf, type Flow } from './step-test-kit.ts';
import { startFlow, settle, type Services } from './flow-harness.ts';
import { currentMeta, urlForSnapshot } from '../../machines/route-table.ts';
import { selectVerify } from '../../screens/verify-code/verify-code.selector.ts';
import { startResponse, apiError, challenge } from '../../src/flow-map/machine-model/model-fixtures.ts';
import type { OnboardingInput } from '../../machines/onboarding.types.ts';

// The phone verification step (machines/steps/verify.step.ts), call by call: what each call is sent,
// what each answer stores, and what the screen is then given (the selector), on both sides of each
// guard. The first document: "Entering 4 digits submits the code. Success validates then goes to the
// next step. Failure clears the input and shows an error."

const startValues = { phoneNumber: '+15125550100', dob: '01-15' };
const client = { clientId: 'client-7' } satisfies OnboardingInput;

useModelClock();

const partnerScreen = (flow: Flow) => selectVerify(flow.actor.getSnapshot(), 'partner');
const ownScreen = (flow: Flow) => selectVerify(flow.actor.getSnapshot(), 'own');

/** Started on the partner screen, its 1 s wait not over yet. */
async function atPartnerWait(services: Services, input: OnboardingInput = client) {
  const flow = startFlow({ startOrigination: async () => startResponse(), ...services }, input);
  flow.actor.send({ type: 'user.submit', form: 'start', values: startValues });
  await settle();
  expect(flow.actor.getSnapshot().matches({ verify: 'waiting' })).toBe(true);
  return flow;
}

/** On the 4-digit screen, the phone check answered. */
async function atPartnerCode(services: Services, input: OnboardingInput = client) {
  const flow = await atPartnerWait({ startPhoneCheck: async () => ({ correlation_id: 'corr-7', notice: null }), ...services }, input);
  await vi.advanceTimersByTimeAsync(1000);
  return flow;
}

/** On the 6-digit screen (the start gave no correlation id), the send answered. */
async function atOwnCode(services: Services, input: OnboardingInput = client) {
  const flow = startFlow({ startOrigination: async () => startResponse({ correlation_id: null }), ...services }, input);
  flow.actor.send({ type: 'user.submit', form: 'start', values: startValues });
  await settle();
  expect(flow.actor.getSnapshot().matches('verifyOwn')).toBe(true);
  return flow;
}

describe('partner check: the 1 s wait, then the check', () => {
  it('shows the phone the code goes to and is checking for 1 s, then sends the check for this client and application', async () => {
    const flow = await atPartnerWait({ startPhoneCheck: async () => ({ correlation_id: 'corr-7', notice: null }) });
    expect(partnerScreen(flow)).toMatchObject({ phoneNumber: '(512) 555-0100', checking: true, codeSent: false, codeLength: 4 });
    await vi.advanceTimersByTimeAsync(999);
    expect(flow.callsOf('startPhoneCheck')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(flow.callsOf('startPhoneCheck').map((c) => c.input)).toEqual([{ clientId: 'client-7', originationId: 'orig-1' }]);
  });

  it('a passed check stores its correlation id and tells the screen a code went out', async () => {
    const flow = await atPartnerCode({});
    expect(flow.actor.getSnapshot().matches({ verify: 'entering' })).toBe(true);
    expect(contextOf(flow)).toMatchObject({ correlationId: 'corr-7', partnerCodeSent: true, outcome: { code: 'codeSent' } });
    expect(partnerScreen(flow)).toMatchObject({ notice: 'code-sent', codeSent: true, checking: false, submitting: false });
  });

  it('a phone the partner knows already is told so, and the code still went out', async () => {
    const flow = await atPartnerCode({ startPhoneCheck: async () => ({ correlation_id: 'corr-7', notice: 'already_registered' }) });
    expect(contextOf(flow).outcome).toEqual({ code: 'alreadyRegistered' });
    expect(partnerScreen(flow)).toMatchObject({ notice: 'already-registered', codeSent: true });
  });

  it('a check without a correlation id goes to our own 6-digit code, with no partner code sent', async () => {
    const flow = await atPartnerCode({ startPhoneCheck: async () => ({ correlation_id: null, notice: null }) });
    expect(flow.actor.getSnapshot().matches('verifyOwn')).toBe(true);
    expect(contextOf(flow)).toMatchObject({ useOwnCode: true, correlationId: null, partnerCodeSent: false });
    expect(flow.callsOf('sendOwnCode').map((c) => c.input)).toEqual([{ clientId: 'client-7', originationId: 'orig-1' }]);
  });

  it('too soon for another code (429 with a wait): the code sent moments ago stays good, its input stays, the wait shows', async () => {
    const flow = await atPartnerCode({
      startPhoneCheck: async () => Promise.reject({ ...apiError(429, 'Please wait 20 seconds before requesting a new code.', 'too_many_requests'), retryAfterSeconds: 20 }),
    });
    expect(flow.actor.getSnapshot().matches({ verify: 'entering' })).toBe(true);
    expect(contextOf(flow)).toMatchObject({ partnerCodeSent: true, outcome: { code: 'rateLimited', retryAfterS: 20 } });
    expect(partnerScreen(flow)).toMatchObject({ notice: 'rate-limited', waitSeconds: 20, codeSent: true, serverMessage: 'Please wait 20 seconds before requesting a new code.' });
  });

  it.each([
    ['a phone linked to another account (409)', apiError(409, 'This phone number is already linked to an account.', 'phone_linked'), 'phoneLinked', 'phone-linked'],
    ['a phone linked to another account, even answered 429', apiError(429, 'This phone number is already linked to an account.', 'phone_linked'), 'phoneLinked', 'phone-linked'],
    ["the partner's trouble (422)", apiError(422, "We're having trouble verifying your number", 'phone_check_failed'), 'phoneCheckFailed', 'phone-check-failed'],
    ['a failure on our side (503)', apiError(503, 'Service unavailable', 'server_error'), 'phoneCheckFailed', 'phone-check-failed'],
    ['no answer', apiError(0, 'Something went wrong', 'network_error'), 'unreachable', 'unreachable'],
  ])('a failed check, %s, sends no code and the screen says why', async (_, error, code, notice) => {
    const flow = await atPartnerCode({ startPhoneCheck: async () => Promise.reject(error) });
    expect(flow.actor.getSnapshot().matches({ verify: 'failed' })).toBe(true);
    expect(contextOf(flow)).toMatchObject({ partnerCodeSent: false, outcome: { code } });
    expect(partnerScreen(flow)).toMatchObject({ notice, codeSent: false, checking: false });
  });

  it('a resend whose check fails takes back the code sent before: no input for a code that went nowhere', async () => {
    const answers: Array<() => Promise<unknown>> = [
      async () => ({ correlation_id: 'corr-7', notice: null }),
      async () => Promise.reject(apiError(422, "We're having trouble verifying your number", 'phone_check_failed')),
    ];
    const flow = await atPartnerCode({ startPhoneCheck: async () => answers.shift()!() });
    expect(partnerScreen(flow).codeSent).toBe(true);
    flow.actor.send({ type: 'user.resend' });
    expect(contextOf(flow).outcome).toBeNull();
    await settle();
    expect(flow.callsOf('startPhoneCheck')).toHaveLength(2);
    expect(partnerScreen(flow)).toMatchObject({ notice: 'phone-check-failed', codeSent: false });
  });

  it('"Use SMS instead" goes to our own code and forgets the partner\'s correlation id', async () => {
    const flow = await atPartnerCode({ startPhoneCheck: async () => Promise.reject(apiError(422, 'trouble', 'phone_check_failed')) });
    flow.actor.send({ type: 'user.useSms' });
    expect(currentMeta(flow.actor.getSnapshot())?.screen).toBe('verify-own');
    expect(contextOf(flow)).toMatchObject({ useOwnCode: true, correlationId: null, outcome: null });
  });
});

describe('partner code: what is sent and what each answer does', () => {
  it('only 4 digits submit; the code goes with the client and the application', async () => {
    const flow = await atPartnerCode({ verifyPartnerCode: async () => ({ success: true }) });
    const snapshot = flow.actor.getSnapshot();
    expect(snapshot.can({ type: 'user.submit', form: 'code', values: { code: '123' } })).toBe(false);
    expect(snapshot.can({ type: 'user.submit', form: 'code', values: { code: '12345' } })).toBe(false);
    expect(snapshot.can({ type: 'user.submit', form: 'email', values: { email: 'jamie.rivera@example.com' } })).toBe(false);
    expect(snapshot.can({ type: 'user.submit' })).toBe(false);
    flow.actor.send({ type: 'user.submit', form: 'code', values: { code: '1234' } });
    expect(partnerScreen(flow).submitting).toBe(true);
    await settle();
    expect(flow.callsOf('verifyPartnerCode').map((c) => c.input)).toEqual([{ clientId: 'client-7', originationId: 'orig-1', code: '1234' }]);
    expect(flow.callsOf('validateOrigination').map((c) => c.input)).toEqual([{ clientId: 'client-7', originationId: 'orig-1' }]);
  });

  it('a wrong code counts an attempt and a failed check (the input clears); a connection lost counts a failed check only', async () => {
    const answers = [apiError(400, 'Wrong code. Please try again', 'wrong_code'), apiError(0, 'Something went wrong', 'network_error')];
    const flow = await atPartnerCode({ verifyPartnerCode: async () => Promise.reject(answers.shift()) });
    flow.actor.send({ type: 'user.submit', form: 'code', values: { code: '1234' } });
    await settle();
    expect(contextOf(flow)).toMatchObject({ partnerAttempts: 1, failedChecks: 1, outcome: { code: 'wrongCode' } });
    flow.actor.send({ type: 'user.submit', form: 'code', values: { code: '4321' } });
    await settle();
    expect(contextOf(flow)).toMatchObject({ partnerAttempts: 1, failedChecks: 2, outcome: { code: 'unreachable' } });
    expect(partnerScreen(flow)).toMatchObject({ notice: 'unreachable', attempt: 2, codeSent: true });
  });

  it('a validation refused by the server shows its text, counts a failed check and no attempt', async () => {
    const flow = await atPartnerCode({
      verifyPartnerCode: async () => ({ success: true }),
      validateOrigination: async () => Promise.reject(apiError(400, 'Application not ready', 'invalid')),
    });
    flow.actor.send({ type: 'user.submit', form: 'code', values: { code: '1234' } });
    await settle();
    expect(flow.actor.getSnapshot().matches({ verify: 'entering' })).toBe(true);
    expect(contextOf(flow)).toMatchObject({ partnerAttempts: 0, failedChecks: 1, outcome: { code: 'rejected', message: 'Application not ready' } });
    expect(partnerScreen(flow)).toMatchObject({ notice: 'rejected', serverMessage: 'Application not ready', attempt: 1 });
  });

  it('success: false is a failed check, twice in a row two', async () => {
    const flow = await atPartnerCode({
      verifyPartnerCode: async () => ({ success: true }),
      validateOrigination: async () => ({ success: false, next: null }),
    });
    for (const failedChecks of [1, 2]) {
      flow.actor.send({ type: 'user.submit', form: 'code', values: { code: '1234' } });
      await settle();
      expect(contextOf(flow)).toMatchObject({ failedChecks, partnerAttempts: 0, outcome: { code: 'notVerified' } });
    }
  });

  it('the validation naming the pet step goes there and clears the notice', async () => {
    const flow = await atPartnerCode({
      verifyPartnerCode: async () => ({ success: true }),
      validateOrigination: async () => ({ success: true, next: 'zoomies.card.about' }),
    });
    flow.actor.send({ type: 'user.submit', form: 'code', values: { code: '1234' } });
    await settle();
    expect(flow.actor.getSnapshot().matches('about')).toBe(true);
    expect(contextOf(flow).outcome).toBeNull();
  });

  it('a validation naming another step goes there, its notice cleared', async () => {
    const flow = await atPartnerCode({
      verifyPartnerCode: async () => ({ success: true }),
      validateOrigination: async () => ({ success: true, next: 'zoomies.card.user' }),
      loadChallenge: async () => challenge,
    });
    flow.actor.send({ type: 'user.submit', form: 'code', values: { code: '1234' } });
    await settle();
    expect(flow.actor.getSnapshot().matches('user')).toBe(true);
    expect(urlForSnapshot(flow.actor.getSnapshot())).toBe('/onboard/card/orig-1/applicant-details');
    expect(contextOf(flow).outcome).toBeNull();
  });

  it('resend before 2 failed attempts checks the phone again; after 2 it goes back to the start', async () => {
    const flow = await atPartnerCode({ verifyPartnerCode: async () => Promise.reject(apiError(400, 'Wrong code. Please try again', 'wrong_code')) });
    flow.actor.send({ type: 'user.submit', form: 'code', values: { code: '1234' } });
    await settle();
    flow.actor.send({ type: 'user.resend' });
    expect(flow.actor.getSnapshot().matches({ verify: 'checking' })).toBe(true);
    await settle();
    flow.actor.send({ type: 'user.submit', form: 'code', values: { code: '1234' } });
    await settle();
    expect(contextOf(flow).partnerAttempts).toBe(2);
    flow.actor.send({ type: 'user.resend' });
    expect(flow.actor.getSnapshot().matches('getStarted')).toBe(true);
  });
});

describe('own code: what is sent and what each answer does', () => {
  it('the send goes for this client and application; its shared key is kept and the screen shows the code went out', async () => {
    const flow = await atOwnCode({ sendOwnCode: async () => ({ shared_key: 'k-1' }) });
    expect(flow.callsOf('sendOwnCode').map((c) => c.input)).toEqual([{ clientId: 'client-7', originationId: 'orig-1' }]);
    expect(contextOf(flow)).toMatchObject({ sharedKey: 'k-1', OTPStatus: 'sent', outcome: { code: 'codeSent' } });
    expect(ownScreen(flow)).toMatchObject({ notice: 'code-sent', codeSent: true, codeLength: 6 });
  });

  it('only 6 digits submit; the code goes with the shared key; a wrong code is a failed check', async () => {
    const flow = await atOwnCode({
      sendOwnCode: async () => ({ shared_key: 'k-1' }),
      verifyOwnCode: async () => Promise.reject(apiError(400, 'Wrong code. Please try again', 'wrong_code')),
    });
    expect(flow.actor.getSnapshot().can({ type: 'user.submit', form: 'code', values: { code: '12345' } })).toBe(false);
    expect(flow.actor.getSnapshot().can({ type: 'user.submit', form: 'code', values: { code: '1234' } })).toBe(false);
    expect(flow.actor.getSnapshot().can({ type: 'user.submit' })).toBe(false);
    flow.actor.send({ type: 'user.submit', form: 'code', values: { code: '123456' } });
    expect(ownScreen(flow).submitting).toBe(true);
    await settle();
    expect(flow.callsOf('verifyOwnCode').map((c) => c.input)).toEqual([{ clientId: 'client-7', originationId: 'orig-1', sharedKey: 'k-1', otp: '123456' }]);
    expect(flow.actor.getSnapshot().matches({ verifyOwn: 'entering' })).toBe(true);
    expect(contextOf(flow)).toMatchObject({ failedChecks: 1, outcome: { code: 'wrongCode' } });
    expect(ownScreen(flow)).toMatchObject({ notice: 'wrong-code', attempt: 1 });
  });

  it('a code typed after a failed send is not taken: no code went out, so there is no key to check it against (never an empty one)', async () => {
    const flow = await atOwnCode({ sendOwnCode: async () => Promise.reject(apiError(500)), verifyOwnCode: async () => ({ ok: true }) });
    expect(flow.actor.getSnapshot().can({ type: 'user.submit', form: 'code', values: { code: '123456' } })).toBe(false);
    flow.actor.send({ type: 'user.submit', form: 'code', values: { code: '123456' } });
    await settle();
    expect(flow.callsOf('verifyOwnCode')).toEqual([]);
    expect(flow.actor.getSnapshot().status).toBe('active');
    expect(flow.actor.getSnapshot().matches({ verifyOwn: 'entering' })).toBe(true);
  });

  it('a passed code goes to the pet step, its notice cleared', async () => {
    const flow = await atOwnCode({ sendOwnCode: async () => ({ shared_key: 'k-1' }), verifyOwnCode: async () => ({ ok: true }) });
    flow.actor.send({ type: 'user.submit', form: 'code', values: { code: '123456' } });
    await settle();
    expect(flow.actor.getSnapshot().matches('about')).toBe(true);
    expect(contextOf(flow).outcome).toBeNull();
  });

  it.each([
    ['no answer', apiError(0, 'Something went wrong', 'network_error'), { code: 'unreachable' }, 'unreachable'],
    ['a failure on our side', apiError(500), { code: 'codeSendFailed' }, 'send-failed'],
  ])('a failed send (%s) sets the code status to error', async (_, error, outcome, notice) => {
    const flow = await atOwnCode({ sendOwnCode: async () => Promise.reject(error) });
    expect(contextOf(flow)).toMatchObject({ OTPStatus: 'error', outcome });
    expect(ownScreen(flow)).toMatchObject({ notice, codeSent: false });
  });

  it.each([
    ['409', apiError(409, 'This phone number is already linked to an account.', 'phone_linked')],
    ['even answered 429', apiError(429, 'This phone number is already linked to an account.', 'phone_linked')],
  ])('a send refused for a phone linked to another account (%s) says so, with the contact link, as the partner path does', async (_, error) => {
    const flow = await atOwnCode({ sendOwnCode: async () => Promise.reject(error) });
    expect(contextOf(flow)).toMatchObject({ OTPStatus: 'error', outcome: { code: 'phoneLinked' } });
    // The contact link is the screen's own (screens/verify-code/verify-code.test.tsx checks it).
    expect(ownScreen(flow)).toMatchObject({ notice: 'phone-linked', codeSent: false });
  });

  it('a limit on a send keeps the code this device already has: its input stays, the wait shows', async () => {
    const sends: Array<() => Promise<unknown>> = [
      async () => ({ shared_key: 'k-1' }),
      async () => Promise.reject({ ...apiError(429, 'Please wait 30 seconds before requesting a new code.', 'too_many_requests'), retryAfterSeconds: 30 }),
    ];
    const flow = await atOwnCode({ sendOwnCode: async () => sends.shift()!() });
    // Back to the start screen and on again: the same application, a second send.
    flow.actor.send({ type: 'user.resend' });
    flow.actor.send({ type: 'user.submit', form: 'start', values: startValues });
    await settle();
    expect(flow.callsOf('sendOwnCode')).toHaveLength(2);
    expect(contextOf(flow)).toMatchObject({ sharedKey: 'k-1', OTPStatus: 'sent', outcome: { code: 'rateLimited', retryAfterS: 30 } });
    expect(ownScreen(flow)).toMatchObject({ notice: 'rate-limited', waitSeconds: 30, codeSent: true });
  });

  it('a limit on the first send leaves nothing to type: the code status is error', async () => {
    const flow = await atOwnCode({
      sendOwnCode: async () => Promise.reject({ ...apiError(429, 'Please wait 30 seconds before requesting a new code.', 'too_many_requests'), retryAfterSeconds: 30 }),
    });
    expect(contextOf(flow)).toMatchObject({ OTPStatus: 'error', outcome: { code: 'rateLimited', retryAfterS: 30 } });
    expect(ownScreen(flow)).toMatchObject({ notice: 'rate-limited', waitSeconds: 30, codeSent: false });
  });

  it('a 409 "already verified" asks the server where the application stands, its notice cleared', async () => {
    const flow = await atOwnCode({
      sendOwnCode: async () => ({ shared_key: 'k-1' }),
      verifyOwnCode: async () => Promise.reject(apiError(409, 'Your phone number is already verified.', 'out_of_order')),
    });
    flow.actor.send({ type: 'user.submit', form: 'code', values: { code: '123456' } });
    await settle();
    expect(flow.callsOf('validateOrigination').map((c) => c.input)).toEqual([{ clientId: 'client-7', originationId: 'orig-1' }]);
    expect(contextOf(flow)).toMatchObject({ failedChecks: 0, outcome: null });
  });

  it.each([
    ['the offer page', 'offer', 'offerStart'],
    ["Let's get started", 'getStarted', 'getStarted'],
  ] as const)('resend and cancel go back to the start screen the applicant came from: %s', async (_, entry, start) => {
    const resent = await atOwnCode({ sendOwnCode: async () => ({ shared_key: 'k-1' }) }, { ...client, entry });
    resent.actor.send({ type: 'user.resend' });
    expect(resent.actor.getSnapshot().matches(start)).toBe(true);
    expect(contextOf(resent)).toMatchObject({ outcome: null, userHasOPTErrors: false });

    const cancelled = await atOwnCode({ sendOwnCode: async () => ({ shared_key: 'k-1' }) }, { ...client, entry });
    cancelled.actor.send({ type: 'user.cancel' });
    expect(cancelled.actor.getSnapshot().matches(start)).toBe(true);
    expect(contextOf(cancelled)).toMatchObject({ outcome: null, userHasOPTErrors: true });
  });
});
