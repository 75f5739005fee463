import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { wholeNumber } from './whole-number.ts';
import { POINTS_OFFERS } from './marketing.constants.ts';

describe('wholeNumber', () => {
  it('writes the offers as the pages say them', () => {
    expect(Object.values(POINTS_OFFERS).map((offer) => wholeNumber(offer.points))).toEqual(['5,000', '25,000', '20,000']);
    expect([0, 7, 999, 1000, 10_000, 1_234_567, -1234].map(wholeNumber)).toEqual(['0', '7', '999', '1,000', '10,000', '1,234,567', '-1,234']);
  });

  it('is what toLocaleString("en-US") writes, for any number', () => {
    fc.assert(fc.property(fc.oneof(fc.integer({ min: -1e12, max: 1e12 }), fc.maxSafeInteger(), fc.double({ noNaN: true })), (n) => wholeNumber(n) === n.toLocaleString('en-US')));
  });
});
