import { describe, it, expect, beforeEach, afterEach, vi } from 'vitest';
import { startFlow, settle } from './flow-harness.ts';
import { currentMeta, urlForSnapshot } from '../../machines/route-table.ts';
import { T0, preDecisionSignups, petApplication, pricing, purchase, apiError } from '../../src/flow-map/machine-model/model-fixtures.ts';
import { routeTo } from '../../machines/steps/step-kit.ts';
import type { Services } from './flow-harness.ts';

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

/** A link to the payment page of an approved card with a paid add-on (coinsurance 90%). */
function atPayment(services: Services, input: { tokens?: { access: string; refresh: string } } = {}) {
  const flow = startFlow(
    { fetchSignup: async () => preDecisionSignups.approved, loadPetApplication: async () => petApplication({ coinsurance: 90 }), ...services },
    { originationId: 'orig-1', ...input },
  );
  flow.actor.send({ type: 'nav.location', url: PAYMENT_LINK });
  const state = () => flow.actor.getSnapshot();
  const failureReports = () =>
    flow.callsOf('trackEvent').map((c) => c.input as { name: string; properties: Record<string, unknown> }).filter((c) => c.name === 'payment_failure').map((c) => c.properties);
  return { ...flow, state, failureReports };
}

const declinedOnce = () => {
  let tries = 0;
  return async () => (++tries === 1 ? { status: 'failed' as const, paymentMethod: null, message: 'Your card was declined.' } : { status: 'succeeded' as const, paymentMethod: 'pm_1' });
};

