// Row types of the identity, origination, messaging and marketing tables. They never leave the
// services: routes answer with contract types.
//
// Conventions shared by both dialects (see database.ts): timestamps are ISO-8601 strings in text
// columns, booleans are integers 0/1, JSON is text.

export interface OriginationsTable {
  id: string;
  client_id: string;
  flow_type: string;
  /** E.164 */
  phone_number: string;
  /** MM-DD as sent at the start. */
  dob_mm_dd: string;
  promo_code: string | null;
  /** The visit's points offer code (points_01..03), when the visitor came through an offer page. */
  offer_code?: string | null;
  final_target_url: string | null;
  /** The partner phone check's correlation id; null when the own 6-digit code is used. */
  correlation_id: string | null;
  phone_verified: number;
  /** Key of the sandbox identity on file whose birthday matched; null when none. */
  identity_key: string | null;
  user_id: string | null;
  /** JSON of the animal payload. */
  animal: string | null;
  /** JSON of the home address given with the pet. */
  pet_address: string | null;
  pet_decline_reason: string | null;
  waitlist: number;
  /** JSON of the individual without the SSN. */
  individual: string | null;
  ssn_encrypted: string | null;
  ssn_last4: string | null;
  residence_type: string | null;
  annual_income: number | null;
  employment_type: string | null;
  monthly_housing_payment: number | null;
  completed_at: string | null;
  /** JSON of the prequalification outcome, visible from `prequal_due_at` on (null: never). */
  prequal_outcome: string | null;
  prequal_due_at: string | null;
  offer_credit_limit: number | null;
  offer_apr: number | null;
  accepted_at: string | null;
  /** JSON of the approval outcome, visible from `approval_due_at` on. */
  approval_outcome: string | null;
  approval_due_at: string | null;
  had_insurance_before: number | null;
  alternate_address: string | null;
  pet_application_id: string | null;
  created: string;
  modified: string;
}

export interface UsersTable {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  /** JSON of the address, or null. */
  address: string | null;
  created: string;
}

export interface RefreshTokensTable {
  id: string;
  family_id: string;
  user_id: string;
  /** HMAC of the token: the token itself is never stored. */
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
  created: string;
}

export interface OneTimeCodesTable {
  id: string;
  /** partner_code | otp | login_code | phone_otp */
  purpose: string;
  /** Who receives it: E.164 phone or email. */
  recipient: string;
  /** What it unlocks: an origination id, a user id or an email. */
  subject: string;
  /** The handle the client sends back with the code. */
  shared_key: string;
  code_hash: string;
  expires_at: string;
  attempts: number;
  consumed_at: string | null;
  created: string;
}

/** Wrong tries, kept apart from the codes so that a resend does not reset them. */
export interface CodeFailuresTable {
  id: string;
  purpose: string;
  subject: string;
  created: string;
}

export interface OutboxMessagesTable {
  id: string;
  to: string;
  channel: string;
  kind: string;
  code: string | null;
  link: string | null;
  body: string;
  created: string;
}

export interface AuthHandoffsTable {
  id: string;
  kind: string;
  token_hash: string;
  origination_id: string;
  jwt: string;
  resource: string;
  code_challenge: string;
  expires_at: string;
  redeemed_at: string | null;
  created: string;
}

export interface UserPhoneNumbersTable {
  id: string;
  user_id: string;
  phone_number: string;
  verified: number;
  created: string;
}

export interface VisitsTable {
  id: string;
  client_id: string;
  segment_event_id: string;
  is_fallback: number;
  offer_code: string | null;
  tracking_code: string | null;
  /** JSON of the whole visit record. */
  payload: string;
  created: string;
}

export interface CoreTables {
  originations: OriginationsTable;
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  one_time_codes: OneTimeCodesTable;
  code_failures: CodeFailuresTable;
  outbox_messages: OutboxMessagesTable;
  auth_handoffs: AuthHandoffsTable;
  user_phone_numbers: UserPhoneNumbersTable;
  visits: VisitsTable;
}
