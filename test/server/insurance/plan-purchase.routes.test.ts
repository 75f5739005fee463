import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeServer, type TestApp } from '../helpers/test-app.ts';
import { seedApplication, type SeededApplication } from './insurance-fixtures.ts';

// Plan purchase, the sandbox card provider (every card row of SANDBOX.md), policy configuration and
// the detailed plan.

describeServer('plan purchase, sandbox payment and policy configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const FUTURE_YEAR = 2030;
  type Headers = { authorization: string };
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  async function withAddOns(names: string[], options: Record<string, number> = {}): Promise<SeededApplication & { quoteId: string }> {
    const a = await seedApplication(t);
    const quoteId: string = (await call('GET', `/api/applications/${a.id}/`, a.headers)).json().insurance_quote.id;
    await call('PATCH', `/api/insurance_quotes/${quoteId}/`, a.headers, { coverages: names.map((n) => `${quoteId}.${n}`) });
    if (Object.keys(options).length) await call('PATCH', `/api/applications/${a.id}/`, a.headers, { data: options });
    return { ...a, quoteId };
  }
  const createPurchase = (a: SeededApplication, period = 'monthly', headers = a.headers) =>
    call('POST', '/api/plan_purchase/', headers, { application: a.id, payment_period: period });
  const confirm = (a: SeededApplication, clientSecret: string, card: string, extra: Record<string, unknown> = {}) =>
    call('POST', '/api/sandbox/payment/confirm_setup/', a.headers, { client_secret: clientSecret, card_number: card, exp_month: 12, exp_year: FUTURE_YEAR, cvc: '123', ...extra });
  const purchasesOf = (id: string) => t.db.selectFrom('plan_purchases').selectAll().where('pet_application_id', '=', id).execute();

  it('creates the purchase with the add-on totals, a sandbox client secret and the customer', async () => {
    const a = await withAddOns(['vet_visit', 'preventative_plus'], { coinsurance: 90 });
    const res = await createPurchase(a);
    expect(res.statusCode).toBe(201);
    const p = res.json();
    expect(p).toMatchObject({
      application: a.id,
      payment_period: 'monthly',
      insurance_quote: a.quoteId,
      annual_total: 500,
      monthly_total: 41.67,
      revenue: 500,
      status: 'requires_payment_method',
      payment_method: null,
      subscription: null,
      next_action: null,
    });
    expect(p.client_secret).toMatch(/^seti_[0-9a-f]+_secret_[0-9a-f]+$/);
    expect(p.customer).toEqual({
      id: a.userId,
      name: 'Jamie Rivera',
      email: 'jamie.rivera@example.com',
      address: { line1: '401 Congress Ave', line2: '', city: 'Austin', state: 'TX', country: 'US', postal_code: '78701' },
    });
    const rows = await purchasesOf(a.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: p.id, status: 'requires_payment_method', annual_total: 500 });
  });

  it('creating twice, or twice at once, gives one purchase', async () => {
    const a = await withAddOns(['vet_visit']);
    const [first, second, third] = await Promise.all([createPurchase(a), createPurchase(a), createPurchase(a, 'annual')]);
    const ids = new Set([first!.json().id, second!.json().id, third!.json().id]);
    expect(ids.size).toBe(1);
    expect(await purchasesOf(a.id)).toHaveLength(1);
    const again = await createPurchase(a, 'annual');
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first!.json().id);
    expect(again.json().payment_period).toBe('annual');
  });

  it('with no paid add-on there is nothing to pay: 409, and the policy configures directly', async () => {
    const a = await withAddOns([]);
    const res = await createPurchase(a);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('No paid add-on is chosen: no payment is needed, configure the policy directly.');
    expect(await purchasesOf(a.id)).toHaveLength(0);
    const config = await call('POST', '/api/policy_config/', a.headers, { insurance_quote: a.quoteId, used_alternate_payment_method: false });
    expect(config.statusCode).toBe(201);
    expect(config.json()).toMatchObject({ id: a.id, status: 'configured' });
    const plan = await call('GET', `/api/detailed_plans/${config.json().plan_id}/`, a.headers);
    expect(plan.statusCode).toBe(200);
    expect(plan.json()).toMatchObject({
      id: config.json().plan_id,
      subscription: null,
      breed: 'Beagle',
      state: 'TX',
      status: 'active',
      start_date: '2026-03-02',
      expiration: '2027-03-02',
    });
    expect(plan.json().insurance_policy).toMatchObject({
      deductible: 500,
      coinsurance: 80,
      annual_limit: 10000,
      monthly_premium: 0,
      coverages: [],
      accident_effective_date: '2026-03-05',
      illness_effective_date: '2026-03-16',
      cruciate_effective_date: '2026-08-29',
      start_date: '2026-03-02',
    });
    const app = (await call('GET', `/api/applications/${a.id}/`, a.headers)).json();
    expect(app.policy_configured).toBe(true);
    expect(app.plan_id).toBe(config.json().plan_id);
    // A configured policy can no longer change or be withdrawn.
    const change = await call('PATCH', `/api/applications/${a.id}/`, a.headers, { data: { deductible: 100 } });
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toBe('The policy is already configured: its coverage can no longer change.');
    const withdraw = await t.app.inject({ method: 'DELETE', url: `/api/applications/${a.id}/`, headers: a.headers });
    expect(withdraw.statusCode).toBe(409);
    expect(await t.db.selectFrom('pet_applications').select('id').where('id', '=', a.id).execute()).toHaveLength(1);
  });

  it('4000 0000 0000 3063 asks for authentication by redirect; the intent is retrieved by its client secret after the return', async () => {
    const a = await withAddOns(['vet_visit']);
    const { client_secret: secret } = (await createPurchase(a)).json();
    const retrieve = (headers: Headers = a.headers) => call('GET', `/api/sandbox/payment/setup_intent/?client_secret=${encodeURIComponent(secret)}`, headers);
    const asked = await confirm(a, secret, '4000000000003063');
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ status: 'requires_action', next_action: 'redirect_to_url', payment_method: null });
    expect((await retrieve()).json()).toMatchObject({ id: asked.json().id, status: 'requires_action', last_setup_error: null });
    // The 3-D Secure page answers; the app comes back and retrieves the outcome.
    expect((await call('POST', '/api/sandbox/payment/authenticate/', a.headers, { setup_intent: asked.json().id, approve: true })).statusCode).toBe(200);
    const done = (await retrieve()).json();
    expect(done).toMatchObject({ status: 'succeeded', next_action: null, last_setup_error: null });
    expect(done.payment_method).toMatch(/^pm_/);
    // Someone else's token cannot read it.
    const other = await withAddOns(['vet_visit']);
    expect((await retrieve(other.headers)).statusCode).toBe(404);
  });

  it("a failed redirect authentication is retrieved as requires_payment_method with Stripe's last_setup_error", async () => {
    const a = await withAddOns(['vet_visit']);
    const { client_secret: secret } = (await createPurchase(a)).json();
    const asked = (await confirm(a, secret, '4000000000003063')).json();
    expect((await call('POST', '/api/sandbox/payment/authenticate/', a.headers, { setup_intent: asked.id, approve: false })).statusCode).toBe(402);
    const failed = (await call('GET', `/api/sandbox/payment/setup_intent/?client_secret=${encodeURIComponent(secret)}`, a.headers)).json();
    expect(failed).toMatchObject({
      status: 'requires_payment_method',
      payment_method: null,
      last_setup_error: { type: 'invalid_request_error', code: 'setup_intent_authentication_failure' },
    });
    // A card that then succeeds clears it.
    expect((await confirm(a, secret, '4242424242424242')).json()).toMatchObject({ status: 'succeeded', last_setup_error: null });
  });

  it('pays with 4242 4242 4242 4242, completes once, configures the policy, and then 410s a new purchase', async () => {
    const a = await withAddOns(['prescription_meds']);
    const p = (await createPurchase(a)).json();
    // Configuring before paying is out of order.
    const early = await call('POST', '/api/policy_config/', a.headers, { insurance_quote: a.quoteId, used_alternate_payment_method: false });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Paid add-ons are chosen: complete the plan purchase before configuring the policy.');
    // Completing with a payment method nobody confirmed is out of order too.
    const unconfirmed = await call('PATCH', `/api/plan_purchase/${p.id}/complete/`, a.headers, { payment_method: 'pm_made_up', payment_period: 'monthly' });
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().message).toBe('The payment method was not confirmed: confirm the card first.');
    const setup = await confirm(a, p.client_secret, '4242424242424242');
    expect(setup.statusCode).toBe(200);
    expect(setup.json().status).toBe('succeeded');
    const pm: string = setup.json().payment_method;
    expect(pm).toMatch(/^pm_/);
    const intent = await t.db.selectFrom('setup_intents').selectAll().where('client_secret', '=', p.client_secret).executeTakeFirstOrThrow();
    expect(intent.card_last4).toBe('4242');
    expect(JSON.stringify(intent)).not.toContain('4242424242424242');

    // Re-fetch shows the stored payment method: completing needs no new card.
    const refetched = (await call('GET', `/api/plan_purchase/${p.id}/`, a.headers)).json();
    expect(refetched).toMatchObject({ status: 'succeeded', payment_method: pm });

    const [c1, c2] = await Promise.all([
      call('PATCH', `/api/plan_purchase/${p.id}/complete/`, a.headers, { payment_method: pm, payment_period: 'monthly' }),
      call('PATCH', `/api/plan_purchase/${p.id}/complete/`, a.headers, { payment_method: pm, payment_period: 'monthly' }),
    ]);
    expect(c1.statusCode).toBe(200);
    expect(c2.statusCode).toBe(200);
    expect(c1.json()).toMatchObject({ status: 'completed', payment_method: pm, subscription: `sub_${p.id}`, annual_total: 150 });
    expect(c2.json()).toEqual(c1.json());
    const stored = await purchasesOf(a.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ status: 'completed', payment_method: pm });

    const again = await createPurchase(a);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ message: 'already purchased', code: 'already_purchased' });
    // Coverage is frozen once paid.
    const change = await call('PATCH', `/api/applications/${a.id}/`, a.headers, { data: { deductible: 100 } });
    expect(change.statusCode).toBe(410);

    const configs = await Promise.all([
      call('POST', '/api/policy_config/', a.headers, { insurance_quote: a.quoteId, used_alternate_payment_method: false }),
      call('POST', '/api/policy_config/', a.headers, { insurance_quote: a.quoteId, used_alternate_payment_method: false }),
    ]);
    expect(configs.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(configs[0]!.json().plan_id).toBe(configs[1]!.json().plan_id);
    expect(await t.db.selectFrom('plans').select('id').where('pet_application_id', '=', a.id).execute()).toHaveLength(1);
    const plan = (await call('GET', `/api/detailed_plans/${configs[0]!.json().plan_id}/`, a.headers)).json();
    expect(plan.subscription).toEqual({ subtotal: 150 });
    expect(plan.insurance_policy).toMatchObject({ coverages: ['prescription_meds'], monthly_premium: 12.5, total_amount_paid: 150 });

    const doc = await t.app.inject({ method: 'GET', url: plan.insurance_policy.policy_document });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toMatch(/^text\/html/);
    // A page, though under /api/: the page's full policy, and cached nowhere.
    expect(String(doc.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(doc.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(doc.headers['cache-control']).toBe('no-store');
    expect(doc.body).toContain('Biscuit');
    expect(doc.body).toContain('Prescription meds');
  });

  it.each([
    ['4000000000000002', { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' }],
    ['4000000000009995', { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' }],
  ])('card %s is declined with 402 in Stripe\'s shape', async (card, error) => {
    const a = await withAddOns(['vet_visit']);
    const p = (await createPurchase(a)).json();
    const res = await confirm(a, p.client_secret, card);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual(error);
    expect((await call('GET', `/api/plan_purchase/${p.id}/`, a.headers)).json().status).toBe('requires_payment_method');
  });

  it('card 4000 0025 0000 3155 asks for authentication, then succeeds', async () => {
    const a = await withAddOns(['vet_visit']);
    const p = (await createPurchase(a)).json();
    const res = await confirm(a, p.client_secret, '4000002500003155');
    expect(res.json()).toMatchObject({ status: 'requires_action', payment_method: null });
    expect((await call('GET', `/api/plan_purchase/${p.id}/`, a.headers)).json().next_action).toBe('authenticate');
    const done = await call('POST', '/api/sandbox/payment/authenticate/', a.headers, { setup_intent: res.json().id, approve: true });
    expect(done.statusCode).toBe(200);
    expect(done.json().status).toBe('succeeded');
    const complete = await call('PATCH', `/api/plan_purchase/${p.id}/complete/`, a.headers, { payment_method: done.json().payment_method, payment_period: 'annual' });
    expect(complete.json()).toMatchObject({ status: 'completed', payment_period: 'annual' });
  });

  it('card 4000 0084 0000 1629 asks for authentication, then is declined', async () => {
    const a = await withAddOns(['vet_visit']);
    const p = (await createPurchase(a)).json();
    const res = await confirm(a, p.client_secret, '4000008400001629');
    expect(res.json().status).toBe('requires_action');
    const done = await call('POST', '/api/sandbox/payment/authenticate/', a.headers, { setup_intent: res.json().id, approve: true });
    expect(done.statusCode).toBe(402);
    expect(done.json()).toMatchObject({ code: 'card_declined', decline_code: 'generic_decline' });
    const intent = await t.db.selectFrom('setup_intents').select(['status', 'payment_method']).where('id', '=', res.json().id).executeTakeFirstOrThrow();
    expect(intent).toEqual({ status: 'requires_payment_method', payment_method: null });
  });

  it('refusing authentication fails the setup; authenticating before confirming is out of order', async () => {
    const a = await withAddOns(['vet_visit']);
    const p = (await createPurchase(a)).json();
    const intentId = p.client_secret.split('_secret_')[0];
    const early = await call('POST', '/api/sandbox/payment/authenticate/', a.headers, { setup_intent: intentId, approve: true });
    expect(early.statusCode).toBe(409);
    await confirm(a, p.client_secret, '4000002500003155');
    const refused = await call('POST', '/api/sandbox/payment/authenticate/', a.headers, { setup_intent: intentId, approve: false });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().code).toBe('setup_intent_authentication_failure');
  });

  it.each([
    ['an expired card', { exp_month: 1, exp_year: 2026 }, 'expired_card'],
    ['a 4-digit CVC on a Visa test card', { cvc: '1234' }, 'incorrect_cvc'],
  ])('refuses %s with 402', async (_name, extra, code) => {
    const a = await withAddOns(['vet_visit']);
    const p = (await createPurchase(a)).json();
    const res = await confirm(a, p.client_secret, '4242424242424242', extra);
    expect(res.statusCode).toBe(402);
    expect(res.json().code).toBe(code);
  });

  it('refuses a number that fails the checksum and a real card number in the sandbox', async () => {
    const a = await withAddOns(['vet_visit']);
    const p = (await createPurchase(a)).json();
    expect((await confirm(a, p.client_secret, '4242424242424241')).json().code).toBe('incorrect_number');
    expect((await confirm(a, p.client_secret, '5555555555554444')).json().decline_code).toBe('test_mode_live_card');
  });

  it.each([
    ['letters in the number', { card_number: '4242abcd42424242' }],
    ['month 13', { exp_month: 13 }],
    ['cvc as a number', { cvc: 123 }],
    ['an extra field', { name: 'x' }],
  ])('answers 400 for bad card input: %s', async (_name, extra) => {
    const a = await withAddOns(['vet_visit']);
    const p = (await createPurchase(a)).json();
    const res = await confirm(a, p.client_secret, '4242424242424242', extra);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
  });

  it("another applicant's purchase, intent and plan answer 404", async () => {
    const a = await withAddOns(['vet_visit']);
    const b = await withAddOns(['vet_visit']);
    const p = (await createPurchase(a)).json();
    expect((await createPurchase(a, 'monthly', b.headers)).statusCode).toBe(404);
    expect((await call('GET', `/api/plan_purchase/${p.id}/`, b.headers)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/plan_purchase/${p.id}/complete/`, b.headers, { payment_method: 'pm_x', payment_period: 'monthly' })).statusCode).toBe(404);
    expect((await confirm(b, p.client_secret, '4242424242424242')).statusCode).toBe(404);
    expect((await call('POST', '/api/policy_config/', b.headers, { insurance_quote: a.quoteId, used_alternate_payment_method: false })).statusCode).toBe(404);
    const none = await withAddOns([]);
    const plan = (await call('POST', '/api/policy_config/', none.headers, { insurance_quote: none.quoteId, used_alternate_payment_method: false })).json();
    expect((await call('GET', `/api/detailed_plans/${plan.plan_id}/`, b.headers)).statusCode).toBe(404);
    expect(await t.db.selectFrom('setup_intents').select('status').where('client_secret', '=', p.client_secret).executeTakeFirst()).toEqual({ status: 'requires_payment_method' });
  });

  it('answers 400 for bad purchase input', async () => {
    const a = await withAddOns(['vet_visit']);
    for (const payload of [{}, { application: a.id }, { application: a.id, payment_period: 'weekly' }, { application: 5, payment_period: 'monthly' }, { application: a.id, payment_period: 'monthly', total: 0 }]) {
      const res = await call('POST', '/api/plan_purchase/', a.headers, payload);
      expect(res.statusCode).toBe(400);
    }
    expect(await purchasesOf(a.id)).toHaveLength(0);
  });

  it('waiting periods follow the state: Vermont has a 120-day cruciate period', async () => {
    const a = await seedApplication(t, { state: 'VT' });
    const quoteId = (await call('GET', `/api/applications/${a.id}/`, a.headers)).json().insurance_quote.id;
    const config = (await call('POST', '/api/policy_config/', a.headers, { insurance_quote: quoteId, used_alternate_payment_method: false })).json();
    const plan = (await call('GET', `/api/detailed_plans/${config.plan_id}/`, a.headers)).json();
    expect(plan.insurance_policy).toMatchObject({ accident_effective_date: '2026-03-05', illness_effective_date: '2026-03-16', cruciate_effective_date: '2026-06-30' });
  });

  it('the alternate payment path configures the policy awaiting that payment', async () => {
    const a = await withAddOns(['vet_visit']);
    const res = await call('POST', '/api/policy_config/', a.headers, { insurance_quote: a.quoteId, used_alternate_payment_method: true });
    expect(res.statusCode).toBe(201);
    const plan = (await call('GET', `/api/detailed_plans/${res.json().plan_id}/`, a.headers)).json();
    expect(plan).toMatchObject({ status: 'awaiting_payment', subscription: { subtotal: 150 } });
    expect(plan.insurance_policy.total_amount_paid).toBe(0);
  });
});
