import { describe, it, expect, beforeEach, afterEach, vi } from 'vitest';
import { startFlow, settle } from './flow-harness.ts';
import { currentMeta, urlForSnapshot } from '../../machines/route-table.ts';
import { T0, preDecisionSignups, apiError } from '../model/model-fixtures.ts';

// The payment step (machines/steps/payment.step.ts) through the app's ways in: what each call is
// sent, what each state stores and shows, and both sides of each guard. The payment flows that start
// on the add-on page are in onboarding.flow.test.ts.

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

const PAYMENT_LINK = '/onboard/card/orig-1/payment/quote-1';

describe('a link to the payment page', () => {
  it('of a card with no pet application (the pet declined) goes to the Dashboard: no purchase is created', async () => {
    const { actor, callsOf } = startFlow({ fetchSignup: async () => ({ ...preDecisionSignups.approvedPetDeclined, pet_application: null }), listDocuments: async () => [] }, { originationId: 'orig-1' });
    actor.send({ type: 'nav.location', url: PAYMENT_LINK });
    await settle();
    expect(callsOf('createPlanPurchase')).toEqual([]);
    expect(callsOf('loadPetApplication')).toEqual([]);
    expect(currentMeta(actor.getSnapshot())?.screen).toBe('dashboard');
    expect(urlForSnapshot(actor.getSnapshot())).toBe('/dashboard');
  });

  it("shows the payment page's URL while what it needs loads, and on the retry view when a load failed", async () => {
    let fail: (error: unknown) => void = () => {};
    const { actor } = startFlow({ fetchSignup: () => new Promise((_, reject) => (fail = reject)) }, { originationId: 'orig-1' });
    // The app writes the start's URL first ('/'), then sends the link it landed on.
    expect(urlForSnapshot(actor.getSnapshot())).toBe('/');
    actor.send({ type: 'nav.location', url: PAYMENT_LINK });
    await settle();
    expect(actor.getSnapshot().matches({ payment: 'loadingSignup' })).toBe(true);
    expect(urlForSnapshot(actor.getSnapshot())).toBe(PAYMENT_LINK);
    fail(apiError(503));
    await settle();
    expect(actor.getSnapshot().matches({ payment: 'loadFailed' })).toBe(true);
    expect(urlForSnapshot(actor.getSnapshot())).toBe(PAYMENT_LINK);
  });
});