describe('the plan purchase', () => {
  it('is created for the pet application with the period chosen; another period creates it again and clears the failure shown', async () => {
    const flow = atPayment({
      createPlanPurchase: async (input: { paymentPeriod: 'annual' | 'monthly' }) => purchase({ payment_period: input.paymentPeriod }),
      confirmPayment: async () => ({ status: 'failed', paymentMethod: null, message: 'Your card was declined.' }),
    });
    await settle();
    expect(flow.state().matches({ payment: 'entering' })).toBe(true);
    expect(flow.state().context.planPurchase?.payment_period).toBe('annual');
    flow.actor.send({ type: 'user.submit' });
    await settle();
    expect(flow.state().context.outcome).toEqual({ code: 'paymentFailed', message: 'Your card was declined.' });
    flow.actor.send({ type: 'user.choosePaymentPeriod', period: 'monthly' });
    await settle();
    expect(flow.callsOf('createPlanPurchase').map((c) => c.input)).toEqual([
      { applicationId: 'app-1', paymentPeriod: 'annual' },
      { applicationId: 'app-1', paymentPeriod: 'monthly' },
    ]);
    expect(flow.state().context).toMatchObject({ paymentPeriod: 'monthly', outcome: null, planPurchase: { payment_period: 'monthly' } });
  });

  it('already succeeded with a stored payment method: completed with it, no card asked; succeeded without one, or a method not yet succeeded, asks for the card', async () => {
    const paid = atPayment({ createPlanPurchase: async () => purchase({ status: 'succeeded', payment_method: 'pm_saved' }) });
    await settle();
    expect(paid.state().matches({ payment: 'completing' })).toBe(true);
    expect(paid.state().context).toMatchObject({ paymentMethod: 'pm_saved', planPurchase: { status: 'succeeded' } });
    expect(paid.callsOf('completePurchase').map((c) => c.input)).toEqual([{ purchaseId: 'pp-1', paymentMethod: 'pm_saved', paymentPeriod: 'annual' }]);
    // The post-payment page's URL while the completion runs.
    expect(urlForSnapshot(paid.state())).toBe('/onboard/card/orig-1/post-payment/quote-1?payment_period=annual&revenue=100');
    for (const answer of [purchase({ status: 'succeeded', payment_method: null }), purchase({ status: 'requires_payment_method', payment_method: 'pm_saved' })]) {
      const unpaid = atPayment({ createPlanPurchase: async () => answer });
      await settle();
      expect(unpaid.state().matches({ payment: 'entering' })).toBe(true);
      expect(unpaid.state().context.paymentMethod).toBeNull();
      expect(unpaid.callsOf('completePurchase')).toEqual([]);
    }
  });

  it('refused (not a 410): the retry view; Try again creates it again, Back returns to the add-ons', async () => {
    const flow = atPayment({ createPlanPurchase: async () => Promise.reject(apiError(409, 'The quote has expired.')) });
    await settle();
    expect(flow.state().matches({ payment: 'failed' })).toBe(true);
    expect(flow.state().hasTag('loadFailed')).toBe(true);
    expect(flow.state().context.outcome).toMatchObject({ code: 'rejected', message: 'The quote has expired.' });
    expect(flow.state().context.alreadyPurchased).toBe(false);
    expect(flow.callsOf('configurePolicy')).toEqual([]);
    flow.actor.send({ type: 'user.retry' });
    await settle();
    expect(flow.callsOf('createPlanPurchase')).toHaveLength(2);
    flow.actor.send({ type: 'user.back' });
    expect(flow.state().matches('additionalServices')).toBe(true);
  });

  it('410, paid and configured on another device: the welcome page at once, nothing configured again', async () => {
    const flow = atPayment({
      loadPetApplication: async () => petApplication({ coinsurance: 90, policyConfigured: true, planId: 'plan-1' }),
      createPlanPurchase: async () => Promise.reject(apiError(410, 'Already purchased')),
    });
    await settle();
    expect(flow.state().matches('welcome')).toBe(true);
    expect(flow.state().context.alreadyPurchased).toBe(true);
    expect(flow.callsOf('configurePolicy')).toEqual([]);
    flow.actor.send({ type: 'user.continue' });
    expect(flow.state().matches('dashboard')).toBe(true);
  });

  it('410 whose configuration failed: the payment route is refused from then on (paid already)', async () => {
    const flow = atPayment({
      createPlanPurchase: async () => Promise.reject(apiError(410, 'Already purchased')),
      configurePolicy: async () => Promise.reject(apiError(503)),
      fetchPricing: async () => pricing,
    });
    await settle();
    expect(flow.callsOf('configurePolicy').map((c) => c.input)).toEqual([{ quoteId: 'quote-1', usedAlternatePaymentMethod: false }]);
    expect(flow.state().matches({ payment: 'failed' })).toBe(true);
    expect(flow.state().context.outcome).toEqual({ code: 'failed' });
    flow.actor.send({ type: 'user.back' });
    expect(flow.state().matches('additionalServices')).toBe(true);
    flow.actor.send(routeTo('payment'));
    expect(flow.state().matches('payment')).toBe(false);
  });

  it('the payment route needs an application: without one the start stays', () => {
    const { actor, callsOf } = startFlow({});
    actor.send(routeTo('payment'));
    expect(actor.getSnapshot().matches('offerStart')).toBe(true);
    expect(callsOf('createPlanPurchase')).toEqual([]);
  });
});

