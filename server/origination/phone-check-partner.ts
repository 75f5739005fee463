// How the partner that proves an applicant holds the phone answers for a number: a port that the
// composition root fills (server/app.ts). In production the partner sends a 4-digit code to every
// number; the sandbox answers by the phone rows of SANDBOX.md (server/sandbox/phone-variants.ts).

type PhoneVariant =
  /** The partner sends a 4-digit code by SMS. */
  | 'partner_code'
  /** The partner gives no correlation id; the own 6-digit code is used. */
  | 'own_code'
  /** The phone check fails. */
  | 'check_fails'
  /** Already registered; an additional code is sent. */
  | 'already_registered'
  /** Linked to an account. */
  | 'linked';

export interface PhoneCheckPartner {
  /** How the partner answers for this number (E.164). */
  variantOf(e164: string): PhoneVariant;
}

/** Production's partner: a 4-digit code for every number. */
export const ordinaryPhoneCheck: PhoneCheckPartner = { variantOf: () => 'partner_code' };
