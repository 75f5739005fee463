import * as yup from 'yup';
import '../shared/yup-locale.ts';
import { digitsOnly } from '../../src/ui/mask.ts';
import { isAdultBirthDate, isValidFullDate } from '../../src/ui/date-rules.ts';
import { ANNUAL_INCOME_RULE, ANY_FIELD, BIRTH_DATE_RULE, EMAIL_RULE, EMPLOYMENT_TYPE_RULE, FIRST_NAME_RULE, LAST_NAME_RULE, MONTHLY_HOUSING_PAYMENT_RULE, RESIDENCE_TYPE_RULE, SSN_RULE } from '../../services/contract/field-rules.ts';
import { PHONE_RULE } from '../../services/contract/start-field-rules.ts';
import { isFirstName, isLastName, legalName } from '../../services/contract/legal-name.ts';
import { addressRules } from '../shared/address-fields.validation.ts';

// Personal and financial details (first document, section 5, 'User info'), from the contract's
// field rules.

/** Any string type error shows 'This field is required'. */
const text = () => yup.string().typeError(ANY_FIELD.typeError);

export function userInfoSchema(lastFourOnly: boolean) {
  return yup.object({
    // Legal names keep letters, spaces, apostrophes and hyphens: the rule the server checks too.
    firstName: text()
      .required(FIRST_NAME_RULE.required)
      .test('first-name', FIRST_NAME_RULE.required, (value = '') => isFirstName(legalName(value))),
    lastName: text()
      .required(LAST_NAME_RULE.required)
      .test('last-name', LAST_NAME_RULE.required, (value = '') => isLastName(legalName(value))),
    phone: text()
      .required(PHONE_RULE.required)
      .test('phone', PHONE_RULE.invalid, (value = '') => digitsOnly(value).length === PHONE_RULE.digits),
    email: text().trim().required(EMAIL_RULE.required).matches(EMAIL_RULE.pattern, EMAIL_RULE.invalid),
    dob: text()
      .required(BIRTH_DATE_RULE.required)
      .length(BIRTH_DATE_RULE.length, BIRTH_DATE_RULE.invalid)
      .test('date', BIRTH_DATE_RULE.invalid, (value = '') => isValidFullDate(value))
      .test('age', BIRTH_DATE_RULE.outOfRange, (value = '') => isAdultBirthDate(value)),
    ssn: lastFourOnly
      ? text().required(SSN_RULE.lastFourRequired).length(SSN_RULE.maskedLastFourLength, SSN_RULE.lastFourRequired)
      : text()
          .required(SSN_RULE.required)
          .test('ssn', SSN_RULE.required, (value = '') => digitsOnly(value).length >= SSN_RULE.digits),
    ...addressRules,
    residenceType: text().required(RESIDENCE_TYPE_RULE.required),
    monthlyHousingPayment: text().required(MONTHLY_HOUSING_PAYMENT_RULE.required),
    employmentType: text().required(EMPLOYMENT_TYPE_RULE.required),
    annualIncome: text().required(ANNUAL_INCOME_RULE.required),
  });
}
