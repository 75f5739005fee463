import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { approvedSignup, bearer, signup } from '../helpers/flow.ts';
import { createTestApp, describeServer, type TestApp } from '../helpers/test-app.ts';
import { tokenHeaders } from './insurance-fixtures.ts';

// From an approved signup to a configured, paid policy through the real flow, with every log line
// captured: no card number may appear in any of them.

describeServer('approved signup to configured policy', () => {
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    const base = await createTestApp();
    // The same database and configuration, served by an app that logs everything to memory.
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString('utf8'));
        done();
      },
    });
    const app = await buildApp({ config: base.config, db: base.db, logger: { level: 'trace', stream } as unknown as { level: string } });
    await app.ready();
    t = { ...base, app, close: async () => { await app.close(); await base.close(); } };
  });
  afterAll(async () => {
    await t.close();
  });

  it('the approval creates the pet application, which the applicant then insures and pays for', async () => {
    const { applicant: a, detail } = await approvedSignup(t);
    const applicationId: string = detail.pet_application.id;
    expect(applicationId).toBeTruthy();
    // Reading the detail again does not create a second application.
    await signup(t, a);
    expect(await t.db.selectFrom('pet_applications').select('id').where('origination_id', '=', a.id).execute()).toEqual([{ id: applicationId }]);

    const headers = bearer(a.token);
    const app = await t.app.inject({ method: 'GET', url: `/api/applications/${applicationId}/`, headers });
    expect(app.statusCode).toBe(200);
    const quoteId: string = app.json().insurance_quote.id;
    await t.app.inject({ method: 'PATCH', url: `/api/insurance_quotes/${quoteId}/`, headers, payload: { coverages: [`${quoteId}.vet_visit`] } });
    const purchase = (await t.app.inject({ method: 'POST', url: '/api/plan_purchase/', headers, payload: { application: applicationId, payment_period: 'monthly' } })).json();
    const card = { client_secret: purchase.client_secret, exp_month: 12, exp_year: 2030, cvc: '123' };
    const declined = await t.app.inject({ method: 'POST', url: '/api/sandbox/payment/confirm_setup/', headers, payload: { ...card, card_number: '4000000000000002' } });
    expect(declined.statusCode).toBe(402);
    const badInput = await t.app.inject({ method: 'POST', url: '/api/sandbox/payment/confirm_setup/', headers, payload: { ...card, card_number: '4000000000009995', cvc: 12 } });
    expect(badInput.statusCode).toBe(400);
    const setup = (await t.app.inject({ method: 'POST', url: '/api/sandbox/payment/confirm_setup/', headers, payload: { ...card, card_number: '4242424242424242' } })).json();
    const done = await t.app.inject({ method: 'PATCH', url: `/api/plan_purchase/${purchase.id}/complete/`, headers, payload: { payment_method: setup.payment_method, payment_period: 'monthly' } });
    expect(done.json().status).toBe('completed');
    const config = await t.app.inject({ method: 'POST', url: '/api/policy_config/', headers, payload: { insurance_quote: quoteId, used_alternate_payment_method: false } });
    expect(config.statusCode).toBe(201);

    // A document uploaded with the applicant token is the user's too once the user exists.
    const boundary = 'flow-boundary';
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nPay stub\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="document_type"\r\n\r\nProof of income\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="stub.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n\r\n--${boundary}--\r\n`,
    );
    const uploaded = await t.app.inject({ method: 'POST', url: '/api/v1/user_account_documents/', headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
    expect(uploaded.statusCode).toBe(201);
    const { user_id: userId } = await t.db.selectFrom('originations').select('user_id').where('id', '=', a.id).executeTakeFirstOrThrow();
    const asUser = await t.app.inject({ method: 'GET', url: '/api/v1/user_account_documents/', headers: tokenHeaders(t, 'access', userId!) });
    expect(asUser.json().results).toEqual([uploaded.json()]);
    const asStranger = await t.app.inject({ method: 'GET', url: '/api/v1/user_account_documents/', headers: tokenHeaders(t, 'access', 'someone-else') });
    expect(asStranger.json().results).toEqual([]);
    // The user reads the pet application with an access token as well.
    expect((await t.app.inject({ method: 'GET', url: `/api/applications/${applicationId}/`, headers: tokenHeaders(t, 'access', userId!) })).statusCode).toBe(200);

    expect(logLines.length).toBeGreaterThan(10);
    const all = logLines.join('\n');
    for (const number of ['4000000000000002', '4000000000009995', '4242424242424242']) expect(all).not.toContain(number);
  });
});
