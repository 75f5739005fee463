import { z } from 'zod';
import {
  ClientId,
  Id,
  E164Phone,
  FlowType,
  Email,
  OriginationAddress,
  ResidenceType,
  EmploymentType,
  Decision,
  DecisionStatus,
  EvaluationStatus,
  ServerAddress,
  IsoDateTime,
} from './common.schema.ts';
import { RouteName, PetDeclineReason } from './routes.ts';
import { isFirstName, isLastName, legalName } from './legal-name.ts';
import { CREDIT_CHECK_DOCUMENT_TYPES } from './credit-check.ts';
import { Tokens } from './auth.schema.ts';
import { WRONG_CODE_TEXT } from './reply-texts.ts';
import { ANNUAL_INCOME_RULE, BIRTH_DATE_RULE, FIRST_NAME_RULE, LAST_NAME_RULE, MONTHLY_HOUSING_PAYMENT_RULE, SSN_RULE, UNIT_RULE } from './field-rules.ts';
import { MONTH_DAY_RULE } from './start-field-rules.ts';

// The origination (card application) calls of the first and second documents.

export const OriginationStartRequest = z.strictObject({
  client_id: ClientId,
  flowType: FlowType,
  phoneNumber: E164Phone,
  /** MM-DD */
  dob: z.string().regex(MONTH_DAY_RULE.pattern, MONTH_DAY_RULE.invalid),
  promoCode: z.string().max(40).optional(),
  /** The visit's points offer code (points_01, points_02, points_03): the offer's bonus points. */
  offerCode: z.enum(['points_01', 'points_02', 'points_03']).optional(),
  finalTargetUrl: z.string().max(500).optional(),
  fingerprint: z.string().max(200).optional(),
});
export type OriginationStartRequest = z.infer<typeof OriginationStartRequest>;

/** `next` of a start on a phone that already has an application: sign in to continue it. */
export const LOGIN_ROUTE = 'login';
export const OriginationStartResponse = z.object({
  /** The origination-scoped bearer token used until the applicant completes their details; empty when signing in is needed. */
  auth_token: z.string(),
  id: Id,
  /**
   * null for a new application. A phone that already has an application answers `login` to anyone
   * (the status is told only after signing in), or that application's route to its signed-in owner.
   */
  next: z.union([RouteName, z.literal(LOGIN_ROUTE)]).nullable(),
  /** The partner verification's correlation id; null means the own 6-digit code is used. */
  correlation_id: z.string().nullable(),
  /** With `next: 'login'`: the login page's message and where to go once signed in; otherwise null. */
  login_message: z.string().nullable(),
  login_next: z.string().nullable(),
});
export type OriginationStartResponse = z.infer<typeof OriginationStartResponse>;

export const OriginationRef = z.strictObject({ client_id: ClientId, origination_id: Id });
export type OriginationRef = z.infer<typeof OriginationRef>;

export const ValidateResponse = z.object({ success: z.boolean(), next: RouteName.nullable() });

/** Identity and pet data for prefill; empty strings where nothing is on file. */
export const ChallengeResponse = z.object({
  first_name: z.string(),
  last_name: z.string(),
  last_4_ssn: z.string(),
  email: z.string(),
  dob: z.string(),
  dob_mm_dd: z.string(),
  address: z.string(),
  city: z.string(),
  extended_address: z.string(),
  postal_code: z.string(),
  state: z.string(),
  phone_number: z.string(),
  has_ssn: z.boolean(),
  pet_name: z.string(),
  pet_age: z.string(),
  pet_type: z.string(),
  pet_breed: z.string(),
  pet_gender: z.string(),
  existing_health_conditions: z.string(),
  decline_reason: z.string().nullable(),
  signup: z.object({ decline_reason: z.string().nullable() }),
  next: RouteName.nullable(),
});
export type ChallengeResponse = z.infer<typeof ChallengeResponse>;

