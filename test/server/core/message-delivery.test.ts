import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import type { AppConfig } from '../../../server/config.ts';
import type { Db } from '../../../server/db/database.ts';
import { deliverDueMessages, retryDelayMs } from '../../../server/messages/delivery-worker.ts';
import { outboxQueue } from '../../../server/messages/message-delivery.ts';
import { sendersFor } from '../../../server/messages/message-senders.ts';
import { bearer, complete, freshPhone, outbox, readyForDetails, start } from '../helpers/flow.ts';
import { startFakeSmtp, startFakeTwilio, type FakeSmtp, type FakeTwilio } from '../helpers/fake-providers.ts';
import { createTestApp, describeServer, type TestApp } from '../helpers/test-app.ts';

// The outbox is a delivery queue: texts go out through Twilio's API and emails through SMTP (local
// stand-ins here), with retries after growing waits, once each even with two instances delivering;
// production keeps no code or link at rest, while the sandbox keeps its readable outbox.

const FROM_NUMBER = '+15005550006';
const FROM_EMAIL = 'Zoomies <no-reply@zoomies.example>';

async function providers(): Promise<{ twilio: FakeTwilio; smtp: FakeSmtp; delivery: AppConfig['delivery'] }> {
  const twilio = await startFakeTwilio();
  const smtp = await startFakeSmtp();
  return {
    twilio,
    smtp,
    delivery: {
      twilio: { accountSid: 'AC123', authToken: 'secret-token', from: FROM_NUMBER, messagingServiceSid: null, apiUrl: twilio.apiUrl },
      smtp: { url: smtp.url, from: FROM_EMAIL },
      pollMs: 0,
    },
  };
}

const deliver = (db: Db, config: AppConfig) => deliverDueMessages(db, config, sendersFor(config.delivery));
const rowsTo = (t: TestApp, to: string) => t.db.selectFrom('outbox_messages').selectAll().where('to', '=', to).execute();

describeServer('message delivery in the sandbox', () => {
  let t: TestApp;
  let fakes: Awaited<ReturnType<typeof providers>>;
  beforeAll(async () => {
    fakes = await providers();
    t = await createTestApp({ delivery: fakes.delivery });
  });
  afterAll(async () => {
    await t.close();
    await fakes.twilio.stop();
    await fakes.smtp.stop();
  });

  it('texts the code through Twilio and keeps the readable outbox', async () => {
    const { applicant } = await start(t, freshPhone());
    await t.app.inject({ method: 'POST', url: `/api/v1/origination/${applicant.id}/phone_check/`, headers: bearer(applicant.token) });
    const [queued] = await outbox(t, applicant.phone);
    expect(await deliver(t.db, t.config)).toMatchObject({ sent: 1 });
    const sms = fakes.twilio.received.find((r) => r.form.To === applicant.phone);
    expect(sms?.path).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(sms?.authorization).toBe(`Basic ${Buffer.from('AC123:secret-token').toString('base64')}`);
    expect(sms?.form).toEqual({ To: applicant.phone, From: FROM_NUMBER, Body: `Your Zoomies verification code is ${queued?.code}` });
    expect(await outbox(t, applicant.phone)).toEqual([queued]);
    expect(await rowsTo(t, applicant.phone)).toEqual([expect.objectContaining({ status: 'sent', due_at: null, code: queued?.code })]);
  });

  it('emails the sign-in code through SMTP', async () => {
    const a = await readyForDetails(t, freshPhone());
    const email = `delivery.${a.id.slice(0, 8)}@example.com`;
    await complete(t, a, { email });
    await t.app.inject({ method: 'POST', url: '/api/users/login/', payload: { email } });
    await deliver(t.db, t.config);
    const [queued] = await outbox(t, email);
    const mail = fakes.smtp.received.find((m) => m.to.includes(email));
    expect(mail?.from).toBe('no-reply@zoomies.example');
    expect(mail?.data).toContain('Subject: Your Zoomies sign-in code');
    expect(mail?.data).toContain(`Your Zoomies sign-in code is ${queued?.code}.`);
  });
});

