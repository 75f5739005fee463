import type { ChallengeResponse } from '../../services/contract/origination.schema.ts';
import type { EmploymentType, ResidenceType } from '../../services/contract/common.schema.ts';
import { applyMask, digitsOnly, FULL_DATE_MASK } from '../../src/ui/mask.ts';
import { toDisplayPhone, toE164 } from '../offer-start/start-form.values.ts';
import { legalName, typedLegalName } from '../../services/contract/legal-name.ts';
import { toAddressValues } from '../shared/address-fields.values.ts';
import type { AddressFormFields } from '../shared/address-fields.values.ts';
import type { UserInfoValues } from '../../services/contract/form-values.ts';

/** The personal and financial fields, and the home address of AddressFields. */
export interface UserInfoFields extends AddressFormFields {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  /** MM/DD/YYYY as shown. */
  dob: string;
  /** '123-45-6789', or '***-**-0100' in last-four mode. */
  ssn: string;
  residenceType: string;
  /** Whole dollars as digits. */
  monthlyHousingPayment: string;
  employmentType: string;
  annualIncome: string;
}


/** Month and day of the challenge ('01/15', '01-15' or from a full 'MM/DD/YYYY'). */
function challengeMonthDay(challenge: Partial<ChallengeResponse> | null | undefined): string {
  const source = challenge?.dob_mm_dd || challenge?.dob || '';
  return applyMask(digitsOnly(source).slice(0, 4), '##/##');
}

/** Turns an ISO 'YYYY-MM-DD' or 'MM/DD/YYYY' date into 'MM/DD/YYYY'. */
function toDisplayDate(value: string | undefined): string {
  if (!value) return '';
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (iso) return `${iso[2]}/${iso[3]}/${iso[1]}`;
  return applyMask(value, FULL_DATE_MASK);
}

export function toFields(challenge: Partial<ChallengeResponse> | null | undefined, phoneNumber: string | undefined, lastFourOnly: boolean): UserInfoFields {
  const c = challenge ?? {};
  return {
    // The name on file as the field types it: its spaces, apostrophes and hyphens kept.
    firstName: typedLegalName(c.first_name ?? ''),
    lastName: typedLegalName(c.last_name ?? ''),
    phone: toDisplayPhone(c.phone_number || phoneNumber),
    email: c.email ?? '',
    // In last-four mode month and day are on file and locked; the applicant types the year.
    dob: lastFourOnly ? `${challengeMonthDay(c)}/` : toDisplayDate(c.dob),
    ssn: '',
    address: c.address ?? '',
    extendedAddress: c.extended_address ?? '',
    city: c.city ?? '',
    state: c.state ?? '',
    postalCode: c.postal_code ?? '',
    residenceType: '',
    monthlyHousingPayment: '',
    employmentType: '',
    annualIncome: '',
  };
}

/** 'If an SSN contains hyphens the last segment is sent': '***-**-0100' → '0100'; '123-45-6789' → '123456789'. */
function ssnToSend(ssn: string, lastFourOnly: boolean): string {
  return lastFourOnly ? (ssn.split('-').at(-1) ?? '') : digitsOnly(ssn);
}

export function toUserInfoValues(fields: UserInfoFields, lastFourOnly: boolean): UserInfoValues {
  return {
    individual: {
      firstName: legalName(fields.firstName),
      lastName: legalName(fields.lastName),
      ssn: ssnToSend(fields.ssn, lastFourOnly),
      dob: fields.dob,
      email: fields.email.trim(),
      phoneNumber: toE164(fields.phone),
      address: toAddressValues(fields),
    },
    residenceType: fields.residenceType as ResidenceType,
    annualIncome: Number(fields.annualIncome),
    employmentType: fields.employmentType as EmploymentType,
    monthlyHousingPayment: Number(fields.monthlyHousingPayment),
  };
}
