import { describe, it, expect, beforeEach, afterEach, vi } from 'vitest';
import { startFlow, settle, type Services } from './flow-harness.ts';
import { urlForSnapshot } from '../../machines/route-table.ts';
import { selectVerify } from '../../screens/verify-code/verify-code.selector.ts';
import { T0, startResponse, apiError } from '../../src/flow-map/machine-model/model-fixtures.ts';

// Partner verification as the first document has it: "Entering 4 digits submits the code. Success
// validates then goes to the next step. Failure clears the input and shows an error. A failed
// partner validation increments partnerAttempts." Each test reads what the screen is given (the
// selector) and what the context stores, not only the state reached.

const startValues = { phoneNumber: '+15125550100', dob: '01-15' };

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

/** On the 4-digit screen with its input, a partner code sent. */
async function atPartnerCode(services: Services) {
  const flow = startFlow({
    startOrigination: async () => startResponse(),
    startPhoneCheck: async () => ({ correlation_id: 'corr-1', notice: null }),
    ...services,
  });
  flow.actor.send({ type: 'user.submit', form: 'start', values: startValues });
  await settle();
  await vi.advanceTimersByTimeAsync(1000);
  expect(flow.actor.getSnapshot().matches({ verify: 'entering' })).toBe(true);
  return flow;
}

const shown = (flow: Awaited<ReturnType<typeof atPartnerCode>>) => selectVerify(flow.actor.getSnapshot(), 'partner');

describe('partner verification: what a failed or refused check shows', () => {
  it('a 409 "already verified" counts no attempt and goes on where the application stands (the next of validate)', async () => {
    const flow = await atPartnerCode({
      verifyPartnerCode: async () => Promise.reject(apiError(409, 'Your phone number is already verified.', 'out_of_order')),
      validateOrigination: async () => ({ success: true, next: 'zoomies.card.user' }),
    });
    flow.actor.send({ type: 'user.submit', form: 'code', values: { code: '1234' } });
    await settle();
    expect(flow.callsOf('validateOrigination')).toHaveLength(1);
    expect(flow.actor.getSnapshot().matches('user')).toBe(true);
    expect(urlForSnapshot(flow.actor.getSnapshot())).toBe('/onboard/card/orig-1/applicant-details');
    expect(flow.actor.getSnapshot().context).toMatchObject({ partnerAttempts: 0, outcome: null });
  });

  it.each([
    [403, 'permission_denied', 'You do not have permission to perform this action.'],
    [404, 'not_found', 'Application not found'],
  ])('any other 4xx (%i %s) shows the server text, clears the input and counts no attempt', async (status, code, message) => {
    const flow = await atPartnerCode({ verifyPartnerCode: async () => Promise.reject(apiError(status, message, code)) });
    const before = shown(flow).attempt ?? 0;
    flow.actor.send({ type: 'user.submit', form: 'code', values: { code: '1234' } });
    await settle();
    expect(flow.actor.getSnapshot().matches({ verify: 'entering' })).toBe(true);
    expect(flow.actor.getSnapshot().context.partnerAttempts).toBe(0);
    // The screen clears its input on each failed check (a new attempt) and shows the server's words.
    expect(shown(flow)).toMatchObject({ notice: 'rejected', serverMessage: message, codeSent: true, attempt: before + 1 });
  });

  it("a refusal in the words of a wrong code says 'Wrong code' (the reply text matches) but counts no attempt when its code judged none", async () => {
    const flow = await atPartnerCode({ verifyPartnerCode: async () => Promise.reject(apiError(400, 'Wrong code. Please try again', 'invalid')) });
    flow.actor.send({ type: 'user.submit', form: 'code', values: { code: '1234' } });
    await settle();
    expect(flow.actor.getSnapshot().context.partnerAttempts).toBe(0);
    expect(shown(flow)).toMatchObject({ notice: 'wrong-code', attempt: 1 });
  });

  it('a server that answers a wrong code with its text alone: the same words, and the attempt counts', async () => {
    const flow = await atPartnerCode({ verifyPartnerCode: async () => Promise.reject(apiError(400, 'Wrong code. Please try again')) });
    flow.actor.send({ type: 'user.submit', form: 'code', values: { code: '1234' } });
    await settle();
    expect(flow.actor.getSnapshot().context.partnerAttempts).toBe(1);
    expect(shown(flow)).toMatchObject({ notice: 'wrong-code', attempt: 1 });
  });

  it('a wrong code still counts an attempt and says so', async () => {
    const flow = await atPartnerCode({ verifyPartnerCode: async () => Promise.reject(apiError(400, 'Wrong code. Please try again', 'wrong_code')) });
    flow.actor.send({ type: 'user.submit', form: 'code', values: { code: '1234' } });
    await settle();
    expect(flow.actor.getSnapshot().context.partnerAttempts).toBe(1);
    expect(shown(flow)).toMatchObject({ notice: 'wrong-code', attempt: 1 });
  });

  it('a validation answered success: false does not go on: the input clears and the screen says the phone is not verified', async () => {
    const flow = await atPartnerCode({
      verifyPartnerCode: async () => ({ success: true }),
      validateOrigination: async () => ({ success: false, next: null }),
    });
    flow.actor.send({ type: 'user.submit', form: 'code', values: { code: '1234' } });
    await settle();
    expect(flow.actor.getSnapshot().matches({ verify: 'entering' })).toBe(true);
    expect(urlForSnapshot(flow.actor.getSnapshot())).toBe('/onboard/card/orig-1/verify');
    expect(shown(flow)).toMatchObject({ notice: 'not-verified', codeSent: true, attempt: 1 });
    expect(flow.actor.getSnapshot().context.partnerAttempts).toBe(0);
  });

  it('a successful validation goes to the step its next names, the pet step when it names none', async () => {
    const named = await atPartnerCode({
      verifyPartnerCode: async () => ({ success: true }),
      validateOrigination: async () => ({ success: true, next: 'zoomies.card.petless-offer' }),
    });
    named.actor.send({ type: 'user.submit', form: 'code', values: { code: '1234' } });
    await settle();
    expect(urlForSnapshot(named.actor.getSnapshot())).toBe('/onboard/card/orig-1/petless-offer');

    const unnamed = await atPartnerCode({
      verifyPartnerCode: async () => ({ success: true }),
      validateOrigination: async () => ({ success: true, next: null }),
    });
    unnamed.actor.send({ type: 'user.submit', form: 'code', values: { code: '1234' } });
    await settle();
    expect(urlForSnapshot(unnamed.actor.getSnapshot())).toBe('/onboard/card/orig-1/about');
  });

  it('the validation failing on the server shows that something went wrong on our side, and the input clears', async () => {
    const flow = await atPartnerCode({
      verifyPartnerCode: async () => ({ success: true }),
      validateOrigination: async () => Promise.reject(apiError(503, 'Service unavailable', 'server_error')),
    });
    flow.actor.send({ type: 'user.submit', form: 'code', values: { code: '1234' } });
    await settle();
    expect(shown(flow)).toMatchObject({ notice: 'server-failed', attempt: 1 });
  });
});

