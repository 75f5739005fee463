import { afterAll, beforeAll, expect, it } from 'vitest';
import { ensurePetApplication } from '../../../server/insurance/pet-application.service.ts';
import { createTestApp, describeServer, type TestApp } from '../helpers/test-app.ts';
import { applicationInput, seedApplication, tokenHeaders, type SeededApplication } from './insurance-fixtures.ts';

describeServer('pet application, quotes and pricing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (a: SeededApplication, headers = a.headers) => t.app.inject({ method: 'GET', url: `/api/applications/${a.id}/`, headers });
  const patch = (a: SeededApplication, payload: unknown, headers = a.headers) =>
    t.app.inject({ method: 'PATCH', url: `/api/applications/${a.id}/`, headers, payload: payload as object });
  const storedRow = (id: string) => t.db.selectFrom('pet_applications').selectAll().where('id', '=', id).executeTakeFirst();

  it('ensurePetApplication creates one application per origination, also when called at once', async () => {
    const input = { originationId: 'orig-concurrent', userId: 'user-concurrent', ...applicationInput() };
    const results = await Promise.all([ensurePetApplication(t.db, input), ensurePetApplication(t.db, input), ensurePetApplication(t.db, input)]);
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    const rows = await t.db.selectFrom('pet_applications').select('id').where('origination_id', '=', 'orig-concurrent').execute();
    expect(rows).toHaveLength(1);
  });

  it('answers the pet application with its quote, defaults and coverage options', async () => {
    const a = await seedApplication(t);
    const res = await get(a);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.id).toBe(a.id);
    expect(body.data).toMatchObject({ pet_name: 'Biscuit', pet_type: 'dog', deductible: 500, annual_limit: 10000, coinsurance: 80, health_conditions: 'false' });
    expect(body.address).toEqual({ city: 'Austin', state: 'TX' });
    expect(body.user_id).toBe(a.userId);
    // No signup behind this seeded application: its window runs 24 h from its own creation.
    expect(body.finalization_deadline).toBe(new Date(t.clock.now().getTime() + 24 * 3600_000).toISOString());
    expect(body.policy_configured).toBe(false);
    const quote = body.insurance_quote;
    expect(quote.coverage_rates.map((r: { name: string }) => r.name)).toEqual(['prescription_meds', 'vet_visit', 'preventative_plus', 'physical_therapy']);
    expect(quote.coverage_rates.every((r: { coverage_type: string }) => r.coverage_type === 'coverage')).toBe(true);
    expect(quote.coverage_rates.map((r: { price: number }) => r.price)).toEqual([150, 150, 250, 150]);
    const values = (list: { value: number; default: boolean }[]) => list.map((o) => [o.value, o.default]);
    expect(values(quote.coverage_options.deductibles)).toEqual([[500, true], [250, false], [100, false]]);
    expect(values(quote.coverage_options.annual_limits)).toEqual([[10000, true], [25000, false], [40000, false]]);
    expect(values(quote.coverage_options.coinsurances)).toEqual([[80, true], [90, false]]);
    expect(quote.coverages).toEqual([]);
    expect(quote.qualified_rate.card_rate).toBe(0);
    expect(quote.rate_data.annual.total).toBe(0);
    expect(quote.is_expired).toBe(false);
    expect(body.contract_quote.rate).toBe(0);
  });

  it('the user who owns the application reads it with an access token', async () => {
    const a = await seedApplication(t);
    expect((await get(a, a.userHeaders)).statusCode).toBe(200);
  });

  it("another applicant's id answers 404, and without a token 401", async () => {
    const a = await seedApplication(t);
    const b = await seedApplication(t);
    const res = await get(a, b.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Pet application not found');
    expect((await get(a, b.userHeaders)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/applications/${a.id}/` })).statusCode).toBe(401);
    expect((await patch(a, { data: { deductible: 250 } }, b.headers)).statusCode).toBe(404);
    expect((await storedRow(a.id))?.deductible).toBe(500);
  });

  it('changes deductible, annual limit and coinsurance to listed values only', async () => {
    const a = await seedApplication(t);
    const res = await patch(a, { data: { deductible: 100 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.deductible).toBe(100);
    expect(res.json().insurance_quote.rate_data.annual.total).toBe(150);
    await patch(a, { data: { annual_limit: 40000, coinsurance: 90 } });
    expect(await storedRow(a.id)).toMatchObject({ deductible: 100, annual_limit: 40000, coinsurance: 90 });
    // Toggling an option off restores its default: the base policy is free again for that option.
    const back = await patch(a, { data: { deductible: 500 } });
    expect(back.json().contract_quote.rate).toBe(150 + 100);
  });

  it.each([
    [{ data: { deductible: 300 } }, 'deductible must be one of 500, 250, 100'],
    [{ data: { annual_limit: 50000 } }, 'annual_limit must be one of 10000, 25000, 40000'],
    [{ data: { coinsurance: 70 } }, 'coinsurance must be one of 80, 90'],
  ])('refuses an unlisted option value %j with 400', async (payload, message) => {
    const a = await seedApplication(t);
    const res = await patch(a, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await storedRow(a.id)).toMatchObject({ deductible: 500, annual_limit: 10000, coinsurance: 80 });
  });

  it.each([
    ['missing data', {}],
    ['empty data', { data: {} }],
    ['wrong type', { data: { deductible: '250' } }],
    ['fraction', { data: { deductible: 250.5 } }],
    ['extra field', { data: { deductible: 250, premium: 0 } }],
    ['extra top-level field', { data: { deductible: 250 }, id: 'x' }],
  ])('answers 400 with a message for bad input: %s', async (_name, payload) => {
    const a = await seedApplication(t);
    const res = await patch(a, payload);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
    expect((await storedRow(a.id))?.deductible).toBe(500);
  });

  it('an id longer than 64 characters is bad input, not a lookup', async () => {
    const a = await seedApplication(t);
    const res = await t.app.inject({ method: 'GET', url: `/api/applications/${'x'.repeat(65)}/`, headers: a.headers });
    expect(res.statusCode).toBe(400);
  });

  it('sets coverages on the insurance quote with ids of that quote only', async () => {
    const a = await seedApplication(t);
    const app = (await get(a)).json();
    const quote = app.insurance_quote;
    const ids = quote.coverage_rates.filter((r: { name: string }) => r.name === 'vet_visit' || r.name === 'preventative_plus').map((r: { id: string }) => r.id);
    const res = await t.app.inject({ method: 'PATCH', url: `/api/insurance_quotes/${quote.id}/`, headers: a.headers, payload: { coverages: ids } });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(quote.id);
    expect(res.json().coverages).toEqual(ids);
    expect(res.json().rate_data.annual.total).toBe(400);
    expect(JSON.parse((await storedRow(a.id))!.coverages)).toEqual(['vet_visit', 'preventative_plus']);
    // The contract quote shows the same selection with its own ids.
    const after = (await get(a)).json();
    expect(after.contract_quote.coverages).toEqual([`${app.contract_quote.id}.vet_visit`, `${app.contract_quote.id}.preventative_plus`]);

    const other = await seedApplication(t);
    const otherQuote = (await get(other)).json().insurance_quote;
    const foreign = await t.app.inject({
      method: 'PATCH',
      url: `/api/insurance_quotes/${quote.id}/`,
      headers: a.headers,
      payload: { coverages: [otherQuote.coverage_rates[0].id] },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toMatch(/^Unknown coverage/);
    expect(JSON.parse((await storedRow(a.id))!.coverages)).toEqual(['vet_visit', 'preventative_plus']);
    const notMine = await t.app.inject({ method: 'PATCH', url: `/api/insurance_quotes/${otherQuote.id}/`, headers: a.headers, payload: { coverages: [] } });
    expect(notMine.statusCode).toBe(404);
  });

  it('sets coverages through the contract quote and answers the pet application', async () => {
    const a = await seedApplication(t);
    const app = (await get(a)).json();
    const id = `${app.contract_quote.id}.physical_therapy`;
    const res = await t.app.inject({ method: 'PATCH', url: `/api/contract_quotes/${app.contract_quote.id}/`, headers: a.headers, payload: { coverages: [id] } });
    expect(res.statusCode).toBe(200);
    expect(res.json().contract_quote.coverages).toEqual([id]);
    expect(res.json().insurance_quote.coverages).toEqual([`${app.insurance_quote.id}.physical_therapy`]);
    expect(res.json().contract_quote.rate).toBe(150);
    const bad = await t.app.inject({ method: 'PATCH', url: `/api/contract_quotes/${app.contract_quote.id}/`, headers: a.headers, payload: { coverages: 'all' } });
    expect(bad.statusCode).toBe(400);
    const tooMany = await t.app.inject({
      method: 'PATCH',
      url: `/api/contract_quotes/${app.contract_quote.id}/`,
      headers: a.headers,
      payload: { coverages: Array.from({ length: 21 }, () => id) },
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('prices a set of options for the quote', async () => {
    const a = await seedApplication(t);
    const quoteId = (await get(a)).json().insurance_quote.id;
    const price = (payload: object, headers = a.headers) => t.app.inject({ method: 'POST', url: `/api/insurance_quotes/${quoteId}/pricing/`, headers, payload });
    const base = await price({ annual_limit: 10000, coinsurance: 80, deductible: 500 });
    expect(base.statusCode).toBe(200);
    expect(base.json()).toMatchObject({ coinsurance: 0, deductible: 0, annual_limit: 0, preventative_plus: 250 });
    expect(base.json().odie_quote).toBe(750);
    expect(base.json().deltas).toEqual({
      vet_visit: { enabled: false, premium: 150 },
      physical_therapy: { enabled: false, premium: 150 },
      prescription_meds: { enabled: false, premium: 150 },
    });
    const rich = await price({ annual_limit: 40000, coinsurance: 90, deductible: 100 });
    expect(rich.json()).toMatchObject({ coinsurance: 100, deductible: 150, annual_limit: 150 });
    expect(rich.json().odie_quote).toBeGreaterThan(750);
    expect((await price({ annual_limit: 12345, coinsurance: 80, deductible: 500 })).statusCode).toBe(400);
    expect((await price({ annual_limit: 10000, coinsurance: 80 })).statusCode).toBe(400);
    expect((await price({ annual_limit: 10000, coinsurance: 80, deductible: 500, extra: 1 })).statusCode).toBe(400);
    const b = await seedApplication(t);
    expect((await price({ annual_limit: 10000, coinsurance: 80, deductible: 500 }, b.headers)).statusCode).toBe(404);
  });

  it('withdraws an application: 204, then it is gone; another applicant cannot', async () => {
    const a = await seedApplication(t);
    const b = await seedApplication(t);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/applications/${a.id}/`, headers: b.headers })).statusCode).toBe(404);
    expect(await storedRow(a.id)).toBeDefined();
    const res = await t.app.inject({ method: 'DELETE', url: `/api/applications/${a.id}/`, headers: a.headers });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await storedRow(a.id)).toBeUndefined();
    expect((await get(a)).statusCode).toBe(404);
  });

  it('the quote expires 24 hours after the application was created', async () => {
    const a = await seedApplication(t);
    expect((await get(a)).json().insurance_quote.is_expired).toBe(false);
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    // A fresh token: the seeded one lives an hour.
    expect((await get(a, tokenHeaders(t, 'applicant', a.originationId))).json().insurance_quote.is_expired).toBe(true);
  });
});
