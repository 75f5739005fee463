import * as yup from 'yup';
import { PHONE_RULE } from '../../services/contract/start-field-rules.ts';

// The alternate payment phone: (###) ###-####, valid only with 10 digits, sent with +1.
export const phoneSchema = yup.object({
  phone: yup
    .string()
    .required(PHONE_RULE.required)
    .test('ten-digits', PHONE_RULE.tooShort, (value) => (value ?? '').replace(/\D/g, '').length === PHONE_RULE.digits),
});

export function hasTenDigits(value: string): boolean {
  return value.replace(/\D/g, '').length === PHONE_RULE.digits;
}

/** '(512) 555-0100' → '+15125550100'. */
export function toE164(value: string): string {
  return `+1${value.replace(/\D/g, '')}`;
}
