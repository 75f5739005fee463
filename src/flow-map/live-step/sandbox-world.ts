import type { ChallengeResponse, OriginationStartResponse, OriginationSummary, SignupDetail } from '../../../services/contract/origination.schema.ts';
import type { InsuranceQuote, PetApplication, Plan, PlanPurchase, PricingDetails, StateConfig } from '../../../services/contract/insurance.schema.ts';
import type { RegulatoryDocument, UploadedDocument } from '../../../services/contract/documents.schema.ts';
import type { RouteName } from '../../../services/contract/routes.ts';
import { CREDIT_CHECK_DOCUMENT_TYPES } from '../../../services/contract/credit-check.ts';
import { PROOF_OF_INCOME } from '../../../services/contract/sandbox-texts.ts';

// What the sandbox server answers a fresh application, as far as the planner needs it (SANDBOX.md):
// the live planner walks the real machine with these answers to find the shortest way to a state,
// and the driver then takes that way against the real server, which gives the real answers. Where
// the sandbox offers a choice (a phone range, a pet, an SSN, a card), the world records the choice
// the path made at the call that reveals it, and the driver types the input that makes it.
// The answers carry only what the machine reads; their figures are stand-ins, never shown.

/** The phone rows of SANDBOX.md the planner may choose: a partner's 4-digit code, or our own 6-digit code. */
export type PhoneChoice = 'partner' | 'own';
/** The pet rows: eligible, too young (the card goes on without insurance), a home state on the waitlist. */
type PetChoice = 'eligible' | 'tooYoung' | 'waitlist';
/** The prequalification rows (by SSN). */
export type PreDecisionChoice = 'prequalified' | 'declined' | 'documentsNeeded' | 'unknownDocument' | 'unsupportedAddress' | 'manualReview' | 'approvedAlready';
/** The approval rows (by SSN), after the offer is accepted. */
export type ApprovalChoice = 'approved' | 'declined' | 'manualReview';
/** The card rows: one that succeeds, one declined, one that authenticates by redirect (the sandbox's 3-D Secure page). */
type CardChoice = 'succeeds' | 'declined' | 'redirect';

/** The sandbox inputs chosen so far, and what the server has been told (the calls that succeeded). */
export interface SandboxWorld {
  phone: PhoneChoice | null;
  pet: PetChoice | null;
  pre: PreDecisionChoice | null;
  approval: ApprovalChoice | null;
  card: CardChoice | null;
  /** The phone is checked: until then the server refuses the application's other calls (403 phone_not_verified). */
  verified: boolean;
  detailsIn: boolean;
  offerAccepted: boolean;
  quizAnswered: boolean;
  /** The 24-hour policy window was closed through the sandbox (the server then configures the plan). */
  windowClosed: boolean;
  policyConfigured: boolean;
  uploaded: boolean;
}

export const FRESH_WORLD: SandboxWorld = {
  phone: null,
  pet: null,
  pre: null,
  approval: null,
  card: null,
  verified: false,
  detailsIn: false,
  offerAccepted: false,
  quizAnswered: false,
  windowClosed: false,
  policyConfigured: false,
  uploaded: false,
};

const ORIGINATION = 'live-origination';
const CREATED = '2026-01-01T00:00:00.000Z';

export const startAnswer = (world: SandboxWorld, phone: PhoneChoice): OriginationStartResponse => ({
  auth_token: 'live-token',
  id: ORIGINATION,
  next: null,
  correlation_id: (world.phone ?? phone) === 'own' ? null : 'live-correlation',
  login_message: null,
  login_next: null,
});

/** Where the application stands for the server (the `next` of validate, of the challenge and of a lookup). */
export function stageRoute(world: SandboxWorld): RouteName {
  if (!world.pet) return 'zoomies.card.about';
  if (!world.detailsIn) return 'zoomies.card.user';
  if (world.pre === 'prequalified' && !world.offerAccepted) return 'zoomies.card.accept-offer';
  if (world.pre === 'documentsNeeded') return 'zoomies.card.aditionalinformation';
  if (world.pre === 'unsupportedAddress') return 'zoomies.card.unsupported-address';
  if (world.pre !== 'prequalified' && world.pre !== 'approvedAlready') return 'zoomies.card.not-pre-qualified';
  if (world.approval && world.approval !== 'approved') return 'zoomies.card.not-pre-qualified';
  return world.quizAnswered ? 'zoomies.card.additional-services' : 'zoomies.card.quiz';
}

export const summaryAnswer = (world: SandboxWorld): OriginationSummary => ({ id: ORIGINATION, next: stageRoute(world), created: CREATED, phone_number: '+15125550142' });

const petDeclined = (world: SandboxWorld) => world.pet === 'tooYoung';

