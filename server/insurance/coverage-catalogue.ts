import {
  ADD_ON_PRICES,
  BASE_ANNUAL_LIMIT,
  BASE_COINSURANCE,
  BASE_DEDUCTIBLE,
  HIGHER_ANNUAL_LIMITS,
  LOWER_DEDUCTIBLES,
  TOP_COINSURANCE,
} from '../../services/contract/constants.ts';
import type { CoverageOption, CoverageRate, PolicyOptions } from '../../services/contract/insurance.schema.ts';

// What a quote offers: the add-on coverages (a list the applicant picks from) and the three policy
// options (deductible, annual limit, coinsurance), each with its allowed values. The base policy is
// the default of every option; a non-default value is a paid add-on.

const COVERAGE_NAMES = ['prescription_meds', 'vet_visit', 'preventative_plus', 'physical_therapy'] as const;
export type CoverageName = (typeof COVERAGE_NAMES)[number];

const COVERAGE_TEXTS: Record<CoverageName, { label: string; description: string }> = {
  prescription_meds: {
    label: 'Prescription meds',
    description: 'Covers 950 take-home prescriptions your vet prescribes for a covered condition.',
  },
  vet_visit: {
    label: 'Vet visits',
    description: 'Covers the exam fees of sick visits to your vet.',
  },
  preventative_plus: {
    label: 'Wellness plan',
    description: 'Routine care: vaccinations, wellness exam, dental cleaning and more, up to $535 a year.',
  },
  physical_therapy: {
    label: 'Physical therapy',
    description: 'Covers 14 therapies, such as hydrotherapy and acupuncture, for covered conditions.',
  },
};

export function isCoverageName(name: string): name is CoverageName {
  return (COVERAGE_NAMES as readonly string[]).includes(name);
}

/** Coverage rate ids are scoped by their quote, so an id of another quote never matches. */
export function coverageRateId(quoteId: string, name: CoverageName): string {
  return `${quoteId}.${name}`;
}

/** The coverage name an id stands for, or null when the id does not belong to this quote. */
export function coverageNameOfId(quoteId: string, id: string): CoverageName | null {
  const prefix = `${quoteId}.`;
  if (!id.startsWith(prefix)) return null;
  const name = id.slice(prefix.length);
  return isCoverageName(name) ? name : null;
}

export function coverageRates(quoteId: string): CoverageRate[] {
  return COVERAGE_NAMES.map((name) => ({
    id: coverageRateId(quoteId, name),
    name,
    label: COVERAGE_TEXTS[name].label,
    description: COVERAGE_TEXTS[name].description,
    coverage_type: 'coverage' as const,
    default_enabled: false,
    status: 'available',
    active: true,
    price: ADD_ON_PRICES[name],
  }));
}

export const DEDUCTIBLE_VALUES = [BASE_DEDUCTIBLE, ...[...LOWER_DEDUCTIBLES].reverse()] as const; // 500, 250, 100
export const ANNUAL_LIMIT_VALUES = [BASE_ANNUAL_LIMIT, ...HIGHER_ANNUAL_LIMITS] as const; // 10000, 25000, 40000
const COINSURANCE_VALUES = [BASE_COINSURANCE, TOP_COINSURANCE] as const; // 80, 90

export const DEFAULT_POLICY_OPTIONS: PolicyOptions = {
  deductible: BASE_DEDUCTIBLE,
  annual_limit: BASE_ANNUAL_LIMIT,
  coinsurance: BASE_COINSURANCE,
};

const ALLOWED_OPTION_VALUES: Record<keyof PolicyOptions, readonly number[]> = {
  deductible: DEDUCTIBLE_VALUES,
  annual_limit: ANNUAL_LIMIT_VALUES,
  coinsurance: COINSURANCE_VALUES,
};

/** The first field whose value is not one of the listed ones, with the message to answer. */
export function invalidOption(options: Partial<PolicyOptions>): string | null {
  for (const field of Object.keys(ALLOWED_OPTION_VALUES) as (keyof PolicyOptions)[]) {
    const value = options[field];
    if (value !== undefined && !ALLOWED_OPTION_VALUES[field].includes(value)) {
      return `${field} must be one of ${ALLOWED_OPTION_VALUES[field].join(', ')}`;
    }
  }
  return null;
}

const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;

export function coverageOptions(): {
  deductibles: CoverageOption[];
  annual_limits: CoverageOption[];
  coinsurances: CoverageOption[];
} {
  return {
    deductibles: DEDUCTIBLE_VALUES.map((value) => ({
      field: 'deductible' as const,
      default: value === BASE_DEDUCTIBLE,
      name: `deductible_${value}`,
      label: `${dollars(value)} deductible`,
      value,
    })),
    annual_limits: ANNUAL_LIMIT_VALUES.map((value) => ({
      field: 'annual_limit' as const,
      default: value === BASE_ANNUAL_LIMIT,
      name: `annual_limit_${value}`,
      label: `${dollars(value)} annual limit`,
      value,
    })),
    coinsurances: COINSURANCE_VALUES.map((value) => ({
      field: 'coinsurance' as const,
      default: value === BASE_COINSURANCE,
      name: `coinsurance_${value}`,
      label: `${value}% covered, ${100 - value}% owed`,
      value,
    })),
  };
}
