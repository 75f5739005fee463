import type { PhoneCheckPartner } from '../origination/phone-check-partner.ts';

// The sandbox's phone-check partner (the PhoneCheckPartner port of
// server/origination/phone-check-partner.ts): the phone rows of SANDBOX.md, by the last four digits
// of a 555 number (any area code). Any other number is an ordinary number: the partner sends a
// 4-digit code.

/** The fictional range: +1 AAA 555 01XX. Returns XX as a number, or null for other numbers. */
function fictionalSuffix(e164: string): number | null {
  const match = /^\+1\d{3}5550(1\d{2})$/.exec(e164);
  return match ? Number(match[1]) - 100 : null;
}

export const sandboxPhoneCheck: PhoneCheckPartner = {
  variantOf(e164) {
    const suffix = fictionalSuffix(e164);
    if (suffix === null) return 'partner_code';
    // 0170–0179: no correlation id; 0180: the check fails; 0190: already registered; 0191: linked.
    if (suffix >= 70 && suffix <= 79) return 'own_code';
    if (suffix === 80) return 'check_fails';
    if (suffix === 90) return 'already_registered';
    if (suffix === 91) return 'linked';
    return 'partner_code';
  },
};
