import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addOnTotalOf } from '../../../server/insurance/pet-application.view.ts';
import { createTestApp, describeServer, type TestApp } from '../helpers/test-app.ts';
import { purchaseWithConfirmedCard, seedApplication, type SeededApplication } from './insurance-fixtures.ts';

// Issue 33, part 4 (docs/decisions/0065): the add-ons page's writes under the orders applicants
// make: two tabs changing one quote at once, a change racing the payment, the configuration racing
// a reload. Each burst is split over two API instances on one database (a second process behind the
// load balancer), and repeated, so that the statements of the two orders interleave in many ways.
// Each ends in one record that agrees with itself: the stored selection, its price, the purchase
// and the plan.

const ROUNDS = 6;

describeServer('the add-ons page under the same orders', () => {
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    other = await t.sibling();
  });
  afterAll(async () => t.close());

  type Headers = { authorization: string };
  const on = (app: FastifyInstance, method: 'GET' | 'POST' | 'PATCH', url: string, headers: Headers, payload?: object) =>
    app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const quoteOf = async (a: SeededApplication): Promise<string> => (await on(t.app, 'GET', `/api/applications/${a.id}/`, a.headers)).json().insurance_quote.id;
  const setCoverages = (app: FastifyInstance, a: SeededApplication, quoteId: string, names: string[]) =>
    on(app, 'PATCH', `/api/insurance_quotes/${quoteId}/`, a.headers, { coverages: names.map((n) => `${quoteId}.${n}`) });
  const stored = (id: string) => t.db.selectFrom('pet_applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const names = (quoteId: string, ids: string[]) => ids.map((id) => id.slice(quoteId.length + 1)).sort();

  it('two tabs setting different coverages at once: the quote holds one of them, priced as it is, and one tab was told so', async () => {
    const A = ['vet_visit'];
    const B = ['physical_therapy', 'prescription_meds', 'preventative_plus'];
    for (let round = 0; round < ROUNDS; round += 1) {
      const a = await seedApplication(t);
      const quoteId = await quoteOf(a);
      const [first, second] = await Promise.all([setCoverages(t.app, a, quoteId, A), setCoverages(other, a, quoteId, B)]);
      expect([first!.statusCode, second!.statusCode]).toEqual([200, 200]);
      const row = await stored(a.id);
      const view = (await on(t.app, 'GET', `/api/applications/${a.id}/`, a.headers)).json();
      const held = names(quoteId, view.insurance_quote.coverages);
      expect([A, B].map((o) => o.join())).toContain(held.join());
      // The card's side of the policy shows the same selection, and the price is that selection's.
      expect(names(view.contract_quote.id, view.contract_quote.coverages)).toEqual(held);
      expect(view.contract_quote.rate).toBe(addOnTotalOf(row));
      expect(view.insurance_quote.rate_data.annual.total).toBe(addOnTotalOf(row));
      // Each tab's answer is a whole quote (its coverages with their price), and the last word is one of them.
      const answers = [first!.json(), second!.json()].map((q) => ({ held: names(quoteId, q.coverages).join(), total: q.rate_data.annual.total }));
      expect(answers).toContainEqual({ held: held.join(), total: addOnTotalOf(row) });
    }
  });

  it('two tabs setting the options and the coverages at once: every change lands, none undoes another', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const a = await seedApplication(t);
      const quoteId = await quoteOf(a);
      const answers = await Promise.all([
        on(t.app, 'PATCH', `/api/applications/${a.id}/`, a.headers, { data: { deductible: 100 } }),
        on(other, 'PATCH', `/api/applications/${a.id}/`, a.headers, { data: { coinsurance: 90 } }),
        setCoverages(t.app, a, quoteId, ['vet_visit']),
        on(other, 'PATCH', `/api/applications/${a.id}/`, a.headers, { data: { annual_limit: 25000 } }),
      ]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      const view = (await on(t.app, 'GET', `/api/applications/${a.id}/`, a.headers)).json();
      expect(view.data).toMatchObject({ deductible: 100, coinsurance: 90, annual_limit: 25000 });
      expect(names(quoteId, view.insurance_quote.coverages)).toEqual(['vet_visit']);
      // 150 (vet visits) + 150 (lower deductible) + 100 (coinsurance 90%) + 150 (higher limit).
      expect(view.contract_quote.rate).toBe(550);
    }
  });

  it('a coverage change racing the payment: what was paid is what the policy holds', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < ROUNDS; round += 1) {
      const a = await seedApplication(t);
      const quoteId = await quoteOf(a);
      await setCoverages(t.app, a, quoteId, ['vet_visit']);
      const { purchase, paymentMethod } = await purchaseWithConfirmedCard(t, a.headers, a.id);
      const [change, paid] = await Promise.all([
        setCoverages(other, a, quoteId, ['vet_visit', 'preventative_plus']),
        on(t.app, 'PATCH', `/api/plan_purchase/${purchase.id}/complete/`, a.headers, { payment_method: paymentMethod, payment_period: 'annual' }),
      ]);
      expect(paid.statusCode).toBe(200);
      // The change either came first (and was paid for) or was refused: the purchase is completed.
      expect([200, 410]).toContain(change.statusCode);
      outcomes.add(String(change.statusCode));
      const row = await stored(a.id);
      const completed = await t.db.selectFrom('plan_purchases').selectAll().where('id', '=', purchase.id).executeTakeFirstOrThrow();
      expect({ status: completed.status, paid: Number(completed.annual_total) }).toEqual({ status: 'completed', paid: addOnTotalOf(row) });
      expect(paid.json().annual_total).toBe(addOnTotalOf(row));
      // The policy configured from it holds what was paid, and says it was paid in full.
      const config = await on(other, 'POST', '/api/policy_config/', a.headers, { insurance_quote: quoteId, used_alternate_payment_method: false });
      expect(config.statusCode).toBe(201);
      const plan = (await on(t.app, 'GET', `/api/detailed_plans/${config.json().plan_id}/`, a.headers)).json();
      expect({ coverages: [...plan.insurance_policy.coverages].sort(), paid: plan.insurance_policy.total_amount_paid }).toEqual({
        coverages: names(quoteId, (await quoteView(a)).coverages),
        paid: Number(completed.annual_total),
      });
      expect(plan.subscription).toEqual({ subtotal: Number(completed.annual_total) });
    }
    // The interleavings are the database's to choose; both outcomes are consistent.
    expect(outcomes.size).toBeGreaterThan(0);
  });

  const quoteView = async (a: SeededApplication) => (await on(t.app, 'GET', `/api/applications/${a.id}/`, a.headers)).json().insurance_quote as { coverages: string[] };

  it('an option change racing the configuration: the plan holds the options the application shows, and later changes are refused', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const a = await seedApplication(t);
      const quoteId = await quoteOf(a);
      const [change, config] = await Promise.all([
        on(other, 'PATCH', `/api/applications/${a.id}/`, a.headers, { data: { annual_limit: 40000 } }),
        on(t.app, 'POST', '/api/policy_config/', a.headers, { insurance_quote: quoteId, used_alternate_payment_method: true }),
      ]);
      expect(config.statusCode).toBe(201);
      expect([200, 409]).toContain(change.statusCode);
      const view = (await on(t.app, 'GET', `/api/applications/${a.id}/`, a.headers)).json();
      const plan = (await on(t.app, 'GET', `/api/detailed_plans/${config.json().plan_id}/`, a.headers)).json();
      expect(view).toMatchObject({ policy_configured: true, plan_id: config.json().plan_id });
      expect(plan.insurance_policy.annual_limit).toBe(view.data.annual_limit);
      expect(plan.insurance_policy.annual_limit).toBe(change.statusCode === 200 ? 40000 : 10000);
    }
  });

  it('the configuration racing a reload: every read shows the policy before or after, never a configured policy without its plan', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const a = await seedApplication(t);
      const quoteId = await quoteOf(a);
      const reads = Array.from({ length: 6 }, (_, i) => on(i % 2 ? other : t.app, 'GET', `/api/applications/${a.id}/`, a.headers));
      const [config, ...views] = await Promise.all([on(t.app, 'POST', '/api/policy_config/', a.headers, { insurance_quote: quoteId, used_alternate_payment_method: false }), ...reads]);
      expect(config.statusCode).toBe(201);
      const planId = config.json().plan_id;
      for (const view of views) {
        expect(view.statusCode).toBe(200);
        const { policy_configured, plan_id } = view.json();
        expect([
          { policy_configured: false, plan_id: null },
          { policy_configured: true, plan_id: planId },
        ]).toContainEqual({ policy_configured, plan_id });
      }
      expect((await on(other, 'GET', `/api/detailed_plans/${planId}/`, a.headers)).statusCode).toBe(200);
    }
  });
});
