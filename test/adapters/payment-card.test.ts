import { describe, expect, it } from 'vitest';
import {
  CARD_MESSAGES,
  formatCardNumber,
  formatExpiry,
  isCardComplete,
  passesLuhn,
  toSandboxCard,
  validateCard,
} from '../../services/payment/sandbox-card.ts';

const now = new Date(Date.UTC(2026, 10, 21));

describe('sandbox card form rules', () => {
  it('groups card digits by four and formats the expiry', () => {
    expect(formatCardNumber('4242abc424242424242')).toBe('4242 4242 4242 4242');
    expect(formatExpiry('1229')).toBe('12 / 29');
    expect(formatExpiry('1')).toBe('1');
  });

  it('accepts every SANDBOX.md test card and rejects a typo', () => {
    for (const number of ['4242424242424242', '4000000000000002', '4000000000009995', '4000002500003155', '4000008400001629']) {
      expect(passesLuhn(number)).toBe(true);
    }
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  it('names what is missing in Stripe wording', () => {
    expect(validateCard({ cardNumber: '4242', expiry: '', cvc: '1' }, now)).toEqual({
      cardNumber: CARD_MESSAGES.cardNumberIncomplete,
      expiry: CARD_MESSAGES.expiryIncomplete,
      cvc: CARD_MESSAGES.cvcIncomplete,
    });
    expect(validateCard({ cardNumber: '4242 4242 4242 4241', expiry: '10 / 26', cvc: '123' }, now)).toEqual({
      cardNumber: CARD_MESSAGES.cardNumberInvalid,
      expiry: CARD_MESSAGES.expiryPast,
    });
    expect(validateCard({ cardNumber: '4242424242424242', expiry: '13 / 30', cvc: '123' }, now).expiry).toBe(CARD_MESSAGES.expiryInvalid);
  });

  it('is complete with a valid number, this month or later, and a CVC', () => {
    expect(isCardComplete({ cardNumber: '4242 4242 4242 4242', expiry: '11 / 26', cvc: '123' }, now)).toBe(true);
    expect(toSandboxCard({ cardNumber: '4242 4242 4242 4242', expiry: '11 / 26', cvc: '123' })).toEqual({
      cardNumber: '4242424242424242',
      expMonth: 11,
      expYear: 2026,
      cvc: '123',
    });
  });
});
