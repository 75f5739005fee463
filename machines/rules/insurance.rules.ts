import type { AddOnKey } from '../../services/contract/constants.ts';
import { ADD_ON_KEYS } from '../../services/contract/constants.ts';
import type { InsuranceQuote, PolicyOptions, PetApplication, CoverageOption, PricingDetails } from '../../services/contract/insurance.schema.ts';

// Add-on rules of the additional-services step (second document, section 4).

const isAddOnKey = (key: string): key is AddOnKey => (ADD_ON_KEYS as readonly string[]).includes(key);

const POLICY_OPTION_KEYS = ['coinsurance', 'deductible', 'annual_limit'] as const;
export type PolicyOptionKey = (typeof POLICY_OPTION_KEYS)[number];
export const isPolicyOptionKey = (key: string): key is PolicyOptionKey =>
  (POLICY_OPTION_KEYS as readonly string[]).includes(key);

const optionList = (quote: InsuranceQuote, field: PolicyOptionKey): CoverageOption[] =>
  field === 'deductible'
    ? quote.coverage_options.deductibles
    : field === 'annual_limit'
      ? quote.coverage_options.annual_limits
      : quote.coverage_options.coinsurances;

/** The default option of a field (what toggling off restores). */
export function defaultOption(quote: InsuranceQuote, field: PolicyOptionKey): number | undefined {
  return optionList(quote, field).find((o) => o.default)?.value;
}

/**
 * The value to set when an option add-on is toggled: off restores the default; on takes the chosen
 * value or else the first non-default option.
 */
export function optionValueForToggle(
  quote: InsuranceQuote,
  field: PolicyOptionKey,
  turnOn: boolean,
  chosen?: number,
): number | undefined {
  if (!turnOn) return defaultOption(quote, field);
  if (chosen !== undefined) return chosen;
  return optionList(quote, field).find((o) => !o.default)?.value;
}

/**
 * The value a deductible or annual-limit card shows chosen: the application's once it differs from
 * the default, else the value Add takes (the first non-default option), so Add never sends the
 * default and the applicant sees what they are adding.
 */
export function optionShownOnCard(application: PetApplication, field: 'deductible' | 'annual_limit'): number | null {
  const current = application.data[field];
  const base = defaultOption(application.insurance_quote, field);
  if (base !== undefined && current !== base) return current;
  return optionValueForToggle(application.insurance_quote, field, true) ?? null;
}

/** The quote's coverage ids after adding or removing the coverage named `key`. */
export function coveragesAfterToggle(quote: InsuranceQuote, key: string, turnOn: boolean): string[] {
  const rate = quote.coverage_rates.find((r) => r.name === key);
  if (!rate) return [...quote.coverages];
  const without = quote.coverages.filter((id) => id !== rate.id);
  return turnOn ? [...without, rate.id] : without;
}

/**
 * Standard coverage ('No changes needed'): the first option that differs from its default, with the
 * default to restore; null when every option is the default.
 */
export function firstChangedOption(application: PetApplication): { field: PolicyOptionKey; value: number } | null {
  for (const field of POLICY_OPTION_KEYS) {
    const value = defaultOption(application.insurance_quote, field);
    if (value !== undefined && application.data[field] !== value) return { field, value };
  }
  return null;
}

/** The quote's coverages without its add-ons (standard coverage). */
export function standardCoverages(quote: InsuranceQuote): string[] {
  const addOnIds = new Set(quote.coverage_rates.filter((r) => !r.default_enabled && isAddOnKey(r.name)).map((r) => r.id));
  return quote.coverages.filter((id) => !addOnIds.has(id));
}

/** Add-ons currently selected, read from the application's options and the quote's coverages. */
export function selectedAddOnsOf(application: PetApplication): AddOnKey[] {
  const quote = application.insurance_quote;
  const selected: AddOnKey[] = [];
  for (const field of POLICY_OPTION_KEYS) {
    const def = defaultOption(quote, field);
    if (def !== undefined && application.data[field] !== def) selected.push(field);
  }
  for (const rate of quote.coverage_rates) {
    if (quote.coverages.includes(rate.id) && !rate.default_enabled && isAddOnKey(rate.name) && !selected.includes(rate.name)) {
      selected.push(rate.name);
    }
  }
  return selected;
}

export const policyOptionsOf = (application: PetApplication): PolicyOptions => ({
  deductible: application.data.deductible,
  annual_limit: application.data.annual_limit,
  coinsurance: application.data.coinsurance,
});

/**
 * The yearly price of each add-on: the quote's coverage rates, with the premiums the pricing call
 * gave for the current options where it has them (the add-on cards show these).
 */
export function addOnPricesOf(quote: InsuranceQuote, pricing: PricingDetails | undefined): Partial<Record<AddOnKey, number>> {
  const prices: Partial<Record<AddOnKey, number>> = {};
  for (const rate of quote.coverage_rates) if (isAddOnKey(rate.name)) prices[rate.name] = rate.price;
  if (!pricing) return prices;
  for (const [key, delta] of Object.entries(pricing.deltas)) if (isAddOnKey(key)) prices[key] = delta.premium;
  prices.preventative_plus = pricing.preventative_plus;
  return prices;
}

/** Pricing is cached per quote and option set. */
export const pricingKey = (quoteId: string, options: PolicyOptions): string =>
  `${quoteId}:${options.deductible}:${options.annual_limit}:${options.coinsurance}`;

/** What is left of the finalization window (the server's deadline, `finalization_deadline`). */
export const remainingMs = (deadline: number | null, now: number): number =>
  deadline === null ? 0 : Math.max(0, deadline - now);
