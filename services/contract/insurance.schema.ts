import { z } from 'zod';
import { Id, IsoDateTime } from './common.schema.ts';

// Insurance: quotes, the pet application, pricing, plans, purchases and policy configuration
// (second document, sections 3 and 7).

export const CoverageRate = z.object({
  id: Id,
  /** One of the add-on keys: prescription_meds, vet_visit, preventative_plus, physical_therapy... */
  name: z.string(),
  label: z.string(),
  description: z.string(),
  coverage_type: z.enum(['coverage', 'option']),
  default_enabled: z.boolean(),
  status: z.string(),
  active: z.boolean(),
  price: z.number(),
});
export type CoverageRate = z.infer<typeof CoverageRate>;

export const CoverageOption = z.object({
  field: z.enum(['deductible', 'annual_limit', 'coinsurance']),
  default: z.boolean(),
  name: z.string(),
  label: z.string(),
  value: z.number(),
});
export type CoverageOption = z.infer<typeof CoverageOption>;

const RateData = z.object({
  total: z.number(),
  discounts: z.number(),
  routineCare: z.number(),
  installmentFee: z.number(),
  regularPremium: z.number(),
  accidentOnlyPremium: z.number(),
  totalDiscountAmount: z.number(),
  totalDiscountPercentage: z.number(),
});

export const InsuranceQuote = z.object({
  id: Id,
  coverage_rates: z.array(CoverageRate),
  coverage_options: z.object({
    deductibles: z.array(CoverageOption),
    annual_limits: z.array(CoverageOption),
    coinsurances: z.array(CoverageOption),
  }),
  /** Ids of the coverage rates currently chosen. */
  coverages: z.array(Id),
  is_expired: z.boolean(),
  product_mapping: z.object({
    id: Id,
    type: z.string(),
    group: z.string(),
    state: z.string(),
    product: z.object({ id: Id, name: z.string(), active: z.boolean() }),
  }),
  qualified_rate: z.object({
    is_qualified_rate: z.boolean(),
    is_qualified_card_animal: z.boolean(),
    rate: z.number(),
    card_rate: z.number(),
  }),
  rate: z.number(),
  rate_data: z.object({ annual: RateData, monthly: RateData }),
  expiration_date: IsoDateTime,
});
export type InsuranceQuote = z.infer<typeof InsuranceQuote>;

export const PolicyOptions = z.object({
  deductible: z.number().int(),
  annual_limit: z.number().int(),
  coinsurance: z.number().int(),
});
export type PolicyOptions = z.infer<typeof PolicyOptions>;

export const PetApplication = z.object({
  id: Id,
  data: z.object({
    pet_name: z.string(),
    pet_type: z.string(),
    pet_age: z.string(),
    breed_specific: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    address: z.string(),
    coinsurance: z.number(),
    deductible: z.number(),
    annual_limit: z.number(),
    health_conditions: z.string(),
  }),
  address: z.object({ city: z.string(), state: z.string() }),
  contract_quote: z.object({ id: Id, coverages: z.array(Id), rate: z.number(), coverage_rates: z.array(CoverageRate) }),
  insurance_quote: InsuranceQuote,
  user_id: Id,
  /**
   * When the server's job finalizes the policy with standard coverage if nothing else did:
   * FINALIZE_WINDOW_MS after the signup's last modification (a quiz answer moves it). The add-on page counts down to it.
   */
  finalization_deadline: IsoDateTime,
  policy_configured: z.boolean(),
  plan_id: Id.nullable(),
});
export type PetApplication = z.infer<typeof PetApplication>;

/** PATCH /api/applications/{id}/: data keyed by the changed field name. */
export const PetApplicationPatch = z.strictObject({
  data: z
    .strictObject({
      deductible: z.number().int().optional(),
      annual_limit: z.number().int().optional(),
      coinsurance: z.number().int().optional(),
    })
    .refine((d) => Object.keys(d).length > 0, 'Nothing to change'),
});

export const CoveragesPatch = z.strictObject({ coverages: z.array(Id).max(20) });

