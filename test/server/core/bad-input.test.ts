import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, CLIENT_ID, start } from '../helpers/flow.ts';
import { createTestApp, describeServer, type TestApp } from '../helpers/test-app.ts';

// Bad input of any shape answers 400 (or 413/415) with a message and per-field messages, never a
// 500 or a stack trace, and stores nothing.

describeServer('bad input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const startUrl = '/api/v1/origination/start/';
  const valid = { client_id: CLIENT_ID, flowType: 'desktop', phoneNumber: '+15125550150', dob: '01-15' };

  const originationCount = async () => (await t.db.selectFrom('originations').select('id').execute()).length;

  it.each([
    ['a missing field', { ...valid, phoneNumber: undefined }, 'phoneNumber'],
    ['a wrong type', { ...valid, phoneNumber: 5125550150 }, 'phoneNumber'],
    ['a malformed phone', { ...valid, phoneNumber: '(512) 555-0150' }, 'phoneNumber'],
    ['an impossible birthday', { ...valid, dob: '13-40' }, 'dob'],
    ['a too long value', { ...valid, promoCode: 'x'.repeat(41) }, 'promoCode'],
    ['an extra field', { ...valid, admin: true }, 'admin'],
    ['a wrong enum value', { ...valid, flowType: 'tablet' }, 'flowType'],
  ])('answers 400 with per-field messages for %s', async (_, payload, field) => {
    const before = await originationCount();
    const res = await t.app.inject({ method: 'POST', url: startUrl, payload });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { message: string; errors: Record<string, string[]> };
    expect(typeof body.message).toBe('string');
    expect(Object.keys(body.errors)).toContain(field);
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
    expect(await originationCount()).toBe(before);
  });

  it('uses the contract messages of the spec', async () => {
    const res = await t.app.inject({ method: 'POST', url: startUrl, payload: { ...valid, phoneNumber: '555' } });
    expect(res.json()).toMatchObject({ errors: { phoneNumber: ['Invalid phone number'] } });
    const dob = await t.app.inject({ method: 'POST', url: startUrl, payload: { ...valid, dob: '1-5' } });
    expect(dob.json()).toMatchObject({ errors: { dob: ['Please enter a valid date'] } });
  });

  it('answers 400 for invalid JSON, an empty body and a text body', async () => {
    const broken = await t.app.inject({ method: 'POST', url: startUrl, headers: { 'content-type': 'application/json' }, payload: '{"client_id":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toHaveProperty('message');
    const empty = await t.app.inject({ method: 'POST', url: startUrl, headers: { 'content-type': 'application/json' }, payload: '' });
    expect(empty.statusCode).toBe(400);
    const none = await t.app.inject({ method: 'POST', url: startUrl });
    expect(none.statusCode).toBe(400);
    const text = await t.app.inject({ method: 'POST', url: startUrl, headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(text.statusCode).toBe(400);
    const array = await t.app.inject({ method: 'POST', url: startUrl, payload: [1, 2] });
    expect(array.statusCode).toBe(400);
  });

  it('answers 415 for an unknown content type and 413 for a body that is too large', async () => {
    const xml = await t.app.inject({ method: 'POST', url: startUrl, headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toHaveProperty('message');
    const huge = await t.app.inject({ method: 'POST', url: startUrl, payload: { ...valid, promoCode: 'x'.repeat(2 * 1024 * 1024) } });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toHaveProperty('message');
  });

  it('validates path parameters and query strings', async () => {
    const { applicant } = await start(t, '+15125550151');
    const longId = await t.app.inject({ method: 'GET', url: `/api/v1/origination/${'x'.repeat(65)}/`, headers: bearer(applicant.token) });
    expect(longId.statusCode).toBe(400);
    const noRecipient = await t.app.inject({ method: 'GET', url: '/api/sandbox/outbox/' });
    expect(noRecipient.statusCode).toBe(400);
    expect(noRecipient.json()).toMatchObject({ errors: { to: expect.any(Array) } });
  });

  it('answers 400 for wrong nested shapes of the personal details', async () => {
    const { applicant } = await start(t, '+15125550152');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/origination/complete/',
      headers: bearer(applicant.token),
      payload: { client_id: CLIENT_ID, origination_id: applicant.id, individual: { firstName: 'A' }, residence_type: 'CASTLE', annual_income: '50000', employment_type: 'EMPLOYED', monthly_housing_payment: -1 },
    });
    expect(res.statusCode).toBe(400);
    const { errors } = res.json() as { errors: Record<string, string[]> };
    expect(errors['individual.firstName']).toEqual(['First name is required']);
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['residence_type', 'annual_income', 'monthly_housing_payment']));
  });

  it('answers unknown routes and methods with a JSON 404', async () => {
    for (const [method, url] of [['GET', '/api/unknown/'], ['DELETE', '/api/v1/origination/start/'], ['GET', '/nothing-built-here']] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Not found' });
    }
  });
});