describe('paying by card', () => {
  it("confirms the purchase's setup; a failure shows the provider's message and reports it, a success stores the method and completes with it", async () => {
    const flow = atPayment({ createPlanPurchase: async () => purchase(), confirmPayment: declinedOnce() });
    await settle();
    flow.actor.send({ type: 'user.submit' });
    await settle();
    expect(flow.callsOf('confirmPayment').map((c) => c.input)).toEqual([{ purchaseId: 'pp-1', clientSecret: 'seti_secret' }]);
    expect(flow.state().matches({ payment: 'entering' })).toBe(true);
    expect(flow.state().context.outcome).toEqual({ code: 'paymentFailed', message: 'Your card was declined.' });
    // No provider error: our side's message, as an API error, with the ids known.
    expect(flow.failureReports()).toEqual([
      { type: 'api_error', code: null, decline_code: null, message: 'Your card was declined.', param: null, setup_intent_id: null, payment_method_id: null, plan_purchase_id: 'pp-1', quote_id: 'quote-1' },
    ]);
    flow.actor.send({ type: 'user.submit' });
    // Pay again clears the failure while the card is confirmed.
    expect(flow.state().matches({ payment: 'confirming' })).toBe(true);
    expect(flow.state().context.outcome).toBeNull();
    await settle();
    expect(flow.state().matches({ payment: 'completing' })).toBe(true);
    expect(flow.state().context.paymentMethod).toBe('pm_1');
    expect(flow.callsOf('completePurchase').map((c) => c.input)).toEqual([{ purchaseId: 'pp-1', paymentMethod: 'pm_1', paymentPeriod: 'annual' }]);
  });

  it('a failure with no message reports an API error with none; a setup that succeeded naming no payment method cannot complete', async () => {
    const answers = [
      { status: 'requires_action' as const, paymentMethod: 'pm_pending' },
      { status: 'succeeded' as const, paymentMethod: null, setupIntentId: 'seti_9' },
    ];
    const flow = atPayment({ createPlanPurchase: async () => purchase(), confirmPayment: async () => answers.shift() });
    await settle();
    // The method the confirmation named, not the one the context holds (none yet).
    for (const [setupIntentId, paymentMethodId] of [[null, 'pm_pending'], ['seti_9', null]]) {
      flow.actor.send({ type: 'user.submit' });
      await settle();
      expect(flow.state().matches({ payment: 'entering' })).toBe(true);
      expect(flow.state().context.outcome).toEqual({ code: 'paymentFailed', message: null });
      expect(flow.failureReports().at(-1)).toMatchObject({ type: 'api_error', message: null, setup_intent_id: setupIntentId, payment_method_id: paymentMethodId });
    }
    expect(flow.state().context.paymentMethod).toBeNull();
    expect(flow.callsOf('completePurchase')).toEqual([]);
  });

  it('a refused completion shows its message, reports it with the method, re-fetches the purchase and keeps the message', async () => {
    const flow = atPayment({
      createPlanPurchase: async () => purchase(),
      confirmPayment: async () => ({ status: 'succeeded', paymentMethod: 'pm_1' }),
      completePurchase: async () => Promise.reject(apiError(409, 'This purchase cannot be completed.', 'purchase_not_payable')),
      refetchPurchase: async () => purchase({ status: 'requires_payment_method', revenue: 120 }),
    });
    await settle();
    flow.actor.send({ type: 'user.submit' });
    await settle();
    expect(flow.failureReports()).toEqual([
      {
        type: 'api_error', code: 'purchase_not_payable', decline_code: null, message: 'This purchase cannot be completed.', param: null,
        setup_intent_id: null, payment_method_id: 'pm_1', plan_purchase_id: 'pp-1', quote_id: 'quote-1',
      },
    ]);
    expect(flow.callsOf('refetchPurchase').map((c) => c.input)).toEqual([{ purchaseId: 'pp-1' }]);
    expect(flow.state().matches({ payment: 'entering' })).toBe(true);
    expect(flow.state().context).toMatchObject({
      planPurchase: { revenue: 120 },
      outcome: { code: 'paymentFailed', message: 'This purchase cannot be completed.' },
    });
  });

  it('a re-fetch that fails leaves the purchase held and the message shown', async () => {
    const flow = atPayment({
      createPlanPurchase: async () => purchase(),
      confirmPayment: async () => ({ status: 'succeeded', paymentMethod: 'pm_1' }),
      completePurchase: async () => Promise.reject(apiError(503)),
      refetchPurchase: async () => Promise.reject(apiError(503)),
    });
    await settle();
    flow.actor.send({ type: 'user.submit' });
    await settle();
    expect(flow.state().matches({ payment: 'entering' })).toBe(true);
    expect(flow.state().context).toMatchObject({ planPurchase: { revenue: 100 }, outcome: { code: 'paymentFailed' } });
  });

  it('configures the quote of the completed purchase; a failed configuration stays on the form with the failure', async () => {
    const flow = atPayment({
      createPlanPurchase: async () => purchase(),
      confirmPayment: async () => ({ status: 'succeeded', paymentMethod: 'pm_1' }),
      completePurchase: async () => purchase({ status: 'completed', payment_method: 'pm_1', insurance_quote: 'quote-2' }),
      configurePolicy: async () => Promise.reject(apiError(503)),
    });
    await settle();
    flow.actor.send({ type: 'user.submit' });
    await settle();
    expect(flow.callsOf('configurePolicy').map((c) => c.input)).toEqual([{ quoteId: 'quote-2', usedAlternatePaymentMethod: false }]);
    expect(flow.state().matches({ payment: 'entering' })).toBe(true);
    expect(flow.state().context).toMatchObject({ outcome: { code: 'failed' }, planPurchase: { status: 'completed' }, policyConfigured: false });
  });

  it('Back from the form returns to the add-ons', async () => {
    const flow = atPayment({ createPlanPurchase: async () => purchase() });
    await settle();
    flow.actor.send({ type: 'user.back' });
    expect(flow.state().matches('additionalServices')).toBe(true);
  });
});

