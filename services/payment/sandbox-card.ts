import type { SandboxCard } from './payment-provider.ts';
import { CARD_NUMBER_INVALID } from '../contract/sandbox.schema.ts';

// Pure helpers of the sandbox card form: masks and completeness, so the form's Pay button follows
// the same rule as Stripe's Payment Element ("complete" only when every field is valid).

function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** "4242424242424242" → "4242 4242 4242 4242" (at most 19 digits). */
export function formatCardNumber(value: string): string {
  return digitsOnly(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1229" → "12 / 29". */
export function formatExpiry(value: string): string {
  const digits = digitsOnly(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** The Luhn checksum every real card number passes (Stripe's test numbers too). */
export function passesLuhn(cardNumber: string): boolean {
  const digits = digitsOnly(cardNumber);
  if (digits.length < 13 || digits.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export interface CardFieldErrors {
  cardNumber?: string;
  expiry?: string;
  cvc?: string;
}

// Stripe's own wording, so both providers read the same.
export const CARD_MESSAGES = {
  cardNumberIncomplete: 'Your card number is incomplete.',
  cardNumberInvalid: CARD_NUMBER_INVALID,
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryPast: "Your card's expiration year is in the past.",
  expiryInvalid: "Your card's expiration date is invalid.",
  cvcIncomplete: "Your card's security code is incomplete.",
} as const;

export interface CardFormValues {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

/** Field errors of the card form; an empty object means complete. `now` is injectable for tests. */
export function validateCard(values: CardFormValues, now: Date = new Date()): CardFieldErrors {
  const errors: CardFieldErrors = {};
  const number = digitsOnly(values.cardNumber);
  if (number.length < 16) errors.cardNumber = CARD_MESSAGES.cardNumberIncomplete;
  else if (!passesLuhn(number)) errors.cardNumber = CARD_MESSAGES.cardNumberInvalid;

  const expiry = digitsOnly(values.expiry);
  if (expiry.length < 4) errors.expiry = CARD_MESSAGES.expiryIncomplete;
  else {
    const month = Number(expiry.slice(0, 2));
    const year = 2000 + Number(expiry.slice(2, 4));
    if (month < 1 || month > 12) errors.expiry = CARD_MESSAGES.expiryInvalid;
    else {
      const currentMonthIndex = now.getUTCFullYear() * 12 + now.getUTCMonth();
      if (year * 12 + (month - 1) < currentMonthIndex) errors.expiry = CARD_MESSAGES.expiryPast;
    }
  }

  if (digitsOnly(values.cvc).length < 3) errors.cvc = CARD_MESSAGES.cvcIncomplete;
  return errors;
}

export function isCardComplete(values: CardFormValues, now: Date = new Date()): boolean {
  return Object.keys(validateCard(values, now)).length === 0;
}

/** The card as the sandbox provider sends it. Call only when `isCardComplete`. */
export function toSandboxCard(values: CardFormValues): SandboxCard {
  const expiry = digitsOnly(values.expiry);
  return {
    cardNumber: digitsOnly(values.cardNumber),
    expMonth: Number(expiry.slice(0, 2)),
    expYear: 2000 + Number(expiry.slice(2, 4)),
    cvc: digitsOnly(values.cvc),
  };
}
