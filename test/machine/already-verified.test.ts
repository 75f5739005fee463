import { describe, it, expect, vi } from 'vitest';
import { useModelClock, contextOf, type Flow } from './step-test-kit.ts';
import { startFlow, settle, type Services } from './flow-harness.ts';
import { urlForSnapshot } from '../../machines/route-table.ts';
import { selectVerify } from '../../screens/verify-code/verify-code.selector.ts';
import { apiError, challenge, signup, startResponse } from '../../src/flow-map/machine-model/model-fixtures.ts';

// Issue 33, defects 3 and 4: a phone verified already, asked to be checked again, answered 409
// "already verified", and the verify page showed "We're having trouble verifying your number…" with
// a Try again that answered the same. A phone the server says is verified goes on where the
// application stands, whichever call hears it: the phone check, our own code's send, the code check
// (decision 0062).

useModelClock();

const alreadyVerified = () => Promise.reject(apiError(409, 'Your phone number is already verified.', 'out_of_order'));
const partnerScreen = (flow: Flow) => selectVerify(flow.actor.getSnapshot(), 'partner');

/**
 * An application whose phone is verified, on a device that holds nothing of it yet (a link to its
 * verify page, another device). A flow that holds its challenge knows the phone is verified and
 * goes on without asking (decision 0075, test/machine/back-to-a-verified-phone.test.ts); this one asks.
 */
function verifiedElsewhere(services: Services) {
  return startFlow(
    {
      loadChallenge: async () => challenge,
      loadApplicationSummary: async () => ({ id: 'orig-1', next: 'zoomies.card.about', created: '', phone_number: '+15125550100' }),
      ...services,
    },
    { originationId: 'orig-1', clientId: 'client-7' },
  );
}

describe('the verify page of a phone verified already (defect 3)', () => {
  it('the phone check answered "already verified" asks where the application stands and goes on there, with no warning', async () => {
    const flow = verifiedElsewhere({
      startPhoneCheck: alreadyVerified,
      validateOrigination: async () => ({ success: true, next: 'zoomies.card.about' }),
    });
    flow.actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/verify' });
    await settle();
    expect(flow.actor.getSnapshot().matches('verify')).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(flow.callsOf('startPhoneCheck')).toHaveLength(1);
    // Never the phone check's trouble: the server's word on where the application stands decides.
    expect(flow.callsOf('validateOrigination').map((c) => c.input)).toEqual([{ clientId: 'client-7', originationId: 'orig-1' }]);
    expect(flow.actor.getSnapshot().matches({ about: 'editing' })).toBe(true);
    expect(urlForSnapshot(flow.actor.getSnapshot())).toBe('/onboard/card/orig-1/about');
    expect(contextOf(flow)).toMatchObject({ outcome: null, partnerAttempts: 0 });
  });

  it('an application further on goes to its own step, not back to the pet page', async () => {
    const flow = verifiedElsewhere({
      startPhoneCheck: alreadyVerified,
      validateOrigination: async () => ({ success: true, next: 'zoomies.card.quiz' }),
      fetchSignup: async () => signup(),
    });
    flow.actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/verify' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(flow.actor.getSnapshot().matches('quiz')).toBe(true);
  });

  it('our own code: its send answered "already verified" goes on the same way', async () => {
    const flow = verifiedElsewhere({
      sendOwnCode: alreadyVerified,
      validateOrigination: async () => ({ success: true, next: 'zoomies.card.about' }),
    });
    flow.actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/zoomies-verify' });
    await settle();
    expect(flow.callsOf('sendOwnCode')).toHaveLength(1);
    expect(flow.actor.getSnapshot().matches({ about: 'editing' })).toBe(true);
    expect(contextOf(flow)).toMatchObject({ outcome: null, OTPStatus: 'idle' });
  });
});

describe('a refused validation, then "Send a new code" (defect 4)', () => {
  it('the new check answered "already verified" goes on to the pet page instead of the same warning', async () => {
    let validations = 0;
    const flow = startFlow(
      {
        startOrigination: async () => startResponse(),
        startPhoneCheck: vi.fn().mockResolvedValueOnce({ correlation_id: 'corr-7', notice: null }).mockImplementation(alreadyVerified),
        verifyPartnerCode: async () => ({ success: true }),
        // The first validation is refused (409); asked again, the server names the pet step.
        validateOrigination: async () => (++validations === 1 ? Promise.reject(apiError(409, 'Please verify your phone number first.', 'out_of_order')) : { success: true, next: 'zoomies.card.about' }),
        loadChallenge: async () => challenge,
      },
      { clientId: 'client-7' },
    );
    flow.actor.send({ type: 'user.submit', form: 'start', values: { phoneNumber: '+15125550100', dob: '01-15' } });
    await vi.advanceTimersByTimeAsync(1000);
    flow.actor.send({ type: 'user.submit', form: 'code', values: { code: '1234' } });
    await settle();
    // The refusal shows, with "Send a new code" as the way on.
    expect(flow.actor.getSnapshot().matches({ verify: 'entering' })).toBe(true);
    expect(partnerScreen(flow)).toMatchObject({ notice: 'rejected', serverMessage: 'Please verify your phone number first.' });
    expect(flow.actor.getSnapshot().can({ type: 'user.resend' })).toBe(true);

    flow.actor.send({ type: 'user.resend' });
    await settle();
    expect(flow.callsOf('startPhoneCheck')).toHaveLength(2);
    expect(partnerScreen(flow).notice).not.toBe('phone-check-failed');
    expect(flow.actor.getSnapshot().matches({ about: 'editing' })).toBe(true);
    expect(contextOf(flow)).toMatchObject({ outcome: null, partnerAttempts: 0 });
  });
});
