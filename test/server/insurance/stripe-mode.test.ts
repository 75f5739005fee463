import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { createTestApp, describeServer, type TestApp } from '../helpers/test-app.ts';
import { seedApplication } from './insurance-fixtures.ts';

// With a Stripe secret key the purchase uses Stripe's SetupIntents. Stripe's API is replaced by a
// recording fake of its two calls: creating a setup intent and reading it back.

describeServer('plan purchase with Stripe keys configured', () => {
  let t: TestApp;
  const calls: { url: string; method: string; body: string | null; auth: string | null }[] = [];
  let intentStatus = 'requires_payment_method';
  beforeAll(async () => {
    t = await createTestApp({ stripeSecretKey: 'sk_test_fake', stripePublishableKey: 'pk_test_fake' });
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, method: init.method ?? 'GET', body: (init.body as string) ?? null, auth: new Headers(init.headers).get('authorization') });
      if (init.method === 'POST') return Response.json({ id: 'seti_stripe_1', client_secret: 'seti_stripe_1_secret_abc', status: 'requires_payment_method' });
      return Response.json({ id: 'seti_stripe_1', status: intentStatus, payment_method: intentStatus === 'succeeded' ? 'pm_card_visa_1' : null });
    });
  });
  afterEach(() => {
    calls.length = 0;
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await t.close();
  });

  it("creates a Stripe setup intent and completes only with the payment method Stripe confirmed", async () => {
    const a = await seedApplication(t);
    const quoteId = (await t.app.inject({ method: 'GET', url: `/api/applications/${a.id}/`, headers: a.headers })).json().insurance_quote.id;
    await t.app.inject({ method: 'PATCH', url: `/api/insurance_quotes/${quoteId}/`, headers: a.headers, payload: { coverages: [`${quoteId}.vet_visit`] } });
    const purchase = (await t.app.inject({ method: 'POST', url: '/api/plan_purchase/', headers: a.headers, payload: { application: a.id, payment_period: 'annual' } })).json();
    expect(purchase.client_secret).toBe('seti_stripe_1_secret_abc');
    expect(calls[0]).toMatchObject({ url: 'https://api.stripe.com/v1/setup_intents', method: 'POST', auth: 'Bearer sk_test_fake' });
    expect(calls[0]!.body).toContain(`metadata%5Bpet_application_id%5D=${a.id}`);

    const complete = (pm: string) =>
      t.app.inject({ method: 'PATCH', url: `/api/plan_purchase/${purchase.id}/complete/`, headers: a.headers, payload: { payment_method: pm, payment_period: 'annual' } });
    expect((await complete('pm_card_visa_1')).statusCode).toBe(409);
    intentStatus = 'succeeded';
    expect((await complete('pm_someone_else')).statusCode).toBe(409);
    const done = await complete('pm_card_visa_1');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'completed', payment_method: 'pm_card_visa_1' });
    expect(calls.filter((c) => c.method === 'GET').every((c) => c.url === 'https://api.stripe.com/v1/setup_intents/seti_stripe_1')).toBe(true);
    // No sandbox intent was made.
    expect(await t.db.selectFrom('setup_intents').select('id').execute()).toEqual([]);
  });
});