describe('partner verification: a server error is not a lost connection', () => {
  it('a 5xx reads as our failure, a request without an answer as the connection', async () => {
    const answers = [apiError(502, 'Bad gateway', 'server_error'), apiError(0, 'Something went wrong', 'network_error')];
    const flow = await atPartnerCode({ verifyPartnerCode: async () => Promise.reject(answers.shift()) });
    flow.actor.send({ type: 'user.submit', form: 'code', values: { code: '1234' } });
    await settle();
    expect(flow.actor.getSnapshot().context.outcome).toEqual({ code: 'failed' });
    expect(shown(flow).notice).toBe('server-failed');
    flow.actor.send({ type: 'user.submit', form: 'code', values: { code: '1234' } });
    await settle();
    expect(flow.actor.getSnapshot().context.outcome).toEqual({ code: 'unreachable' });
    expect(shown(flow).notice).toBe('unreachable');
    expect(flow.actor.getSnapshot().context.partnerAttempts).toBe(0);
  });
});

describe('own-code verification', () => {
  it('a 409 "already verified" goes on where the application stands', async () => {
    const flow = startFlow({
      startOrigination: async () => startResponse({ correlation_id: null }),
      sendOwnCode: async () => ({ shared_key: 'k-1' }),
      verifyOwnCode: async () => Promise.reject(apiError(409, 'Your phone number is already verified.', 'out_of_order')),
      validateOrigination: async () => ({ success: true, next: 'zoomies.card.about' }),
    });
    flow.actor.send({ type: 'user.submit', form: 'start', values: startValues });
    await settle();
    expect(flow.actor.getSnapshot().matches({ verifyOwn: 'entering' })).toBe(true);
    flow.actor.send({ type: 'user.submit', form: 'code', values: { code: '123456' } });
    await settle();
    expect(flow.callsOf('validateOrigination')).toHaveLength(1);
    expect(urlForSnapshot(flow.actor.getSnapshot())).toBe('/onboard/card/orig-1/about');
  });
});
