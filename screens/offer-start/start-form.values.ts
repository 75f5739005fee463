import { applyMask, digitsOnly, MONTH_DAY_MASK, PHONE_MASK } from '../../src/ui/mask.ts';
import type { StartFormFields } from './start-form.validation.ts';
import type { StartValues } from '../../services/contract/form-values.ts';

/** '(512) 555-0100' → '+15125550100'. */
export function toE164(phone: string): string {
  return `+1${digitsOnly(phone).slice(-10)}`;
}

/** '+15125550100', '5125550100' or '(512) 555-0100' → '(512) 555-0100'. */
export function toDisplayPhone(phone: string | undefined | null): string {
  if (!phone) return '';
  const digits = digitsOnly(phone);
  return applyMask(digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits, PHONE_MASK);
}

/** '01-15', '0115' or '01/15' → '01/15'. */
export function toDisplayMonthDay(dob: string | undefined | null): string {
  return dob ? applyMask(dob, MONTH_DAY_MASK) : '';
}

export function toStartValues(fields: StartFormFields): StartValues {
  return { phoneNumber: toE164(fields.phone), dob: fields.dob.replace('/', '-') };
}
