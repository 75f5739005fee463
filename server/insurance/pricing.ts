import { ADD_ON_PRICES } from '../../services/contract/constants.ts';
import { petAgeInWeeks } from '../../services/contract/animal.schema.ts';
import type { PolicyOptions, PricingDetails } from '../../services/contract/insurance.schema.ts';
import { DEFAULT_POLICY_OPTIONS, type CoverageName } from './coverage-catalogue.ts';

// Pricing is a pure function of the pet, the state and the chosen options.
// Two prices live side by side:
// - what the applicant pays: the base policy (deductible $500, coinsurance 80%, limit $10,000) is free
//   with the card (card rate 0); every add-on costs its ADD_ON_PRICES yearly dollars;
// - what the same policy would cost on the open market (`odie_quote`, the insurer's regular premium):
//   it starts from the average yearly costs the spec cites ($750 dogs, $386 cats), rises with age and
//   with richer options, and is what the card saves the applicant.

const MARKET_BASE_PREMIUM = { dog: 750, cat: 386 } as const;

/** Older pets cost more to insure; a senior dog costs about twice a young adult. */
function ageFactor(ageId: string): number {
  const weeks = petAgeInWeeks(ageId);
  if (!Number.isFinite(weeks)) return 1;
  const years = weeks / 52;
  if (years < 1) return 0.85;
  if (years < 5) return 1;
  if (years < 8) return 1.25;
  if (years < 11) return 1.6;
  return 2;
}

/** Vet care is dearer in a few states; the rest use the national average. */
const STATE_FACTORS: Record<string, number> = { CA: 1.2, NY: 1.2, NJ: 1.15, FL: 1.1, MA: 1.15, DC: 1.15, IL: 1.05, TX: 1 };

const OPTION_FACTORS = {
  deductible: { 500: 1, 250: 1.1, 100: 1.2 } as Record<number, number>,
  annual_limit: { 10000: 1, 25000: 1.1, 40000: 1.15 } as Record<number, number>,
  coinsurance: { 80: 1, 90: 1.1 } as Record<number, number>,
};

export interface PetForPricing {
  type: 'dog' | 'cat';
  age: string;
  state: string;
}

export function marketPremium(pet: PetForPricing, options: PolicyOptions): number {
  const base = MARKET_BASE_PREMIUM[pet.type] * ageFactor(pet.age) * (STATE_FACTORS[pet.state] ?? 1);
  const withOptions =
    base *
    (OPTION_FACTORS.deductible[options.deductible] ?? 1) *
    (OPTION_FACTORS.annual_limit[options.annual_limit] ?? 1) *
    (OPTION_FACTORS.coinsurance[options.coinsurance] ?? 1);
  return Math.round(withOptions);
}

/** Yearly price of each option: 0 at the base policy's value, its add-on price otherwise. */
export function optionPrices(options: PolicyOptions): PolicyOptions {
  return {
    deductible: options.deductible === DEFAULT_POLICY_OPTIONS.deductible ? 0 : ADD_ON_PRICES.deductible,
    annual_limit: options.annual_limit === DEFAULT_POLICY_OPTIONS.annual_limit ? 0 : ADD_ON_PRICES.annual_limit,
    coinsurance: options.coinsurance === DEFAULT_POLICY_OPTIONS.coinsurance ? 0 : ADD_ON_PRICES.coinsurance,
  };
}

/** What the applicant pays per year: the paid options plus the chosen coverages. */
export function annualAddOnTotal(options: PolicyOptions, coverages: readonly CoverageName[]): number {
  const o = optionPrices(options);
  const coverageTotal = [...new Set(coverages)].reduce((sum, name) => sum + ADD_ON_PRICES[name], 0);
  return o.deductible + o.annual_limit + o.coinsurance + coverageTotal;
}

/** Monthly share of a yearly amount, in cents precision. */
export function monthlyOf(annual: number): number {
  return Math.round((annual / 12) * 100) / 100;
}

export function pricingDetails(
  pet: PetForPricing,
  options: PolicyOptions,
  coverages: readonly CoverageName[],
): PricingDetails {
  const o = optionPrices(options);
  const delta = (name: CoverageName) => ({ enabled: coverages.includes(name), premium: ADD_ON_PRICES[name] });
  return {
    odie_quote: marketPremium(pet, options),
    coinsurance: o.coinsurance,
    deductible: o.deductible,
    annual_limit: o.annual_limit,
    // No basic preventative tier is sold (the spec lists only the wellness plan, preventative_plus).
    preventative: 0,
    preventative_plus: ADD_ON_PRICES.preventative_plus,
    deltas: {
      vet_visit: delta('vet_visit'),
      physical_therapy: delta('physical_therapy'),
      prescription_meds: delta('prescription_meds'),
    },
  };
}
