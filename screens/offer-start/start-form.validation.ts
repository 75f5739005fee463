import { digitsOnly } from '../../src/ui/mask.ts';
import { isValidMonthDay } from '../../src/ui/date-rules.ts';
import { MONTH_DAY_RULE, PHONE_RULE } from '../../services/contract/start-field-rules.ts';

// Offer start and Let's get started (first document, section 5, 'Offer start'). Two fields checked by
// hand (with the contract's field rules) rather than by a yup schema: this form is the first screen, whose JavaScript budget has no room
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
  if (!values.phone) errors.phone = PHONE_RULE.required;
  else if (digitsOnly(values.phone).length < PHONE_RULE.digits) errors.phone = PHONE_RULE.tooShort;
  if (!values.dob) errors.dob = MONTH_DAY_RULE.required;
  else if (values.dob.length < MONTH_DAY_RULE.minLength || !isValidMonthDay(values.dob)) errors.dob = MONTH_DAY_RULE.invalid;
  return errors;
}
