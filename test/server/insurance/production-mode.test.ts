import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeServer, type TestApp } from '../helpers/test-app.ts';
import { seedApplication } from './insurance-fixtures.ts';

describeServer('production mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ mode: 'production' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('the sandbox card routes answer 404, so a test card cannot pay', async () => {
    const a = await seedApplication(t);
    const app = (await t.app.inject({ method: 'GET', url: `/api/applications/${a.id}/`, headers: a.headers })).json();
    const quoteId = app.insurance_quote.id;
    await t.app.inject({ method: 'PATCH', url: `/api/insurance_quotes/${quoteId}/`, headers: a.headers, payload: { coverages: [`${quoteId}.vet_visit`] } });
    const purchase = (await t.app.inject({ method: 'POST', url: '/api/plan_purchase/', headers: a.headers, payload: { application: a.id, payment_period: 'monthly' } })).json();
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/payment/confirm_setup/',
      headers: a.headers,
      payload: { client_secret: purchase.client_secret, card_number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
    });
    expect(confirm.statusCode).toBe(404);
    const authenticate = await t.app.inject({ method: 'POST', url: '/api/sandbox/payment/authenticate/', headers: a.headers, payload: { setup_intent: 'seti_x', approve: true } });
    expect(authenticate.statusCode).toBe(404);
    const intent = await t.db.selectFrom('setup_intents').select('status').where('client_secret', '=', purchase.client_secret).executeTakeFirstOrThrow();
    expect(intent.status).toBe('requires_payment_method');
  });

  it('reference data and places still answer', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/state_configs/?state__abbreviation=TX' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/places/zip/78701/' })).statusCode).toBe(200);
  });
});
