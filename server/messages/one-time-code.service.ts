import { randomInt } from 'node:crypto';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { iso } from '../db/database.ts';
import { newId, randomToken } from '../db/ids.ts';
import { keyedHash } from '../auth/signed-token.ts';
import { HttpError } from '../http/http-error.ts';
import { CODE_TTL_MS, FAILURE_WINDOW_MS, MAX_SENDS_PER_WINDOW, SEND_COOL_DOWN_MS, SEND_WINDOW_MS } from './code-limits.ts';
import type { MessageChannel, MessageDelivery, MessageKind } from './message-delivery.ts';

// One-time codes: random, stored only as a keyed hash, single use, valid 10 minutes. Sends are
// limited per recipient; wrong tries are counted per purpose and subject in their own table, so a
// resend does not reset them.

export type CodePurpose = 'partner_code' | 'otp' | 'login_code' | 'phone_otp';

export const WRONG_CODE_MESSAGE = 'Wrong code. Please try again';

export interface IssueCodeInput {
  purpose: CodePurpose;
  recipient: string;
  subject: string;
  length: 4 | 6;
  channel: MessageChannel;
  kind: MessageKind;
  body: (code: string) => string;
  /** False for a decoy (a login for an unknown email): stored and limited alike, but not sent. */
  deliver?: boolean;
}

const hashCode = (config: AppConfig, sharedKey: string, code: string) => keyedHash(config.tokenSecret, `code:${sharedKey}`, code);

function retryAfter(seconds: number, message: string): HttpError {
  const wait = Math.max(1, Math.ceil(seconds));
  return new HttpError(429, message, 'too_many_requests', { retry_after: wait }, { 'Retry-After': String(wait) });
}

/** 429 with Retry-After when the recipient had a code in the last 30 s or 5 in the last 10 minutes. */
async function assertMaySend(db: Db, now: Date, recipient: string): Promise<void> {
  const recent = await db
    .selectFrom('one_time_codes')
    .select('created')
    .where('recipient', '=', recipient)
    .where('created', '>', iso(new Date(now.getTime() - SEND_WINDOW_MS)))
    .orderBy('created', 'asc')
    .execute();
  const last = recent.at(-1);
  if (last) {
    const sinceLast = now.getTime() - Date.parse(last.created);
    if (sinceLast < SEND_COOL_DOWN_MS) {
      const wait = (SEND_COOL_DOWN_MS - sinceLast) / 1000;
      throw retryAfter(wait, `Please wait ${Math.ceil(wait)} seconds before requesting a new code.`);
    }
  }
  if (recent.length >= MAX_SENDS_PER_WINDOW) {
    const oldest = recent[recent.length - MAX_SENDS_PER_WINDOW] as { created: string };
    const wait = (Date.parse(oldest.created) + SEND_WINDOW_MS - now.getTime()) / 1000;
    throw retryAfter(wait, `Too many codes requested. Please try again in ${Math.ceil(wait / 60)} minutes.`);
  }
}

export async function issueCode(db: Db, config: AppConfig, delivery: MessageDelivery, input: IssueCodeInput): Promise<{ sharedKey: string }> {
  const now = config.now();
  await assertMaySend(db, now, input.recipient);
  const code = String(randomInt(0, 10 ** input.length)).padStart(input.length, '0');
  const sharedKey = randomToken(24);
  // A new code replaces the previous ones of the same purpose and subject (their wrong tries stay).
  await db
    .updateTable('one_time_codes')
    .set({ consumed_at: iso(now) })
    .where('purpose', '=', input.purpose)
    .where('subject', '=', input.subject)
    .where('consumed_at', 'is', null)
    .execute();
  await db
    .insertInto('one_time_codes')
    .values({
      id: newId(),
      purpose: input.purpose,
      recipient: input.recipient,
      subject: input.subject,
      shared_key: sharedKey,
      code_hash: hashCode(config, sharedKey, code),
      expires_at: iso(new Date(now.getTime() + CODE_TTL_MS)),
      attempts: 0,
      consumed_at: null,
      created: iso(now),
    })
    .execute();
  if (input.deliver !== false) {
    await delivery.send({ to: input.recipient, channel: input.channel, kind: input.kind, code, link: null, body: input.body(code) });
  }
  return { sharedKey };
}

