import { describe, it, expect, beforeEach, afterEach, vi } from 'vitest';
import { startFlow, settle, type Services } from './flow-harness.ts';
import { T0, challenge, signup, apiError } from '../../src/flow-map/machine-model/model-fixtures.ts';
import type { TrackEventInput } from '../../machines/onboarding.types.ts';

// The personal details step (machines/steps/user.step.ts), read from what it sends and keeps: the
// completion's input, the facts it stores for analytics, the tokens it hands the session, the
// signup it fetches, and where a completed application goes instead of the form.

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

const address = { address: '401 Congress Ave', extendedAddress: 'Apt 2', city: 'Austin', state: 'TX', postalCode: '78701' };
const individual = { firstName: 'Mary Ann', lastName: "O'Brien-Smith", ssn: '000001234', dob: '01/15/1990', email: 'm@example.com', phoneNumber: '+15125550100', address };
const details = { individual, residenceType: 'OWN' as const, annualIncome: 72000, employmentType: 'SELF-EMPLOYED' as const, monthlyHousingPayment: 900 };
const account = { token: { access: 'a-1', refresh: 'r-1' }, user: { id: 'user-9', first_name: 'Mary Ann', last_name: "O'Brien-Smith", email: 'm@example.com' } };

function toDetails(services: Services, input = {}) {
  const flow = startFlow({ loadChallenge: async () => challenge, ...services }, input);
  flow.actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/applicant-details' });
  return flow;
}
const tracked = (flow: ReturnType<typeof startFlow>) => flow.callsOf('trackEvent').map((call) => call.input as TrackEventInput);
const session = (flow: ReturnType<typeof startFlow>) => flow.actor.system.get('session')?.getSnapshot();

