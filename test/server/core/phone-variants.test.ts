import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, CLIENT_ID, outbox, start, verifyPhone } from '../helpers/flow.ts';
import { createTestApp, describeServer, type TestApp } from '../helpers/test-app.ts';

// The phone rows and identities of SANDBOX.md.

describeServer('sandbox phone numbers and identities', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const phoneCheck = (id: string, token: string) => t.app.inject({ method: 'POST', url: `/api/v1/origination/${id}/phone_check/`, headers: bearer(token) });
  const challenge = (id: string, token: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/origination/challenge/', headers: bearer(token), payload: { client_id: CLIENT_ID, origination_id: id } });

  it('0100–0169 and ordinary numbers: the partner sends a 4-digit code by SMS', async () => {
    for (const phone of ['+15125550105', '+12125550169', '+14155551234']) {
      const { applicant, body } = await start(t, phone);
      expect(body.correlation_id).toMatch(/^corr_/);
      const res = await phoneCheck(applicant.id, applicant.token);
      expect(res.json()).toEqual({ correlation_id: body.correlation_id, notice: null });
      const [message] = await outbox(t, phone);
      expect(message).toMatchObject({ kind: 'partner_code', channel: 'sms', to: phone, link: null });
      expect(message?.code).toMatch(/^\d{4}$/);
      expect(message?.body).toContain(message?.code as string);
    }
  });

  it('0100 with the matching birthday prefills Jamie Rivera after the phone is verified', async () => {
    const { applicant } = await start(t, '+15125550100', '01-15');
    const before = await challenge(applicant.id, applicant.token);
    expect(before.statusCode).toBe(403);
    await verifyPhone(t, applicant);
    const res = await challenge(applicant.id, applicant.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      first_name: 'Jamie',
      last_name: 'Rivera',
      email: 'jamie.rivera@example.com',
      dob: '01/15/1990',
      dob_mm_dd: '01/15',
      address: '401 Congress Ave',
      city: 'Austin',
      state: 'TX',
      postal_code: '78701',
      last_4_ssn: '0100',
      has_ssn: true,
      next: 'zoomies.card.about',
    });
  });

  it.each([
    ['+15125550101', '03-02', 'Morgan', '1006'],
    ['+15125550102', '07-30', 'Casey', '2001'],
  ])('%s with the birthday %s prefills %s', async (phone, dob, firstName, last4) => {
    const { applicant } = await start(t, phone, dob);
    await verifyPhone(t, applicant);
    expect((await challenge(applicant.id, applicant.token)).json()).toMatchObject({ first_name: firstName, last_4_ssn: last4, has_ssn: true });
  });

  it('0100 with another birthday, and 0110, prefill nothing', async () => {
    for (const [phone, dob] of [['+15125550100', '02-15'], ['+15125550110', '01-15']] as const) {
      const { applicant } = await start(t, `${phone}`, dob);
      t.clock.advance(31_000);
      await verifyPhone(t, applicant);
      expect((await challenge(applicant.id, applicant.token)).json()).toMatchObject({ first_name: '', email: '', last_4_ssn: '', has_ssn: false });
    }
  });

  it('0170–0179: no correlation id, and the own 6-digit code verifies the phone', async () => {
    const phone = '+15125550174';
    const { applicant, body } = await start(t, phone);
    expect(body.correlation_id).toBeNull();
    expect((await phoneCheck(applicant.id, applicant.token)).json()).toEqual({ correlation_id: null, notice: null });
    expect(await outbox(t, phone)).toEqual([]);
    const sent = await t.app.inject({ method: 'POST', url: `/api/v1/origination/${applicant.id}/verify_phone_number/`, headers: bearer(applicant.token) });
    expect(sent.statusCode).toBe(200);
    const { shared_key } = sent.json() as { shared_key: string };
    const [message] = await outbox(t, phone);
    expect(message).toMatchObject({ kind: 'otp', channel: 'sms' });
    expect(message?.code).toMatch(/^\d{6}$/);
    const ok = await t.app.inject({ method: 'POST', url: `/api/v1/origination/${applicant.id}/verify_otp/`, headers: bearer(applicant.token), payload: { shared_key, otp: message?.code } });
    expect(ok.json()).toEqual({ ok: true });
    const row = await t.db.selectFrom('originations').select('phone_verified').where('id', '=', applicant.id).executeTakeFirstOrThrow();
    expect(row.phone_verified).toBe(1);
  });

  it("0180: the phone check fails with 'We're having trouble verifying your number'", async () => {
    const { applicant } = await start(t, '+15125550180');
    const res = await phoneCheck(applicant.id, applicant.token);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: "We're having trouble verifying your number", code: 'phone_check_failed' });
    expect(await outbox(t, '+15125550180')).toEqual([]);
  });

  it('0190: already registered, and an additional code has been sent', async () => {
    const { applicant } = await start(t, '+15125550190');
    const res = await phoneCheck(applicant.id, applicant.token);
    expect(res.json()).toMatchObject({ notice: 'already_registered' });
    const [message] = await outbox(t, '+15125550190');
    expect(message?.kind).toBe('partner_code');
  });

  it('0191: the number is linked to an account: 409 with a contact link', async () => {
    const { applicant } = await start(t, '+15125550191');
    const res = await phoneCheck(applicant.id, applicant.token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'phone_linked', link: '/contact', message: expect.stringContaining('already linked to an account') });
    expect(await outbox(t, '+15125550191')).toEqual([]);
  });

  it('the outbox lists a recipient’s messages newest first, also with an unencoded plus', async () => {
    const phone = '+13125550120';
    const { applicant } = await start(t, phone);
    await phoneCheck(applicant.id, applicant.token);
    t.clock.advance(30_000);
    await phoneCheck(applicant.id, applicant.token);
    const messages = await outbox(t, phone);
    expect(messages).toHaveLength(2);
    const raw = await t.app.inject({ method: 'GET', url: `/api/sandbox/outbox/?to=${phone}` });
    expect((raw.json() as { results: unknown[] }).results).toEqual(messages);
    const stored = await t.db.selectFrom('one_time_codes').select(['code_hash', 'consumed_at']).where('recipient', '=', phone).orderBy('created').execute();
    // The newest code is the live one; the first was replaced by the resend.
    expect(stored.map((row) => row.consumed_at === null)).toEqual([false, true]);
  });
});
