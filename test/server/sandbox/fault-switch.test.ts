import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, CLIENT_ID, freshPhone, start } from '../helpers/flow.ts';
import { createTestApp, describeServer, type TestApp } from '../helpers/test-app.ts';

// The sandbox fault switch: a named call fails on the real server with the chosen status or after a
// wait; the other calls of the same request stream are untouched; production ignores the header.

describeServer('sandbox fault switch', () => {
  let t: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    production = await createTestApp({ mode: 'production' });
  });
  afterAll(async () => {
    await t.close();
    await production.close();
  });

  it('fails the named call with the chosen status, marked as injected, before it runs', async () => {
    const phone = freshPhone();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/origination/start/',
      headers: { 'x-sandbox-fault': 'originationStart=503' },
      payload: { client_id: CLIENT_ID, flowType: 'desktop', phoneNumber: phone, dob: '01-15' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['x-sandbox-fault']).toBe('injected');
    expect(res.json()).toMatchObject({ code: 'server_error' });
    // Nothing ran: the phone has no application.
    const rows = await t.db.selectFrom('originations').select('id').where('phone_number', '=', phone).execute();
    expect(rows).toHaveLength(0);
  });

  it('answers a status the call declares with the contract code of that status (the answer passes the contract)', async () => {
    const { applicant } = await start(t, freshPhone());
    for (const [status, code] of [[401, 'not_authenticated'], [404, 'not_found'], [409, 'out_of_order'], [500, 'server_error']] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/origination/${applicant.id}/`,
        headers: { ...bearer(applicant.token), 'x-sandbox-fault': `getOrigination=${status}` },
      });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ code, message: `getOrigination failed with ${status} (sandbox fault switch)` });
    }
  });

  it('answers the chosen contract code when the fault names one', async () => {
    const { applicant } = await start(t, freshPhone());
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/origination/${applicant.id}/`,
      headers: { ...bearer(applicant.token), 'x-sandbox-fault': 'getOrigination=409:insurance_quiz_exists' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.headers['x-sandbox-fault']).toBe('injected');
    expect(res.json()).toMatchObject({ code: 'insurance_quiz_exists' });
  });

  it('leaves the calls it does not name alone', async () => {
    const { applicant } = await start(t, freshPhone());
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/origination/${applicant.id}/`,
      headers: { ...bearer(applicant.token), 'x-sandbox-fault': 'createPlanPurchase=500, getPetApplication=timeout' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-sandbox-fault']).toBeUndefined();
  });

  it('times out: no answer for the given time, then 504', async () => {
    const { applicant } = await start(t, freshPhone());
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/origination/${applicant.id}/`,
      headers: { ...bearer(applicant.token), 'x-sandbox-fault': 'getOrigination=timeout:300' },
    });
    expect(res.statusCode).toBe(504);
    expect(res.headers['x-sandbox-fault']).toBe('injected');
  });

  it('answers a malformed or unknown fault with a clear 400', async () => {
    for (const [header, words] of [
      ['noSuchCall=503', '"noSuchCall" is not a call of the contract'],
      ['originationStart=200', '200 is not an error status'],
      ['originationStart', 'is not <call>=<status>'],
      ['originationStart=409:no_such_code', '"no_such_code" is not an error code of the contract'],
      ['originationStart=409:', 'is not <call>=<status>'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: '/api/config/', headers: { 'x-sandbox-fault': header } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(words);
    }
  });

  it('is absent in production: the header changes nothing', async () => {
    const res = await production.app.inject({
      method: 'POST',
      url: '/api/v1/origination/start/',
      headers: { 'x-sandbox-fault': 'originationStart=503' },
      payload: { client_id: CLIENT_ID, flowType: 'desktop', phoneNumber: freshPhone(), dob: '01-15' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-sandbox-fault']).toBeUndefined();
  });
});