export function challengeAnswer(world: SandboxWorld): ChallengeResponse {
  const pet = world.pet !== null;
  return {
    first_name: '', last_name: '', last_4_ssn: '', email: '', dob: '', dob_mm_dd: '01-15', address: pet ? '401 Congress Ave' : '', city: pet ? 'Austin' : '',
    extended_address: '', postal_code: pet ? '78701' : '', state: pet ? 'TX' : '', phone_number: '+15125550142', has_ssn: false,
    pet_name: pet ? 'Biscuit' : '', pet_age: pet ? (petDeclined(world) ? '2_week_old' : '3_year_old') : '', pet_type: pet ? 'dog' : '', pet_breed: pet ? 'beagle' : '',
    pet_gender: pet ? 'male' : '', existing_health_conditions: pet ? 'false' : '', decline_reason: petDeclined(world) ? 'pet_too_young' : null,
    signup: { decline_reason: null }, next: world.detailsIn ? stageRoute(world) : null,
  };
}

type Decision = Pick<
  SignupDetail,
  'application_decision' | 'application_decision_status' | 'application_evaluation_status' | 'application_decision_effectiv_sub_status' | 'application_awaiting_documentation' | 'application_unsupported_address' | 'decline_reason' | 'application_required_documents'
>;

const UNDECIDED: Decision = {
  application_decision: null, application_decision_status: null, application_evaluation_status: null, application_decision_effectiv_sub_status: null,
  application_awaiting_documentation: false, application_unsupported_address: false, decline_reason: null, application_required_documents: [],
};

const review = (over: Partial<Decision>): Decision => ({ ...UNDECIDED, application_decision: 'REVIEW', application_decision_status: 'SOFT_PULL', ...over });

const PRE_DECISIONS: Record<PreDecisionChoice, Decision> = {
  prequalified: review({ application_decision_effectiv_sub_status: 'Prequalified' }),
  declined: { ...UNDECIDED, application_decision: 'DECLINE', application_decision_status: 'SOFT_PULL', decline_reason: 'ko_vantage' },
  documentsNeeded: review({ application_awaiting_documentation: true, application_required_documents: [{ id: 'live-doc', name: PROOF_OF_INCOME, document_age: 30 }] }),
  unknownDocument: review({ application_awaiting_documentation: true }),
  unsupportedAddress: review({ application_awaiting_documentation: true, application_unsupported_address: true }),
  manualReview: review({}),
  approvedAlready: { ...UNDECIDED, application_decision: 'APPROVE', application_decision_status: 'SOFT_PULL' },
};

const APPROVALS: Record<ApprovalChoice | 'pending', Decision> = {
  pending: { ...UNDECIDED, application_decision: 'REVIEW', application_evaluation_status: 'evaluation_pending' },
  approved: { ...UNDECIDED, application_decision: 'APPROVE', application_evaluation_status: 'evaluation_completed' },
  declined: { ...UNDECIDED, application_decision: 'DECLINE', application_evaluation_status: 'evaluation_completed', decline_reason: 'ko_vantage' },
  manualReview: { ...UNDECIDED, application_decision: 'REVIEW', application_evaluation_status: 'evaluation_completed' },
};

/** The decision the server holds now: none before the details, the prequalification, then the approval. */
function decisionOf(world: SandboxWorld, pre: PreDecisionChoice | null, approval: ApprovalChoice | 'pending' | null): Decision {
  if (approval) return APPROVALS[approval];
  return pre ? PRE_DECISIONS[pre] : UNDECIDED;
}

/** The signup detail as the server has it, with this decision (the world's, unless another is being revealed). */
export function signupAnswer(world: SandboxWorld, pre = world.pre, approval: ApprovalChoice | 'pending' | null = world.approval): SignupDetail {
  return {
    id: ORIGINATION, has_card_animal: !petDeclined(world), ...decisionOf(world, pre, approval),
    pet_decline_reason: petDeclined(world) ? 'pet_too_young' : null, first_name: 'Alex', last_name: 'Doe', ssn: '6780', date_of_birth: '01/15/1990',
    email: 'alex@example.com', address: null, animal_data: { pet_name: 'Biscuit', pet_age: '3_year_old', pet_type: 'dog', pet_breed: 'beagle', pet_gender: 'male' },
    had_insurance_before: world.quizAnswered ? false : null, credit_application_credit_limit: 12000, credit_application_purchase_apr: 2624, annual_fee: 249,
    offer_accepted: world.offerAccepted, pet_application: petDeclined(world) || !(approval === 'approved' || pre === 'approvedAlready') ? null : { id: 'live-application' },
    promo_points: null, modified: CREATED,
  };
}