/** The 6-digit SMS code that proves a phone: the application's own code, or a number added to an account. */
export function issueSmsOtp(db: Db, config: AppConfig, delivery: MessageDelivery, input: { purpose: 'otp' | 'phone_otp'; phone: string; subject: string }): Promise<{ sharedKey: string }> {
  return issueCode(db, config, delivery, {
    purpose: input.purpose,
    recipient: input.phone,
    subject: input.subject,
    length: 6,
    channel: 'sms',
    kind: 'otp',
    body: (code) => `${code} is your Zoomies code. It expires in 10 minutes.`,
  });
}

/** Wrong tries of the subject in the window, oldest first. */
async function recentFailures(db: Db, now: Date, purpose: CodePurpose, subject: string): Promise<string[]> {
  const rows = await db
    .selectFrom('code_failures')
    .select('created')
    .where('purpose', '=', purpose)
    .where('subject', '=', subject)
    .where('created', '>', iso(new Date(now.getTime() - FAILURE_WINDOW_MS)))
    .orderBy('created', 'asc')
    .execute();
  return rows.map((row) => row.created);
}

export interface CheckCodeInput {
  purpose: CodePurpose;
  /** Find the code by its shared key (own code, login) ... */
  sharedKey?: string;
  /** ... or take the newest code of the subject (the partner code, which has no key on the client). */
  subject?: string;
  code: string;
  maxTries: number;
}

/**
 * Checks a code and consumes it. Returns the code's subject. Throws 400 for a wrong, unknown or
 * expired code and 429 once the subject had `maxTries` wrong tries.
 */
export async function checkCode(db: Db, config: AppConfig, input: CheckCodeInput): Promise<{ subject: string }> {
  const now = config.now();
  let query = db.selectFrom('one_time_codes').selectAll().where('purpose', '=', input.purpose);
  if (input.sharedKey !== undefined) query = query.where('shared_key', '=', input.sharedKey);
  if (input.subject !== undefined) query = query.where('subject', '=', input.subject);
  const row = await query.orderBy('created', 'desc').limit(1).executeTakeFirst();
  const subject = row?.subject ?? input.subject;
  if (!row || !subject) throw new HttpError(400, WRONG_CODE_MESSAGE, 'wrong_code');

  const failures = await recentFailures(db, now, input.purpose, subject);
  if (failures.length >= input.maxTries) {
    // Blocked until enough wrong tries leave the window.
    const freedAt = Date.parse(failures[failures.length - input.maxTries] as string) + FAILURE_WINDOW_MS;
    const wait = Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000));
    throw new HttpError(429, 'Too many wrong codes. Please request a new code in a few minutes.', 'too_many_attempts', { retry_after: wait }, { 'Retry-After': String(wait) });
  }
  if (row.consumed_at !== null || row.expires_at <= iso(now)) {
    throw new HttpError(400, 'This code has expired. Please request a new one.', 'code_expired');
  }
  if (row.code_hash !== hashCode(config, row.shared_key, input.code)) {
    await db.insertInto('code_failures').values({ id: newId(), purpose: input.purpose, subject, created: iso(now) }).execute();
    await db.updateTable('one_time_codes').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('id', '=', row.id).execute();
    throw new HttpError(400, WRONG_CODE_MESSAGE, 'wrong_code');
  }
  // Single use, also when the same code is sent twice at once: only one update wins.
  const consumed = await db
    .updateTable('one_time_codes')
    .set({ consumed_at: iso(now) })
    .where('id', '=', row.id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  if (Number(consumed.numUpdatedRows) !== 1) throw new HttpError(400, 'This code has expired. Please request a new one.', 'code_expired');
  await db.deleteFrom('code_failures').where('purpose', '=', input.purpose).where('subject', '=', subject).execute();
  return { subject };
}
