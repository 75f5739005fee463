import type { User } from '../../services/contract/auth.schema.ts';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { isUniqueViolation, iso } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import type { Auth } from '../http/auth.ts';
import { HttpError, notFound, applicationNotFound, signInRequired } from '../http/http-error.ts';
import type { MessageDelivery } from '../messages/message-delivery.ts';
import { issueSmsOtp } from '../messages/one-time-code.service.ts';
import { userOwnsSignup } from '../origination/origination.repository.ts';
import { findUserById } from './user.repository.ts';
import { findPhoneNumberOfUser, insertPhoneNumber, listPhoneNumbersOfUser } from './user-phone-number.repository.ts';
import { toUser } from './user.view.ts';

// The signed-in user: me, the customer of an application, and the user's phone numbers.

function userIdOf(auth: Auth): string {
  if (auth.kind !== 'user') throw signInRequired();
  return auth.userId;
}

export async function me(db: Db, auth: Auth): Promise<User> {
  const user = await findUserById(db, userIdOf(auth));
  if (!user) throw signInRequired();
  return toUser(user);
}

/** The user of a signup (origination id) or of a pet application, when it is the caller's. */
export async function customer(db: Db, auth: Auth, ref: { signup_id: string } | { application_id: string }): Promise<User> {
  if (!(await userOwnsSignup(db, userIdOf(auth), ref))) throw applicationNotFound();
  return me(db, auth);
}

export async function listPhoneNumbers(db: Db, auth: Auth): Promise<{ results: { id: string; phone_number: string }[] }> {
  const rows = await listPhoneNumbersOfUser(db, userIdOf(auth));
  return { results: rows };
}

export async function registerPhoneNumber(db: Db, config: AppConfig, auth: Auth, phoneNumber: string): Promise<{ id: string; phone_number: string }> {
  const id = newId();
  try {
    await insertPhoneNumber(db, { id, user_id: userIdOf(auth), phone_number: phoneNumber, verified: 0, created: iso(config.now()) });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, 'This phone number is already registered.', 'phone_exists');
    throw error;
  }
  return { id, phone_number: phoneNumber };
}

export async function sendUserPhoneCode(db: Db, config: AppConfig, delivery: MessageDelivery, auth: Auth, id: string): Promise<{ shared_key: string }> {
  const row = await findPhoneNumberOfUser(db, userIdOf(auth), id);
  if (!row) throw notFound('Phone number not found');
  const { sharedKey } = await issueSmsOtp(db, config, delivery, { purpose: 'phone_otp', phone: row.phone_number, subject: row.id });
  return { shared_key: sharedKey };
}
