import { describe, expect, it } from 'vitest';
import { fieldForKey, placeServerErrors } from './server-field-errors.ts';
import { groupMessagesByFirstWord } from '../../services/api/api-error.ts';

const USER_INFO = ['firstName', 'lastName', 'phone', 'email', 'dob', 'ssn', 'address', 'extendedAddress', 'city', 'state', 'postalCode', 'annualIncome'];

describe('server errors on the fields they name', () => {
  it('places an array of messages, grouped by first word, on the form fields', () => {
    const grouped = groupMessagesByFirstWord(['First name is required', 'Email is not valid', 'Email is already in use', 'Phone number is invalid', 'Date of birth is invalid']);
    expect(placeServerErrors(grouped, USER_INFO, { date: 'dob' })).toEqual({
      onFields: { firstName: 'First name is required', email: 'Email is not valid', phone: 'Phone number is invalid', dob: 'Date of birth is invalid' },
      elsewhere: [],
    });
  });

  it('reads request paths too (snake case, nested)', () => {
    expect(fieldForKey('individual.address.postal_code', USER_INFO)).toBe('postalCode');
    expect(fieldForKey('annual_income', USER_INFO)).toBe('annualIncome');
    expect(fieldForKey('individual.extended_address', USER_INFO)).toBe('extendedAddress');
  });

  it('keeps what names no field, or several, for the banner: nothing is lost', () => {
    const placed = placeServerErrors({ pet: ['Pet name is required'], promo: ['Promo code has expired'], ssn: ['SSN is invalid'] }, ['petName', 'petType', 'ssn']);
    expect(placed).toEqual({ onFields: { ssn: 'SSN is invalid' }, elsewhere: ['Pet name is required', 'Promo code has expired'] });
  });
});
