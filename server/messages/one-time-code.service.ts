import { randomInt } from 'node:crypto';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { iso } from '../db/database.ts';
import { newId, randomToken } from '../db/ids.ts';
import { keyedHash } from '../auth/signed-token.ts';
import { HttpError, tooMany } from '../http/http-error.ts';
import { clearHits, takeHit } from '../limits/sliding-limit.repository.ts';
import { CODE_TTL_MS, wrongTries } from './code-limits.ts';
import { formatDuration } from '../../services/contract/duration.ts';
import { WRONG_CODE_TEXT } from '../../services/contract/wrong-code-text.ts';
import type { MessageDelivery } from './message-delivery.ts';
import type { MessageChannel, MessageKind } from './message-kind.ts';
import { consumeCode, countWrongTry, findNewestCode, insertCode, retireLiveCodes } from './one-time-code.repository.ts';
import type { OneTimeCodeRow } from './one-time-code.repository.ts';
import { assertMaySendTo } from './recipient-limit.ts';

// One-time codes: random, single use, valid 10 minutes, stored only as keyed hashes (the code and
// the shared key the client sends back with it). Sends are limited per recipient; wrong tries per
// purpose and subject, so a resend does not reset them. Every limit is taken atomically before the
// work it guards: a burst of requests on any number of instances gets exactly the allowed number.

type CodePurpose = 'partner_code' | 'otp' | 'login_code' | 'phone_otp';

const EXPIRED_MESSAGE = 'This code has expired. Please request a new one.';

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

// The shared key only finds the row; the code's hash is keyed by the row, so the partner code (which
// the client sends without a key) is checked the same way.
const hashSharedKey = (config: AppConfig, sharedKey: string) => keyedHash(config.tokenSecret, 'shared_key', sharedKey);
const hashCode = (config: AppConfig, codeId: string, code: string) => keyedHash(config.tokenSecret, `code:${codeId}`, code);

export async function issueCode(db: Db, config: AppConfig, delivery: MessageDelivery, input: IssueCodeInput): Promise<{ sharedKey: string }> {
  const now = config.now();
  await assertMaySendTo(db, now, input.recipient, input.kind);
  const code = String(randomInt(0, 10 ** input.length)).padStart(input.length, '0');
  const sharedKey = randomToken(24);
  const id = newId();
  // A new code replaces the previous ones of the same purpose and subject (their wrong tries stay).
  // Both statements go out together (one round trip): the retiring spares the new code by its id.
  await Promise.all([
    retireLiveCodes(db, input.purpose, input.subject, iso(now), id),
    insertCode(db, {
      id,
      purpose: input.purpose,
      recipient: input.recipient,
      subject: input.subject,
      shared_key_hash: hashSharedKey(config, sharedKey),
      code_hash: hashCode(config, id, code),
      expires_at: iso(new Date(now.getTime() + CODE_TTL_MS)),
      attempts: 0,
      consumed_at: null,
      created: iso(now),
    }),
  ]);
  if (input.deliver !== false) {
    await delivery.send({ to: input.recipient, channel: input.channel, kind: input.kind, code, link: null, body: input.body(code), ttlMs: CODE_TTL_MS });
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
    body: (code) => `${code} is your Zoomies code. It expires in ${formatDuration(CODE_TTL_MS, 'long')}.`,
  });
}

export interface CheckCodeInput {
  purpose: CodePurpose;
  /** Find the code by its shared key (own code, login) ... */
  sharedKey?: string;
  /** ... and/or by its subject (the partner code, which has no key on the client). */
  subject?: string;
  code: string;
  maxTries: number;
}

/**
 * Starts the lookup of the code that `checkCode` will judge. It only reads, so a caller can send it
 * beside its own first read (decision 0030) and hand it to `checkCode`, which judges it only then.
 */
export function lookUpCode(db: Db, config: AppConfig, input: Pick<CheckCodeInput, 'purpose' | 'sharedKey' | 'subject'>): Promise<OneTimeCodeRow | undefined> {
  return findNewestCode(db, input.purpose, {
    ...(input.sharedKey !== undefined ? { sharedKeyHash: hashSharedKey(config, input.sharedKey) } : {}),
    ...(input.subject !== undefined ? { subject: input.subject } : {}),
  });
}

/**
 * Checks a code and consumes it; returns its subject. The answers a client tells apart:
 * 400 `code_expired` (expired, used, replaced, or no live code), 429 `too_many_attempts` (the subject
 * had `maxTries` wrong tries in 10 minutes; Retry-After), 400 `wrong_code`.
 * `found` is the code's lookup when the caller sent it ahead (`lookUpCode`).
 */
export async function checkCode(db: Db, config: AppConfig, input: CheckCodeInput, found: Promise<OneTimeCodeRow | undefined> = lookUpCode(db, config, input)): Promise<{ subject: string }> {
  const now = config.now();
  const row = await found;
  // An expired, used or replaced code cannot be guessed: it takes no try.
  if (!row || row.consumed_at !== null || row.expires_at <= iso(now)) throw new HttpError(400, EXPIRED_MESSAGE, 'code_expired');

  // The guess takes one of the subject's tries before it is judged: of concurrent guesses, only
  // `maxTries` are ever compared. A right code gives the tries back.
  const triesKey = `wrong:${input.purpose}:${row.subject}`;
  const tries = await takeHit(db, triesKey, wrongTries(input.maxTries), now);
  if (!tries.taken) {
    throw tooMany('too_many_attempts', 'Too many wrong codes. Please request a new code in a few minutes.', tries.retryAfterMs / 1000);
  }
  if (row.code_hash !== hashCode(config, row.id, input.code)) {
    await countWrongTry(db, row.id);
    throw new HttpError(400, WRONG_CODE_TEXT, 'wrong_code');
  }
  // Single use, also when the same code is sent twice at once: only one update wins.
  // The tries are given back beside it (one round trip): should another request have consumed the
  // code first, that one was right as well and gives them back too.
  const [consumed] = await Promise.all([consumeCode(db, row.id, iso(now)), clearHits(db, triesKey)]);
  if (!consumed) throw new HttpError(400, EXPIRED_MESSAGE, 'code_expired');
  return { subject: row.subject };
}
