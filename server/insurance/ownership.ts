import type { Auth } from '../http/auth.ts';
import { notFound } from '../http/http-error.ts';

// An applicant token owns the records of its origination; a user token owns the records of its user.
// Anything else (another applicant's id, an unknown id) answers the same 404.

export interface Owned {
  origination_id: string;
  user_id: string;
}

export function isOwnedBy(auth: Auth, row: Owned): boolean {
  if (auth.kind === 'applicant') return row.origination_id === auth.originationId;
  if (auth.kind === 'user') return row.user_id === auth.userId;
  return false;
}

export function assertOwned<T extends Owned>(auth: Auth, row: T | undefined, what: string): T {
  if (!row || !isOwnedBy(auth, row)) throw notFound(`${what} not found`);
  return row;
}
