import { describe, expect, it } from 'vitest';
import { budget, timeScale } from './time-budget.ts';

// The browser tests' waits are written for an idle machine and scaled for a shared one.

describe('time budgets', () => {
  it('are three times the idle figure by default', () => {
    expect(timeScale({})).toBe(3);
    expect(budget(10_000, timeScale({}))).toBe(30_000);
  });

  it('follow E2E_TIME_SCALE', () => {
    expect(timeScale({ E2E_TIME_SCALE: '1.5' })).toBe(1.5);
    expect(budget(10_000, 1.5)).toBe(15_000);
    expect(timeScale({ E2E_TIME_SCALE: ' ' })).toBe(3);
  });

  it('refuse a scale that is not a positive number', () => {
    expect(() => timeScale({ E2E_TIME_SCALE: 'fast' })).toThrow("E2E_TIME_SCALE must be a positive number, not 'fast'");
    expect(() => timeScale({ E2E_TIME_SCALE: '0' })).toThrow(/positive number/);
  });
});
