import type { SignupDetail, ChallengeResponse, OriginationStartResponse } from '../../../services/contract/origination.schema.ts';
import type { PetApplication, PlanPurchase, InsuranceQuote, PricingDetails, Plan } from '../../../services/contract/insurance.schema.ts';
import type { RegulatoryDocument } from '../../../services/contract/documents.schema.ts';

// Concrete service answers for the model paths: each guarded branch of the machine gets the payload
// that takes it.

/** The fixed clock of the model: every path starts at this instant. */
export const T0 = Date.parse('2026-11-21T12:00:00.000Z');

export const startResponse = (over: Partial<OriginationStartResponse> = {}): OriginationStartResponse => ({
  auth_token: 'auth-token',
  id: 'orig-1',
  next: null,
  correlation_id: 'corr-1',
  login_message: null,
  login_next: null,
  ...over,
});

export const challenge: ChallengeResponse = {
  first_name: 'Jamie', last_name: 'Rivera', last_4_ssn: '0100', email: 'jamie.rivera@example.com', dob: '01/15/1990',
  dob_mm_dd: '01-15', address: '401 Congress Ave', city: 'Austin', extended_address: '', postal_code: '78701', state: 'TX',
  phone_number: '+15125550100', has_ssn: true, pet_name: '', pet_age: '', pet_type: '', pet_breed: '', pet_gender: '',
  existing_health_conditions: '', decline_reason: null, signup: { decline_reason: null }, next: null,
};

/** The challenge once the pet is given: the server has it (and its address). */
export const petChallenge: ChallengeResponse = {
  ...challenge,
  pet_name: 'Rex', pet_age: '3_year_old', pet_type: 'dog', pet_breed: 'beagle', pet_gender: 'male', existing_health_conditions: 'false',
};

/** The challenge after a pet that cannot be insured (the server keeps the pet and its decline reason). */
export const petlessChallenge: ChallengeResponse = { ...petChallenge, pet_age: '2_week_old', decline_reason: 'pet_too_young' };

export const signup = (over: Partial<SignupDetail> = {}): SignupDetail => ({
  id: 'orig-1', has_card_animal: true, application_required_documents: [], application_decision: null,
  application_decision_status: null, application_evaluation_status: null, application_decision_effectiv_sub_status: null,
  application_awaiting_documentation: false, application_unsupported_address: false, decline_reason: null,
  pet_decline_reason: null, first_name: 'Jamie', last_name: 'Rivera', ssn: '0100', date_of_birth: '01/15/1990',
  email: 'jamie.rivera@example.com', address: null,
  animal_data: { pet_name: 'Rex', pet_age: '3_year_old', pet_type: 'dog', pet_breed: 'beagle', pet_gender: 'male' }, had_insurance_before: null,
  credit_application_credit_limit: 5000, credit_application_purchase_apr: 2624, annual_fee: 249, offer_accepted: false,
  pet_application: { id: 'app-1' }, promo_points: null, modified: '2026-11-21T11:00:00.000Z', ...over,
});

/** The regulatory documents the shell loads (GET /api/regulatory_documents/), as the server publishes them. */
export const regulatoryDocuments: RegulatoryDocument[] = [
  { document_type: 'privacy_policy', url: '/legal/privacy-policy', title: 'Privacy Policy' },
  { document_type: 'lead_privacy_notice', url: '/legal/bank-privacy-notice', title: 'Bank Privacy Notice' },
  { document_type: 'credit_card_agreement', url: '/legal/cardholder-agreement', title: 'Zoomies Cardholder Agreement' },
  { document_type: 'rewards_addendum', url: '/legal/rewards-addendum', title: 'Zoomies Rewards Addendum' },
];

/** One signup per pre-approval branch of the second document's section 4. */
export const preDecisionSignups = {
  undecided: signup(),
  declined: signup({ application_decision: 'DECLINE', application_decision_status: 'SOFT_PULL', decline_reason: 'ko_vantage' }),
  unsupportedAddress: signup({ application_decision: 'REVIEW', application_decision_status: 'SOFT_PULL', application_awaiting_documentation: true, application_unsupported_address: true }),
  documentsNeeded: signup({
    application_decision: 'REVIEW', application_decision_status: 'SOFT_PULL', application_awaiting_documentation: true,
    application_required_documents: [{ id: 'doc-1', name: 'Proof of income', document_age: 30 }],
  }),
  // REVIEW, awaiting documentation, no document required: not-pre-qualified unknown_document.
  unknownDocument: signup({ application_decision: 'REVIEW', application_decision_status: 'SOFT_PULL', application_awaiting_documentation: true }),
  // REVIEW, not awaiting documentation, not prequalified: not-pre-qualified manual_review.
  manualReview: signup({ application_decision: 'REVIEW', application_decision_status: 'SOFT_PULL' }),
  prequalified: signup({ application_decision: 'REVIEW', application_decision_status: 'SOFT_PULL', application_decision_effectiv_sub_status: 'Prequalified' }),
  approved: signup({ application_decision: 'APPROVE', application_decision_status: 'SOFT_PULL' }),
  approvedPetDeclined: signup({ application_decision: 'APPROVE', application_decision_status: 'SOFT_PULL', pet_decline_reason: 'pet_too_young', has_card_animal: false }),
};

