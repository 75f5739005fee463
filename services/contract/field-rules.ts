import { BIRTH_DATE_REQUIRED } from './start-field-rules.ts';

// Each field of the applicant's forms: its rule (pattern, lengths) and the spec's words for it (first
// document, section 5, quoted exactly), written once for both sides (issue 35, "each fact once"). The
// screens build their yup schemas from these (the start form checks by hand: its budget has no room
// for yup), the contract builds its zod schemas from them, and the server answers with the same
// words. Plain data, no zod and no yup: a screen's chunk pulls in only the rules it reads. One
// constant per field, so a bundle keeps only the fields its forms have. The start form's two fields
// are in start-field-rules.ts, for the first screen's budget.

/** What the spec says for any field when no rule of its own speaks. */
export const ANY_FIELD = {
  /** 'Any string type error shows ...' */
  typeError: 'This field is required',
  /** 'Minimum-length default message' */
  tooShort: (min: number) => `Value must be at least ${min} characters`,
} as const;

/** Personal details' date of birth: MM/DD/YYYY, a real date, an age of 18 to 120. */
export const BIRTH_DATE_RULE = {
  pattern: /^\d{2}\/\d{2}\/\d{4}$/,
  length: 10,
  required: BIRTH_DATE_REQUIRED,
  invalid: 'Invalid date entered',
  /** The spec's custom message: younger than 18 or older than 120. */
  outOfRange: 'Invalid date of birth',
} as const;

/**
 * An email: the screens check this pattern as the applicant types; the contract checks zod's email
 * format (stricter) with the same words, so the server refuses what no screen would send.
 */
export const EMAIL_RULE = {
  pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  maxLength: 254,
  required: 'Email is required',
  invalid: 'Invalid email address',
} as const;

/** Legal names: the check itself is `isFirstName` / `isLastName` (legal-name.ts, decision 0034). */
export const FIRST_NAME_RULE = { maxLength: 200, required: 'First name is required' } as const;
export const LAST_NAME_RULE = { maxLength: 200, required: 'Last name is required' } as const;

/** Nine digits, or the last four when only those are on file (typed in a masked '***-**-dddd'). */
export const SSN_RULE = {
  /** As sent. */
  pattern: /^(\d{9}|\d{4})$/,
  digits: 9,
  maskedLastFourLength: 11,
  required: 'SSN is required',
  lastFourRequired: 'Last four of your SSN is required',
} as const;

export const RESIDENCE_TYPE_RULE = { required: 'Residence type is required' } as const;
export const EMPLOYMENT_TYPE_RULE = { required: 'Employment type is required' } as const;
/** Whole dollars. */
export const ANNUAL_INCOME_RULE = { max: 100_000_000, required: 'Annual income is required' } as const;
/** Whole dollars. */
export const MONTHLY_HOUSING_PAYMENT_RULE = { max: 10_000_000, required: 'Monthly housing payment is required' } as const;

export const PET_NAME_RULE = {
  minLength: 2,
  maxLength: 40,
  required: 'Pet name is required',
  tooShort: 'Pet name must be at least 2 characters long',
} as const;
export const PET_TYPE_RULE = { required: 'Pet type is required' } as const;
export const PET_AGE_RULE = { required: 'Pet age is required' } as const;
/** A breed id. */
export const PET_BREED_RULE = { maxLength: 80, required: 'Pet breed is required' } as const;
export const PET_GENDER_RULE = { required: 'Pet gender is required' } as const;
export const HEALTH_CONDITIONS_RULE = { required: 'Health condition is required' } as const;

/** The home address (pet and personal steps); the P.O. Box wording is the screens' (address-fields.texts.ts). */
export const ADDRESS_LINE_RULE = { maxLength: 120, required: 'Address is required' } as const;
export const EXTENDED_ADDRESS_RULE = { maxLength: 60 } as const;
export const CITY_RULE = { maxLength: 60, required: 'City is required' } as const;
/** A state's two-letter code, as picked. */
export const STATE_RULE = { pattern: /^[A-Z]{2}$/, required: 'State is required' } as const;
export const POSTAL_CODE_RULE = {
  /** As sent: five digits, or ZIP+4. */
  pattern: /^\d{5}(-\d{4})?$/,
  minDigits: 5,
  required: 'Zipcode is required',
  tooShort: 'Zipcode should have minimum 5 digits',
} as const;

/** The alternate address's unit (apartment, suite). */
export const UNIT_RULE = { maxLength: 30, tooLong: 'Value must be at most 30 characters' } as const;
