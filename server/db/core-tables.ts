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
  /** The credit-check authorization, written with `accepted_at` (migration 070): when. */
  credit_check_signed_at?: string | null;
  /** JSON of the agreed documents: [{ document_type, url }]. */
  credit_check_documents?: string | null;
  /** The client address of the acceptance (X-Forwarded-For only with TRUST_PROXY). */
  credit_check_client_address?: string | null;
  /** The user agent of the acceptance, at most USER_AGENT_MAX_LENGTH characters. */
  credit_check_user_agent?: string | null;
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
  /** Keyed hash of the handle the client sends back with the code: the handle itself is never stored. */
  shared_key_hash: string;
  code_hash: string;
  expires_at: string;
  attempts: number;
  consumed_at: string | null;
  created: string;
}

/**
 * The last hits of a limited key (a recipient's texts, a subject's wrong codes), newest first: ISO
 * timestamps of 24 characters each, concatenated. Changed only by one conditional upsert.
 */
interface SlidingLimitsTable {
  key: string;
  hits: string;
  modified: string;
}

/** The per-client counters of @fastify/rate-limit: a fixed window per key, shared by every instance. */
interface RateLimitCountersTable {
  key: string;
  hits: number;
  reset_at: string;
}

/**
 * Texts and emails, and the queue that delivers them. In the sandbox the row stays readable (the
 * sandbox outbox); in production the body is sealed (encrypted) until sent and the row is deleted
 * once delivered.
 */
export interface OutboxMessagesTable {
  id: string;
  to: string;
  channel: string;
  kind: string;
  /** The code or link of the message: sandbox only (null in production). */
  code: string | null;
  link: string | null;
  /** The text; empty in production, where it travels sealed in `sealed_body`. */
  body: string;
  created: string;
  /** pending | sent | failed | expired */
  status: string;
  attempts: number;
  /** When the next delivery attempt is due; null once nothing is left to do. */
  due_at: string | null;
  /** A worker's lease on the row: no other worker takes it before this time. */
  claimed_until: string | null;
  claim_token: string | null;
  /** After this the message is useless (its code or link expired): it is no longer sent. */
  expires_at: string | null;
  sent_at: string | null;
  /** The provider's answer to the last failed attempt (no message content). */
  last_error: string | null;
  /** Production: the body, encrypted (AES-256-GCM), until sent. */
  sealed_body: string | null;
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
  sliding_limits: SlidingLimitsTable;
  rate_limit_counters: RateLimitCountersTable;
  outbox_messages: OutboxMessagesTable;
  auth_handoffs: AuthHandoffsTable;
  user_phone_numbers: UserPhoneNumbersTable;
  visits: VisitsTable;
}
