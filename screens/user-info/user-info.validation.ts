import * as yup from 'yup';
import '../../src/ui/yup-locale.ts';
import { digitsOnly } from '../../src/ui/mask.ts';
import { isAdultBirthDate, isValidFullDate } from '../../src/ui/date-rules.ts';
import { PHONE_DIGITS } from '../../services/contract/constants.ts';
import { addressRules } from '../shared/address-fields.validation.ts';

// Personal and financial details (first document, section 5, 'User info'), word for word.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A last name of one letter is accepted only for these (with a hint to enter the full name). */
export const SINGLE_LETTER_LAST_NAMES = ['A', 'I', 'O', 'U', 'Y'];

/** Any string type error shows 'This field is required'. */
const text = () => yup.string().typeError('This field is required');

export function userInfoSchema(lastFourOnly: boolean) {
  return yup.object({
    firstName: text().trim().required('First name is required').min(2, 'First name is required'),
    lastName: text()
      .trim()
      .required('Last name is required')
      .test('last-name', 'Last name is required', (value = '') => value.length >= 2 || SINGLE_LETTER_LAST_NAMES.includes(value.toUpperCase())),
    phone: text()
      .required('Phone number is required')
      .test('phone', 'Invalid phone number', (value = '') => digitsOnly(value).length === PHONE_DIGITS),
    email: text().trim().required('Email is required').matches(EMAIL, 'Invalid email address'),
    dob: text()
      .required('Date of birth is required')
      .length(10, 'Invalid date entered')
      .test('date', 'Invalid date entered', (value = '') => isValidFullDate(value))
      .test('age', 'Invalid date of birth', (value = '') => isAdultBirthDate(value)),
    ssn: lastFourOnly
      ? text().required('Last four of your SSN is required').length(11, 'Last four of your SSN is required')
      : text()
          .required('SSN is required')
          .test('ssn', 'SSN is required', (value = '') => digitsOnly(value).length >= 9),
    ...addressRules,
    residenceType: text().required('Residence type is required'),
    monthlyHousingPayment: text().required('Monthly housing payment is required'),
    employmentType: text().required('Employment type is required'),
    annualIncome: text().required('Annual income is required'),
  });
}
