import type { AnimalPayload } from './animal.schema.ts';
import type { EmploymentType, OriginationAddress, ResidenceType } from './common.schema.ts';
import type { AlternateAddress, Individual } from './origination.schema.ts';

// What each form hands to the machine (`{ type: 'user.submit', form, values }`), declared once for
// both sides (issue 35, "each fact once"): the screen builds these values, the machine's events
// carry them and its steps send them on. Already in the shape of the calls they feed. Types only:
// importing them pulls no zod into a screen's chunk.

/** The start form (offer start and getStarted). */
export interface StartValues {
  /** E.164: '+15125550100'. */
  phoneNumber: string;
  /** MM-DD: '01-15'. */
  dob: string;
}

/** The pet step: the animal and the home address, as `pet_information` takes them. */
export interface PetValues {
  animal: AnimalPayload;
  address: OriginationAddress;
}

/** Personal details, as `complete` takes them (camel case for the machine). */
export interface UserInfoValues {
  individual: Individual;
  residenceType: ResidenceType;
  annualIncome: number;
  employmentType: EmploymentType;
  monthlyHousingPayment: number;
}

/** A one-time code (the partner's 4 digits, the own 6, the sign-in's 6). */
export interface CodeValues {
  code: string;
}

export interface AlternateAddressValues {
  alternateAddress: AlternateAddress;
}

/** The sign-in's email. */
export interface EmailValues {
  email: string;
}

/** Pay: the alternate payment path also gives a phone (E.164), null on the card path. */
export interface PaymentValues {
  phone: string | null;
}
