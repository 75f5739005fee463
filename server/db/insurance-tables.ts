// Tables of the insurance side (pet applications, quotes, purchases, plans, sandbox setup intents,
// uploaded documents). Dates are ISO strings and booleans are 0/1 integers so that one set of rows
// works on SQLite (better-sqlite3 refuses Date and boolean parameters) and PostgreSQL alike. Lists
// are JSON text for the same reason.

export interface PetApplicationsTable {
  id: string;
  /** One pet application per origination: the unique key that makes creation idempotent. */
  origination_id: string;
  user_id: string;
  pet_name: string;
  pet_type: string;
  pet_age: string;
  breed: string;
  gender: string;
  health_conditions: string;
  first_name: string;
  last_name: string;
  email: string;
  address: string;
  city: string;
  state: string;
  postal_code: string;
  deductible: number;
  annual_limit: number;
  coinsurance: number;
  /** JSON array of chosen add-on coverage names (prescription_meds, vet_visit...). */
  coverages: string;
  insurance_quote_id: string;
  contract_quote_id: string;
  plan_id: string | null;
  created: string;
  modified: string;
}

export interface PlanPurchasesTable {
  id: string;
  /** Unique: one purchase per pet application, whatever the number of concurrent submits. */
  pet_application_id: string;
  insurance_quote_id: string;
  payment_period: string;
  annual_total: number;
  monthly_total: number;
  setup_intent_id: string;
  client_secret: string;
  status: string;
  payment_method: string | null;
  created: string;
  completed: string | null;
}

export interface SetupIntentsTable {
  id: string;
  client_secret: string;
  pet_application_id: string;
  /** requires_payment_method, requires_action, succeeded. */
  status: string;
  /** What the authentication step leads to for a 3-D Secure test card: succeed or decline. */
  after_authentication: string | null;
  payment_method: string | null;
  card_last4: string | null;
  created: string;
  /** Stripe's last_setup_error (JSON of the card error) after a failed confirmation or authentication. */
  last_setup_error?: string | null;
}

export interface PlansTable {
  id: string;
  /** Unique: configuring the policy twice gives the same plan. */
  pet_application_id: string;
  /** The detailed plan as served (JSON text): computed once, at configuration. */
  body: string;
  created: string;
}

export interface UploadedDocumentsTable {
  id: string;
  owner_origination_id: string | null;
  owner_user_id: string | null;
  name: string;
  document_type: string;
  is_effectiv_document: number;
  stored_name: string;
  mime_type: string;
  size_bytes: number;
  created: string;
}

/** Files and bytes uploaded per application (its origination id, or the user's id). */
interface UploadQuotasTable {
  owner: string;
  files: number;
  bytes: number;
}

/**
 * The 24-hour finalization queue: the row's id is its pet application's. `due_at` is when the window
 * may close (never later than the signup's last modification + 24 h; the job checks the real
 * deadline); null once finalized or configured.
 */
interface PolicyFinalizationsTable {
  id: string;
  due_at: string | null;
  claimed_until: string | null;
  claim_token: string | null;
  /** When the job finalized the policy itself (null: the applicant configured it, or not yet). */
  finalized_at: string | null;
}

export interface InsuranceTables {
  policy_finalizations: PolicyFinalizationsTable;
  pet_applications: PetApplicationsTable;
  plan_purchases: PlanPurchasesTable;
  setup_intents: SetupIntentsTable;
  plans: PlansTable;
  uploaded_documents: UploadedDocumentsTable;
  upload_quotas: UploadQuotasTable;
}