describeServer('message delivery in production', () => {
  let t: TestApp;
  let fakes: Awaited<ReturnType<typeof providers>>;
  let second: FastifyInstance;
  beforeAll(async () => {
    fakes = await providers();
    t = await createTestApp({ mode: 'production', delivery: fakes.delivery });
    second = await t.sibling();
  });
  afterAll(async () => {
    await t.close();
    await fakes.twilio.stop();
    await fakes.smtp.stop();
  });
  beforeEach(() => {
    fakes.twilio.received.length = 0;
  });

  const queue = (to: string, ttlMs = 10 * 60 * 1000) =>
    outboxQueue(t.db, t.config).send({ to, channel: 'sms', kind: 'otp', code: '123456', link: null, body: '123456 is your Zoomies code.', ttlMs });

  it('keeps no code at rest: sealed while queued, gone once sent', async () => {
    const { applicant } = await start(t, freshPhone());
    await t.app.inject({ method: 'POST', url: `/api/v1/origination/${applicant.id}/phone_check/`, headers: bearer(applicant.token) });
    const [row] = await rowsTo(t, applicant.phone);
    expect(row).toMatchObject({ code: null, link: null, body: '', status: 'pending' });
    expect(row?.sealed_body).toMatch(/^v1\./);
    expect(await deliver(t.db, t.config)).toMatchObject({ sent: 1 });
    expect(fakes.twilio.received.map((r) => r.form.Body)).toEqual([expect.stringMatching(/^Your Zoomies verification code is \d{4}$/)]);
    expect(await rowsTo(t, applicant.phone)).toEqual([]);
  });

  it('retries a busy provider after 5 s, then 10 s, and sends once', async () => {
    const to = freshPhone();
    await queue(to);
    fakes.twilio.failNext(503, 503);
    expect(await deliver(t.db, t.config)).toMatchObject({ retried: 1, sent: 0 });
    expect(await rowsTo(t, to)).toEqual([expect.objectContaining({ status: 'pending', attempts: 1, last_error: 'twilio 503 error 20500' })]);
    // Not due before its wait is over.
    t.clock.advance(retryDelayMs(1) - 1);
    expect(await deliver(t.db, t.config)).toMatchObject({ retried: 0, sent: 0 });
    t.clock.advance(1);
    expect(await deliver(t.db, t.config)).toMatchObject({ retried: 1 });
    t.clock.advance(retryDelayMs(2));
    expect(await deliver(t.db, t.config)).toMatchObject({ sent: 1 });
    expect(fakes.twilio.received.filter((r) => r.form.To === to)).toHaveLength(1);
  });

  it('gives up a refused number at once, keeping no content', async () => {
    const to = freshPhone();
    await queue(to);
    fakes.twilio.failNext(400);
    expect(await deliver(t.db, t.config)).toMatchObject({ failed: 1 });
    expect(await rowsTo(t, to)).toEqual([expect.objectContaining({ status: 'failed', due_at: null, body: '', sealed_body: null, code: null })]);
  });

  it('never sends a message whose code has expired', async () => {
    const to = freshPhone();
    await queue(to, 60_000);
    fakes.twilio.failNext(503);
    await deliver(t.db, t.config);
    t.clock.advance(60_000);
    expect(await deliver(t.db, t.config)).toMatchObject({ expired: 1, sent: 0 });
    expect(fakes.twilio.received).toEqual([]);
    expect(await rowsTo(t, to)).toEqual([expect.objectContaining({ status: 'expired', sealed_body: null })]);
  });

  it('two instances delivering at once send each of 30 messages exactly once', async () => {
    const recipients = Array.from({ length: 30 }, () => freshPhone());
    for (const to of recipients) await queue(to);
    const workers = [t.db, second.db].map(async (db) => {
      for (let pass = 0; pass < 10; pass += 1) await deliver(db, t.config);
    });
    await Promise.all(workers);
    const sentTo = fakes.twilio.received.map((r) => r.form.To).sort();
    expect(sentTo).toEqual([...recipients].sort());
    expect(await t.db.selectFrom('outbox_messages').select('id').where('to', 'in', recipients).execute()).toEqual([]);
  });
});

describeServer('production without an email sender', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ mode: 'production' });
  });
  afterAll(async () => t.close());

  it('gives the message up without keeping its content', async () => {
    await outboxQueue(t.db, t.config).send({ to: 'pat@example.com', channel: 'email', kind: 'login_code', code: '123456', link: null, body: 'code 123456', ttlMs: 600_000 });
    expect(await deliver(t.db, t.config)).toMatchObject({ failed: 1 });
    expect(await rowsTo(t, 'pat@example.com')).toEqual([expect.objectContaining({ status: 'failed', last_error: 'no email sender configured', body: '', sealed_body: null })]);
  });
});

describeServer('the background worker of a listening instance', () => {
  let t: TestApp;
  let fakes: Awaited<ReturnType<typeof providers>>;
  beforeAll(async () => {
    fakes = await providers();
    t = await createTestApp({ delivery: { ...fakes.delivery, pollMs: 50 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    await fakes.twilio.stop();
    await fakes.smtp.stop();
  });

  it('delivers a queued text by itself', async () => {
    const { applicant } = await start(t, freshPhone());
    await t.app.inject({ method: 'POST', url: `/api/v1/origination/${applicant.id}/phone_check/`, headers: bearer(applicant.token) });
    await vi.waitFor(() => expect(fakes.twilio.received.map((r) => r.form.To)).toContain(applicant.phone), { timeout: 5000, interval: 50 });
  });
});