describe('the post-payment route', () => {
  it('is refused without a stored payment method, and completes again with one', async () => {
    const flow = atPayment({
      createPlanPurchase: async () => purchase(),
      confirmPayment: async () => ({ status: 'succeeded', paymentMethod: 'pm_1' }),
      completePurchase: async () => Promise.reject(apiError(503)),
      refetchPurchase: async () => purchase(),
    });
    await settle();
    flow.actor.send(routeTo('postPayment'));
    expect(flow.state().matches({ payment: 'entering' })).toBe(true);
    flow.actor.send({ type: 'user.submit' });
    await settle();
    expect(flow.callsOf('completePurchase')).toHaveLength(1);
    flow.actor.send(routeTo('postPayment'));
    await settle();
    expect(flow.callsOf('completePurchase').map((c) => c.input)).toEqual([
      { purchaseId: 'pp-1', paymentMethod: 'pm_1', paymentPeriod: 'annual' },
      { purchaseId: 'pp-1', paymentMethod: 'pm_1', paymentPeriod: 'annual' },
    ]);
  });
});

describe('a payment redirect coming back', () => {
  it('with a succeeded SetupIntent after a failure shown: retrieved by its client secret, the failure cleared, completed with its method', async () => {
    const flow = atPayment({
      createPlanPurchase: async () => purchase(),
      confirmPayment: async () => ({ status: 'failed', paymentMethod: null, message: 'Your card was declined.' }),
      retrievePaymentReturn: async () => ({ status: 'succeeded', paymentMethod: 'pm_3ds', setupIntentId: 'seti_1' }),
    });
    await settle();
    flow.actor.send({ type: 'user.submit' });
    await settle();
    expect(flow.state().context.outcome).toMatchObject({ code: 'paymentFailed' });
    flow.actor.send({ type: 'payment.returned', clientSecret: 'seti_1_secret_x' });
    await settle();
    expect(flow.callsOf('retrievePaymentReturn').map((c) => c.input)).toEqual([{ clientSecret: 'seti_1_secret_x' }]);
    expect(flow.state().matches({ payment: 'completing' })).toBe(true);
    expect(flow.state().context).toMatchObject({ outcome: null, paymentMethod: 'pm_3ds', paymentReturn: null });
  });

  it('that cannot be read shows the failure, reports it and forgets the return', async () => {
    const flow = atPayment({
      createPlanPurchase: async () => purchase(),
      retrievePaymentReturn: async () => Promise.reject(apiError(502, 'The payment provider did not answer.')),
    });
    await settle();
    flow.actor.send({ type: 'payment.returned', clientSecret: 'seti_1_secret_x' });
    await settle();
    expect(flow.state().matches({ payment: 'entering' })).toBe(true);
    expect(flow.state().context).toMatchObject({ outcome: { code: 'paymentFailed', message: 'The payment provider did not answer.' }, paymentReturn: null });
    expect(flow.failureReports()).toEqual([
      {
        type: 'api_error', code: null, decline_code: null, message: 'The payment provider did not answer.', param: null,
        setup_intent_id: null, payment_method_id: null, plan_purchase_id: 'pp-1', quote_id: 'quote-1',
      },
    ]);
  });
});

