import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../../server/config.ts';
import { createTestDatabase, describeServer, type TestDatabase } from '../helpers/test-database.ts';
import { createClock } from '../helpers/test-clock.ts';
import { clearHits, purgeIdleLimits, takeHit } from '../../../server/limits/sliding-limit.repository.ts';
import { countHit, purgeEndedCounters } from '../../../server/limits/rate-limit-counter.repository.ts';
import { assertMaySendTo } from '../../../server/messages/recipient-limit.ts';
import { checkCode, issueCode, issueSmsOtp, type IssueCodeInput } from '../../../server/messages/one-time-code.service.ts';
import { findNewestCode, purgeExpiredCodes } from '../../../server/messages/one-time-code.repository.ts';
import type { OutgoingMessage } from '../../../server/messages/message-delivery.ts';

// The limits and the codes at their edges, on the test clock: the instant a window frees, a code
// expires or a cool-down ends; what is stored, what is sent, and the wait the caller is told.

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describeServer('limits and codes at their edges', () => {
  // The rules and repositories on a database of their own, without the API: only the clock and the
  // token secret of the configuration are read.
  let t: TestDatabase & { clock: ReturnType<typeof createClock>; config: AppConfig };
  let n = 0;
  /** A key nobody else uses, so each test starts with empty counters. */
  const fresh = (what: string) => `${what}-${(n += 1)}`;
  const now = () => t.clock.now();
  const rejection = async (promise: Promise<unknown>) => {
    try {
      await promise;
    } catch (error) {
      const e = error as { status: number; code: string; message: string; headers?: Record<string, string>; extra?: Record<string, unknown> };
      return { status: e.status, code: e.code, message: e.message, retryAfter: e.headers?.['Retry-After'], extra: e.extra };
    }
    throw new Error('expected a rejection');
  };

  beforeAll(async () => {
    const clock = createClock();
    t = { ...(await createTestDatabase()), clock, config: { now: clock.now, tokenSecret: randomBytes(32) } as AppConfig };
  });
  afterAll(async () => t.close());

  describe('the sliding window', () => {
    const window = { max: 2, windowMs: 10 * MINUTE };

    it('takes max hits, then says how long until the oldest kept hit leaves the window', async () => {
      const key = fresh('window');
      expect(await takeHit(t.db, key, window, now())).toEqual({ taken: true });
      t.clock.advance(MINUTE);
      expect(await takeHit(t.db, key, window, now())).toEqual({ taken: true });
      expect(await takeHit(t.db, key, window, now())).toEqual({ taken: false, retryAfterMs: 9 * MINUTE });
      t.clock.advance(9 * MINUTE - 1);
      expect(await takeHit(t.db, key, window, now())).toEqual({ taken: false, retryAfterMs: 1 });
      t.clock.advance(1);
      expect(await takeHit(t.db, key, window, now())).toEqual({ taken: true });
      // The second hit is now the oldest kept: it leaves the window a minute later than the first did.
      expect(await takeHit(t.db, key, window, now())).toEqual({ taken: false, retryAfterMs: MINUTE });
    });

    it('a cool-down spaces the hits even with room in the window', async () => {
      const key = fresh('cool-down');
      const spaced = { max: 5, windowMs: 10 * MINUTE, coolDownMs: 30 * SECOND };
      expect(await takeHit(t.db, key, spaced, now())).toEqual({ taken: true });
      t.clock.advance(29 * SECOND);
      expect(await takeHit(t.db, key, spaced, now())).toEqual({ taken: false, retryAfterMs: SECOND });
      t.clock.advance(SECOND);
      expect(await takeHit(t.db, key, spaced, now())).toEqual({ taken: true });
    });

    it('a key keeps its own hits; clearing forgets them', async () => {
      const key = fresh('cleared');
      const other = fresh('other');
      const one = { max: 1, windowMs: 10 * MINUTE };
      expect(await takeHit(t.db, key, one, now())).toEqual({ taken: true });
      expect(await takeHit(t.db, other, one, now())).toEqual({ taken: true });
      expect((await takeHit(t.db, key, one, now())).taken).toBe(false);
      await clearHits(t.db, key);
      expect(await takeHit(t.db, key, one, now())).toEqual({ taken: true });
      expect((await takeHit(t.db, other, one, now())).taken).toBe(false);
    });

    it('housekeeping removes only the rows idle since before the given time', async () => {
      const idle = fresh('idle');
      const busy = fresh('busy');
      await takeHit(t.db, idle, window, now());
      t.clock.advance(MINUTE);
      const cut = now();
      await takeHit(t.db, busy, window, now());
      expect(await purgeIdleLimits(t.db, cut)).toBeGreaterThanOrEqual(1);
      const keys = (await t.db.selectFrom('sliding_limits').select('key').where('key', 'in', [idle, busy]).execute()).map((r) => r.key);
      expect(keys).toEqual([busy]);
    });
  });

  describe('the fixed-window counter', () => {
    it('counts 1, 2, … within the window and starts again at 1 the instant it ends', async () => {
      const key = fresh('counter');
      const start = now();
      const resetAt = new Date(start.getTime() + MINUTE).toISOString();
      expect(await countHit(t.db, key, MINUTE, start)).toEqual({ hits: 1, resetAt });
      t.clock.advance(MINUTE - 1);
      expect(await countHit(t.db, key, MINUTE, now())).toEqual({ hits: 2, resetAt });
      t.clock.advance(1);
      expect(await countHit(t.db, key, MINUTE, now())).toEqual({ hits: 1, resetAt: new Date(now().getTime() + MINUTE).toISOString() });
    });

    it('housekeeping removes the counters whose window ended before the given time', async () => {
      const ended = fresh('ended');
      const live = fresh('live');
      await countHit(t.db, ended, SECOND, now());
      await countHit(t.db, live, 10 * MINUTE, now());
      t.clock.advance(2 * SECOND);
      expect(await purgeEndedCounters(t.db, now())).toBeGreaterThanOrEqual(1);
      const keys = (await t.db.selectFrom('rate_limit_counters').select('key').where('key', 'in', [ended, live]).execute()).map((r) => r.key);
      expect(keys).toEqual([live]);
    });
  });

  describe('what a recipient may receive', () => {
    it('one message per 30 s on a channel, told in seconds for a code and for a link', async () => {
      const phone = fresh('+1512555');
      await assertMaySendTo(t.db, now(), phone, 'otp');
      t.clock.advance(10 * SECOND);
      expect(await rejection(assertMaySendTo(t.db, now(), phone, 'otp'))).toMatchObject({
        status: 429,
        code: 'too_many_requests',
        message: 'Please wait 20 seconds before requesting a new code.',
        retryAfter: '20',
      });
      await assertMaySendTo(t.db, now(), phone, 'link');
      t.clock.advance(SECOND);
      expect(await rejection(assertMaySendTo(t.db, now(), phone, 'link'))).toMatchObject({ message: 'Please wait 29 seconds before requesting a new link.' });
      t.clock.advance(19 * SECOND);
      await assertMaySendTo(t.db, now(), phone, 'otp');
    });

    it('five messages in 10 minutes whatever the channel, then the wait in minutes', async () => {
      const phone = fresh('+1617555');
      for (const channel of ['partner_code', 'otp', 'login_code', 'link', 'pet_old_enough'] as const) await assertMaySendTo(t.db, now(), phone, channel);
      t.clock.advance(MINUTE);
      expect(await rejection(assertMaySendTo(t.db, now(), phone, 'otp'))).toMatchObject({
        status: 429,
        code: 'too_many_requests',
        message: 'Too many codes requested. Please try again in 9 minutes.',
        retryAfter: String(9 * 60),
      });
      t.clock.advance(40 * SECOND);
      expect(await rejection(assertMaySendTo(t.db, now(), phone, 'link'))).toMatchObject({ message: 'Too many links requested. Please try again in 9 minutes.', retryAfter: String(8 * 60 + 20) });
      t.clock.advance(8 * MINUTE + 20 * SECOND);
      await assertMaySendTo(t.db, now(), phone, 'partner_code');
    });
  });

  describe('a one-time code', () => {
    const sent: OutgoingMessage[] = [];
    const delivery = {
      send: async (message: OutgoingMessage) => {
        sent.push(message);
      },
    };
    const input = (over: Partial<IssueCodeInput> = {}): IssueCodeInput => ({
      purpose: 'login_code',
      recipient: fresh('person@example.com'),
      subject: fresh('subject'),
      length: 6,
      channel: 'email',
      kind: 'login_code',
      body: (code) => `Your code is ${code}`,
      ...over,
    });
    const lastCode = () => sent.at(-1)!.code!;
    /** A code that allows two wrong tries, with its right and a wrong guess. */
    const issuedWithTwoTries = async () => {
      const issued = input();
      const { sharedKey } = await issueCode(t.db, t.config, delivery, issued);
      const right = lastCode();
      const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
      const check = (code: string) => checkCode(t.db, t.config, { purpose: 'login_code', sharedKey, code, maxTries: 2 });
      return { subject: issued.subject, right, wrong, check };
    };

    it('is sent as the digits asked for, lives exactly 10 minutes, and is stored only hashed', async () => {
      const issued = input();
      const { sharedKey } = await issueCode(t.db, t.config, delivery, issued);
      const message = sent.at(-1)!;
      expect(message).toMatchObject({ to: issued.recipient, channel: 'email', kind: 'login_code', link: null, ttlMs: 10 * MINUTE, body: `Your code is ${message.code}` });
      expect(message.code).toMatch(/^\d{6}$/);
      const row = await findNewestCode(t.db, 'login_code', { subject: issued.subject });
      expect(row).toMatchObject({ recipient: issued.recipient, attempts: 0, consumed_at: null, created: now().toISOString() });
      expect(row?.expires_at).toBe(new Date(now().getTime() + 10 * MINUTE).toISOString());
      expect(JSON.stringify(row)).not.toContain(message.code);
      expect(JSON.stringify(row)).not.toContain(sharedKey);
      // Still good a millisecond before the end, expired at the end.
      t.clock.advance(10 * MINUTE - 1);
      expect(await checkCode(t.db, t.config, { purpose: 'login_code', sharedKey, code: message.code!, maxTries: 5 })).toEqual({ subject: issued.subject });
    });

    it('expires the instant its 10 minutes end, without taking a try', async () => {
      const issued = input();
      const { sharedKey } = await issueCode(t.db, t.config, delivery, issued);
      t.clock.advance(10 * MINUTE);
      expect(await rejection(checkCode(t.db, t.config, { purpose: 'login_code', sharedKey, code: lastCode(), maxTries: 5 }))).toMatchObject({
        status: 400,
        code: 'code_expired',
        message: 'This code has expired. Please request a new one.',
      });
      const hits = await t.db.selectFrom('sliding_limits').select('key').where('key', '=', `wrong:login_code:${issued.subject}`).execute();
      expect(hits).toEqual([]);
    });

    it('a 4-digit code keeps its leading zeros; a decoy is stored and limited, but not sent', async () => {
      const before = sent.length;
      const decoy = input({ length: 4, deliver: false });
      await issueCode(t.db, t.config, delivery, decoy);
      expect(sent.length).toBe(before);
      expect(await findNewestCode(t.db, 'login_code', { subject: decoy.subject })).toBeDefined();
      await expect(issueCode(t.db, t.config, delivery, { ...decoy, deliver: true })).rejects.toMatchObject({ status: 429 });
      t.clock.advance(30 * SECOND);
      await issueCode(t.db, t.config, delivery, { ...decoy, deliver: true });
      expect(lastCode()).toMatch(/^\d{4}$/);
    });

    it('the SMS code has 6 digits and says it expires in 10 minutes', async () => {
      const phone = fresh('+1737555');
      await issueSmsOtp(t.db, t.config, delivery, { purpose: 'otp', phone, subject: fresh('application') });
      expect(sent.at(-1)).toMatchObject({ to: phone, channel: 'sms', kind: 'otp', body: `${lastCode()} is your Zoomies code. It expires in 10 minutes.` });
      expect(lastCode()).toMatch(/^\d{6}$/);
    });

    it('a wrong code counts on the row and takes a try; the right one gives the tries back and works once', async () => {
      const { subject, right, wrong, check } = await issuedWithTwoTries();
      expect(await rejection(check(wrong))).toMatchObject({ status: 400, code: 'wrong_code', message: 'Wrong code. Please try again' });
      expect((await findNewestCode(t.db, 'login_code', { subject }))?.attempts).toBe(1);
      expect(await check(right)).toEqual({ subject });
      expect(await t.db.selectFrom('sliding_limits').select('key').where('key', '=', `wrong:login_code:${subject}`).execute()).toEqual([]);
      expect((await findNewestCode(t.db, 'login_code', { subject }))?.consumed_at).toBe(now().toISOString());
      expect(await rejection(check(right))).toMatchObject({ status: 400, code: 'code_expired' });
    });

    it('after maxTries wrong codes, even the right one is refused with the wait', async () => {
      const { right, wrong, check } = await issuedWithTwoTries();
      await rejection(check(wrong));
      t.clock.advance(MINUTE);
      await rejection(check(wrong));
      expect(await rejection(check(right))).toMatchObject({
        status: 429,
        code: 'too_many_attempts',
        message: 'Too many wrong codes. Please request a new code in a few minutes.',
        retryAfter: String(9 * 60),
      });
    });

    it('is found by its subject when the client has no key, and a new code retires the old one', async () => {
      const issued = input({ purpose: 'partner_code', kind: 'partner_code', channel: 'sms', length: 4 });
      await issueCode(t.db, t.config, delivery, issued);
      const retired = await findNewestCode(t.db, 'partner_code', { subject: issued.subject });
      t.clock.advance(30 * SECOND);
      await issueCode(t.db, t.config, delivery, issued);
      const current = lastCode();
      const [old] = await t.db.selectFrom('one_time_codes').select('consumed_at').where('id', '=', retired!.id).execute();
      expect(old?.consumed_at).toBe(now().toISOString());
      expect(await checkCode(t.db, t.config, { purpose: 'partner_code', subject: issued.subject, code: current, maxTries: 3 })).toEqual({ subject: issued.subject });
      const rows = await t.db.selectFrom('one_time_codes').select('consumed_at').where('subject', '=', issued.subject).execute();
      expect(rows.every((r) => r.consumed_at !== null)).toBe(true);
      expect(rows).toHaveLength(2);
    });

    it('the right code sent twice at once verifies once; the other answer is expired', async () => {
      const issued = input();
      const { sharedKey } = await issueCode(t.db, t.config, delivery, issued);
      const check = () => checkCode(t.db, t.config, { purpose: 'login_code', sharedKey, code: lastCode(), maxTries: 5 });
      const answers = await Promise.allSettled([check(), check()]);
      expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
      const refused = answers.find((a) => a.status === 'rejected') as PromiseRejectedResult;
      expect(refused.reason).toMatchObject({ status: 400, code: 'code_expired', message: 'This code has expired. Please request a new one.' });
    });

    it('an unknown key finds no code: expired, not wrong', async () => {
      expect(await rejection(checkCode(t.db, t.config, { purpose: 'login_code', sharedKey: 'nobody', code: '123456', maxTries: 5 }))).toMatchObject({ code: 'code_expired' });
    });

    it("a partner code is found by its own subject, not by another application's newer code", async () => {
      const partner = (subject: string) => input({ purpose: 'partner_code', kind: 'partner_code', channel: 'sms', length: 4, subject });
      const first = fresh('application');
      await issueCode(t.db, t.config, delivery, partner(first));
      const firstCode = lastCode();
      t.clock.advance(SECOND);
      await issueCode(t.db, t.config, delivery, partner(fresh('application')));
      expect(await checkCode(t.db, t.config, { purpose: 'partner_code', subject: first, code: firstCode, maxTries: 3 })).toEqual({ subject: first });
    });

    it('a used code answers expired even to a wrong guess, and takes no try', async () => {
      const { subject, right, wrong, check } = await issuedWithTwoTries();
      await check(right);
      expect(await rejection(check(wrong))).toMatchObject({ status: 400, code: 'code_expired' });
      expect(await t.db.selectFrom('sliding_limits').select('key').where('key', '=', `wrong:login_code:${subject}`).execute()).toEqual([]);
    });

    it("one subject's wrong tries do not lock another's code", async () => {
      const locked = await issuedWithTwoTries();
      await rejection(locked.check(locked.wrong));
      await rejection(locked.check(locked.wrong));
      expect(await rejection(locked.check(locked.right))).toMatchObject({ status: 429 });
      const other = await issuedWithTwoTries();
      expect(await other.check(other.right)).toEqual({ subject: other.subject });
    });

    it('housekeeping removes the codes that expired before the given time', async () => {
      const issued = input();
      await issueCode(t.db, t.config, delivery, issued);
      t.clock.advance(10 * MINUTE + 1);
      expect(await purgeExpiredCodes(t.db, now().toISOString())).toBeGreaterThanOrEqual(1);
      expect(await findNewestCode(t.db, 'login_code', { subject: issued.subject })).toBeUndefined();
    });
  });
});
