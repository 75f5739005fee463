import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, CLIENT_ID, freshPhone, readyForDetails, type Applicant } from '../helpers/flow.ts';
import { createTestApp, describeServer, type TestApp } from '../helpers/test-app.ts';

// Text no field may hold answers a clear 400 on both databases (PostgreSQL used to answer 500 for a
// NUL byte): NUL, lone surrogates and strings longer than any field, in bodies, paths and queries.

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'pet \uD83D name';
const TOO_LONG = 'x'.repeat(5000);

describeServer('bad text', () => {
  let t: TestApp;
  let a: Applicant;
  beforeAll(async () => {
    t = await createTestApp();
    a = await readyForDetails(t, freshPhone());
  });
  afterAll(async () => t.close());

  const start = (extra: object) => ({ client_id: CLIENT_ID, flowType: 'desktop', phoneNumber: freshPhone(), dob: '01-15', ...extra });

  const cases = (a: Applicant): [string, 'GET' | 'POST' | 'DELETE', string, object | undefined, boolean][] => [
    ['NUL in the sign-in code check', 'POST', '/api/users/login/validate/', { shared_key: NUL, otp: '123456' }, false],
    ['NUL in the sign-in email', 'POST', '/api/users/login/', { email: `x${NUL}@example.com` }, false],
    ['NUL in the start', 'POST', '/api/v1/origination/start/', start({ promoCode: NUL }), false],
    ['a lone surrogate in the start', 'POST', '/api/v1/origination/start/', start({ finalTargetUrl: LONE_SURROGATE }), false],
    ['NUL in a field name', 'POST', '/api/v1/origination/start/', { ...start({}), [`promo${NUL}`]: 'x' }, false],
    ['an over-long value', 'POST', '/api/v1/origination/start/', start({ fingerprint: TOO_LONG }), false],
    ['NUL in the own code key', 'POST', `/api/v1/origination/${a.id}/verify_otp/`, { shared_key: NUL, otp: '123456' }, true],
    ['a lone surrogate in the pet name', 'POST', '/api/v1/origination/pet_information/', { client_id: CLIENT_ID, origination_id: a.id, animal: { pet_name: LONE_SURROGATE }, address: {} }, true],
    ['NUL in a path id', 'GET', '/api/applications/%00/', undefined, true],
    ['a lone surrogate in a path id', 'DELETE', '/api/applications/%ED%A0%80x/', undefined, true],
    ['NUL in a query', 'GET', '/api/places/autocomplete/?input=401%00Congress', undefined, false],
    ['NUL in the outbox query', 'GET', '/api/sandbox/outbox/?to=%2B1512%00', undefined, false],
  ];

  // Named up front (the test list is read before the application exists).
  const names = cases({ id: 'x', token: 'x', phone: 'x' }).map(([name]) => [name]);
  it.each(names)('%s: 400 invalid with a message', async (name) => {
    const [, method, url, payload, withToken] = cases(a).find(([n]) => n === name) as ReturnType<typeof cases>[number];
    const res = await t.app.inject({ method, url, ...(withToken ? { headers: bearer(a.token) } : {}), ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { message: string; code: string };
    expect(body.code).toBe('invalid');
    expect(body.message).toMatch(/not allowed|not valid|longer than|Invalid|invalid/);
  });
});
