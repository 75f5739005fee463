import { describe, it, expect } from 'vitest';
import {
  optionValueForToggle,
  coveragesAfterToggle,
  selectedAddOnsOf,
  pricingKey,
  optionShownOnCard,
  remainingMs,
  isPolicyOptionKey,
} from '../../machines/rules/insurance.rules.ts';
import { quote, petApplication } from '../../src/flow-map/machine-model/model-fixtures.ts';

describe('add-on toggles', () => {
  it('coinsurance, deductible and annual_limit are policy options; others are coverages', () => {
    expect(['coinsurance', 'deductible', 'annual_limit'].every(isPolicyOptionKey)).toBe(true);
    expect(isPolicyOptionKey('vet_visit')).toBe(false);
  });
  it('toggling an option on takes the chosen or first non-default value; off restores the default', () => {
    const q = quote();
    expect(optionValueForToggle(q, 'coinsurance', true)).toBe(90);
    expect(optionValueForToggle(q, 'coinsurance', false)).toBe(80);
    expect(optionValueForToggle(q, 'deductible', true, 100)).toBe(100);
    expect(optionValueForToggle(q, 'deductible', false)).toBe(500);
    expect(optionValueForToggle(q, 'annual_limit', true)).toBe(25_000);
    expect(optionValueForToggle(q, 'annual_limit', false)).toBe(10_000);
  });
  it("a deductible or limit card shows the application's value once chosen, else the value Add takes (never the default)", () => {
    const app = petApplication();
    expect(optionShownOnCard(app, 'deductible')).toBe(250);
    expect(optionShownOnCard(app, 'annual_limit')).toBe(25_000);
    const chosen = { ...app, data: { ...app.data, deductible: 100, annual_limit: 40_000 } };
    expect(optionShownOnCard(chosen, 'deductible')).toBe(100);
    expect(optionShownOnCard(chosen, 'annual_limit')).toBe(40_000);
    // The same value the machine sets when Add comes without one.
    expect(optionShownOnCard(app, 'deductible')).toBe(optionValueForToggle(app.insurance_quote, 'deductible', true));
  });
  it('other coverages are added to or removed from the quote coverage list', () => {
    const q = quote(['cov-rx']);
    expect(coveragesAfterToggle(q, 'vet_visit', true)).toEqual(['cov-rx', 'cov-vet']);
    expect(coveragesAfterToggle(q, 'prescription_meds', false)).toEqual([]);
    expect(coveragesAfterToggle(q, 'unknown', true)).toEqual(['cov-rx']);
  });
  it('the selected add-ons are read from non-default options and chosen coverages', () => {
    expect(selectedAddOnsOf(petApplication())).toEqual([]);
    expect(selectedAddOnsOf(petApplication({ coinsurance: 90, coverages: ['cov-vet'] }))).toEqual(['coinsurance', 'vet_visit']);
  });
  it('pricing is cached per quote and option set', () => {
    const key = pricingKey('q-1', { deductible: 500, annual_limit: 10_000, coinsurance: 80 });
    expect(key).toBe(pricingKey('q-1', { coinsurance: 80, annual_limit: 10_000, deductible: 500 }));
    expect(key).not.toBe(pricingKey('q-1', { deductible: 250, annual_limit: 10_000, coinsurance: 80 }));
    expect(key).not.toBe(pricingKey('q-2', { deductible: 500, annual_limit: 10_000, coinsurance: 80 }));
  });
});

describe('the 24 h countdown', () => {
  it("counts to the server's deadline, never below zero", () => {
    const deadline = Date.parse('2026-11-22T11:00:00.000Z');
    const oneHourLater = Date.parse('2026-11-21T11:00:00.000Z') + 60 * 60 * 1000 + 30_000;
    expect(remainingMs(deadline, oneHourLater)).toBe(23 * 3600_000 - 30_000);
    expect(remainingMs(null, oneHourLater)).toBe(0);
    expect(remainingMs(deadline, deadline + 5)).toBe(0);
  });
});
