import * as yup from 'yup';
import '../shared/yup-locale.ts';
import { digitsOnly } from '../../src/ui/mask.ts';
import { isAdultBirthDate, isValidFullDate } from '../../src/ui/date-rules.ts';
import { PHONE_DIGITS } from '../../services/contract/constants.ts';
import { isFirstName, isLastName, legalName } from '../../services/contract/legal-name.ts';
import { addressRules } from '../shared/address-fields.validation.ts';

// Personal and financial details (first document, section 5, 'User info'), word for word.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Any string type error shows 'This field is required'. */
const text = () => yup.string().typeError('This field is required');

export function userInfoSchema(lastFourOnly: boolean) {
  return yup.object({
    // Legal names keep letters, spaces, apostrophes and hyphens: the rule the server checks too.
    firstName: text()
      .required('First name is required')
      .test('first-name', 'First name is required', (value = '') => isFirstName(legalName(value))),
    lastName: text()
      .required('Last name is required')
      .test('last-name', 'Last name is required', (value = '') => isLastName(legalName(value))),
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
