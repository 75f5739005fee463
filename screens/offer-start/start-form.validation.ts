import { digitsOnly } from '../../src/ui/mask.ts';
import { isValidMonthDay } from '../../src/ui/date-rules.ts';
import { PHONE_DIGITS } from '../../services/contract/constants.ts';

// Offer start and Let's get started (first document, section 5, 'Offer start'). Two fields checked by
// hand rather than by a yup schema: this form is the first screen, whose JavaScript budget has no room
// for yup (docs/decisions/0015-first-screen-budget.md). The rules and messages are the spec's; the
// first failing rule of a field is the one shown.

export interface StartFormFields {
  /** '(512) 555-0100' as shown. */
  phone: string;
  /** 'MM/DD' as shown. */
  dob: string;
}

export type StartFormErrors = Partial<Record<keyof StartFormFields, string>>;

export function validateStartForm(values: StartFormFields): StartFormErrors {
  const errors: StartFormErrors = {};
  if (!values.phone) errors.phone = 'Phone number is required';
  else if (digitsOnly(values.phone).length < PHONE_DIGITS) errors.phone = 'Please enter a valid phone number';
  if (!values.dob) errors.dob = 'Date of birth is required';
  else if (values.dob.length < 5 || !isValidMonthDay(values.dob)) errors.dob = 'Please enter a valid date';
  return errors;
}
