import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACCEPT_DELAY } from '../helpers/constants.ts';
import { CLIENT_ID, bearer, complete, freshPhone, readyForDetails } from '../helpers/flow.ts';
import { createTestApp, describeServer, type TestApp } from '../helpers/test-app.ts';

// A start on a phone that already has a submitted application tells nobody its status: whoever
// knows the number (with any date of birth) gets the login route and the same answer, whatever the
// status; the owner, signed in, gets the real next step.

const LOGIN_ANSWER = {
  auth_token: '',
  next: 'login',
  correlation_id: null,
  login_message: 'Looks like you previously started your credit card application, please log in to continue.',
  login_next: '/onboard/card/applicant-details',
};

describeServer('a start on a phone that already has an application', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const startWith = (phone: string, dob: string, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/origination/start/',
      ...(token ? { headers: bearer(token) } : {}),
      payload: { client_id: CLIENT_ID, flowType: 'desktop', phoneNumber: phone, dob },
    });

  /** An application decided with `ssn` (started with the birthday 01-15); its owner's access token. */
  async function decided(ssn: string) {
    const a = await readyForDetails(t, freshPhone(), '01-15');
    const done = await complete(t, a, { ssn });
    expect(done.statusCode).toBe(200);
    t.clock.advance(ACCEPT_DELAY);
    const mine = await t.app.inject({ method: 'GET', url: `/api/v1/origination/${a.id}/`, headers: bearer(a.token) });
    return { a, access: (done.json() as { token: { access: string } }).token.access, next: (mine.json() as { next: string }).next };
  }

  it.each([
    ['pre-qualified', '123456789', 'zoomies.card.accept-offer'],
    ['declined', '000001009', 'zoomies.card.not-pre-qualified'],
    ['documents needed', '000002001', 'zoomies.card.aditionalinformation'],
    ['unsupported address', '000002003', 'zoomies.card.unsupported-address'],
    ['approved, at the quiz', '000003001', 'zoomies.card.quiz'],
    ['still deciding', '000005001', 'zoomies.card.preprocessing'],
  ])('%s: a stranger with any birthday gets the login route; the signed-in owner the real step', async (_status, ssn, route) => {
    const { a, access, next } = await decided(ssn);
    expect(next).toBe(route);
    const answers = await Promise.all(['01-15', '12-31', '06-01'].map(async (dob) => (await startWith(a.phone, dob)).json() as object));
    for (const answer of answers) expect(answer).toEqual({ ...LOGIN_ANSWER, id: a.id });
    // A token that is not the owner's changes nothing.
    const other = await decided('123456789');
    expect((await startWith(a.phone, '01-15', other.access)).json()).toEqual({ ...LOGIN_ANSWER, id: a.id });
    expect((await startWith(a.phone, '01-15', 'forged.token')).json()).toEqual({ ...LOGIN_ANSWER, id: a.id });
    const owner = await startWith(a.phone, '03-03', access);
    expect(owner.json()).toEqual({ auth_token: '', id: a.id, next: route, correlation_id: null, login_message: null, login_next: null });
  });

  it('a new phone starts a new application, with no login fields', async () => {
    const res = await startWith(freshPhone(), '01-15');
    expect(res.json()).toMatchObject({ next: null, login_message: null, login_next: null });
    expect((res.json() as { auth_token: string }).auth_token).not.toBe('');
  });
});