describe('the alternate payment path', () => {
  const alternate = (registerPhone: Services['registerPhone']) =>
    atPayment(
      { createPlanPurchase: async () => purchase(), registerPhone, confirmPayment: async () => ({ status: 'succeeded', paymentMethod: 'pm_2' }), fetchPricing: async () => pricing },
      { tokens: { access: 'access-1', refresh: 'refresh-1' } },
    );
  const chooseAlternate = async (flow: ReturnType<typeof alternate>) => {
    await settle();
    flow.actor.send({ type: 'user.back' });
    await settle();
    flow.actor.send({ type: 'user.useAlternatePayment' });
    await settle();
    expect(flow.state().context.usedAlternatePaymentMethod).toBe(true);
    expect(flow.state().matches({ payment: 'entering' })).toBe(true);
  };

  it('takes no Pay without a phone of ten digits (none, or too short)', async () => {
    const flow = alternate(async () => ({ id: 'phone-1', phone_number: '+15125550142' }));
    await chooseAlternate(flow);
    flow.actor.send({ type: 'user.submit' });
    flow.actor.send({ type: 'user.submit', form: 'payment', values: { phone: '+1512555' } });
    expect(flow.state().status).toBe('active');
    expect(flow.state().matches({ payment: 'entering' })).toBe(true);
    expect(flow.state().context.alternatePhone).toBeNull();
    expect(flow.callsOf('registerPhone')).toEqual([]);
  });

  it('a phone refused for another reason than being this user\'s already stops before the card; Pay again clears the failure', async () => {
    const flow = alternate(async () => Promise.reject(apiError(409, 'This phone number belongs to another account.', 'conflict')));
    await chooseAlternate(flow);
    flow.actor.send({ type: 'user.submit', form: 'payment', values: { phone: '+15125550142' } });
    await settle();
    expect(flow.state().matches({ payment: 'entering' })).toBe(true);
    expect(flow.state().context.outcome).toMatchObject({ code: 'rejected', message: 'This phone number belongs to another account.' });
    expect(flow.callsOf('confirmPayment')).toEqual([]);
    flow.actor.send({ type: 'user.submit', form: 'payment', values: { phone: '+15125550143' } });
    expect(flow.state().matches({ payment: 'registeringPhone' })).toBe(true);
    expect(flow.state().context).toMatchObject({ alternatePhone: '+15125550143', outcome: null });
    expect(flow.callsOf('registerPhone').map((c) => c.input)).toEqual([{ phoneNumber: '+15125550142' }, { phoneNumber: '+15125550143' }]);
  });
});

describe('the welcome page', () => {
  it('shows at its URL and goes on to the Dashboard', async () => {
    const { actor } = startFlow({ fetchSignup: async () => preDecisionSignups.approved, listDocuments: async () => [] }, { originationId: 'orig-1' });
    actor.send({ type: 'nav.location', url: '/onboard/welcome' });
    await settle();
    expect(actor.getSnapshot().matches({ welcome: 'shown' })).toBe(true);
    expect(urlForSnapshot(actor.getSnapshot())).toBe('/onboard/welcome');
    actor.send({ type: 'user.continue' });
    expect(actor.getSnapshot().matches('dashboard')).toBe(true);
  });
});