export const Individual = z.strictObject({
  // Legal names: the form's own rule (legal-name.ts), checked after the same normalisation (a
  // typographic apostrophe, spaces, accents), so both sides accept the same names.
  firstName: z.string().max(FIRST_NAME_RULE.maxLength, { message: FIRST_NAME_RULE.required, abort: true }).overwrite(legalName).refine(isFirstName, FIRST_NAME_RULE.required),
  lastName: z.string().max(LAST_NAME_RULE.maxLength, { message: LAST_NAME_RULE.required, abort: true }).overwrite(legalName).refine(isLastName, LAST_NAME_RULE.required),
  /** Nine digits, or the last four when only those are on file. */
  ssn: z.string().regex(SSN_RULE.pattern, SSN_RULE.required),
  /** MM/DD/YYYY */
  dob: z.string().regex(BIRTH_DATE_RULE.pattern, BIRTH_DATE_RULE.invalid),
  email: Email,
  phoneNumber: E164Phone,
  address: OriginationAddress,
});
export type Individual = z.infer<typeof Individual>;

export const CompleteRequest = z.strictObject({
  client_id: ClientId,
  origination_id: Id,
  individual: Individual,
  residence_type: ResidenceType,
  annual_income: z.number().int().min(0).max(ANNUAL_INCOME_RULE.max),
  employment_type: EmploymentType,
  monthly_housing_payment: z.number().int().min(0).max(MONTHLY_HOUSING_PAYMENT_RULE.max),
});
export type CompleteRequest = z.infer<typeof CompleteRequest>;
export const CompleteResponse = z.object({
  token: Tokens.nullable(),
  user: z.object({ id: Id, first_name: z.string(), last_name: z.string(), email: z.string() }).nullable(),
});
export type CompleteResponse = z.infer<typeof CompleteResponse>;

/** A document of the credit-check agreement: its type and the URL of the version the page linked. */
const AgreedDocument = z.strictObject({ document_type: z.enum(CREDIT_CHECK_DOCUMENT_TYPES), url: z.string().min(1).max(500) });
const AGREE_TO_EVERY_DOCUMENT = 'Please agree to the bank privacy notice, the cardholder agreement and the rewards addendum';
/** Accepting the offer carries the agreement: each of its three documents once. */
export const AcceptOfferRequest = z.strictObject({
  client_id: ClientId,
  origination_id: Id,
  agreed_documents: z
    .array(AgreedDocument)
    .length(CREDIT_CHECK_DOCUMENT_TYPES.length, AGREE_TO_EVERY_DOCUMENT)
    .refine((documents) => CREDIT_CHECK_DOCUMENT_TYPES.every((type) => documents.some((d) => d.document_type === type)), AGREE_TO_EVERY_DOCUMENT),
});
export type AcceptOfferRequest = z.infer<typeof AcceptOfferRequest>;
export const AcceptOfferResponse = z.object({ success: z.boolean(), next: RouteName.nullable() });

/**
 * The credit-check authorization stored with the acceptance (`creditCheckSignature`, designed: `GET
 * /api/v1/origination/{id}/credit_check_signature/`): when, which document versions, from which
 * client address and user agent. Its owner reads it; 409 before the offer is accepted.
 */
export const CreditCheckSignature = z.object({
  origination_id: Id,
  signed_at: IsoDateTime,
  documents: z.array(AgreedDocument),
  client_address: z.string(),
  user_agent: z.string(),
});
export type CreditCheckSignature = z.infer<typeof CreditCheckSignature>;
/** The error message the server sends when the applicant already has an account. */
export const USER_EXISTS = 'user_exists';

export const OriginationSummary = z.object({
  id: Id,
  next: RouteName.nullable(),
  created: IsoDateTime,
  phone_number: z.string(),
});
export type OriginationSummary = z.infer<typeof OriginationSummary>;

