import { PHONE_CHECK_FAILED, PHONE_LINKED } from '../../services/contract/origination.schema.ts';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { fromFlag } from '../db/database.ts';
import { sentAhead } from '../db/sent-ahead.ts';
import type { Auth } from '../http/auth.ts';
import { HttpError, phoneAlreadyVerified } from '../http/http-error.ts';
import { MAX_PARTNER_TRIES, MAX_WRONG_TRIES } from '../messages/code-limits.ts';
import type { MessageDelivery } from '../messages/message-delivery.ts';
import { checkCode, issueCode, issueSmsOtp, lookUpCode } from '../messages/one-time-code.service.ts';
import { nowIso, ownedOrigination } from './origination-access.ts';
import { updateOrigination, type OriginationRow } from './origination.repository.ts';
import type { Partners } from './partners.ts';
import { recordProgress } from '../flow/progress.ts';
import { PHONE_CHECK_FAILED_TEXT } from '../../services/contract/reply-texts.ts';

// Proving the applicant holds the phone: the partner's 4-digit SMS code (our sandbox partner), or our
// own 6-digit code when the partner gives no correlation id or after two partner attempts.

const PHONE_CHECK_FAILED_MESSAGE = PHONE_CHECK_FAILED_TEXT;
const PHONE_LINKED_MESSAGE = 'This phone number is already linked to an account. Please contact us so we can help.';

function assertNotVerified(row: OriginationRow): void {
  if (fromFlag(row.phone_verified)) throw phoneAlreadyVerified();
}

/**
 * The phone is proven: the application moves on, and its funnel entry goes out beside it. Under load
 * each round trip waits for a busy database process, and a call's latency grows with the chain of
 * them; two independent statements sent together cost one link. A failed change answers 500 and the
 * applicant tries the step again, which enters the same state: the entry is early, never wrong.
 */
async function markPhoneVerified(db: Db, config: AppConfig, originationId: string): Promise<void> {
  await Promise.all([updateOrigination(db, originationId, { phone_verified: 1 }, nowIso(config)), recordProgress(db, originationId, 'about', config.now())]);
}

export async function startPhoneCheck(
  db: Db,
  config: AppConfig,
  partners: Partners,
  delivery: MessageDelivery,
  auth: Auth,
  originationId: string,
): Promise<{ correlation_id: string | null; notice: 'already_registered' | null }> {
  const row = await ownedOrigination(db, auth, originationId);
  assertNotVerified(row);
  const variant = partners.phoneCheck.variantOf(row.phone_number);
  if (variant === 'own_code' || row.correlation_id === null) return { correlation_id: null, notice: null };
  if (variant === 'check_fails') throw new HttpError(422, PHONE_CHECK_FAILED_MESSAGE, PHONE_CHECK_FAILED);
  if (variant === 'linked') throw new HttpError(409, PHONE_LINKED_MESSAGE, PHONE_LINKED, { link: '/contact' });
  await issueCode(db, config, delivery, {
    purpose: 'partner_code',
    recipient: row.phone_number,
    subject: row.id,
    length: 4,
    channel: 'sms',
    kind: 'partner_code',
    body: (code) => `Your Zoomies verification code is ${code}`,
  });
  return { correlation_id: row.correlation_id, notice: variant === 'already_registered' ? 'already_registered' : null };
}

export async function verifyPartnerCode(db: Db, config: AppConfig, auth: Auth, originationId: string, code: string): Promise<{ success: true }> {
  // The code's row is read beside the ownership check (decision 0030): only read, and judged only
  // once the caller is known to own the application, whose id is the code's subject.
  const found = sentAhead(lookUpCode(db, config, { purpose: 'partner_code', subject: originationId }));
  const row = await ownedOrigination(db, auth, originationId);
  assertNotVerified(row);
  // The subject is the origination: a code only ever unlocks its own application.
  await checkCode(db, config, { purpose: 'partner_code', subject: row.id, code, maxTries: MAX_PARTNER_TRIES }, found);
  await markPhoneVerified(db, config, row.id);
  return { success: true };
}

export async function sendOwnCode(db: Db, config: AppConfig, partners: Partners, delivery: MessageDelivery, auth: Auth, originationId: string): Promise<{ shared_key: string }> {
  const row = await ownedOrigination(db, auth, originationId);
  assertNotVerified(row);
  if (partners.phoneCheck.variantOf(row.phone_number) === 'linked') {
    throw new HttpError(409, PHONE_LINKED_MESSAGE, PHONE_LINKED, { link: '/contact' });
  }
  const { sharedKey } = await issueSmsOtp(db, config, delivery, { purpose: 'otp', phone: row.phone_number, subject: row.id });
  return { shared_key: sharedKey };
}

export async function verifyOwnCode(db: Db, config: AppConfig, auth: Auth, originationId: string, sharedKey: string, otp: string): Promise<{ ok: true }> {
  const found = sentAhead(lookUpCode(db, config, { purpose: 'otp', sharedKey, subject: originationId }));
  const row = await ownedOrigination(db, auth, originationId);
  assertNotVerified(row);
  await checkCode(db, config, { purpose: 'otp', sharedKey, subject: row.id, code: otp, maxTries: MAX_WRONG_TRIES }, found);
  await markPhoneVerified(db, config, row.id);
  return { ok: true };
}
