import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, complete, freshPhone, readyForDetails, type Applicant } from '../helpers/flow.ts';
import { createTestApp, describeServer, type TestApp } from '../helpers/test-app.ts';

// Every route of this part that takes a body refuses an empty body, a wrong type and an unknown
// field with 400 and per-field messages, before it looks at anything else.

describeServer('bad input on every route with a body', () => {
  let t: TestApp;
  let a: Applicant;
  let access = '';
  beforeAll(async () => {
    t = await createTestApp();
    a = await readyForDetails(t, freshPhone());
    access = ((await complete(t, a)).json() as { token: { access: string } }).token.access;
  });
  afterAll(async () => t.close());

  const routes = (): [string, 'POST' | 'PATCH', string, 'applicant' | 'user' | 'none'][] => [
    ['login', 'POST', '/api/users/login/', 'none'],
    ['login validate', 'POST', '/api/users/login/validate/', 'none'],
    ['refresh', 'POST', '/api/tokens/refresh/', 'none'],
    ['customer', 'POST', '/api/users/customer/', 'user'],
    ['register phone', 'POST', '/api/user_phone_number/', 'user'],
    ['auth hand-off', 'POST', '/api/auth_handoff/', 'applicant'],
    ['tallied hand-off', 'POST', '/api/tallied_auth_handoff/', 'applicant'],
    ['hand-off decrypt', 'POST', '/api/auth_handoff/decrypt/', 'none'],
    ['hand-off resource', 'POST', '/api/auth_handoff/resource/', 'none'],
    ['start', 'POST', '/api/v1/origination/start/', 'none'],
    ['validate', 'POST', '/api/v1/origination/validate/', 'applicant'],
    ['challenge', 'POST', '/api/v1/origination/challenge/', 'applicant'],
    ['pet information', 'POST', '/api/v1/origination/pet_information/', 'applicant'],
    ['complete', 'POST', '/api/v1/origination/complete/', 'applicant'],
    ['accept offer', 'POST', '/api/v1/origination/accept_offer/', 'applicant'],
    ['own code', 'POST', `/api/v1/origination/${a.id}/verify_otp/`, 'applicant'],
    ['partner code', 'POST', `/api/v1/origination/${a.id}/phone_check/verify/`, 'applicant'],
    ['insurance quiz', 'PATCH', `/api/v1/card/signup/${a.id}/insurance_quiz/`, 'applicant'],
    ['update address', 'PATCH', `/api/v1/card/signup/${a.id}/update_address/`, 'applicant'],
    ['visit', 'POST', '/api/v1/visit-pageview/', 'none'],
  ];

  const headersFor = (who: 'applicant' | 'user' | 'none') => (who === 'applicant' ? bearer(a.token) : who === 'user' ? bearer(access) : {});

  it('answers 400 for an empty object, a wrong type and an extra field', async () => {
    for (const [name, method, url, who] of routes()) {
      for (const payload of [{}, { client_id: 42, origination_id: ['x'], email: 7, code: 1234 }, { unexpected_field: 'x'.repeat(5000) }]) {
        const res = await t.app.inject({ method, url, headers: headersFor(who), payload });
        expect({ name, payload: Object.keys(payload), status: res.statusCode }).toEqual({ name, payload: Object.keys(payload), status: 400 });
        const body = res.json() as { message: unknown; errors: Record<string, string[]> };
        expect(typeof body.message).toBe('string');
        expect(Object.keys(body.errors).length).toBeGreaterThan(0);
      }
    }
  });

  it('answers 400 for a too long value', async () => {
    const tooLong = 'x'.repeat(3000);
    const cases: [string, 'POST' | 'PATCH', string, object, 'applicant' | 'user' | 'none'][] = [
      ['refresh', 'POST', '/api/tokens/refresh/', { refresh: tooLong }, 'none'],
      ['login', 'POST', '/api/users/login/', { email: `${tooLong}@example.com` }, 'none'],
      ['own code', 'POST', `/api/v1/origination/${a.id}/verify_otp/`, { shared_key: tooLong, otp: '123456' }, 'applicant'],
      ['hand-off', 'POST', '/api/auth_handoff/', { jwt: a.token, resource: tooLong, code_challenge: 'c'.repeat(43) }, 'applicant'],
    ];
    for (const [name, method, url, payload, who] of cases) {
      const res = await t.app.inject({ method, url, headers: headersFor(who), payload });
      expect({ name, status: res.statusCode }).toEqual({ name, status: 400 });
    }
  });
});
