import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, outbox, start, type Applicant } from '../helpers/flow.ts';
import { createTestApp, describeServer, type TestApp } from '../helpers/test-app.ts';
import { insertCode, retireLiveCodes } from '../../../server/messages/one-time-code.repository.ts';

// One-time codes: random, stored hashed, single use, 10 minutes; 5 wrong tries (partner: 3) then a
// 429; 5 sends per 10 minutes per recipient with a 30 s cool-down; counters survive a resend.

describeServer('one-time codes and their limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const sendOwn = (a: Applicant) => t.app.inject({ method: 'POST', url: `/api/v1/origination/${a.id}/verify_phone_number/`, headers: bearer(a.token) });
  const verifyOwn = (a: Applicant, shared_key: string, otp: string) =>
    t.app.inject({ method: 'POST', url: `/api/v1/origination/${a.id}/verify_otp/`, headers: bearer(a.token), payload: { shared_key, otp } });
  const partnerStart = (a: Applicant) => t.app.inject({ method: 'POST', url: `/api/v1/origination/${a.id}/phone_check/`, headers: bearer(a.token) });
  const partnerResend = (a: Applicant) => t.app.inject({ method: 'POST', url: `/api/v1/origination/${a.id}/phone_check/resend/`, headers: bearer(a.token) });
  const partnerVerify = (a: Applicant, code: string) =>
    t.app.inject({ method: 'POST', url: `/api/v1/origination/${a.id}/phone_check/verify/`, headers: bearer(a.token), payload: { code } });
  const wrong = (code: string, length: number) => String((Number(code) + 1) % 10 ** length).padStart(length, '0');

  it('stores only hashes of the code and its shared key, and a code works once', async () => {
    const { applicant: a } = await start(t, '+15125550171');
    const { shared_key } = (await sendOwn(a)).json() as { shared_key: string };
    const [message] = await outbox(t, a.phone);
    const code = message?.code as string;
    const rows = await t.db.selectFrom('one_time_codes').selectAll().where('subject', '=', a.id).execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(`"${code}"`);
    // Nor the shared key: reading the database is not enough to use a live code.
    expect(JSON.stringify(rows)).not.toContain(shared_key);
    expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect((await verifyOwn(a, shared_key, code)).statusCode).toBe(200);
    // Verified: the step is done, and the code cannot be used again anywhere.
    const again = await verifyOwn(a, shared_key, code);
    expect(again.statusCode).toBe(409);
  });

  it('a new code retires the live ones before it, but never itself, whichever statement lands first', async () => {
    // issueCode sends the retiring and the new code together: on PostgreSQL they run on two
    // connections in either order, so the retiring must spare the new code by its id.
    const code = (id: string, created: string) => ({
      id,
      purpose: 'otp',
      recipient: '+15125550179',
      subject: 'retire-order',
      shared_key_hash: `key-${id}`,
      code_hash: `hash-${id}`,
      expires_at: '2999-01-01T00:00:00.000Z',
      attempts: 0,
      consumed_at: null,
      created,
    });
    await insertCode(t.db, code('older', '2026-01-01T00:00:00.000Z'));
    await insertCode(t.db, code('newer', '2026-01-01T00:01:00.000Z'));
    await retireLiveCodes(t.db, 'otp', 'retire-order', '2026-01-01T00:01:00.000Z', 'newer');
    const rows = await t.db.selectFrom('one_time_codes').select(['id', 'consumed_at']).where('subject', '=', 'retire-order').orderBy('id').execute();
    expect(rows).toEqual([
      { id: 'newer', consumed_at: null },
      { id: 'older', consumed_at: '2026-01-01T00:01:00.000Z' },
    ]);
  });

  it('codes are random', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 6; i += 1) {
      const { applicant } = await start(t, `+1617555${String(1000 + i)}`);
      await partnerStart(applicant);
      codes.add((await outbox(t, applicant.phone))[0]?.code as string);
    }
    expect(codes.size).toBeGreaterThan(1);
  });

  it('a code expires after 10 minutes', async () => {
    const { applicant: a } = await start(t, '+15125550172');
    const { shared_key } = (await sendOwn(a)).json() as { shared_key: string };
    const code = (await outbox(t, a.phone))[0]?.code as string;
    t.clock.advance(10 * 60 * 1000 + 1);
    const res = await verifyOwn(a, shared_key, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'code_expired' });
  });

  it("answers 'Wrong code. Please try again' five times, then 429 even for the right code, also after a resend", async () => {
    const { applicant: a } = await start(t, '+15125550173');
    const { shared_key } = (await sendOwn(a)).json() as { shared_key: string };
    const code = (await outbox(t, a.phone))[0]?.code as string;
    for (let i = 0; i < 5; i += 1) {
      const res = await verifyOwn(a, shared_key, wrong(code, 6));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Wrong code. Please try again', code: 'wrong_code' });
    }
    const blocked = await verifyOwn(a, shared_key, code);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'too_many_attempts' });
    expect(Number(blocked.headers['retry-after'])).toBe(600);
    t.clock.advance(31_000);
    const resent = (await sendOwn(a)).json() as { shared_key: string };
    const fresh = (await outbox(t, a.phone))[0]?.code as string;
    expect((await verifyOwn(a, resent.shared_key, fresh)).statusCode).toBe(429);
    // Once the wrong tries leave the 10-minute window, a fresh code works.
    t.clock.advance(10 * 60 * 1000);
    const later = (await sendOwn(a)).json() as { shared_key: string };
    expect((await verifyOwn(a, later.shared_key, (await outbox(t, a.phone))[0]?.code as string)).statusCode).toBe(200);
  });

  it('the partner code allows 3 tries, survives a resend, and only opens its own application', async () => {
    const { applicant: a } = await start(t, '+15125550160');
    const { applicant: other } = await start(t, '+15125550161');
    await partnerStart(a);
    await partnerStart(other);
    const otherCode = (await outbox(t, other.phone))[0]?.code as string;
    // Another application's valid code is a wrong code here.
    const code = (await outbox(t, a.phone))[0]?.code as string;
    const first = await partnerVerify(a, otherCode === code ? wrong(code, 4) : otherCode);
    expect(first.statusCode).toBe(400);
    expect((await partnerVerify(a, wrong(code, 4))).statusCode).toBe(400);
    t.clock.advance(30_000);
    expect((await partnerResend(a)).statusCode).toBe(200);
    const resent = (await outbox(t, a.phone))[0]?.code as string;
    expect((await partnerVerify(a, wrong(resent, 4))).statusCode).toBe(400);
    const blocked = await partnerVerify(a, resent);
    expect(blocked.statusCode).toBe(429);
    const row = await t.db.selectFrom('originations').select('phone_verified').where('id', '=', a.id).executeTakeFirstOrThrow();
    expect(row.phone_verified).toBe(0);
    // The other application is untouched by these tries.
    expect((await partnerVerify(other, otherCode)).statusCode).toBe(200);
  });

  it('a 30 s cool-down and at most 5 sends per 10 minutes per recipient, with Retry-After', async () => {
    const { applicant: a } = await start(t, '+15125550175');
    expect((await sendOwn(a)).statusCode).toBe(200);
    const soon = await sendOwn(a);
    expect(soon.statusCode).toBe(429);
    expect(Number(soon.headers['retry-after'])).toBe(30);
    t.clock.advance(10_000);
    expect(Number((await sendOwn(a)).headers['retry-after'])).toBe(20);
    for (let i = 0; i < 4; i += 1) {
      t.clock.advance(30_000);
      expect((await sendOwn(a)).statusCode).toBe(200);
    }
    t.clock.advance(30_000);
    const capped = await sendOwn(a);
    expect(capped.statusCode).toBe(429);
    const retryAfter = Number(capped.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(30);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await outbox(t, a.phone)).toHaveLength(5);
    t.clock.advance(retryAfter * 1000);
    expect((await sendOwn(a)).statusCode).toBe(200);
  });
});
