import { describe, expect, it } from 'vitest';
import { annualAddOnTotal, marketPremium, monthlyOf, optionPrices, pricingDetails } from '../../../server/insurance/pricing.ts';
import { finalizationDueAt } from '../../../server/insurance/policy-window.ts';
import {
  coverageNameOfId,
  coverageOptions,
  coverageRateId,
  coverageRates,
  invalidOption,
  isCoverageName,
} from '../../../server/insurance/coverage-catalogue.ts';

// Each factor of the market premium at its edges, each option's price on and off, and the quote's
// catalogue: what the pricing call and the quote answer, number by number.

const BASE = { deductible: 500, annual_limit: 10000, coinsurance: 80 };
const dog = (age: string, state = 'TX') => marketPremium({ type: 'dog', age, state }, BASE);

describe('the market premium', () => {
  it('by age: under a year 0.85, then 1 until 5, 1.25 until 8, 1.6 until 11, and 2 from 11', () => {
    expect(dog('11_month_old')).toBe(Math.round(750 * 0.85));
    expect(dog('1_year_old')).toBe(750);
    expect(dog('4_year_old')).toBe(750);
    expect(dog('5_year_old')).toBe(Math.round(750 * 1.25));
    expect(dog('7_year_old')).toBe(Math.round(750 * 1.25));
    expect(dog('8_year_old')).toBe(750 * 1.6);
    expect(dog('10_year_old')).toBe(750 * 1.6);
    expect(dog('11_year_old')).toBe(1500);
    expect(dog('20+_year_old')).toBe(1500);
  });

  it('an age it cannot read counts as a young adult, never as a price of NaN', () => {
    expect(dog('not_an_age')).toBe(750);
  });

  it('by state: dearer vet care in a few states, the national average elsewhere', () => {
    expect(dog('3_year_old', 'CA')).toBe(900);
    expect(dog('3_year_old', 'NY')).toBe(900);
    expect(dog('3_year_old', 'NJ')).toBe(Math.round(750 * 1.15));
    expect(dog('3_year_old', 'FL')).toBe(Math.round(750 * 1.1));
    expect(dog('3_year_old', 'MA')).toBe(Math.round(750 * 1.15));
    expect(dog('3_year_old', 'DC')).toBe(Math.round(750 * 1.15));
    expect(dog('3_year_old', 'IL')).toBe(Math.round(750 * 1.05));
    expect(dog('3_year_old', 'OH')).toBe(750);
  });

  it('by option: each richer option raises it by its own factor', () => {
    const cat = (options: typeof BASE) => marketPremium({ type: 'cat', age: '3_year_old', state: 'TX' }, options);
    expect(cat({ ...BASE, deductible: 250 })).toBe(Math.round(386 * 1.1));
    expect(cat({ ...BASE, deductible: 100 })).toBe(Math.round(386 * 1.2));
    expect(cat({ ...BASE, annual_limit: 25000 })).toBe(Math.round(386 * 1.1));
    expect(cat({ ...BASE, annual_limit: 40000 })).toBe(Math.round(386 * 1.15));
    expect(cat({ ...BASE, coinsurance: 90 })).toBe(Math.round(386 * 1.1));
    // A value outside the tables changes nothing (the routes refuse it before pricing).
    expect(cat({ deductible: 1, annual_limit: 1, coinsurance: 1 })).toBe(386);
  });
});

describe("what the applicant pays", () => {
  it('each option costs its add-on price only away from the base policy, one by one', () => {
    expect(optionPrices(BASE)).toEqual({ deductible: 0, annual_limit: 0, coinsurance: 0 });
    expect(optionPrices({ ...BASE, deductible: 100 })).toEqual({ deductible: 150, annual_limit: 0, coinsurance: 0 });
    expect(optionPrices({ ...BASE, annual_limit: 40000 })).toEqual({ deductible: 0, annual_limit: 150, coinsurance: 0 });
    expect(optionPrices({ ...BASE, coinsurance: 90 })).toEqual({ deductible: 0, annual_limit: 0, coinsurance: 100 });
  });

  it('the yearly total adds the paid options and each chosen coverage once', () => {
    expect(annualAddOnTotal({ deductible: 250, annual_limit: 25000, coinsurance: 90 }, ['preventative_plus'])).toBe(150 + 150 + 100 + 250);
    expect(annualAddOnTotal(BASE, ['physical_therapy'])).toBe(150);
  });

  it('a monthly share is rounded to the cent, up or down', () => {
    expect(monthlyOf(150)).toBe(12.5);
    expect(monthlyOf(100)).toBe(8.33);
    expect(monthlyOf(1000)).toBe(83.33);
    expect(monthlyOf(650)).toBe(54.17);
  });

  it('the pricing details: the market quote, the options, the wellness plan and each delta', () => {
    expect(pricingDetails({ type: 'dog', age: '3_year_old', state: 'CA' }, { ...BASE, coinsurance: 90 }, ['vet_visit', 'prescription_meds'])).toEqual({
      odie_quote: Math.round(750 * 1.2 * 1.1),
      coinsurance: 100,
      deductible: 0,
      annual_limit: 0,
      preventative: 0,
      preventative_plus: 250,
      deltas: {
        vet_visit: { enabled: true, premium: 150 },
        physical_therapy: { enabled: false, premium: 150 },
        prescription_meds: { enabled: true, premium: 150 },
      },
    });
  });
});

