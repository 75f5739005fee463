import { describe, it, expect } from 'vitest';
import { originationOf, required } from '../../machines/required-data.ts';
import { initialContext } from '../../machines/onboarding.context.ts';
import { startFlow, settle } from './flow-harness.ts';
import { signup } from '../model/model-fixtures.ts';

// The data a state cannot go on without is there, or the machine throws naming what needed it: no
// call goes out with '' for an id.

describe('required data', () => {
  it('gives the origination id, or throws naming the call that needed it', () => {
    expect(originationOf({ originationId: 'orig-1' }, 'submitPet')).toBe('orig-1');
    expect(() => originationOf(initialContext({}), 'submitPet')).toThrow('submitPet needs an origination id, and the context has none');
  });

  it('gives any other value, or throws naming the need and what is missing', () => {
    expect(required(0, 'loadPlan', 'a plan id')).toBe(0);
    expect(() => required(null, 'loadPlan', "the pet application's plan id")).toThrow("loadPlan needs the pet application's plan id, and the context has none");
  });

  it('a payment link of a card without insurance leads to the Dashboard: no purchase is made for no application', async () => {
    const flow = startFlow({ fetchSignup: async () => signup({ pet_application: null }) }, { originationId: 'orig-1' });
    flow.actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/payment/quote-1' });
    await settle();
    expect(flow.actor.getSnapshot().status).toBe('active');
    expect(flow.actor.getSnapshot().matches('dashboard')).toBe(true);
    expect(flow.callsOf('createPlanPurchase')).toEqual([]);
  });
});
