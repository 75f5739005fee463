import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACCEPT_DELAY } from '../helpers/constants.ts';
import { acceptOffer, bearer, complete, freshPhone, readyForDetails, signup } from '../helpers/flow.ts';
import { createTestApp, describeServer, type TestApp } from '../helpers/test-app.ts';

describeServer('idempotent steps', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  async function prequalified() {
    const a = await readyForDetails(t, freshPhone());
    await complete(t, a);
    t.clock.advance(ACCEPT_DELAY);
    return a;
  }

  it('accepting twice at once and once more later: one acceptance, one decision time, same answer', async () => {
    const a = await prequalified();
    const answers = await Promise.all([acceptOffer(t, a), acceptOffer(t, a), acceptOffer(t, a)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const first = await t.db.selectFrom('originations').select(['accepted_at', 'approval_due_at']).where('id', '=', a.id).executeTakeFirstOrThrow();
    t.clock.advance(1000);
    expect((await acceptOffer(t, a)).json()).toEqual({ success: true, next: 'zoomies.card.processing' });
    const after = await t.db.selectFrom('originations').select(['accepted_at', 'approval_due_at']).where('id', '=', a.id).executeTakeFirstOrThrow();
    expect(after).toEqual(first);
  });

  it('one pet application however often and concurrently the signup is read', async () => {
    const a = await prequalified();
    await acceptOffer(t, a);
    t.clock.advance(ACCEPT_DELAY);
    const reads = await Promise.all([signup(t, a), signup(t, a), signup(t, a)]);
    const ids = new Set(reads.map((r) => (r.json() as { pet_application: { id: string } }).pet_application.id));
    expect(ids.size).toBe(1);
    const row = await t.db.selectFrom('originations').select('pet_application_id').where('id', '=', a.id).executeTakeFirstOrThrow();
    expect(ids.has(row.pet_application_id as string)).toBe(true);
  });

  it('the insurance quiz answers once; a second answer is 409 insurance_quiz_exists and keeps the first', async () => {
    const a = await prequalified();
    await acceptOffer(t, a);
    t.clock.advance(ACCEPT_DELAY);
    const quiz = (value: boolean) => t.app.inject({ method: 'PATCH', url: `/api/v1/card/signup/${a.id}/insurance_quiz/`, headers: bearer(a.token), payload: { had_insurance_before: value } });
    expect((await quiz(true)).json()).toEqual({ had_insurance_before: true });
    const second = await quiz(false);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'insurance_quiz_exists' });
    expect((await signup(t, a)).json()).toMatchObject({ had_insurance_before: true });
  });
});

describeServer('marketing visits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('records a page view with its tracked parameters', async () => {
    const payload = {
      url: 'http://localhost/q/signup/start-offer/v2?utm_source=mail',
      path: '/q/signup/start-offer/v2',
      search: '?utm_source=mail',
      referrer: '',
      title: 'Zoomies',
      timestamp: '2026-03-02T15:00:00.000Z',
      offer_code: 'points_02',
      tracking_code: null,
      utm_source: 'mail',
    };
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/visit-pageview/', payload: { payload, client_id: 'c1', segment_event_id: 'e1', is_fallback: false } });
    expect(res.statusCode).toBe(201);
    const { visit_id } = res.json() as { visit_id: string };
    const row = await t.db.selectFrom('visits').selectAll().where('id', '=', visit_id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ client_id: 'c1', offer_code: 'points_02', is_fallback: 0 });
    expect(JSON.parse(row.payload)).toMatchObject({ utm_source: 'mail' });
  });

  it('refuses a visit without its payload', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/visit-pageview/', payload: { client_id: 'c1', segment_event_id: 'e1', is_fallback: false } });
    expect(res.statusCode).toBe(400);
  });
});