export const approvalSignups = {
  pending: signup({ application_decision: 'REVIEW', application_evaluation_status: 'evaluation_pending', offer_accepted: true }),
  approved: signup({ application_decision: 'APPROVE', application_evaluation_status: 'evaluation_completed', offer_accepted: true }),
  declined: signup({ application_decision: 'DECLINE', application_evaluation_status: 'evaluation_completed', decline_reason: 'ko_vantage', offer_accepted: true }),
};

const option = (field: 'deductible' | 'annual_limit' | 'coinsurance', value: number, isDefault: boolean) => ({
  field, value, default: isDefault, name: `${field}_${value}`, label: String(value),
});
const rateData = { total: 0, discounts: 0, routineCare: 0, installmentFee: 0, regularPremium: 0, accidentOnlyPremium: 0, totalDiscountAmount: 0, totalDiscountPercentage: 0 };

export const quote = (coverages: string[] = []): InsuranceQuote => ({
  id: 'quote-1',
  coverage_rates: [
    { id: 'cov-vet', name: 'vet_visit', label: 'Vet visits', description: '', coverage_type: 'coverage', default_enabled: false, status: 'active', active: true, price: 150 },
    { id: 'cov-rx', name: 'prescription_meds', label: 'Prescriptions', description: '', coverage_type: 'coverage', default_enabled: false, status: 'active', active: true, price: 150 },
  ],
  coverage_options: {
    deductibles: [option('deductible', 500, true), option('deductible', 250, false), option('deductible', 100, false)],
    annual_limits: [option('annual_limit', 10000, true), option('annual_limit', 25000, false), option('annual_limit', 40000, false)],
    coinsurances: [option('coinsurance', 80, true), option('coinsurance', 90, false)],
  },
  coverages,
  is_expired: false,
  product_mapping: { id: 'pm-1', type: 'base', group: 'g', state: 'TX', product: { id: 'p-1', name: 'Base', active: true } },
  qualified_rate: { is_qualified_rate: true, is_qualified_card_animal: true, rate: 0, card_rate: 0 },
  rate: 0,
  rate_data: { annual: rateData, monthly: rateData },
  expiration_date: '2026-12-21T00:00:00.000Z',
});

export const petApplication = (over: { coinsurance?: number; coverages?: string[]; finalizationDeadline?: string; policyConfigured?: boolean; planId?: string | null } = {}): PetApplication => ({
  id: 'app-1',
  data: {
    pet_name: 'Rex', pet_type: 'dog', pet_age: '3_year_old', breed_specific: 'Beagle', first_name: 'Jamie', last_name: 'Rivera',
    email: 'jamie.rivera@example.com', address: '401 Congress Ave', coinsurance: over.coinsurance ?? 80, deductible: 500,
    annual_limit: 10000, health_conditions: 'false',
  },
  address: { city: 'Austin', state: 'TX' },
  contract_quote: { id: 'cq-1', coverages: [], rate: 0, coverage_rates: [] },
  insurance_quote: quote(over.coverages ?? []),
  user_id: 'user-1',
  // 24 h after the signup's last change (the server's job finalizes then).
  finalization_deadline: over.finalizationDeadline ?? '2026-11-22T11:00:00.000Z',
  policy_configured: over.policyConfigured ?? false,
  plan_id: over.planId ?? null,
});

export const plan: Plan = {
  id: 'plan-1',
  subscription: null,
  insurance_policy: {
    coinsurance: 80, deductible: 500, annual_limit: 10000, monthly_premium: 0, coverages: [], accident_effective_date: '2026-11-24',
    cruciate_effective_date: '2027-05-20', illness_effective_date: '2026-12-05', total_amount_paid: 0, total_amount_approved: 0,
    policy_document: '/policies/plan-1.pdf', start_date: '2026-11-21',
  },
  breed: 'Beagle', state: 'TX', status: 'active', start_date: '2026-11-21', expiration: '2027-11-21',
};

export const pricing: PricingDetails = {
  odie_quote: 300, coinsurance: 80, deductible: 500, annual_limit: 10000, preventative: 0, preventative_plus: 250,
  deltas: { vet_visit: { enabled: false, premium: 150 }, physical_therapy: { enabled: false, premium: 150 }, prescription_meds: { enabled: false, premium: 150 } },
};

export const purchase = (over: Partial<PlanPurchase> = {}): PlanPurchase => ({
  id: 'pp-1', application: 'app-1', payment_period: 'annual', insurance_quote: 'quote-1', annual_total: 100, monthly_total: 8.33,
  client_secret: 'seti_secret', customer: { id: 'c-1', name: 'Jamie Rivera', email: 'jamie.rivera@example.com', address: { line1: '401 Congress Ave', line2: '', city: 'Austin', state: 'TX', country: 'US', postal_code: '78701' } },
  status: 'requires_payment_method', payment_method: null, revenue: 100, next_action: null, subscription: null, ...over,
});

export const apiError = (status: number, message = 'Something went wrong', code?: string) => ({ status, message, ...(code ? { code } : {}) });
