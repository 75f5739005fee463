import { describe, expect, it } from 'vitest';
import {
  addOnPricesOf,
  defaultOption,
  firstChangedOption,
  optionValueForToggle,
  policyOptionsOf,
  selectedAddOnsOf,
  standardCoverages,
} from '../../machines/rules/insurance.rules.ts';
import type { InsuranceQuote, PetApplication } from '../../services/contract/insurance.schema.ts';
import { petApplication, pricing, quote } from '../../src/flow-map/machine-model/model-fixtures.ts';

// 'No changes needed' (standard coverage), the prices on the add-on cards, and quotes that lack a
// default or an alternative (insurance.rules.test.ts has the toggles and the countdown).

const withOptions = (application: PetApplication, data: Partial<PetApplication['data']>): PetApplication => ({
  ...application,
  data: { ...application.data, ...data },
});

/** A quote whose deductible list has no default, and whose coinsurance has no alternative. */
const lopsided = (): InsuranceQuote => {
  const q = quote();
  return {
    ...q,
    coverage_options: {
      ...q.coverage_options,
      deductibles: q.coverage_options.deductibles.map((o) => ({ ...o, default: false })),
      coinsurances: q.coverage_options.coinsurances.filter((o) => o.default),
    },
  };
};

describe('standard coverage', () => {
  it('restores the first option that differs from its default, in the order coinsurance, deductible, annual limit', () => {
    expect(firstChangedOption(petApplication())).toBeNull();
    expect(firstChangedOption(withOptions(petApplication(), { deductible: 100, annual_limit: 40000 }))).toEqual({ field: 'deductible', value: 500 });
    expect(firstChangedOption(withOptions(petApplication(), { annual_limit: 40000 }))).toEqual({ field: 'annual_limit', value: 10000 });
    expect(firstChangedOption(withOptions(petApplication({ coinsurance: 90 }), { deductible: 100 }))).toEqual({ field: 'coinsurance', value: 80 });
  });

  it('skips an option whose list has no default', () => {
    const application = { ...withOptions(petApplication(), { deductible: 100 }), insurance_quote: lopsided() };
    expect(firstChangedOption(application)).toBeNull();
  });

  it("keeps the quote's coverages that are on by default or are not add-ons, drops the add-ons", () => {
    const q = quote(['cov-vet', 'cov-base', 'cov-extra', 'cov-rx']);
    const rates = [
      ...q.coverage_rates,
      { ...q.coverage_rates[0]!, id: 'cov-base', name: 'physical_therapy', default_enabled: true },
      { ...q.coverage_rates[0]!, id: 'cov-extra', name: 'accident', default_enabled: false },
    ];
    expect(standardCoverages({ ...q, coverage_rates: rates })).toEqual(['cov-base', 'cov-extra']);
  });
});

describe('the policy options and the prices of the add-on cards', () => {
  it("reads the application's three options", () => {
    expect(policyOptionsOf(withOptions(petApplication({ coinsurance: 90 }), { deductible: 250, annual_limit: 25000 }))).toEqual({
      deductible: 250,
      annual_limit: 25000,
      coinsurance: 90,
    });
  });

  it("without a pricing answer: the quote's rates, for add-ons only", () => {
    const q = quote();
    const rates = [...q.coverage_rates, { ...q.coverage_rates[0]!, id: 'cov-extra', name: 'accident', price: 999 }];
    expect(addOnPricesOf({ ...q, coverage_rates: rates }, undefined)).toEqual({ vet_visit: 150, prescription_meds: 150 });
  });

  it("with one: the pricing call's premium for each add-on it names, and the wellness plan's", () => {
    const priced = {
      ...pricing,
      preventative_plus: 275,
      deltas: { ...pricing.deltas, vet_visit: { enabled: true, premium: 160 }, physical_therapy: { enabled: false, premium: 170 } },
    };
    expect(addOnPricesOf(quote(), priced)).toEqual({ vet_visit: 160, prescription_meds: 150, physical_therapy: 170, preventative_plus: 275 });
  });
});

describe('a quote without a default or without an alternative', () => {
  it('has no default to restore and no value to turn on, rather than failing', () => {
    expect(defaultOption(lopsided(), 'deductible')).toBeUndefined();
    expect(optionValueForToggle(lopsided(), 'coinsurance', true)).toBeUndefined();
  });

  it('does not count an option without a default as a chosen add-on', () => {
    expect(selectedAddOnsOf({ ...withOptions(petApplication(), { deductible: 100 }), insurance_quote: lopsided() })).toEqual([]);
  });
});
