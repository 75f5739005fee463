import type { AppMode } from '../config.ts';

// The phone rows of SANDBOX.md, by the last four digits of a 555 number (any area code). In
// production every number is an ordinary number: the partner sends a 4-digit code.

export type PhoneVariant =
  /** 0100–0169 and ordinary numbers: the partner sends a 4-digit code by SMS. */
  | 'partner_code'
  /** 0170–0179: the partner gives no correlation id; the own 6-digit code is used. */
  | 'own_code'
  /** 0180: the phone check fails. */
  | 'check_fails'
  /** 0190: already registered; an additional code is sent. */
  | 'already_registered'
  /** 0191: linked to an account. */
  | 'linked';

/** The fictional range: +1 AAA 555 01XX. Returns XX as a number, or null for other numbers. */
function fictionalSuffix(e164: string): number | null {
  const match = /^\+1\d{3}5550(1\d{2})$/.exec(e164);
  return match ? Number(match[1]) - 100 : null;
}

export function phoneVariant(e164: string, mode: AppMode): PhoneVariant {
  if (mode !== 'sandbox') return 'partner_code';
  const suffix = fictionalSuffix(e164);
  if (suffix === null) return 'partner_code';
  if (suffix >= 70 && suffix <= 79) return 'own_code';
  if (suffix === 80) return 'check_fails';
  if (suffix === 90) return 'already_registered';
  if (suffix === 91) return 'linked';
  return 'partner_code';
}
