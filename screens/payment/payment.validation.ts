import * as yup from 'yup';
import { PHONE_DIGITS } from '../../services/contract/constants.ts';

// The alternate payment phone: (###) ###-####, valid only with 10 digits, sent with +1.
export const phoneSchema = yup.object({
  phone: yup
    .string()
    .required('Phone number is required')
    .test('ten-digits', 'Please enter a valid phone number', (value) => (value ?? '').replace(/\D/g, '').length === PHONE_DIGITS),
});

export function hasTenDigits(value: string): boolean {
  return value.replace(/\D/g, '').length === PHONE_DIGITS;
}

/** '(512) 555-0100' → '+15125550100'. */
export function toE164(value: string): string {
  return `+1${value.replace(/\D/g, '')}`;
}
