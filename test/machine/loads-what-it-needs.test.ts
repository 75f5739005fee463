import { describe, it, expect, beforeEach, afterEach, vi } from 'vitest';
import { startFlow, settle } from './flow-harness.ts';
import { given } from '../../machines/steps/step-kit.ts';
import { T0, challenge, preDecisionSignups, petApplication, plan } from '../../src/flow-map/machine-model/model-fixtures.ts';

// What each loader of `loadsWhatItNeeds` (machines/steps/loads-what-it-needs.ts) is sent, read off
// what the loads before it stored, and what it stores: each call by the id its data names (the
// origination's, the signup's pet application, the plan's id and state), never a default.

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the loaders', () => {
  it("the phone number: the application's summary, by the origination id", async () => {
    const { actor, callsOf } = startFlow(
      { loadApplicationSummary: async () => ({ id: 'orig-7', next: null, created: '2026-11-21T10:00:00.000Z', phone_number: '+15125550177' }) },
      { originationId: 'orig-7' },
    );
    actor.send({ type: 'nav.location', url: '/onboard/card/orig-7/verify' });
    await settle();
    expect(callsOf('loadApplicationSummary').map((c) => c.input)).toEqual([{ originationId: 'orig-7' }]);
    expect(actor.getSnapshot().context.phoneNumber).toBe('+15125550177');
  });

  it("the challenge: by the client and the origination id", async () => {
    const { actor, callsOf } = startFlow({ loadChallenge: async () => challenge }, { originationId: 'orig-7', clientId: 'client-7' });
    actor.send({ type: 'nav.location', url: '/onboard/card/orig-7/applicant-details' });
    await settle();
    expect(callsOf('loadChallenge').map((c) => c.input)).toEqual([{ clientId: 'client-7', originationId: 'orig-7' }]);
    expect(actor.getSnapshot().context.challenge).toEqual(challenge);
  });

  it("the Dashboard's: the signup by the origination id, the pet application by the signup's id for it, the plan by its id, the waiting periods by the plan's state", async () => {
    const stateConfig = { state: 'TX', illness_days: 14, accident_days: 2, cruciate_days: 180 };
    const { actor, callsOf } = startFlow(
      {
        fetchSignup: async () => ({ ...preDecisionSignups.approved, id: 'orig-7', pet_application: { id: 'app-9' } }),
        loadPetApplication: async () => ({ ...petApplication({ policyConfigured: true, planId: 'plan-4' }), id: 'app-9' }),
        loadPlan: async () => ({ ...plan, id: 'plan-4', state: 'CO' }),
        loadStateConfig: async () => ({ ...stateConfig, state: 'CO' }),
        listDocuments: async () => [],
      },
      { originationId: 'orig-7' },
    );
    actor.send({ type: 'nav.location', url: '/dashboard' });
    await settle();
    expect(callsOf('fetchSignup').map((c) => c.input)).toEqual([{ originationId: 'orig-7' }]);
    expect(callsOf('loadPetApplication').map((c) => c.input)).toEqual([{ applicationId: 'app-9' }]);
    expect(callsOf('loadPlan').map((c) => c.input)).toEqual([{ planId: 'plan-4' }]);
    expect(callsOf('loadStateConfig').map((c) => c.input)).toEqual([{ state: 'CO' }]);
    expect(actor.getSnapshot().context).toMatchObject({
      signup: { id: 'orig-7' },
      petApplication: { id: 'app-9' },
      plan: { id: 'plan-4' },
      planLoaded: true,
      stateConfig: { state: 'CO', illness_days: 14 },
      uploadedDocuments: [],
    });
  });
});

describe('given', () => {
  it('returns what is there, falsy values included', () => {
    expect(given('orig-1')).toBe('orig-1');
    expect(given('')).toBe('');
    expect(given(0)).toBe(0);
  });

  it('fails loudly on what is missing', () => {
    for (const missing of [null, undefined]) expect(() => given(missing)).toThrow('A state was entered without the data its guards promised');
  });
});

