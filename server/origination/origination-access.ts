import type { AppConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { fromFlag } from '../db/database.ts';
import type { Auth } from '../http/auth.ts';
import { HttpError, notFound, outOfOrder } from '../http/http-error.ts';
import { findOwnedOrigination, findOwnedPollRow, ownsOrigination, type OriginationRow, type PollRow } from './origination.repository.ts';

/**
 * The caller's origination, or 404 when it is not theirs (or does not exist: another's id looks like
 * an unknown id). One query.
 */
export async function ownedOrigination(db: Db, auth: Auth, originationId: string): Promise<OriginationRow> {
  return found(await findOwnedOrigination(db, auth, originationId));
}

/** The same for the decision poll (every waiting applicant, every 3 s), with only the columns it reads. */
export async function ownedPollRow(db: Db, auth: Auth, originationId: string): Promise<PollRow> {
  return found(await findOwnedPollRow(db, auth, originationId));
}

/**
 * 404 unless the caller owns the origination (ownsOrigination: an applicant token owns exactly its
 * origination, a user owns the originations whose user_id is theirs), reading its id and owner only.
 * Another's id looks like an unknown id.
 */
export async function assertOwnsOrigination(db: Db, auth: Auth, originationId: string): Promise<void> {
  if (!(await ownsOrigination(db, auth, originationId))) throw notFound('Application not found');
}

function found<T>(row: T | undefined): T {
  if (!row) throw notFound('Application not found');
  return row;
}

export function assertPhoneVerified(row: OriginationRow, status: 403 | 409 = 409): void {
  if (fromFlag(row.phone_verified)) return;
  if (status === 403) throw new HttpError(403, 'Please verify your phone number first.', 'phone_not_verified');
  throw outOfOrder('Please verify your phone number first.');
}

export function assertNotCompleted(row: OriginationRow): void {
  if (row.completed_at !== null) throw outOfOrder('Your details were already submitted for this application.');
}

export const nowIso = (config: AppConfig): string => config.now().toISOString();