// The partner phone check (designed: the spec names it but not its calls). Our sandbox partner
// serves it: start sends a 4-digit code by SMS, verify checks it, resend restarts it.
export const PhoneCheckStartResponse = z.object({
  correlation_id: z.string().nullable(),
  /** 'already_registered' for a phone that registered before: an additional code has been sent. */
  notice: z.enum(['already_registered']).nullable(),
});
export type PhoneCheckStartResponse = z.infer<typeof PhoneCheckStartResponse>;
export const PhoneCheckVerifyRequest = z.strictObject({
  code: z.string().regex(/^\d{4}$/, WRONG_CODE_TEXT),
});
export const PhoneCheckVerifyResponse = z.object({ success: z.literal(true) });
/** Error codes of the phone check, in `code` of the error body. */
export const PHONE_CHECK_FAILED = 'phone_check_failed';
export const PHONE_LINKED = 'phone_linked';

// Own one-time code.
export const VerifyOtpRequest = z.strictObject({
  shared_key: z.string().min(1).max(128),
  otp: z.string().regex(/^\d{6}$/, WRONG_CODE_TEXT),
});
export const VerifyOtpResponse = z.object({ ok: z.literal(true) });

/**
 * The signup detail (designed: `GET /api/v1/card/signup/{id}/`, {id} the origination id), with the
 * fields of the second document's 'Signup/application detail' and the first document's 'Signup'.
 */
const RequiredDocument = z.object({ id: Id, name: z.string(), document_age: z.number().int().nullable() });
type RequiredDocument = z.infer<typeof RequiredDocument>;
export const SignupDetail = z.object({
  id: Id,
  has_card_animal: z.boolean(),
  application_required_documents: z.array(RequiredDocument),
  application_decision: Decision.nullable(),
  application_decision_status: DecisionStatus.nullable(),
  application_evaluation_status: EvaluationStatus.nullable(),
  application_decision_effectiv_sub_status: z.string().nullable(),
  application_awaiting_documentation: z.boolean(),
  application_unsupported_address: z.boolean(),
  decline_reason: z.string().nullable(),
  pet_decline_reason: PetDeclineReason.nullable(),
  first_name: z.string(),
  last_name: z.string(),
  /** Only ever the last four digits. */
  ssn: z.string(),
  date_of_birth: z.string(),
  email: z.string(),
  address: ServerAddress.nullable(),
  animal_data: z
    .object({
      pet_name: z.string(),
      pet_age: z.string(),
      pet_type: z.string(),
      pet_breed: z.string(),
      pet_gender: z.string(),
    })
    .nullable(),
  had_insurance_before: z.boolean().nullable(),
  credit_application_credit_limit: z.number().nullable(),
  /** Basis points: 2624 is shown as 26.24%. */
  credit_application_purchase_apr: z.number().nullable(),
  annual_fee: z.number(),
  offer_accepted: z.boolean(),
  pet_application: z.object({ id: Id }).nullable(),
  promo_points: z.number().int().nullable(),
  modified: IsoDateTime,
});
export type SignupDetail = z.infer<typeof SignupDetail>;

export const InsuranceQuizRequest = z.strictObject({ had_insurance_before: z.boolean() });
export const InsuranceQuizResponse = z.object({ had_insurance_before: z.boolean() });
/** The quiz answer already exists for this animal: the flow proceeds anyway. */
export const QUIZ_EXISTS = 'insurance_quiz_exists';

export const AlternateAddress = z.strictObject({
  formatted_address: z.string().trim().min(1).max(200),
  city: z.string().trim().min(1).max(60),
  state: z.string().regex(/^[A-Z]{2}$/),
  county: z.string().max(60).optional().default(''),
  postal_code: z.string().regex(/^\d{5}$/),
  unit: z.string().max(UNIT_RULE.maxLength).optional().default(''),
  residenceType: ResidenceType,
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
});
export type AlternateAddress = z.infer<typeof AlternateAddress>;
export const UpdateAddressRequest = z.strictObject({ address: AlternateAddress });
export const UpdateAddressResponse = z.object({ ok: z.literal(true) });
