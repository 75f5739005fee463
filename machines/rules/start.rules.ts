import { PARTNER_ATTEMPTS_BEFORE_OWN_CODE, PARTNER_CODE_LENGTH, OWN_CODE_LENGTH, BLACKOUT_STATES } from '../../services/contract/constants.ts';

// Next-step rules of the first document's section 4 (start, verification, pet), as pure functions.

/** Own one-time code when the partner gave no correlation id or after 2 failed partner attempts. */
export const isOwnCodeUsed = (correlationId: string | null, partnerAttempts: number): boolean =>
  correlationId === null || partnerAttempts >= PARTNER_ATTEMPTS_BEFORE_OWN_CODE;

/** Resend on the partner screen: 2 or more failed attempts send the applicant back to the start. */
export const hasExhaustedPartnerAttempts = (partnerAttempts: number): boolean =>
  partnerAttempts >= PARTNER_ATTEMPTS_BEFORE_OWN_CODE;

const digits = (length: number) => new RegExp(`^\\d{${length}}$`);
export const isPartnerCode = (code: unknown): boolean => typeof code === 'string' && digits(PARTNER_CODE_LENGTH).test(code);
export const isOwnCode = (code: unknown): boolean => typeof code === 'string' && digits(OWN_CODE_LENGTH).test(code);

export const isBlackoutState = (state: string | null | undefined): boolean =>
  !!state && (BLACKOUT_STATES as readonly string[]).includes(state.toUpperCase());

