import type { LoginValidateResponse } from '../../services/contract/auth.schema.ts';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/http-error.ts';
import { formatDuration } from '../../services/contract/duration.ts';
import { CODE_TTL_MS, MAX_WRONG_TRIES } from '../messages/code-limits.ts';
import type { MessageDelivery } from '../messages/message-delivery.ts';
import { checkCode, issueCode } from '../messages/one-time-code.service.ts';
import { WRONG_CODE_TEXT } from '../../services/contract/wrong-code-text.ts';
import { issueTokens } from './token.service.ts';
import { findUserByEmail, normalizeEmail } from './user.repository.ts';
import { toUser } from './user.view.ts';

// Sign-in by an emailed 6-digit code. An unknown email gets the same answer, the same limits and a
// code that is stored but never sent, so the answers never tell whether an email has an account.

export async function startLogin(db: Db, config: AppConfig, delivery: MessageDelivery, email: string): Promise<{ shared_key: string }> {
  const normalized = normalizeEmail(email);
  const user = await findUserByEmail(db, normalized);
  const { sharedKey } = await issueCode(db, config, delivery, {
    purpose: 'login_code',
    recipient: normalized,
    subject: normalized,
    length: 6,
    channel: 'email',
    kind: 'login_code',
    body: (code) => `Your Zoomies sign-in code is ${code}. It expires in ${formatDuration(CODE_TTL_MS, 'long')}.`,
    deliver: user !== undefined,
  });
  return { shared_key: sharedKey };
}

export async function validateLogin(db: Db, config: AppConfig, sharedKey: string, otp: string): Promise<LoginValidateResponse> {
  const { subject } = await checkCode(db, config, { purpose: 'login_code', sharedKey, code: otp, maxTries: MAX_WRONG_TRIES });
  const user = await findUserByEmail(db, subject);
  if (!user) throw new HttpError(400, WRONG_CODE_TEXT, 'wrong_code');
  const tokens = await issueTokens(db, config, user.id);
  return { ...tokens, user: toUser(user) };
}