const option = (field: 'deductible' | 'annual_limit' | 'coinsurance', value: number, isDefault: boolean) => ({ field, value, default: isDefault, name: `${field}_${value}`, label: String(value) });
const rateData = { total: 0, discounts: 0, routineCare: 0, installmentFee: 0, regularPremium: 0, accidentOnlyPremium: 0, totalDiscountAmount: 0, totalDiscountPercentage: 0 };

export const quoteAnswer = (coverages: string[] = []): InsuranceQuote => ({
  id: 'live-quote',
  coverage_rates: [
    { id: 'cov-vet', name: 'vet_visit', label: 'Vet visits', description: '', coverage_type: 'coverage', default_enabled: false, status: 'active', active: true, price: 150 },
  ],
  coverage_options: {
    deductibles: [option('deductible', 500, true), option('deductible', 250, false)],
    annual_limits: [option('annual_limit', 10000, true), option('annual_limit', 25000, false)],
    coinsurances: [option('coinsurance', 80, true), option('coinsurance', 90, false)],
  },
  coverages,
  is_expired: false,
  product_mapping: { id: 'pm', type: 'base', group: 'g', state: 'TX', product: { id: 'p', name: 'Base', active: true } },
  qualified_rate: { is_qualified_rate: true, is_qualified_card_animal: true, rate: 0, card_rate: 0 },
  rate: 0,
  rate_data: { annual: rateData, monthly: rateData },
  expiration_date: '2099-01-01T00:00:00.000Z',
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** The pet application: its window open for a day, or closed (the server's job has configured the plan then). */
export function petApplicationAnswer(world: SandboxWorld, over: { coinsurance?: number; coverages?: string[] } = {}): PetApplication {
  const configured = world.policyConfigured || world.windowClosed;
  return {
    id: 'live-application',
    data: {
      pet_name: 'Biscuit', pet_type: 'dog', pet_age: '3_year_old', breed_specific: 'Beagle', first_name: 'Alex', last_name: 'Doe', email: 'alex@example.com',
      address: '401 Congress Ave', coinsurance: over.coinsurance ?? 80, deductible: 500, annual_limit: 10000, health_conditions: 'false',
    },
    address: { city: 'Austin', state: 'TX' },
    contract_quote: { id: 'live-contract-quote', coverages: [], rate: 0, coverage_rates: [] },
    insurance_quote: quoteAnswer(over.coverages ?? []),
    user_id: 'live-user',
    // Read at planning time: a window closed a day ago, or one that lasts the whole walk.
    finalization_deadline: new Date(Date.now() + (world.windowClosed ? -DAY_MS : DAY_MS)).toISOString(),
    policy_configured: configured,
    plan_id: configured ? 'live-plan' : null,
  };
}

export const planAnswer: Plan = {
  id: 'live-plan',
  subscription: null,
  insurance_policy: {
    coinsurance: 80, deductible: 500, annual_limit: 10000, monthly_premium: 0, coverages: [], accident_effective_date: '2026-01-04', cruciate_effective_date: '2026-07-01',
    illness_effective_date: '2026-01-15', total_amount_paid: 0, total_amount_approved: 0, policy_document: '/policies/live-plan.pdf', start_date: '2026-01-01',
  },
  breed: 'Beagle', state: 'TX', status: 'active', start_date: '2026-01-01', expiration: '2027-01-01',
};

export const pricingAnswer: PricingDetails = {
  odie_quote: 300, coinsurance: 80, deductible: 500, annual_limit: 10000, preventative: 0, preventative_plus: 250,
  deltas: { vet_visit: { enabled: false, premium: 150 }, physical_therapy: { enabled: false, premium: 150 }, prescription_meds: { enabled: false, premium: 150 } },
};

export const purchaseAnswer = (over: Partial<PlanPurchase> = {}): PlanPurchase => ({
  id: 'live-purchase', application: 'live-application', payment_period: 'annual', insurance_quote: 'live-quote', annual_total: 150, monthly_total: 12.5, client_secret: 'seti_live_secret',
  customer: { id: 'live-customer', name: 'Alex Doe', email: 'alex@example.com', address: { line1: '401 Congress Ave', line2: '', city: 'Austin', state: 'TX', country: 'US', postal_code: '78701' } },
  status: 'requires_payment_method', payment_method: null, revenue: 150, next_action: null, subscription: null, ...over,
});

export const uploadedAnswer: UploadedDocument = { id: 'live-upload', name: 'income.pdf', created: CREATED, document_type: PROOF_OF_INCOME };

export const stateConfigAnswer: StateConfig = { state: 'TX', accident_days: 3, illness_days: 14, cruciate_days: 180 };

/** The shell's documents: the agreement's three, which Finish up needs. */
export const regulatoryDocumentsAnswer: RegulatoryDocument[] = CREDIT_CHECK_DOCUMENT_TYPES.map((type) => ({ document_type: type, url: `/legal/${type}`, title: type }));
