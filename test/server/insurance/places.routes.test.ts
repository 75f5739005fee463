import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeServer, type TestApp } from '../helpers/test-app.ts';

const INVALID = { message: "We can't fetch your address, please try again.", code: 'invalid' };
const PO_BOX = { message: 'We need your home address, not a P.O. box!', code: 'po_box' };

describeServer('local places provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const predict = (input: string) => get(`/api/places/autocomplete/?input=${encodeURIComponent(input)}`);

  it.each([
    ['401 Congress Ave, Austin, TX 78701', '401 Congress Ave, Austin, TX 78701, USA', 'TX'],
    ['200 Peachtree St NE, Atlanta, GA 30303', '200 Peachtree St NE, Atlanta, GA 30303, USA', 'GA'],
    ['1 Market St, San Francisco, CA 94105', '1 Market St, San Francisco, CA 94105, USA', 'CA'],
  ])('resolves the sandbox identity address %s', async (input, description, state) => {
    const res = await predict(input);
    expect(res.statusCode).toBe(200);
    const first = res.json().predictions[0];
    expect(first.description).toBe(description);
    const details = await get(`/api/places/details/${encodeURIComponent(first.place_id)}/`);
    expect(details.statusCode).toBe(200);
    expect(details.json().components.state).toBe(state);
    expect(details.json().formatted_address).toBe(description);
  });

  it('predicts from the built-in street list as the applicant types', async () => {
    const res = await predict('401 Congr');
    const descriptions = res.json().predictions.map((p: { description: string }) => p.description);
    expect(descriptions).toEqual(['401 Congress Ave, Austin, TX 78701, USA', '401 Congress St, Portland, ME 04101, USA']);
  });

  it('place details give components, coordinates and the time zone', async () => {
    const res = await get('/api/places/details/78701_401_congress-ave/');
    expect(res.json()).toMatchObject({
      components: { street_number: '401', route: 'Congress Ave', city: 'Austin', state: 'TX', postal_code: '78701', county: '' },
      latitude: 30.2713,
      longitude: -97.7426,
      name: '401 Congress Ave',
      vicinity: 'Austin',
      utc_offset_minutes: -360,
      types: ['street_address'],
      place_id: '78701_401_congress-ave',
    });
  });

  it.each(['PO Box 123, Austin, TX 78701', 'P.O. Box 9', 'p o box 44 78701', 'Post Office Box 7', 'POB 12, Austin, TX 78701', 'Box 55, Austin, TX 78701', 'POBox 3'])('a P.O. box (%s) answers 400 po_box', async (input) => {
    const res = await predict(input);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(PO_BOX);
  });

  it('a street with box in its name is not a P.O. box', async () => {
    const res = await predict('12 Boxwood Ln, Austin, TX 78701');
    expect(res.statusCode).toBe(200);
    expect(res.json().predictions[0].description).toBe('12 Boxwood Ln, Austin, TX 78701, USA');
  });

  it('an address that cannot be resolved gives no prediction, and its details answer 404 invalid', async () => {
    expect((await predict('12 Nowhere Rd 00000')).json().predictions).toEqual([]);
    expect((await predict('zzzz')).json().predictions).toEqual([]);
    for (const id of ['00000_12_nowhere-rd', 'not-a-place', '99999_1_main-st']) {
      const res = await get(`/api/places/details/${id}/`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(INVALID);
    }
    const poBox = await get('/api/places/details/78701_1_po-box/');
    expect(poBox.statusCode).toBe(400);
    expect(poBox.json()).toEqual(PO_BOX);
  });

  it('answers a long run of spaces at once (the parser does not backtrack)', async () => {
    const started = performance.now();
    const res = await predict(`1 ${' '.repeat(197)}x`);
    expect(res.statusCode).toBe(200);
    expect(res.json().predictions).toEqual([]);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('accepts a ZIP+4 and a trailing USA', async () => {
    const res = await predict('401 Congress Ave, Austin, TX 78701-1234, USA');
    expect(res.json().predictions[0]).toEqual({ place_id: '78701_401_congress-ave', description: '401 Congress Ave, Austin, TX 78701, USA' });
  });

  it('bad autocomplete input answers 400', async () => {
    expect((await get('/api/places/autocomplete/')).statusCode).toBe(400);
    expect((await predict('   ')).statusCode).toBe(400);
    expect((await predict('x'.repeat(201))).statusCode).toBe(400);
    expect((await get('/api/places/autocomplete/?input=a&types=address')).statusCode).toBe(400);
  });

  it('ZIP lookup resolves US ZIP codes to city and state', async () => {
    const res = await get('/api/places/zip/30303/');
    expect(res.json()).toEqual({ postal_code: '30303', city: 'Atlanta', state: 'GA', latitude: expect.any(Number), longitude: expect.any(Number) });
    expect((await get('/api/places/zip/94105/')).json()).toMatchObject({ city: 'San Francisco', state: 'CA' });
    expect((await get('/api/places/zip/00000/')).json()).toEqual(INVALID);
    expect((await get('/api/places/zip/00000/')).statusCode).toBe(404);
    expect((await get('/api/places/zip/7870/')).statusCode).toBe(400);
    expect((await get('/api/places/zip/abcde/')).statusCode).toBe(400);
  });

  it('reverse geocoding gives the nearest ZIP, and 404 away from the US', async () => {
    expect((await get('/api/places/reverse/?lat=30.2713&lng=-97.7426')).json()).toMatchObject({ postal_code: '78701', city: 'Austin', state: 'TX' });
    const sea = await get('/api/places/reverse/?lat=0&lng=0');
    expect(sea.statusCode).toBe(404);
    expect(sea.json()).toEqual(INVALID);
    expect((await get('/api/places/reverse/?lat=abc&lng=1')).statusCode).toBe(400);
    expect((await get('/api/places/reverse/?lat=95&lng=1')).statusCode).toBe(400);
    expect((await get('/api/places/reverse/?lat=30')).statusCode).toBe(400);
  });
});
