import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, complete, freshPhone, outbox, readyForDetails } from '../helpers/flow.ts';
import { createTestApp, describeServer, type TestApp } from '../helpers/test-app.ts';

// Sign-in by email code, rotating refresh tokens, and the signed-in user's calls.

describeServer('sign-in and the session', () => {
  let t: TestApp;
  const email = 'pat.owner@example.com';
  let userId = '';
  let applicationId = '';
  beforeAll(async () => {
    t = await createTestApp();
    const a = await readyForDetails(t, freshPhone());
    const done = (await complete(t, a, { email, firstName: 'Pat', lastName: 'Owner' })).json() as { user: { id: string } };
    userId = done.user.id;
    applicationId = a.id;
  });
  afterAll(async () => t.close());

  const login = (address: string) => t.app.inject({ method: 'POST', url: '/api/users/login/', payload: { email: address } });
  const validate = (shared_key: string, otp: string) => t.app.inject({ method: 'POST', url: '/api/users/login/validate/', payload: { shared_key, otp } });
  const refresh = (token: string) => t.app.inject({ method: 'POST', url: '/api/tokens/refresh/', payload: { refresh: token } });

  async function signIn() {
    t.clock.advance(31_000);
    const { shared_key } = (await login(email)).json() as { shared_key: string };
    const [message] = await outbox(t, email);
    expect(message).toMatchObject({ kind: 'login_code', channel: 'email' });
    const res = await validate(shared_key, message?.code as string);
    expect(res.statusCode).toBe(200);
    return res.json() as { access: string; refresh: string; user: { id: string; email: string } };
  }

  it('signs in with the emailed 6-digit code', async () => {
    const session = await signIn();
    expect(session.user).toMatchObject({ id: userId, email, first_name: 'Pat', last_name: 'Owner' });
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me/', headers: bearer(session.access) });
    expect(me.json()).toMatchObject({ id: userId, address: { street_number: '401', route: 'Congress Ave', city: 'Austin', state: 'TX', postal_code: '78701' } });
  });

  it('answers an unknown email exactly like a known one, and sends nothing', async () => {
    const unknown = await login('nobody@example.com');
    expect(unknown.statusCode).toBe(200);
    expect(Object.keys(unknown.json() as object)).toEqual(['shared_key']);
    expect(await outbox(t, 'nobody@example.com')).toEqual([]);
    const res = await validate((unknown.json() as { shared_key: string }).shared_key, '123456');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Wrong code. Please try again', code: 'wrong_code' });
    // The send limit applies alike.
    expect((await login('nobody@example.com')).statusCode).toBe(429);
  });

  it('rotates refresh tokens and revokes the family when a used one comes back', async () => {
    const session = await signIn();
    const first = await refresh(session.refresh);
    expect(first.statusCode).toBe(200);
    const rotated = first.json() as { access: string; refresh: string };
    expect(rotated.refresh).not.toBe(session.refresh);
    const reuse = await refresh(session.refresh);
    expect(reuse.statusCode).toBe(401);
    // The thief's reuse also ended the legitimate holder's newer token.
    expect((await refresh(rotated.refresh)).statusCode).toBe(401);
    const family = await t.db.selectFrom('refresh_tokens').select(['revoked_at', 'token_hash']).where('user_id', '=', userId).execute();
    expect(family.some((row) => row.token_hash === session.refresh)).toBe(false);
  });

  it('two refreshes with the same token at once: one wins, the family is revoked', async () => {
    const session = await signIn();
    const results = await Promise.all([refresh(session.refresh), refresh(session.refresh)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('access tokens last 15 minutes', async () => {
    const session = await signIn();
    t.clock.advance(15 * 60 * 1000 - 1000);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me/', headers: bearer(session.access) })).statusCode).toBe(200);
    t.clock.advance(2000);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me/', headers: bearer(session.access) })).statusCode).toBe(401);
    expect((await refresh(session.refresh)).statusCode).toBe(200);
  });

  it('the customer of an own signup, 404 for another', async () => {
    const session = await signIn();
    const own = await t.app.inject({ method: 'POST', url: '/api/users/customer/', headers: bearer(session.access), payload: { signup_id: applicationId } });
    expect(own.json()).toMatchObject({ id: userId });
    const other = await t.app.inject({ method: 'POST', url: '/api/users/customer/', headers: bearer(session.access), payload: { signup_id: 'someone-else' } });
    expect(other.statusCode).toBe(404);
  });

  it('registers, lists and sends a code to a phone number', async () => {
    const session = await signIn();
    const phone = '+15125550133';
    const created = await t.app.inject({ method: 'POST', url: '/api/user_phone_number/', headers: bearer(session.access), payload: { phone_number: phone } });
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: string };
    const duplicate = await t.app.inject({ method: 'POST', url: '/api/user_phone_number/', headers: bearer(session.access), payload: { phone_number: phone } });
    expect(duplicate.statusCode).toBe(409);
    const list = await t.app.inject({ method: 'GET', url: '/api/user_phone_number/', headers: bearer(session.access) });
    expect(list.json()).toEqual({ results: [{ id, phone_number: phone }] });
    const sent = await t.app.inject({ method: 'POST', url: `/api/user_phone_number/${id}/verify_phone_number/`, headers: bearer(session.access) });
    expect(sent.json()).toEqual({ shared_key: expect.any(String) });
    expect((await outbox(t, phone))[0]).toMatchObject({ kind: 'otp' });
  });

  it('completing with an email that has an account issues no tokens and joins that account', async () => {
    const a = await readyForDetails(t, freshPhone());
    const res = await complete(t, a, { email: 'PAT.OWNER@example.com' });
    expect(res.json()).toEqual({ token: null, user: null });
    const row = await t.db.selectFrom('originations').select('user_id').where('id', '=', a.id).executeTakeFirstOrThrow();
    expect(row.user_id).toBe(userId);
  });
});
