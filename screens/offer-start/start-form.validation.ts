import * as yup from 'yup';
import '../../src/ui/yup-locale.ts';
import { digitsOnly } from '../../src/ui/mask.ts';
import { isValidMonthDay } from '../../src/ui/date-rules.ts';
import { PHONE_DIGITS } from '../../services/contract/constants.ts';

// Offer start and Let's get started (first document, section 5, 'Offer start').
export const startFormSchema = yup.object({
  phone: yup
    .string()
    .required('Phone number is required')
    .test('phone-length', 'Please enter a valid phone number', (value) => digitsOnly(value ?? '').length >= PHONE_DIGITS),
  dob: yup
    .string()
    .required('Date of birth is required')
    .min(5, 'Please enter a valid date')
    .test('month-day', 'Please enter a valid date', (value) => isValidMonthDay(value ?? '')),
});

export interface StartFormFields {
  /** '(512) 555-0100' as shown. */
  phone: string;
  /** 'MM/DD' as shown. */
  dob: string;
}
