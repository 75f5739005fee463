import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { finalizeDuePolicies } from '../../../server/insurance/policy-finalization.service.ts';
import * as migration055 from '../../../server/db/migrations/055-policy-finalizations.ts';
import type { Db } from '../../../server/db/database.ts';
import { approvedSignup, bearer } from '../helpers/flow.ts';
import { createTestApp, describeServer, type TestApp } from '../helpers/test-app.ts';
import { purchaseWithConfirmedCard, tokenHeaders } from './insurance-fixtures.ts';

// "Without changes the policy is finalized in 24 hours with standard coverage" (second document):
// the window runs from the signup's last modification; a job finalizes due policies once, whatever
// the number of runs or instances. And a paid plan whose policy was never configured (410 on a new
// purchase) is configured by the applicant's next policy_config.

const HOUR = 3600_000;

describeServer('24-hour policy finalization', () => {
  let t: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    second = await t.sibling();
  });
  afterAll(async () => {
    await t.close();
  });

  interface Insured {
    applicationId: string;
    originationId: string;
    quoteId: string;
    /** Signed at the test clock's time: the applicant's token of the moment (the clock moves by days). */
    readonly headers: { authorization: string };
    /** The signup's last modification, as the signup detail shows it. */
    modified: string;
  }

  /** Through the real flow to an approved signup with its pet application. */
  async function approvedWithPet(): Promise<Insured> {
    const { applicant: a, detail } = await approvedSignup(t);
    const headers = bearer(a.token);
    const app = (await t.app.inject({ method: 'GET', url: `/api/applications/${detail.pet_application.id}/`, headers })).json();
    return {
      applicationId: detail.pet_application.id,
      originationId: a.id,
      quoteId: app.insurance_quote.id,
      get headers() {
        return tokenHeaders(t, 'applicant', a.id);
      },
      modified: detail.modified,
    };
  }
  const application = async (x: Insured) => (await t.app.inject({ method: 'GET', url: `/api/applications/${x.applicationId}/`, headers: x.headers })).json();
  const plansOf = (id: string) => t.db.selectFrom('plans').selectAll().where('pet_application_id', '=', id).execute();
  const chooseAddOns = async (x: Insured) => {
    await t.app.inject({ method: 'PATCH', url: `/api/insurance_quotes/${x.quoteId}/`, headers: x.headers, payload: { coverages: [`${x.quoteId}.vet_visit`] } });
    await t.app.inject({ method: 'PATCH', url: `/api/applications/${x.applicationId}/`, headers: x.headers, payload: { data: { coinsurance: 90 } } });
  };
  const runEverywhere = (dbs: Db[]) => Promise.all(dbs.flatMap((db) => [finalizeDuePolicies(db, t.config), finalizeDuePolicies(db, t.config)]));

  it('nothing is finalized before 24 hours after the signup\'s last modification; then once, with standard coverage', async () => {
    const x = await approvedWithPet();
    await chooseAddOns(x);
    expect((await application(x)).insurance_quote.coverages).toHaveLength(1);
    // The window is the signup's, not the pet application's (created later, when the detail was read).
    const deadline = Date.parse(x.modified) + 24 * HOUR;
    t.clock.set(new Date(deadline - 1000));
    await runEverywhere([t.db, second.db]);
    expect(await plansOf(x.applicationId)).toEqual([]);
    expect((await application(x)).policy_configured).toBe(false);

    t.clock.set(new Date(deadline));
    const reports = await runEverywhere([t.db, second.db]);
    expect(reports.reduce((sum, r) => sum + r.finalized, 0)).toBe(1);
    const plans = await plansOf(x.applicationId);
    expect(plans).toHaveLength(1);
    const after = await application(x);
    expect(after).toMatchObject({ policy_configured: true, plan_id: plans[0]!.id });
    // Standard coverage: the unpaid add-ons are gone, the base options are back.
    expect(after.data).toMatchObject({ coinsurance: 80, deductible: 500, annual_limit: 10000 });
    expect(after.insurance_quote.coverages).toEqual([]);
    const plan = (await t.app.inject({ method: 'GET', url: `/api/detailed_plans/${plans[0]!.id}/`, headers: x.headers })).json();
    expect(plan).toMatchObject({ status: 'active', subscription: null, insurance_policy: { coinsurance: 80, coverages: [], total_amount_paid: 0 } });
    // Changes are refused from now on.
    const change = await t.app.inject({ method: 'PATCH', url: `/api/applications/${x.applicationId}/`, headers: x.headers, payload: { data: { deductible: 100 } } });
    expect(change.statusCode).toBe(409);
    // Later runs find nothing left to do.
    t.clock.advance(HOUR);
    expect((await runEverywhere([t.db, second.db])).every((r) => r.finalized === 0)).toBe(true);
    expect(await plansOf(x.applicationId)).toHaveLength(1);
  });

  it('eight policies due at once, two instances running twice each: every policy gets exactly one plan', { timeout: 30_000 }, async () => {
    const insured: Insured[] = [];
    for (let i = 0; i < 8; i += 1) insured.push(await approvedWithPet());
    t.clock.advance(25 * HOUR);
    const plansBefore = (await t.db.selectFrom('plans').select('id').execute()).length;
    const reports = await runEverywhere([t.db, second.db]);
    const plansAfter = (await t.db.selectFrom('plans').select('id').execute()).length;
    expect(reports.reduce((sum, r) => sum + r.finalized, 0)).toBe(plansAfter - plansBefore);
    for (const x of insured) expect(await plansOf(x.applicationId)).toHaveLength(1);
  });

  it('a modification of the signup moves the deadline: the job waits for the new one', async () => {
    const x = await approvedWithPet();
    t.clock.advance(20 * HOUR);
    // The quiz answer modifies the signup.
    const quiz = await t.app.inject({ method: 'PATCH', url: `/api/v1/card/signup/${x.originationId}/insurance_quiz/`, headers: x.headers, payload: { had_insurance_before: false } });
    expect(quiz.statusCode).toBe(200);
    const modified: string = (await t.app.inject({ method: 'GET', url: `/api/v1/card/signup/${x.originationId}/`, headers: x.headers })).json().modified;
    expect(Date.parse(modified)).toBeGreaterThan(Date.parse(x.modified));
    t.clock.set(new Date(Date.parse(x.modified) + 24 * HOUR + 1000));
    expect((await finalizeDuePolicies(t.db, t.config)).rescheduled).toBeGreaterThanOrEqual(1);
    expect(await plansOf(x.applicationId)).toEqual([]);
    t.clock.set(new Date(Date.parse(modified) + 24 * HOUR));
    await finalizeDuePolicies(t.db, t.config);
    expect(await plansOf(x.applicationId)).toHaveLength(1);
  });

  it('the pet application says when the job will finalize it: 24 hours after the signup\'s last change, moved by the quiz answer, and the job keeps that time', async () => {
    const x = await approvedWithPet();
    expect((await application(x)).finalization_deadline).toBe(new Date(Date.parse(x.modified) + 24 * HOUR).toISOString());
    // The add-on page is usually read before the quiz answer is stored (another device, a reload).
    t.clock.advance(2 * HOUR);
    const answeredAt = t.clock.now().getTime();
    const quiz = await t.app.inject({ method: 'PATCH', url: `/api/v1/card/signup/${x.originationId}/insurance_quiz/`, headers: x.headers, payload: { had_insurance_before: true } });
    expect(quiz.statusCode).toBe(200);
    const deadline: string = (await application(x)).finalization_deadline;
    expect(Date.parse(deadline)).toBe(answeredAt + 24 * HOUR);
    // Not a second before that time; at it, the policy is finalized.
    t.clock.set(new Date(Date.parse(deadline) - 1000));
    await finalizeDuePolicies(t.db, t.config);
    expect(await plansOf(x.applicationId)).toEqual([]);
    t.clock.set(new Date(deadline));
    await finalizeDuePolicies(t.db, t.config);
    expect(await plansOf(x.applicationId)).toHaveLength(1);
    // Finalized, it still says when that was due.
    expect((await application(x)).finalization_deadline).toBe(deadline);
  });

  it('paid add-ons stay when the job finalizes a paid policy that was never configured', async () => {
    const x = await approvedWithPet();
    await chooseAddOns(x);
    await payFor(x);
    t.clock.advance(25 * HOUR);
    await finalizeDuePolicies(t.db, t.config);
    const plan = (await t.app.inject({ method: 'GET', url: `/api/detailed_plans/${(await application(x)).plan_id}/`, headers: x.headers })).json();
    expect(plan.insurance_policy).toMatchObject({ coinsurance: 90, coverages: ['vet_visit'], total_amount_paid: 250 });
  });

  it('already purchased (410) but never configured: policy_config configures it, with the paid add-ons', async () => {
    const x = await approvedWithPet();
    await chooseAddOns(x);
    await payFor(x);
    const again = await t.app.inject({ method: 'POST', url: '/api/plan_purchase/', headers: x.headers, payload: { application: x.applicationId, payment_period: 'annual' } });
    expect(again.statusCode).toBe(410);
    expect((await application(x)).policy_configured).toBe(false);
    const configured = await t.app.inject({ method: 'POST', url: '/api/policy_config/', headers: x.headers, payload: { insurance_quote: x.quoteId, used_alternate_payment_method: false } });
    expect(configured.statusCode).toBe(201);
    expect((await application(x)).policy_configured).toBe(true);
    const plan = (await t.app.inject({ method: 'GET', url: `/api/detailed_plans/${configured.json().plan_id}/`, headers: x.headers })).json();
    expect(plan).toMatchObject({ status: 'active', insurance_policy: { coverages: ['vet_visit'], total_amount_paid: 250 } });
  });

  it('the sandbox closes one application\'s window now (browser walks cannot wait a day): only its own', async () => {
    const x = await approvedWithPet();
    await chooseAddOns(x);
    const stranger = await approvedWithPet();
    const refused = await t.app.inject({ method: 'POST', url: '/api/sandbox/policy_window/close/', headers: stranger.headers, payload: { application: x.applicationId } });
    expect(refused.statusCode).toBe(404);
    const closed = await t.app.inject({ method: 'POST', url: '/api/sandbox/policy_window/close/', headers: x.headers, payload: { application: x.applicationId } });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toEqual({ policy_configured: true });
    const after = await application(x);
    expect(after).toMatchObject({ policy_configured: true, data: { coinsurance: 80 } });
    // Its pet application now says the window is over: the page counts down to a time already past.
    expect(Date.parse(after.finalization_deadline)).toBeLessThan(t.clock.now().getTime());
    expect((await application(stranger)).policy_configured).toBe(false);
  });

  it('applications still open when the queue was added are scheduled by the migration, and finalized when due', async () => {
    const x = await approvedWithPet();
    const configured = await approvedWithPet();
    await t.app.inject({ method: 'POST', url: '/api/policy_config/', headers: configured.headers, payload: { insurance_quote: configured.quoteId, used_alternate_payment_method: false } });
    // As before migration 055: no queue at all.
    await migration055.down(t.db as never);
    await migration055.up(t.db as never);
    const rows = await t.db.selectFrom('policy_finalizations').select(['id', 'due_at']).execute();
    expect(rows.map((r) => r.id)).toContain(x.applicationId);
    expect(rows.map((r) => r.id)).not.toContain(configured.applicationId);
    t.clock.set(new Date(Date.parse(x.modified) + 24 * HOUR));
    await finalizeDuePolicies(t.db, t.config);
    expect(await plansOf(x.applicationId)).toHaveLength(1);
  });

  async function payFor(x: Insured): Promise<void> {
    const { purchase, paymentMethod } = await purchaseWithConfirmedCard(t, x.headers, x.applicationId);
    const done = await t.app.inject({ method: 'PATCH', url: `/api/plan_purchase/${purchase.id}/complete/`, headers: x.headers, payload: { payment_method: paymentMethod, payment_period: 'annual' } });
    expect(done.json().status).toBe('completed');
  }
});
