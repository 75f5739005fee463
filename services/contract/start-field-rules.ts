import { PHONE_DIGITS } from './constants.ts';

// The rules of the first screen's two fields, the phone and the month and day of birth, with the
// spec's words (first document, section 5): the rest of services/contract/field-rules.ts. Apart
// because the first screen's chunk keeps every export of a module it shares with later screens, and
// its budget (95 kB) has no room for the other forms' rules (decision 0078).

/** A US phone number: typed as (ddd) ddd-dddd, sent in E.164. */
export const PHONE_RULE = {
  digits: PHONE_DIGITS,
  /** As sent: +1 and ten digits. */
  e164: /^\+1\d{10}$/,
  required: 'Phone number is required',
  /** Offer start and the alternate payment: fewer digits than a number has. */
  tooShort: 'Please enter a valid phone number',
  /** Personal details, and the contract for a number not in E.164. */
  invalid: 'Invalid phone number',
} as const;

/** Both dates of birth (the start's month and day, personal details' full date) say it when empty. */
export const BIRTH_DATE_REQUIRED = 'Date of birth is required';

/** The start's date of birth: month and day, typed MM/DD (mask ##/##), sent MM-DD. */
export const MONTH_DAY_RULE = {
  /** As sent. */
  pattern: /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  minLength: 5,
  required: BIRTH_DATE_REQUIRED,
  invalid: 'Please enter a valid date',
} as const;
