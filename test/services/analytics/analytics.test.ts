import { describe, expect, it } from 'vitest';
import { createAnalytics, createSandboxAnalytics } from '../../../services/analytics/analytics.ts';
import { createKeyValueStorage, createMemoryBacking } from '../../../services/storage/key-value-storage.ts';

const submitted = { annual_income: 85_000, monthly_housing_payment: 1_800, residence_type: 'RENT', employment_type: 'EMPLOYED' } as const;

describe('analytics', () => {
  it('records tracked events and identities in the sandbox implementation', () => {
    const analytics = createSandboxAnalytics();
    const seen: number[] = [];
    analytics.subscribe((records) => seen.push(records.length));
    analytics.track('card_signup_started', { flow_type: 'desktop' });
    analytics.identify({ id: 'u1', email: 'jamie@example.com' });
    analytics.track('credit_application_submitted', submitted);
    expect(analytics.events()).toEqual([
      { event: 'card_signup_started', properties: { flow_type: 'desktop' } },
      { event: 'credit_application_submitted', properties: submitted },
    ]);
    expect(analytics.records()[1]).toMatchObject({ kind: 'identify', user: { id: 'u1' } });
    expect(seen).toEqual([1, 2, 3]);
    analytics.clear();
    expect(analytics.events()).toEqual([]);
  });

  it('sends credit approved and account created once each, also after a reload', () => {
    const storage = createKeyValueStorage({ backing: createMemoryBacking() });
    const first = createSandboxAnalytics({ storage });
    first.track('credit_approved', { origination_id: 'o1', credit_limit: 5000 });
    first.track('credit_approved', { origination_id: 'o1', credit_limit: 5000 });
    first.track('account_created', { user_id: 'u1' });
    first.track('account_created', { user_id: 'u1' });
    const declined = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.', param: null, setup_intent_id: 'seti_1', payment_method_id: null, plan_purchase_id: 'pp-1', quote_id: 'q-1' };
    first.track('payment_failure', declined);
    first.track('payment_failure', declined);
    expect(first.events().map((e) => e.event)).toEqual(['credit_approved', 'account_created', 'payment_failure', 'payment_failure']);

    const afterReload = createSandboxAnalytics({ storage });
    afterReload.track('credit_approved', { origination_id: 'o1' });
    afterReload.track('credit_approved', { origination_id: 'o2' });
    expect(afterReload.events()).toEqual([{ event: 'credit_approved', properties: { origination_id: 'o2' } }]);
  });

  it('swallows transport failures, thrown or rejected', async () => {
    let rejected = 0;
    const analytics = createAnalytics({
      track: (event) => {
        if (event === 'signed_up') throw new Error('blocked by an ad blocker');
        rejected += 1;
        return Promise.reject(new Error('offline'));
      },
      identify: () => {
        throw new Error('not loaded');
      },
    });
    expect(() => analytics.track('signed_up', { user_id: 'u1' })).not.toThrow();
    expect(() => analytics.track('card_signup_started', {})).not.toThrow();
    expect(() => analytics.identify({ id: 'u1' })).not.toThrow();
    // An unhandled rejection would fail the run; give it a turn to surface.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(rejected).toBe(1);
  });
});
