import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeServer, type TestApp } from '../helpers/test-app.ts';

describeServer('reference data and the insurance calculator', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

  it('lists dog and cat breeds with Mixed breed first, without a token', async () => {
    const dogs = await get('/api/breeds/dog/');
    expect(dogs.statusCode).toBe(200);
    const dogList: { id: string; label: string }[] = dogs.json().results;
    expect(dogList[0]).toEqual({ id: 'mixed-breed', label: 'Mixed breed' });
    expect(dogList.length).toBeGreaterThan(150);
    expect(dogList.map((b) => b.label)).toContain('Labrador Retriever');
    const cats: { id: string; label: string }[] = (await get('/api/breeds/cat/')).json().results;
    expect(cats.length).toBeGreaterThan(50);
    expect(cats.map((b) => b.label)).toContain('Maine Coon');
    expect(cats.map((b) => b.label)).not.toContain('Beagle');
    expect(new Set(cats.map((b) => b.id)).size).toBe(cats.length);
    expect((await get('/api/breeds/hamster/')).statusCode).toBe(400);
  });

  it.each([
    ['v1', 5000, 'points_01', '5,000 bonus points'],
    ['v2', 25000, 'points_02', '25,000 bonus points'],
    ['v3', 20000, 'points_03', '20,000 bonus points'],
  ])('points offer %s gives %i points', async (id, points, offer_code, text) => {
    const res = await get(`/api/points_offers/${id}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, points, offer_code, text });
  });

  it('an unknown points offer answers 404', async () => {
    for (const id of ['v4', 'toString', '__proto__']) {
      const res = await get(`/api/points_offers/${id}/`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Offer not found');
    }
  });

  it('lists the eight regulatory documents with pages that exist', async () => {
    const res = await get('/api/regulatory_documents/');
    expect(res.statusCode).toBe(200);
    const docs: { document_type: string; url: string; title: string }[] = res.json().results;
    expect(docs.map((d) => d.document_type).sort()).toEqual([
      'credit_card_agreement',
      'electronic_communications_disclosure',
      'lead_privacy_notice',
      'privacy_notice',
      'privacy_policy',
      'rewards_addendum',
      'tcpa_consent',
      'terms_of_service',
    ]);
    expect(docs.find((d) => d.document_type === 'privacy_policy')?.url).toBe('/legal/privacy-policy');
    for (const doc of docs) {
      const page = await get(doc.url);
      expect(page.statusCode, doc.url).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain(`<title>${doc.title}</title>`);
    }
    expect((await get('/legal/no-such-page')).statusCode).toBe(404);
  });

  it('state configs: every state and DC with the defaults and the listed exceptions', async () => {
    const all: { state: string; accident_days: number; illness_days: number; cruciate_days: number }[] = (await get('/api/state_configs/')).json().results;
    expect(all).toHaveLength(51);
    const byState = new Map(all.map((c) => [c.state, c]));
    expect(byState.get('TX')).toEqual({ state: 'TX', accident_days: 3, illness_days: 14, cruciate_days: 180 });
    expect(byState.get('DC')).toEqual({ state: 'DC', accident_days: 3, illness_days: 14, cruciate_days: 180 });
    expect(byState.get('ME')).toEqual({ state: 'ME', accident_days: 0, illness_days: 14, cruciate_days: 30 });
    expect(byState.get('WA')).toEqual({ state: 'WA', accident_days: 0, illness_days: 14, cruciate_days: 30 });
    for (const s of ['MS', 'ND', 'OR']) expect(byState.get(s)).toEqual({ state: s, accident_days: 3, illness_days: 14, cruciate_days: 30 });
    expect(byState.get('VT')).toEqual({ state: 'VT', accident_days: 3, illness_days: 14, cruciate_days: 120 });
  });

  it('state configs filter by state__abbreviation', async () => {
    expect((await get('/api/state_configs/?state__abbreviation=VT')).json().results).toEqual([{ state: 'VT', accident_days: 3, illness_days: 14, cruciate_days: 120 }]);
    expect((await get('/api/state_configs/?state__abbreviation=ZZ')).json().results).toEqual([]);
    expect((await get('/api/state_configs/?state__abbreviation=vt')).statusCode).toBe(400);
    expect((await get('/api/state_configs/?state=VT')).statusCode).toBe(400);
  });

  it('calculator options and reset give the defaults', async () => {
    const options = await get('/api/insurance_calculator/?pet_type=cat');
    expect(options.statusCode).toBe(200);
    expect(options.json()).toMatchObject({
      deductible_options: [500, 250, 100],
      annual_limit_options: [10000, 25000, 40000],
      qualified_rate_price: 0,
      default_deductible: 500,
      default_annual_limit: 10000,
    });
    expect(options.json().additional_services.map((s: { name: string }) => s.name)).toEqual(['prescription_meds', 'vet_visit', 'preventative_plus', 'physical_therapy', 'coinsurance']);
    expect(options.json().additional_services.every((s: { selected: boolean }) => !s.selected)).toBe(true);
    const reset = await post('/api/insurance_calculator/reset/', { pet_type: 'cat' });
    expect(reset.json()).toEqual(options.json());
    expect((await get('/api/insurance_calculator/?pet_type=fish')).statusCode).toBe(400);
    expect((await get('/api/insurance_calculator/')).statusCode).toBe(400);
  });

  it('calculator upsell prices the selection with the add-on prices', async () => {
    const price = (body: object) => post('/api/insurance_calculator/upsell_options/', { pet_type: 'dog', deductible: 500, annual_limit: 10000, services: [], ...body });
    expect((await price({})).json()).toEqual({ annual_total: 0, monthly_total: 0 });
    expect((await price({ services: ['preventative_plus', 'coinsurance'] })).json()).toEqual({ annual_total: 350, monthly_total: 29.17 });
    expect((await price({ deductible: 100, annual_limit: 25000, services: ['prescription_meds', 'vet_visit', 'physical_therapy'] })).json()).toEqual({ annual_total: 750, monthly_total: 62.5 });
    const unknown = await price({ services: ['teeth_whitening'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown service: teeth_whitening');
    expect((await price({ deductible: 300 })).statusCode).toBe(400);
    expect((await price({ services: 'vet_visit' })).statusCode).toBe(400);
    expect((await price({ extra: true })).statusCode).toBe(400);
  });

  it('the OpenAPI document lists the insurance calls, the sandbox ones under their tag, and no page routes', async () => {
    const res = await get('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of ['/api/applications/{id}/', '/api/plan_purchase/', '/api/policy_config/', '/api/state_configs/', '/api/places/autocomplete/', '/api/v1/user_account_documents/']) {
      expect(paths).toContain(path);
    }
    expect(res.json().paths['/api/sandbox/payment/confirm_setup/'].post.tags).toEqual(['sandbox']);
    expect(paths.some((p) => p.startsWith('/legal') || p.startsWith('/api/policy_documents'))).toBe(false);
  });
});
