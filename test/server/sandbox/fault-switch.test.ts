import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, CLIENT_ID, complete, freshPhone, readyForDetails, start } from '../helpers/flow.ts';
import { createTestApp, describeServer, type TestApp } from '../helpers/test-app.ts';

// The sandbox fault switch: a named call fails on the real server with the chosen status or after a
// wait, or answers in another shape the contract allows (an empty list, another next step); the
// other calls of the same request stream are untouched; production ignores the header.

const LIST = '/api/v1/origination/';

/** A person with an account (made by completing an application) and its access token. */
async function signedInWithApplication(t: TestApp): Promise<{ id: string; access: string }> {
  const applicant = await readyForDetails(t, freshPhone());
  const completed = await complete(t, applicant);
  expect(completed.statusCode).toBe(200);
  return { id: applicant.id, access: (completed.json() as { token: { access: string } }).token.access };
}

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

  it('answers an empty list for an account that has an application, marked as injected', async () => {
    const person = await signedInWithApplication(t);
    const real = await t.app.inject({ method: 'GET', url: LIST, headers: bearer(person.access) });
    expect(real.json().results.map((item: { id: string }) => item.id)).toEqual([person.id]);
    const res = await t.app.inject({ method: 'GET', url: LIST, headers: { ...bearer(person.access), 'x-sandbox-fault': 'listOriginations=empty' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-sandbox-fault']).toBe('injected');
    expect(res.json()).toEqual({ results: [] });
  });

  it('names the chosen next step in the real answer, and in each of its results', async () => {
    const person = await signedInWithApplication(t);
    const validated = await t.app.inject({
      method: 'POST',
      url: '/api/v1/origination/validate/',
      headers: { ...bearer(person.access), 'x-sandbox-fault': 'originationValidate=next:PostPayment' },
      payload: { client_id: CLIENT_ID, origination_id: person.id },
    });
    expect(validated.statusCode).toBe(200);
    expect(validated.headers['x-sandbox-fault']).toBe('injected');
    expect(validated.json()).toEqual({ success: true, next: 'PostPayment' });
    const listed = await t.app.inject({ method: 'GET', url: LIST, headers: { ...bearer(person.access), 'x-sandbox-fault': 'listOriginations=next:Dashboard' } });
    expect(listed.json().results).toEqual([expect.objectContaining({ id: person.id, next: 'Dashboard' })]);
  });

  it('answers a validation without success (the contract allows it; this server never sends it)', async () => {
    const person = await signedInWithApplication(t);
    const validated = await t.app.inject({
      method: 'POST',
      url: '/api/v1/origination/validate/',
      headers: { ...bearer(person.access), 'x-sandbox-fault': 'originationValidate=unvalidated' },
      payload: { client_id: CLIENT_ID, origination_id: person.id },
    });
    expect(validated.statusCode).toBe(200);
    expect(validated.headers['x-sandbox-fault']).toBe('injected');
    expect(validated.json()).toEqual({ success: false, next: expect.toSatisfy((next: unknown) => next === null || typeof next === 'string') });
    const refused = await t.app.inject({ method: 'GET', url: LIST, headers: { ...bearer(person.access), 'x-sandbox-fault': 'listOriginations=unvalidated' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('"listOriginations" answers no success');
  });

  it('reshapes only a successful answer: the call still checks who asks', async () => {
    const { applicant } = await start(t, freshPhone());
    // An applicant token is not a signed-in user's: the list refuses it, with or without a shape.
    const res = await t.app.inject({ method: 'GET', url: LIST, headers: { ...bearer(applicant.token), 'x-sandbox-fault': 'listOriginations=empty' } });
    expect(res.statusCode).toBe(401);
    expect(res.headers['x-sandbox-fault']).toBeUndefined();
  });

  it('answers a malformed or unknown fault with a clear 400', async () => {
    for (const [header, words] of [
      ['noSuchCall=503', '"noSuchCall" is not a call of the contract'],
      ['originationStart=200', '200 is not an error status'],
      ['originationStart', 'is not <call>=<status>'],
      ['originationStart=409:no_such_code', '"no_such_code" is not an error code of the contract'],
      ['originationStart=409:', 'is not <call>=<status>'],
      ['originationStart=empty', '"originationStart" does not answer a list'],
      ['listOriginations=next:nowhere', '"nowhere" is not a route name of the contract'],
      ['getPetApplication=next:Dashboard', '"getPetApplication" does not name a next step'],
      ['listOriginations=full', 'is not <call>=<status>'],
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

  it('is absent in production: an answer shape changes nothing either', async () => {
    // A public list, so no account is needed (production has no outbox to sign in by).
    const url = '/api/regulatory_documents/';
    const sandboxed = await t.app.inject({ method: 'GET', url, headers: { 'x-sandbox-fault': 'regulatoryDocuments=empty' } });
    expect(sandboxed.json()).toEqual({ results: [] });
    for (const header of ['regulatoryDocuments=empty', 'regulatoryDocuments=next:nowhere']) {
      const res = await production.app.inject({ method: 'GET', url, headers: { 'x-sandbox-fault': header } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-sandbox-fault']).toBeUndefined();
      expect(res.json().results.length).toBeGreaterThan(0);
    }
  });
});