export const PricingRequest = z.strictObject({
  annual_limit: z.number().int(),
  coinsurance: z.number().int(),
  deductible: z.number().int(),
});
export type PricingRequest = z.infer<typeof PricingRequest>;
const Delta = z.object({ enabled: z.boolean(), premium: z.number() });
export const PricingDetails = z.object({
  /** Annual premium of the quote with these options. */
  odie_quote: z.number(),
  coinsurance: z.number(),
  deductible: z.number(),
  annual_limit: z.number(),
  preventative: z.number(),
  preventative_plus: z.number(),
  deltas: z.object({ vet_visit: Delta, physical_therapy: Delta, prescription_meds: Delta }),
});
export type PricingDetails = z.infer<typeof PricingDetails>;

export const StateConfig = z.object({
  state: z.string(),
  illness_days: z.number().int(),
  accident_days: z.number().int(),
  cruciate_days: z.number().int(),
});
export type StateConfig = z.infer<typeof StateConfig>;

export const PaymentPeriod = z.enum(['monthly', 'annual']);
export type PaymentPeriod = z.infer<typeof PaymentPeriod>;

export const PlanPurchaseRequest = z.strictObject({ application: Id, payment_period: PaymentPeriod });
/** The payment alone: the alternate payment path's phone is the user's (registerPhone), not the purchase's. */
export const PlanPurchaseCompleteRequest = z.strictObject({
  payment_method: z.string().min(1).max(100),
  payment_period: PaymentPeriod,
});
export const PlanPurchase = z.object({
  id: Id,
  application: Id,
  payment_period: PaymentPeriod,
  insurance_quote: Id,
  annual_total: z.number(),
  monthly_total: z.number(),
  client_secret: z.string(),
  customer: z.object({
    id: Id,
    name: z.string(),
    email: z.string(),
    address: z.object({
      line1: z.string(),
      line2: z.string(),
      city: z.string(),
      state: z.string(),
      country: z.string(),
      postal_code: z.string(),
    }),
  }),
  status: z.enum(['requires_payment_method', 'succeeded', 'completed']),
  payment_method: z.string().nullable(),
  revenue: z.number(),
  next_action: z.string().nullable(),
  subscription: z.string().nullable(),
});
export type PlanPurchase = z.infer<typeof PlanPurchase>;

export const PolicyConfigRequest = z.strictObject({
  insurance_quote: Id,
  used_alternate_payment_method: z.boolean(),
});
export const PolicyConfigResponse = z.object({ id: Id, plan_id: Id, status: z.literal('configured') });

export const Plan = z.object({
  id: Id,
  subscription: z.object({ subtotal: z.number() }).nullable(),
  insurance_policy: z.object({
    coinsurance: z.number(),
    deductible: z.number(),
    annual_limit: z.number(),
    monthly_premium: z.number(),
    coverages: z.array(z.string()),
    accident_effective_date: z.string(),
    cruciate_effective_date: z.string(),
    illness_effective_date: z.string(),
    total_amount_paid: z.number(),
    total_amount_approved: z.number(),
    policy_document: z.string(),
    start_date: z.string(),
  }),
  breed: z.string(),
  state: z.string(),
  status: z.string(),
  start_date: z.string(),
  expiration: z.string(),
});
export type Plan = z.infer<typeof Plan>;

// The insurance calculator's upsell options (designed: the spec does not show these calls).
export const AddOnService = z.object({
  id: Id,
  name: z.string(),
  title: z.string(),
  subtitle: z.string(),
  icon: z.string(),
  selected: z.boolean(),
  options: z.array(z.number()),
  selected_option: z.number().nullable(),
  /** Percent of plans that include it. */
  comparison: z.number(),
});
export type AddOnService = z.infer<typeof AddOnService>;
export const CalculatorOptions = z.object({
  deductible_options: z.array(z.number()),
  annual_limit_options: z.array(z.number()),
  additional_services: z.array(AddOnService),
  qualified_rate_price: z.number(),
  default_deductible: z.number(),
  default_annual_limit: z.number(),
});
export type CalculatorOptions = z.infer<typeof CalculatorOptions>;
export const UpsellOptionsRequest = z.strictObject({
  pet_type: z.enum(['dog', 'cat']),
  deductible: z.number().int(),
  annual_limit: z.number().int(),
  services: z.array(z.string().max(40)).max(10),
});
export const UpsellOptionsResponse = z.object({ annual_total: z.number(), monthly_total: z.number() });
