import { describe, it, expect, beforeEach, afterEach, vi } from 'vitest';
import { startFlow, settle } from './flow-harness.ts';
import { T0, challenge, signup } from '../../src/flow-map/machine-model/model-fixtures.ts';
import type { TrackEventInput } from '../../machines/onboarding.types.ts';

// The first document, user info: "If a token is returned it is stored as the login tokens, and user
// identity and analytics are sent (credit_application_submitted with annual_income,
// monthly_housing_payment, residence_type, employment_type; signed_up)." What goes out is read from
// the analytics actor's inputs.

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

const address = { address: '401 Congress Ave', extendedAddress: '', city: 'Austin', state: 'TX', postalCode: '78701' };
const details = {
  individual: { firstName: 'Jamie', lastName: 'Rivera', ssn: '000001234', dob: '01/15/1990', email: 'j@example.com', phoneNumber: '+15125550100', address },
  residenceType: 'RENT' as const,
  annualIncome: 60000,
  employmentType: 'EMPLOYED' as const,
  monthlyHousingPayment: 1200,
};

async function completeDetails(completed: unknown) {
  const flow = startFlow({ completeApplication: async () => completed, fetchSignup: async () => signup(), loadChallenge: async () => challenge });
  flow.actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/applicant-details' });
  await settle();
  flow.actor.send({ type: 'user.submit', form: 'userInfo', values: details });
  await settle();
  await settle();
  expect(flow.actor.getSnapshot().matches('preprocessing')).toBe(true);
  const sent = flow.callsOf('trackEvent').map((call) => call.input as TrackEventInput);
  return { flow, sent, named: (name: string) => sent.filter((event) => event.name === name) };
}

describe('analytics of the personal details', () => {
  it('with a token back: identify, credit_application_submitted with the finances, signed_up with the user id', async () => {
    const { sent, named } = await completeDetails({ token: { access: 'a', refresh: 'r' }, user: { id: 'user-7', first_name: 'J', last_name: 'R', email: 'e' } });
    expect(sent.filter((event) => event.kind === 'identify')).toEqual([{ kind: 'identify', name: 'identify', userId: 'user-7' }]);
    expect(named('credit_application_submitted')).toEqual([
      {
        kind: 'track',
        name: 'credit_application_submitted',
        properties: { annual_income: 60000, monthly_housing_payment: 1200, residence_type: 'RENT', employment_type: 'EMPLOYED' },
      },
    ]);
    expect(named('signed_up')).toEqual([{ kind: 'track', name: 'signed_up', properties: { user_id: 'user-7' } }]);
  });

  it('without a token: neither credit_application_submitted nor signed_up goes out (never with user_id null)', async () => {
    const { sent, flow } = await completeDetails({ token: null, user: null });
    expect(sent.map((event) => event.name)).not.toContain('credit_application_submitted');
    expect(sent.map((event) => event.name)).not.toContain('signed_up');
    expect(sent.map((event) => event.name)).not.toContain('account_created');
    expect(sent.filter((event) => event.kind === 'identify')).toEqual([]);
    expect(JSON.stringify(sent)).not.toContain('"user_id":null');
    // Nothing to sign in with either.
    expect(flow.actor.getSnapshot().context.isLoggedIn).toBe(false);
  });
});