describe('the 24-hour window to adjust a policy', () => {
  it('ends exactly 24 h after it starts', () => {
    expect(finalizationDueAt('2026-03-02T15:00:00.000Z')).toBe('2026-03-03T15:00:00.000Z');
  });
});

describe("the quote's catalogue", () => {
  it('names the four coverages, and nothing else', () => {
    for (const name of ['prescription_meds', 'vet_visit', 'preventative_plus', 'physical_therapy']) expect(isCoverageName(name)).toBe(true);
    expect(isCoverageName('dental')).toBe(false);
  });

  it('scopes coverage ids by their quote', () => {
    expect(coverageRateId('q1', 'vet_visit')).toBe('q1.vet_visit');
    expect(coverageNameOfId('q1', 'q1.vet_visit')).toBe('vet_visit');
    expect(coverageNameOfId('q1', 'q2.vet_visit')).toBeNull();
    expect(coverageNameOfId('q1', 'q1.dental')).toBeNull();
  });

  it('lists each coverage with its text and yearly price, none on by default', () => {
    expect(coverageRates('q1')).toEqual([
      {
        id: 'q1.prescription_meds',
        name: 'prescription_meds',
        label: 'Prescription meds',
        description: 'Covers 950 take-home prescriptions your vet prescribes for a covered condition.',
        coverage_type: 'coverage',
        default_enabled: false,
        status: 'available',
        active: true,
        price: 150,
      },
      expect.objectContaining({ id: 'q1.vet_visit', label: 'Vet visits', description: 'Covers the exam fees of sick visits to your vet.', price: 150 }),
      expect.objectContaining({
        id: 'q1.preventative_plus',
        label: 'Wellness plan',
        description: 'Routine care: vaccinations, wellness exam, dental cleaning and more, up to $535 a year.',
        price: 250,
      }),
      expect.objectContaining({
        id: 'q1.physical_therapy',
        label: 'Physical therapy',
        description: 'Covers 14 therapies, such as hydrotherapy and acupuncture, for covered conditions.',
        price: 150,
      }),
    ]);
  });

  it('offers each option with its allowed values, the base one as default', () => {
    const options = coverageOptions();
    expect(options.deductibles).toEqual([
      { field: 'deductible', default: true, name: 'deductible_500', label: '$500 deductible', value: 500 },
      { field: 'deductible', default: false, name: 'deductible_250', label: '$250 deductible', value: 250 },
      { field: 'deductible', default: false, name: 'deductible_100', label: '$100 deductible', value: 100 },
    ]);
    expect(options.annual_limits).toEqual([
      { field: 'annual_limit', default: true, name: 'annual_limit_10000', label: '$10,000 annual limit', value: 10000 },
      { field: 'annual_limit', default: false, name: 'annual_limit_25000', label: '$25,000 annual limit', value: 25000 },
      { field: 'annual_limit', default: false, name: 'annual_limit_40000', label: '$40,000 annual limit', value: 40000 },
    ]);
    expect(options.coinsurances).toEqual([
      { field: 'coinsurance', default: true, name: 'coinsurance_80', label: '80% covered, 20% owed', value: 80 },
      { field: 'coinsurance', default: false, name: 'coinsurance_90', label: '90% covered, 10% owed', value: 90 },
    ]);
  });

  it('refuses an option value it does not offer, naming the field and the values', () => {
    expect(invalidOption(BASE)).toBeNull();
    expect(invalidOption({})).toBeNull();
    expect(invalidOption({ deductible: 300 })).toBe('deductible must be one of 500, 250, 100');
    expect(invalidOption({ annual_limit: 5000 })).toBe('annual_limit must be one of 10000, 25000, 40000');
    expect(invalidOption({ coinsurance: 70 })).toBe('coinsurance must be one of 80, 90');
  });
});
