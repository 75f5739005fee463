import { describe, expect, it } from 'vitest';
import { createAnalytics, type AnalyticsUser } from '../../../services/analytics/analytics.ts';
import { createKeyValueStorage, createMemoryBacking } from '../../../services/storage/key-value-storage.ts';

const submitted = { annual_income: 85_000, monthly_housing_payment: 1_800, residence_type: 'RENT', employment_type: 'EMPLOYED' } as const;

/** A transport that keeps what it was given, as the collector would receive it. */
function recorded(options: { storage?: ReturnType<typeof createKeyValueStorage> } = {}) {
  const events: Array<{ event: string; properties: Record<string, unknown> }> = [];
  const users: AnalyticsUser[] = [];
  const analytics = createAnalytics(
    {
      track: (event, properties) => void events.push({ event, properties }),
      identify: (user) => void users.push(user),
    },
    options,
  );
  return { analytics, events, users };
}

describe('analytics', () => {
  it('hands each tracked event and identity to the transport, with its properties', () => {
    const { analytics, events, users } = recorded();
    analytics.track('card_signup_started', { flow_type: 'desktop' });
    analytics.identify({ id: 'u1', email: 'jamie@example.com' });
    analytics.track('credit_application_submitted', submitted);
    expect(events).toEqual([
      { event: 'card_signup_started', properties: { flow_type: 'desktop' } },
      { event: 'credit_application_submitted', properties: submitted },
    ]);
    expect(users).toEqual([{ id: 'u1', email: 'jamie@example.com' }]);
  });

  it('sends credit approved and account created once each, also after a reload', () => {
    const storage = createKeyValueStorage({ backing: createMemoryBacking() });
    const first = recorded({ storage });
    first.analytics.track('credit_approved', { origination_id: 'o1', credit_limit: 5000 });
    first.analytics.track('credit_approved', { origination_id: 'o1', credit_limit: 5000 });
    first.analytics.track('account_created', { user_id: 'u1' });
    first.analytics.track('account_created', { user_id: 'u1' });
    const declined = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.', param: null, setup_intent_id: 'seti_1', payment_method_id: null, plan_purchase_id: 'pp-1', quote_id: 'q-1' } as const;
    first.analytics.track('payment_failure', declined);
    first.analytics.track('payment_failure', declined);
    expect(first.events.map((e) => e.event)).toEqual(['credit_approved', 'account_created', 'payment_failure', 'payment_failure']);

    const afterReload = recorded({ storage });
    afterReload.analytics.track('credit_approved', { origination_id: 'o1' });
    afterReload.analytics.track('credit_approved', { origination_id: 'o2' });
    expect(afterReload.events).toEqual([{ event: 'credit_approved', properties: { origination_id: 'o2' } }]);
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
