import { describe, expect, it } from 'vitest';
import { formatDollars } from './offer-format.ts';

describe('formatDollars', () => {
  it('writes whole amounts as the documents do, without cents', () => {
    expect(formatDollars(249)).toBe('$249');
    expect(formatDollars(10_000)).toBe('$10,000');
  });

  it('keeps two decimals for money with cents, never rounding it to a whole dollar', () => {
    expect(formatDollars(12.5)).toBe('$12.50');
    expect(formatDollars(50.505)).toBe('$50.51');
  });
});