describe('the personal details step', () => {
  it('sends the completion every answer with the client and application, keeps the facts (never the SSN), then fetches the signup', async () => {
    // The detail this step fetches answers; the decision wait's own poll after it stays pending.
    let fetches = 0;
    const flow = toDetails(
      { completeApplication: async () => account, fetchSignup: () => (++fetches === 1 ? Promise.resolve(signup({ first_name: 'Mary Ann' })) : new Promise(() => {})) },
      { clientId: 'ios' },
    );
    await settle();
    expect(flow.actor.getSnapshot().matches({ user: 'editing' })).toBe(true);
    flow.actor.send({ type: 'user.submit', form: 'userInfo', values: details });
    expect(flow.actor.getSnapshot().matches({ user: 'submitting' })).toBe(true);
    expect(flow.actor.getSnapshot().context.applicationFacts).toEqual({ annualIncome: 72000, monthlyHousingPayment: 900, residenceType: 'OWN', employmentType: 'SELF-EMPLOYED' });
    await settle();
    expect(flow.callsOf('completeApplication').map((call) => call.input)).toEqual([
      { client_id: 'ios', origination_id: 'orig-1', individual, residence_type: 'OWN', annual_income: 72000, employment_type: 'SELF-EMPLOYED', monthly_housing_payment: 900 },
    ]);
    await settle();
    expect(flow.callsOf('fetchSignup')[0]?.input).toEqual({ originationId: 'orig-1' });
    expect(flow.actor.getSnapshot().matches('preprocessing')).toBe(true);
    expect(flow.actor.getSnapshot().context.signup?.first_name).toBe('Mary Ann');
    expect(JSON.stringify(flow.actor.getSnapshot().context)).not.toContain('000001234');
  });

  it('a new account: the tokens go to the session with the user, and account_created names the user and the application', async () => {
    const flow = toDetails({ completeApplication: async () => account, fetchSignup: async () => signup() });
    await settle();
    flow.actor.send({ type: 'user.submit', form: 'userInfo', values: details });
    await settle();
    await settle();
    expect(flow.actor.getSnapshot().context.isLoggedIn).toBe(true);
    expect(session(flow)?.context.tokens).toEqual({ access: 'a-1', refresh: 'r-1' });
    expect(session(flow)?.context.user).toMatchObject({ id: 'user-9', email: 'm@example.com' });
    expect(tracked(flow).filter((event) => event.name !== 'identify')).toEqual([
      { kind: 'track', name: 'credit_application_submitted', properties: { annual_income: 72000, monthly_housing_payment: 900, residence_type: 'OWN', employment_type: 'SELF-EMPLOYED' } },
      { kind: 'track', name: 'signed_up', properties: { user_id: 'user-9' } },
      { kind: 'track', name: 'account_created', properties: { user_id: 'user-9', origination_id: 'orig-1' } },
    ]);
    expect(tracked(flow).filter((event) => event.name === 'identify')).toEqual([{ kind: 'identify', name: 'identify', userId: 'user-9' }]);
  });

  it('a token without its user is still the login, but no account is reported', async () => {
    const flow = toDetails({ completeApplication: async () => ({ token: account.token, user: null }), fetchSignup: async () => signup() });
    await settle();
    flow.actor.send({ type: 'user.submit', form: 'userInfo', values: details });
    await settle();
    await settle();
    expect(flow.actor.getSnapshot().matches('preprocessing')).toBe(true);
    expect(flow.actor.getSnapshot().context.isLoggedIn).toBe(true);
    expect(session(flow)?.context.tokens).toEqual({ access: 'a-1', refresh: 'r-1' });
    expect(tracked(flow)).toEqual([]);
  });

  it('a user without a token (an application joined to an account) signs nobody in and reports nothing', async () => {
    const flow = toDetails({ completeApplication: async () => ({ token: null, user: account.user }), fetchSignup: async () => signup() });
    await settle();
    flow.actor.send({ type: 'user.submit', form: 'userInfo', values: details });
    await settle();
    await settle();
    expect(flow.actor.getSnapshot().matches('preprocessing')).toBe(true);
    expect(flow.actor.getSnapshot().context.isLoggedIn).toBe(false);
    expect(session(flow)?.context.tokens).toBeNull();
    expect(tracked(flow)).toEqual([]);
  });

  it('refuses a submit without the personal details, and a failed completion keeps the form with the outcome until the next try', async () => {
    let fail = true;
    const flow = toDetails({
      completeApplication: async () => (fail ? Promise.reject(apiError(500, 'Server error')) : new Promise(() => {})),
    });
    await settle();
    const petForm = { animal: { pet_name: 'Rex' }, address };
    expect(flow.actor.getSnapshot().can({ type: 'user.submit', form: 'pet', values: petForm as never })).toBe(false);
    expect(flow.actor.getSnapshot().can({ type: 'user.submit' })).toBe(false);
    flow.actor.send({ type: 'user.submit', form: 'userInfo', values: details });
    await settle();
    expect(flow.actor.getSnapshot().matches({ user: 'editing' })).toBe(true);
    expect(flow.actor.getSnapshot().context.outcome).toEqual({ code: 'failed' });
    fail = false;
    flow.actor.send({ type: 'user.submit', form: 'userInfo', values: details });
    expect(flow.actor.getSnapshot().matches({ user: 'submitting' })).toBe(true);
    expect(flow.actor.getSnapshot().hasTag('sensitive')).toBe(true);
    expect(flow.actor.getSnapshot().context.outcome).toBeNull();
  });

  it('a signup that cannot be fetched still goes on to the decision wait, which polls it', async () => {
    const flow = toDetails({ completeApplication: async () => account, fetchSignup: async () => Promise.reject(apiError(503)) });
    await settle();
    flow.actor.send({ type: 'user.submit', form: 'userInfo', values: details });
    await settle();
    await settle();
    expect(flow.actor.getSnapshot().matches('preprocessing')).toBe(true);
    expect(flow.actor.getSnapshot().context.signup).toBeNull();
  });

  it('details completed before (the server has moved past them) go on where the application stands; details still open show the form', async () => {
    const done = toDetails({ loadChallenge: async () => ({ ...challenge, next: 'zoomies.card.accept-offer' }) });
    await settle();
    expect(done.actor.getSnapshot().matches('resume')).toBe(true);
    expect(done.callsOf('validateOrigination')).toHaveLength(1);
    const open = toDetails({ loadChallenge: async () => ({ ...challenge, next: 'zoomies.card.user' }) });
    await settle();
    expect(open.actor.getSnapshot().matches({ user: 'editing' })).toBe(true);
  });

  it('details the server already has (a second tab, an answer lost on the way) go on where the application stands, not back to the form (decision 0059)', async () => {
    const flow = toDetails({
      completeApplication: async () => Promise.reject(apiError(409, 'Your details were already submitted for this application.', 'out_of_order')),
      validateOrigination: async () => ({ success: true, next: 'zoomies.card.accept-offer' }),
      fetchSignup: async () => signup({ application_decision: 'REVIEW', application_decision_status: 'SOFT_PULL', application_decision_effectiv_sub_status: 'Prequalified' }),
    });
    await settle();
    flow.actor.send({ type: 'user.submit', form: 'userInfo', values: details });
    await settle();
    await settle();
    expect(flow.callsOf('validateOrigination')).toHaveLength(1);
    expect(flow.actor.getSnapshot().matches('acceptOffer')).toBe(true);
    expect(flow.actor.getSnapshot().context.outcome).toBeNull();
  });
});
