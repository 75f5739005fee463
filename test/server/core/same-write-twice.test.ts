import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACCEPT_DELAY } from '../helpers/constants.ts';
import { ADDRESS, AGREED_DOCUMENTS, ANIMAL, CLIENT_ID, bearer, completeBody, freshPhone, outbox, readyForDetails, start, type Applicant } from '../helpers/flow.ts';
import { createTestApp, describeServer, type TestApp } from '../helpers/test-app.ts';
import { seedApplication } from '../insurance/insurance-fixtures.ts';

// Issue 33, part 4 (docs/decisions/0065): each write an applicant can repeat by a double click or a
// retry, sent twice at once, one copy to each of two API instances on one database. Each ends in one
// record that agrees with itself, and the two answers say the same thing or one says it was already
// done. (Accepting the offer, the plan purchase and the policy configuration twice at once on one
// instance: idempotency-and-visits.test.ts and plan-purchase.routes.test.ts; uploads in a burst:
// documents.routes.test.ts.)

describeServer('the same write twice at once, on two instances', () => {
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    other = await t.sibling();
  });
  afterAll(async () => t.close());

  const twice = (method: 'POST' | 'PATCH', url: string, headers: Record<string, string>, payload?: object) =>
    Promise.all([t.app, other].map((app) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) })));
  const origination = (id: string) => t.db.selectFrom('originations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('start: a double click makes two applications, each whole and at its phone check', async () => {
    const phone = freshPhone();
    const answers = await twice('POST', '/api/v1/origination/start/', {}, { client_id: CLIENT_ID, flowType: 'desktop', phoneNumber: phone, dob: '01-15' });
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    for (const { id, auth_token } of answers.map((r) => r.json() as { id: string; auth_token: string })) {
      const where = await t.app.inject({ method: 'GET', url: `/api/v1/origination/${id}/`, headers: bearer(auth_token) });
      expect(where.json()).toMatchObject({ id, next: 'zoomies.card.verify', phone_number: phone });
    }
  });

  it('the phone code: one verification; the other copy is told the phone is verified already (and the flow goes on)', async () => {
    const { applicant } = await start(t, freshPhone());
    await t.app.inject({ method: 'POST', url: `/api/v1/origination/${applicant.id}/phone_check/`, headers: bearer(applicant.token) });
    const [message] = await outbox(t, applicant.phone);
    const answers = await twice('POST', `/api/v1/origination/${applicant.id}/phone_check/verify/`, bearer(applicant.token), { code: message?.code });
    const outcomes = answers.map((r) => `${r.statusCode} ${(r.json() as { code?: string }).code ?? ''}`.trim()).sort();
    // The second copy finds the phone verified (what these rounds showed on both databases), or
    // judged the right code too; if it read the code just after the first used it, and the phone
    // before the first marked it, it is told the code expired (decision 0065): the phone is verified
    // either way, and never by two codes.
    expect([['200', '200'], ['200', '409 out_of_order'], ['200', '400 code_expired']].map((o) => o.join())).toContain(outcomes.join());
    expect((await origination(applicant.id)).phone_verified).toBe(1);
  });

  it('the pet: both answered alike, the pet stored once as sent', async () => {
    const { applicant } = await start(t, freshPhone());
    await t.app.inject({ method: 'POST', url: `/api/v1/origination/${applicant.id}/phone_check/`, headers: bearer(applicant.token) });
    const [message] = await outbox(t, applicant.phone);
    await t.app.inject({ method: 'POST', url: `/api/v1/origination/${applicant.id}/phone_check/verify/`, headers: bearer(applicant.token), payload: { code: message?.code } });
    const answers = await twice('POST', '/api/v1/origination/pet_information/', bearer(applicant.token), { client_id: CLIENT_ID, origination_id: applicant.id, animal: ANIMAL, address: ADDRESS });
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(answers[0]!.json()).toEqual(answers[1]!.json());
    const row = await origination(applicant.id);
    expect({ animal: JSON.parse(row.animal as string), address: JSON.parse(row.pet_address as string) }).toEqual({ animal: ANIMAL, address: ADDRESS });
  });

  it('the personal details: one submission stands, one account, the other copy told it was already submitted', async () => {
    const a = await readyForDetails(t, freshPhone());
    const answers = await twice('POST', '/api/v1/origination/complete/', bearer(a.token), completeBody(a));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const won = answers.find((r) => r.statusCode === 200)!.json() as { user: { id: string; email: string } };
    const users = await t.db.selectFrom('users').select('id').where('email', '=', won.user.email).execute();
    expect(users).toEqual([{ id: won.user.id }]);
    const row = await origination(a.id);
    expect({ user: row.user_id, completed: row.completed_at !== null }).toEqual({ user: won.user.id, completed: true });
  });

  async function approved(): Promise<Applicant> {
    const a = await readyForDetails(t, freshPhone());
    await t.app.inject({ method: 'POST', url: '/api/v1/origination/complete/', headers: bearer(a.token), payload: completeBody(a) });
    t.clock.advance(ACCEPT_DELAY);
    return a;
  }

  it('accepting the offer: one acceptance and one decision time, both copies answered alike', async () => {
    const a = await approved();
    const answers = await twice('POST', '/api/v1/origination/accept_offer/', bearer(a.token), { client_id: CLIENT_ID, origination_id: a.id, agreed_documents: AGREED_DOCUMENTS });
    expect(answers.map((r) => r.json())).toEqual([
      { success: true, next: 'zoomies.card.processing' },
      { success: true, next: 'zoomies.card.processing' },
    ]);
    const row = await origination(a.id);
    expect(row.accepted_at).not.toBeNull();
    expect(row.approval_due_at).toBe(new Date(Date.parse(row.accepted_at as string) + t.config.decisionDelayMs).toISOString());
  });

  it('the quiz: one answer stands; the other copy is told it exists', async () => {
    const a = await approved();
    await t.app.inject({ method: 'POST', url: '/api/v1/origination/accept_offer/', headers: bearer(a.token), payload: { client_id: CLIENT_ID, origination_id: a.id, agreed_documents: AGREED_DOCUMENTS } });
    t.clock.advance(ACCEPT_DELAY);
    const answers = await twice('PATCH', `/api/v1/card/signup/${a.id}/insurance_quiz/`, bearer(a.token), { had_insurance_before: true });
    expect(answers.map((r) => `${r.statusCode} ${(r.json() as { code?: string }).code ?? ''}`.trim()).sort()).toEqual(['200', '409 insurance_quiz_exists']);
    expect((await origination(a.id)).had_insurance_before).toBe(1);
  });

  it('an option, the coverages, the purchase, the payment and the configuration: each once, both copies answered alike', async () => {
    const a = await seedApplication(t);
    const quoteId: string = (await t.app.inject({ method: 'GET', url: `/api/applications/${a.id}/`, headers: a.headers })).json().insurance_quote.id;
    const options = await twice('PATCH', `/api/applications/${a.id}/`, a.headers, { data: { deductible: 250 } });
    const coverages = await twice('PATCH', `/api/insurance_quotes/${quoteId}/`, a.headers, { coverages: [`${quoteId}.vet_visit`] });
    for (const pair of [options, coverages]) {
      expect(pair.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(pair[0]!.json()).toEqual(pair[1]!.json());
    }
    const purchases = await twice('POST', '/api/plan_purchase/', a.headers, { application: a.id, payment_period: 'annual' });
    expect(purchases.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(new Set(purchases.map((r) => r.json().id)).size).toBe(1);
    const purchase = purchases[0]!.json() as { id: string; client_secret: string };
    const card = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/payment/confirm_setup/',
      headers: a.headers,
      payload: { client_secret: purchase.client_secret, card_number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
    });
    const paid = await twice('PATCH', `/api/plan_purchase/${purchase.id}/complete/`, a.headers, { payment_method: card.json().payment_method, payment_period: 'annual' });
    expect(paid.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(paid[0]!.json()).toEqual(paid[1]!.json());
    // Vet visits (150) and the lower deductible (150).
    expect(paid[0]!.json()).toMatchObject({ status: 'completed', annual_total: 300 });
    const configs = await twice('POST', '/api/policy_config/', a.headers, { insurance_quote: quoteId, used_alternate_payment_method: false });
    expect(configs.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(configs[0]!.json()).toEqual(configs[1]!.json());
    expect(await t.db.selectFrom('plans').select('id').where('pet_application_id', '=', a.id).execute()).toEqual([{ id: configs[0]!.json().plan_id }]);
    expect(await t.db.selectFrom('plan_purchases').select('status').where('pet_application_id', '=', a.id).execute()).toEqual([{ status: 'completed' }]);
  });

  it('the personal details racing reloads of the signup: every read is from before (409) or a whole signup after', async () => {
    const a = await readyForDetails(t, freshPhone());
    const reads = Array.from({ length: 6 }, (_, i) => (i % 2 ? other : t.app).inject({ method: 'GET', url: `/api/v1/card/signup/${a.id}/`, headers: bearer(a.token) }));
    const [done, ...views] = await Promise.all([t.app.inject({ method: 'POST', url: '/api/v1/origination/complete/', headers: bearer(a.token), payload: completeBody(a) }), ...reads]);
    expect(done.statusCode).toBe(200);
    for (const view of views) {
      if (view.statusCode === 409) continue;
      expect(view.statusCode).toBe(200);
      expect(view.json()).toMatchObject({ id: a.id, first_name: 'Alex', last_name: 'Morgan', email: completeBody(a).individual.email, animal_data: { pet_name: ANIMAL.pet_name } });
    }
  });
});
