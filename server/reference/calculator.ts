import { ADD_ON_PRICES, BASE_ANNUAL_LIMIT, BASE_COINSURANCE, BASE_DEDUCTIBLE, TOP_COINSURANCE } from '../../services/contract/constants.ts';
import type { AddOnService, CalculatorOptions } from '../../services/contract/insurance.schema.ts';
import type { PetType } from '../../services/contract/animal.schema.ts';
import { ANNUAL_LIMIT_VALUES, DEDUCTIBLE_VALUES, invalidOption } from '../insurance/coverage-catalogue.ts';
import { annualAddOnTotal, monthlyOf } from '../insurance/pricing.ts';
import type { CoverageName } from '../insurance/coverage-catalogue.ts';

// The insurance calculator (designed): a price preview before the applicant has a quote. It prices
// with the same rules as a quote (base policy free, each add-on at its yearly price).

/** Services the calculator offers; coinsurance carries its two values as options. */
const SERVICES: { name: CoverageName | 'coinsurance'; title: string; subtitle: string; icon: string; comparison: Record<PetType, number> }[] = [
  { name: 'prescription_meds', title: 'Prescription meds', subtitle: '950 take-home prescriptions', icon: 'pill', comparison: { dog: 64, cat: 58 } },
  { name: 'vet_visit', title: 'Vet visits', subtitle: 'Exam fees of sick visits', icon: 'stethoscope', comparison: { dog: 71, cat: 66 } },
  { name: 'preventative_plus', title: 'Wellness plan', subtitle: 'Up to $535 of routine care a year', icon: 'heart', comparison: { dog: 48, cat: 41 } },
  { name: 'physical_therapy', title: 'Physical therapy', subtitle: '14 therapies covered', icon: 'paw', comparison: { dog: 37, cat: 22 } },
  { name: 'coinsurance', title: 'Increased coinsurance', subtitle: '90% covered, 10% owed', icon: 'percent', comparison: { dog: 33, cat: 29 } },
];
const CALCULATOR_SERVICE_NAMES = SERVICES.map((s) => s.name);

export function calculatorOptions(petType: PetType): CalculatorOptions {
  const additional_services: AddOnService[] = SERVICES.map((s) => ({
    id: s.name,
    name: s.name,
    title: s.title,
    subtitle: `${s.subtitle} · $${ADD_ON_PRICES[s.name]}/yr`,
    icon: s.icon,
    selected: false,
    options: s.name === 'coinsurance' ? [BASE_COINSURANCE, TOP_COINSURANCE] : [],
    selected_option: s.name === 'coinsurance' ? BASE_COINSURANCE : null,
    comparison: s.comparison[petType],
  }));
  return {
    deductible_options: [...DEDUCTIBLE_VALUES],
    annual_limit_options: [...ANNUAL_LIMIT_VALUES],
    additional_services,
    // The card's rate for the base policy: free with the card.
    qualified_rate_price: 0,
    default_deductible: BASE_DEDUCTIBLE,
    default_annual_limit: BASE_ANNUAL_LIMIT,
  };
}

export type UpsellResult = { ok: true; annual_total: number; monthly_total: number } | { ok: false; message: string };

export function calculatorUpsell(input: { deductible: number; annual_limit: number; services: string[] }): UpsellResult {
  const optionError = invalidOption({ deductible: input.deductible, annual_limit: input.annual_limit });
  if (optionError) return { ok: false, message: optionError };
  const unknown = input.services.find((s) => !(CALCULATOR_SERVICE_NAMES as string[]).includes(s));
  if (unknown !== undefined) return { ok: false, message: `Unknown service: ${unknown}` };
  const coverages = input.services.filter((s): s is CoverageName => s !== 'coinsurance');
  const coinsurance = input.services.includes('coinsurance') ? TOP_COINSURANCE : BASE_COINSURANCE;
  const annual = annualAddOnTotal({ deductible: input.deductible, annual_limit: input.annual_limit, coinsurance }, coverages);
  return { ok: true, annual_total: annual, monthly_total: monthlyOf(annual) };
}
