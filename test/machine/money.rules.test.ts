import { describe, expect, it } from 'vitest';
import { monthlyAmountShown } from '../../machines/rules/money.rules.ts';

describe('monthlyAmountShown', () => {
  it('is the annual total divided by 12 plus $200', () => {
    expect(monthlyAmountShown(2400)).toBe(400);
    expect(monthlyAmountShown(0)).toBe(200);
  });

  it('keeps the cents of a total that does not divide evenly, rounded to the cent', () => {
    // 150 / 12 = 12.5; 250 / 12 = 20.8333…
    expect(monthlyAmountShown(150)).toBe(212.5);
    expect(monthlyAmountShown(250)).toBe(220.83);
  });
});
