import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACCEPT_DELAY } from '../helpers/constants.ts';
import { AGREED_DOCUMENTS, bearer, CLIENT_ID, complete, completeBody, freshPhone, readyForDetails, start } from '../helpers/flow.ts';
import { createTestApp, describeServer, type TestApp } from '../helpers/test-app.ts';

// An applicant reads and changes only their own application: another's id answers 404, and a call
// without a valid token answers 401.

describeServer('ownership and tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("answers 404 on every applicant route for another applicant's application, and changes nothing", async () => {
    const mine = await readyForDetails(t, freshPhone());
    const theirs = await readyForDetails(t, freshPhone());
    const { token: theirTokens } = (await complete(t, theirs)).json() as { token: { access: string } };
    t.clock.advance(ACCEPT_DELAY);
    const ref = { client_id: CLIENT_ID, origination_id: theirs.id };
    const calls = [
      ['POST', '/api/v1/origination/validate/', ref],
      ['POST', '/api/v1/origination/challenge/', ref],
      ['POST', '/api/v1/origination/pet_information/', { ...ref, animal: { pet_name: 'Rex', pet_type: 'dog', pet_age: '2_year_old', pet_breed: 'x', pet_gender: 'male', existing_health_conditions: 'false' }, address: { address: '1 A St', city: 'Austin', state: 'TX', postalCode: '78701' } }],
      ['POST', '/api/v1/origination/complete/', { ...completeBody(theirs), origination_id: theirs.id }],
      ['POST', '/api/v1/origination/accept_offer/', { ...ref, agreed_documents: AGREED_DOCUMENTS }],
      ['GET', `/api/v1/origination/${theirs.id}/credit_check_signature/`, undefined],
      ['GET', `/api/v1/origination/${theirs.id}/`, undefined],
      ['POST', `/api/v1/origination/${theirs.id}/verify_phone_number/`, undefined],
      ['POST', `/api/v1/origination/${theirs.id}/verify_otp/`, { shared_key: 'k', otp: '123456' }],
      ['POST', `/api/v1/origination/${theirs.id}/phone_check/`, undefined],
      ['POST', `/api/v1/origination/${theirs.id}/phone_check/verify/`, { code: '1234' }],
      ['POST', `/api/v1/origination/${theirs.id}/phone_check/resend/`, undefined],
      ['GET', `/api/v1/card/signup/${theirs.id}/`, undefined],
      ['PATCH', `/api/v1/card/signup/${theirs.id}/insurance_quiz/`, { had_insurance_before: true }],
      ['PATCH', `/api/v1/card/signup/${theirs.id}/update_address/`, { address: { formatted_address: 'x', city: 'Austin', state: 'TX', postal_code: '78701', residenceType: 'OWN' } }],
    ] as const;
    const before = await t.db.selectFrom('originations').selectAll().where('id', '=', theirs.id).executeTakeFirstOrThrow();
    for (const [method, url, payload] of calls) {
      const res = await t.app.inject({ method, url, headers: bearer(mine.token), ...(payload ? { payload } : {}) });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.json()).toMatchObject({ message: 'Application not found' });
    }
    expect(await t.db.selectFrom('originations').selectAll().where('id', '=', theirs.id).executeTakeFirstOrThrow()).toEqual(before);
    // Their user token reads theirs, not mine.
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/origination/${theirs.id}/`, headers: bearer(theirTokens.access) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/origination/${mine.id}/`, headers: bearer(theirTokens.access) })).statusCode).toBe(404);
    // The same on the decision poll, whose queries are compiled once (one for each kind of token).
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/card/signup/${theirs.id}/`, headers: bearer(theirTokens.access) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/card/signup/${mine.id}/`, headers: bearer(theirTokens.access) })).statusCode).toBe(404);
  });

  it('answers 401 without a token, with a forged one and with an expired one', async () => {
    const { applicant } = await start(t, freshPhone());
    const url = `/api/v1/origination/${applicant.id}/`;
    const none = await t.app.inject({ method: 'GET', url });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toHaveProperty('message');
    const [payload] = applicant.token.split('.');
    const forged = await t.app.inject({ method: 'GET', url, headers: bearer(`${payload}.AAAA`) });
    expect(forged.statusCode).toBe(401);
    const garbage = await t.app.inject({ method: 'GET', url, headers: { authorization: 'Basic abc' } });
    expect(garbage.statusCode).toBe(401);
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(applicant.token) })).statusCode).toBe(401);
  });

  it('user-only routes refuse an applicant token', async () => {
    const { applicant } = await start(t, freshPhone());
    for (const url of ['/api/users/me/', '/api/v1/origination/', '/api/user_phone_number/']) {
      expect((await t.app.inject({ method: 'GET', url, headers: bearer(applicant.token) })).statusCode).toBe(401);
    }
  });

  it('a user lists only their own applications', async () => {
    const a = await readyForDetails(t, freshPhone());
    const b = await readyForDetails(t, freshPhone());
    const tokenA = ((await complete(t, a)).json() as { token: { access: string } }).token.access;
    await complete(t, b);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/origination/', headers: bearer(tokenA) });
    expect((list.json() as { results: { id: string }[] }).results.map((r) => r.id)).toEqual([a.id]);
  });
});
