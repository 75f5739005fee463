import { PARTNER_ATTEMPTS_BEFORE_OWN_CODE, PARTNER_CODE_LENGTH, OWN_CODE_LENGTH, BLACKOUT_STATES } from '../../services/contract/constants.ts';

// Next-step rules of the first document's section 4 (start, verification, pet), as pure functions.

export type StartStep = 'instalink' | 'verifyOwn' | 'verifyPartner';

/** Own one-time code when the partner gave no correlation id or after 2 failed partner attempts. */
export const isOwnCodeUsed = (correlationId: string | null, partnerAttempts: number): boolean =>
  correlationId === null || partnerAttempts >= PARTNER_ATTEMPTS_BEFORE_OWN_CODE;

/** getStarted and offer.start: instalink on mobile; else own-code verify if used; else verify. */
export function startStep(isMobile: boolean, correlationId: string | null, partnerAttempts: number): StartStep {
  if (isMobile) return 'instalink';
  return isOwnCodeUsed(correlationId, partnerAttempts) ? 'verifyOwn' : 'verifyPartner';
}

/** Resend on the partner screen: 2 or more failed attempts send the applicant back to the start. */
export const hasExhaustedPartnerAttempts = (partnerAttempts: number): boolean =>
  partnerAttempts >= PARTNER_ATTEMPTS_BEFORE_OWN_CODE;

const digits = (length: number) => new RegExp(`^\\d{${length}}$`);
export const isPartnerCode = (code: unknown): boolean => typeof code === 'string' && digits(PARTNER_CODE_LENGTH).test(code);
export const isOwnCode = (code: unknown): boolean => typeof code === 'string' && digits(OWN_CODE_LENGTH).test(code);

export const isBlackoutState = (state: string | null | undefined): boolean =>
  !!state && (BLACKOUT_STATES as readonly string[]).includes(state.toUpperCase());

/** A challenge answered 403 or 404: the origination is not the applicant's; start again. */
export const isChallengeRefused = (status: number | undefined): boolean => status === 403 || status === 404;
