import { FINALIZE_WINDOW_MS } from '../../services/contract/constants.ts';
import type { InsuranceQuote, PetApplication, PolicyOptions } from '../../services/contract/insurance.schema.ts';
import type { PetApplicationsTable } from '../db/insurance-tables.ts';
import { coverageOptions, coverageRateId, coverageRates, isCoverageName, type CoverageName } from './coverage-catalogue.ts';
import { annualAddOnTotal, marketPremium, monthlyOf, type PetForPricing } from './pricing.ts';

// Rows to contract shapes. The quote's figures are computed from the row on every read, so they
// always agree with the chosen options and coverages.

export function chosenCoverages(row: Pick<PetApplicationsTable, 'coverages'>): CoverageName[] {
  const parsed: unknown = JSON.parse(row.coverages);
  return Array.isArray(parsed) ? parsed.filter((n): n is CoverageName => typeof n === 'string' && isCoverageName(n)) : [];
}

export function optionsOf(row: Pick<PetApplicationsTable, 'deductible' | 'annual_limit' | 'coinsurance'>): PolicyOptions {
  return { deductible: Number(row.deductible), annual_limit: Number(row.annual_limit), coinsurance: Number(row.coinsurance) };
}

export function petForPricing(row: Pick<PetApplicationsTable, 'pet_type' | 'pet_age' | 'state'>): PetForPricing {
  return { type: row.pet_type === 'cat' ? 'cat' : 'dog', age: row.pet_age, state: row.state };
}

/** What the applicant pays per year for the current selection. */
export function addOnTotalOf(row: PetApplicationsTable): number {
  return annualAddOnTotal(optionsOf(row), chosenCoverages(row));
}

function rateData(regular: number, payable: number) {
  return {
    total: payable,
    discounts: regular,
    routineCare: 0,
    installmentFee: 0,
    regularPremium: regular,
    accidentOnlyPremium: Math.round(regular * 0.3),
    totalDiscountAmount: regular,
    totalDiscountPercentage: 100,
  };
}

function insuranceQuoteView(row: PetApplicationsTable, now: Date): InsuranceQuote {
  const quoteId = row.insurance_quote_id;
  const regular = marketPremium(petForPricing(row), optionsOf(row));
  const payable = addOnTotalOf(row);
  const expiration = new Date(new Date(row.created).getTime() + FINALIZE_WINDOW_MS);
  return {
    id: quoteId,
    coverage_rates: coverageRates(quoteId),
    coverage_options: coverageOptions(),
    coverages: chosenCoverages(row).map((name) => coverageRateId(quoteId, name)),
    is_expired: now.getTime() > expiration.getTime(),
    product_mapping: {
      id: `${row.pet_type}-${row.state}`,
      type: row.pet_type,
      group: 'accident_illness',
      state: row.state,
      product: { id: 'zoomies-base-policy', name: 'Zoomies base policy', active: true },
    },
    qualified_rate: { is_qualified_rate: true, is_qualified_card_animal: true, rate: regular, card_rate: 0 },
    rate: regular,
    rate_data: {
      annual: rateData(regular, payable),
      monthly: rateData(monthlyOf(regular), monthlyOf(payable)),
    },
    expiration_date: expiration.toISOString(),
  };
}

/** The application as its owner reads it; `finalizationDeadline` is policy-window.ts's, read by the caller. */
export function petApplicationView(row: PetApplicationsTable, now: Date, finalizationDeadline: string): PetApplication {
  const contractId = row.contract_quote_id;
  const options = optionsOf(row);
  return {
    id: row.id,
    data: {
      pet_name: row.pet_name,
      pet_type: row.pet_type,
      pet_age: row.pet_age,
      breed_specific: row.breed,
      first_name: row.first_name,
      last_name: row.last_name,
      email: row.email,
      address: row.address,
      coinsurance: options.coinsurance,
      deductible: options.deductible,
      annual_limit: options.annual_limit,
      health_conditions: row.health_conditions,
    },
    address: { city: row.city, state: row.state },
    contract_quote: {
      id: contractId,
      coverages: chosenCoverages(row).map((name) => coverageRateId(contractId, name)),
      rate: addOnTotalOf(row),
      coverage_rates: coverageRates(contractId),
    },
    insurance_quote: insuranceQuoteView(row, now),
    user_id: row.user_id,
    finalization_deadline: finalizationDeadline,
    policy_configured: row.plan_id !== null,
    plan_id: row.plan_id,
  };
}
