import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACCEPT_DELAY } from '../helpers/constants.ts';
import { bearer, CLIENT_ID, complete, freshPhone, readyForDetails, signup, start, verifyPhone } from '../helpers/flow.ts';
import { queuedText } from '../helpers/sealed-outbox.ts';
import { createTestApp, describeServer, type TestApp } from '../helpers/test-app.ts';

describeServer('sensitive data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('stores the SSN encrypted and only ever answers its last four', async () => {
    const a = await readyForDetails(t, freshPhone());
    const done = await complete(t, a, { ssn: '123456789' });
    expect(done.body).not.toContain('123456789');
    const row = await t.db.selectFrom('originations').selectAll().where('id', '=', a.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain('123456789');
    expect(row.ssn_encrypted).toMatch(/^v1\./);
    expect(row.ssn_last4).toBe('6789');
    t.clock.advance(ACCEPT_DELAY);
    const detail = await signup(t, a);
    expect(detail.json()).toMatchObject({ ssn: '6789' });
    expect(detail.body).not.toContain('123456789');
    expect(detail.headers['cache-control']).toBe('no-store');
  });

  it('two encryptions of one SSN differ (a fresh IV each)', async () => {
    const a = await readyForDetails(t, freshPhone());
    const b = await readyForDetails(t, freshPhone());
    await complete(t, a, { ssn: '111223333' });
    await complete(t, b, { ssn: '111223333' });
    const rows = await t.db.selectFrom('originations').select('ssn_encrypted').where('id', 'in', [a.id, b.id]).execute();
    expect(rows[0]?.ssn_encrypted).not.toBe(rows[1]?.ssn_encrypted);
  });

  it('a prefilled identity confirms with the last four digits of the SSN on file', async () => {
    const { applicant } = await start(t, '+15125550100', '01-15');
    await verifyPhone(t, applicant);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/origination/pet_information/',
      headers: bearer(applicant.token),
      payload: { client_id: CLIENT_ID, origination_id: applicant.id, animal: { pet_name: 'Biscuit', pet_type: 'dog', pet_age: '2_year_old', pet_breed: 'beagle', pet_gender: 'male', existing_health_conditions: 'false' }, address: { address: '401 Congress Ave', city: 'Austin', state: 'TX', postalCode: '78701' } },
    });
    const wrong = await complete(t, applicant, { ssn: '9999', email: 'jamie.rivera@example.com' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errors: { 'individual.ssn': [expect.any(String)] } });
    const right = await complete(t, applicant, { ssn: '0100', email: 'jamie.rivera@example.com', firstName: 'Jamie', lastName: 'Rivera' });
    expect(right.statusCode).toBe(200);
    const row = await t.db.selectFrom('originations').select(['ssn_last4', 'ssn_encrypted']).where('id', '=', applicant.id).executeTakeFirstOrThrow();
    expect(row.ssn_last4).toBe('0100');
    // The decision uses the full SSN on file (000-00-0100: prequalified).
    t.clock.advance(ACCEPT_DELAY);
    expect((await signup(t, applicant)).json()).toMatchObject({ application_decision_effectiv_sub_status: 'Prequalified' });
  });

  it('a typed-SSN applicant must send nine digits', async () => {
    const a = await readyForDetails(t, freshPhone());
    const res = await complete(t, a, { ssn: '6789' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'SSN is required' });
  });

  it('an impossible birth date is refused', async () => {
    const a = await readyForDetails(t, freshPhone());
    const res = await complete(t, a, { dob: '02/30/1990' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: { 'individual.dob': ['Invalid date entered'] } });
  });
});

describeServer('production mode turns the sandbox off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ mode: 'production' });
  });
  afterAll(async () => t.close());

  it('the sandbox routes answer 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/sandbox/outbox/?to=%2B15125550100' });
    expect(res.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/config/' })).json()).toMatchObject({ mode: 'production' });
  });

  it('magic phone numbers are ordinary: a partner code, no prefill', async () => {
    for (const phone of ['+15125550174', '+15125550180', '+15125550191']) {
      const { applicant, body } = await start(t, phone);
      expect(body.correlation_id).not.toBeNull();
      const res = await t.app.inject({ method: 'POST', url: `/api/v1/origination/${applicant.id}/phone_check/`, headers: bearer(applicant.token) });
      expect(res.json()).toMatchObject({ notice: null });
    }
    const { body } = await start(t, '+15125550100', '01-15');
    const row = await t.db.selectFrom('originations').select('identity_key').where('id', '=', body.id).executeTakeFirstOrThrow();
    expect(row.identity_key).toBeNull();
  });

  it('SSNs in area 000 are rejected and other SSNs follow the ordinary rules', async () => {
    const { applicant } = await start(t, '+15125550150');
    // The outbox route is gone in production; the delivery queue holds the text sealed, no code in clear.
    await t.app.inject({ method: 'POST', url: `/api/v1/origination/${applicant.id}/phone_check/`, headers: bearer(applicant.token) });
    const queued = await t.db.selectFrom('outbox_messages').select(['code', 'link', 'body']).where('to', '=', applicant.phone).executeTakeFirstOrThrow();
    expect(queued).toEqual({ code: null, link: null, body: '' });
    const code = /\d{4}/.exec(await queuedText(t, applicant.phone))?.[0];
    const verified = await t.app.inject({ method: 'POST', url: `/api/v1/origination/${applicant.id}/phone_check/verify/`, headers: bearer(applicant.token), payload: { code } });
    expect(verified.statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/origination/pet_information/',
      headers: bearer(applicant.token),
      payload: { client_id: CLIENT_ID, origination_id: applicant.id, animal: { pet_name: 'Biscuit', pet_type: 'dog', pet_age: '2_year_old', pet_breed: 'beagle', pet_gender: 'male', existing_health_conditions: 'false' }, address: { address: '401 Congress Ave', city: 'Austin', state: 'TX', postalCode: '78701' } },
    });
    const test = await complete(t, applicant, { ssn: '000001006' });
    expect(test.statusCode).toBe(400);
    expect(test.json()).toMatchObject({ errors: { 'individual.ssn': ['Please enter a valid SSN'] } });
    expect((await complete(t, applicant, { ssn: '123451006', income: 10_000 })).statusCode).toBe(200);
    t.clock.advance(ACCEPT_DELAY);
    expect((await signup(t, applicant)).json()).toMatchObject({ application_decision: 'DECLINE', decline_reason: 'ko_income' });
  });
});
