import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, complete, freshPhone, readyForDetails } from '../helpers/flow.ts';
import { createTestApp, describeServer, type TestApp } from '../helpers/test-app.ts';
import { purchaseWithConfirmedCard, seedApplication } from './insurance-fixtures.ts';

// The alternate payment path's phone (second document: registerPhone among the store actions; the
// phone field "sent with a +1 prefix"): stored for the signed-in user by POST /api/user_phone_number/,
// read back by its owner only. The purchase completion carries the payment alone: a phone sent
// with it was once accepted and dropped.

describeServer("the alternate payment path's phone", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** An applicant who completed their details: the answer signs them in as a new user. */
  async function signedIn(): Promise<{ userId: string; headers: { authorization: string }; applicantHeaders: { authorization: string } }> {
    const a = await readyForDetails(t, freshPhone());
    const completed = await complete(t, a);
    expect(completed.statusCode).toBe(200);
    const { token, user } = completed.json() as { token: { access: string }; user: { id: string } };
    return { userId: user.id, headers: bearer(token.access), applicantHeaders: bearer(a.token) };
  }
  const register = (headers: { authorization: string } | Record<string, never>, phone: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/user_phone_number/', headers, payload: { phone_number: phone } });
  const list = (headers: { authorization: string } | Record<string, never>) => t.app.inject({ method: 'GET', url: '/api/user_phone_number/', headers });

  it('is stored for the signed-in user and read back by that user only', async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const created = await register(owner.headers, '+15125550142');
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: string };
    expect(created.json()).toEqual({ id, phone_number: '+15125550142' });
    const rows = await t.db.selectFrom('user_phone_numbers').select(['id', 'user_id', 'phone_number']).where('phone_number', '=', '+15125550142').execute();
    expect(rows).toEqual([{ id, user_id: owner.userId, phone_number: '+15125550142' }]);
    expect((await list(owner.headers)).json()).toEqual({ results: [{ id, phone_number: '+15125550142' }] });
    expect((await list(stranger.headers)).json()).toEqual({ results: [] });
    expect((await list({})).statusCode).toBe(401);
    // The same phone again for the same user: already stored (the payment step goes on).
    const again = await register(owner.headers, '+15125550142');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'phone_exists' });
  });

  it('needs a signed-in user, and a phone as the contract has it (+1 and ten digits)', async () => {
    const user = await signedIn();
    expect((await register(user.applicantHeaders, '+15125550143')).statusCode).toBe(401);
    expect((await register({}, '+15125550143')).statusCode).toBe(401);
    for (const phone of ['5125550143', '+1512555014', '+44 20 7946 0958', '(512) 555-0143', 42]) {
      const refused = await register(user.headers, phone);
      expect(refused.statusCode, String(phone)).toBe(400);
    }
    expect((await list(user.headers)).json()).toEqual({ results: [] });
  });

  it('the purchase completion takes the payment only: a phone sent with it is refused, not dropped', async () => {
    const a = await seedApplication(t);
    const quoteId: string = (await t.app.inject({ method: 'GET', url: `/api/applications/${a.id}/`, headers: a.headers })).json().insurance_quote.id;
    await t.app.inject({ method: 'PATCH', url: `/api/insurance_quotes/${quoteId}/`, headers: a.headers, payload: { coverages: [`${quoteId}.vet_visit`] } });
    const { purchase, paymentMethod } = await purchaseWithConfirmedCard(t, a.headers, a.id);
    const payment = { payment_method: paymentMethod, payment_period: 'annual' };
    const withPhone = await t.app.inject({ method: 'PATCH', url: `/api/plan_purchase/${purchase.id}/complete/`, headers: a.headers, payload: { ...payment, phone_number: '+15125550144' } });
    expect(withPhone.statusCode).toBe(400);
    const stored = await t.db.selectFrom('plan_purchases').select('status').where('id', '=', purchase.id).executeTakeFirstOrThrow();
    expect(stored.status).toBe('requires_payment_method');
    const done = await t.app.inject({ method: 'PATCH', url: `/api/plan_purchase/${purchase.id}/complete/`, headers: a.headers, payload: payment });
    expect(done.json()).toMatchObject({ status: 'completed', annual_total: 150, monthly_total: 12.5 });
  });
});
