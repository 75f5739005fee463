import type { ErrorCode } from '../../services/contract/error-codes.ts';
import type { PaymentError } from '../../services/contract/sandbox.schema.ts';
import { CARD_DECLINED_TEXT } from '../../services/contract/sandbox-texts.ts';

// The sandbox card provider of SANDBOX.md: Stripe's test card numbers decide the outcome. Errors use
// Stripe's shape and messages so that the payment form shows what it would show with Stripe.

/** Stripe's error shape, with a code the contract lists. */
export type CardError = PaymentError & { code: ErrorCode };

export type CardOutcome =
  | { kind: 'succeeds' }
  /** `redirect`: the authentication happens on a page of its own, which returns to the app's return URL. */
  | { kind: 'requires_action'; afterAuthentication: 'succeed' | 'decline'; redirect?: true }
  | { kind: 'error'; error: CardError };

export const CARD_DECLINED: CardError = {
  type: 'card_error',
  code: 'card_declined',
  decline_code: 'generic_decline',
  message: CARD_DECLINED_TEXT,
};
const INSUFFICIENT_FUNDS: CardError = {
  type: 'card_error',
  code: 'card_declined',
  decline_code: 'insufficient_funds',
  message: 'Your card has insufficient funds.',
};
const EXPIRED_CARD: CardError = { type: 'card_error', code: 'expired_card', message: 'Your card has expired.', param: 'exp_month' };
const INCORRECT_NUMBER: CardError = { type: 'card_error', code: 'incorrect_number', message: 'Your card number is incorrect.', param: 'number' };
const INCORRECT_CVC: CardError = { type: 'card_error', code: 'incorrect_cvc', message: "Your card's security code is incorrect.", param: 'cvc' };
/** Stripe's answer to a real card in test mode. */
const LIVE_CARD_IN_TEST_MODE: CardError = {
  type: 'card_error',
  code: 'card_declined',
  decline_code: 'test_mode_live_card',
  message: 'Your card was declined. Your request was in test mode, but used a non test card.',
};
export const AUTHENTICATION_FAILED: CardError = {
  type: 'invalid_request_error',
  code: 'setup_intent_authentication_failure',
  message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

const TEST_CARDS: Record<string, CardOutcome> = {
  '4242424242424242': { kind: 'succeeds' },
  '4000000000000002': { kind: 'error', error: CARD_DECLINED },
  '4000000000009995': { kind: 'error', error: INSUFFICIENT_FUNDS },
  '4000002500003155': { kind: 'requires_action', afterAuthentication: 'succeed' },
  '4000008400001629': { kind: 'requires_action', afterAuthentication: 'decline' },
  // Stripe's "3D Secure 2 authentication must be completed" card; here by redirect (its own page, then
  // back to the return URL), as Stripe.js does for a method that cannot finish in place.
  '4000000000003063': { kind: 'requires_action', afterAuthentication: 'succeed', redirect: true },
};

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export interface CardInput {
  card_number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

/** A card expires at the end of its expiry month. */
function isExpired(month: number, year: number, now: Date): boolean {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth() + 1;
  return year < y || (year === y && month < m);
}

export function cardOutcome(card: CardInput, now: Date = new Date()): CardOutcome {
  if (!passesLuhn(card.card_number)) return { kind: 'error', error: INCORRECT_NUMBER };
  if (isExpired(card.exp_month, card.exp_year, now)) return { kind: 'error', error: EXPIRED_CARD };
  // Test cards are Visa: a 3-digit CVC.
  if (card.cvc.length !== 3) return { kind: 'error', error: INCORRECT_CVC };
  return TEST_CARDS[card.card_number] ?? { kind: 'error', error: LIVE_CARD_IN_TEST_MODE };
}
