import type { Kysely } from 'kysely';

// Identity, origination, messages and visits. Only `text` and `integer` columns, which mean the same
// on SQLite and PostgreSQL (timestamps are ISO text, booleans 0/1, JSON text).

// One piece: a migration is the schema as it first shipped, read top to bottom and run once per
// database; the tables follow one another and nothing in it is reused. Later changes are new files.
// eslint-disable-next-line max-lines-per-function -- a migration that shipped is history, not split
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('address', 'text')
    .addColumn('created', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('originations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('flow_type', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('dob_mm_dd', 'text', (c) => c.notNull())
    .addColumn('promo_code', 'text')
    .addColumn('final_target_url', 'text')
    .addColumn('correlation_id', 'text')
    .addColumn('phone_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('identity_key', 'text')
    .addColumn('user_id', 'text', (c) => c.references('users.id'))
    .addColumn('animal', 'text')
    .addColumn('pet_address', 'text')
    .addColumn('pet_decline_reason', 'text')
    .addColumn('waitlist', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('individual', 'text')
    .addColumn('ssn_encrypted', 'text')
    .addColumn('ssn_last4', 'text')
    .addColumn('residence_type', 'text')
    .addColumn('annual_income', 'integer')
    .addColumn('employment_type', 'text')
    .addColumn('monthly_housing_payment', 'integer')
    .addColumn('completed_at', 'text')
    .addColumn('prequal_outcome', 'text')
    .addColumn('prequal_due_at', 'text')
    .addColumn('offer_credit_limit', 'integer')
    .addColumn('offer_apr', 'integer')
    .addColumn('accepted_at', 'text')
    .addColumn('approval_outcome', 'text')
    .addColumn('approval_due_at', 'text')
    .addColumn('had_insurance_before', 'integer')
    .addColumn('alternate_address', 'text')
    .addColumn('pet_application_id', 'text')
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('modified', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('originations_user_id').on('originations').column('user_id').execute();
  await db.schema.createIndex('originations_phone').on('originations').column('phone_number').execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('family_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('revoked_at', 'text')
    .addColumn('created', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family_id').execute();

  await db.schema
    .createTable('one_time_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('shared_key', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('consumed_at', 'text')
    .addColumn('created', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('one_time_codes_recipient').on('one_time_codes').columns(['recipient', 'created']).execute();
  await db.schema.createIndex('one_time_codes_shared_key').on('one_time_codes').column('shared_key').execute();

  await db.schema
    .createTable('code_failures')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('code_failures_subject').on('code_failures').columns(['purpose', 'subject']).execute();

  await db.schema
    .createTable('outbox_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('to', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('code', 'text')
    .addColumn('link', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('outbox_messages_to').on('outbox_messages').columns(['to', 'created']).execute();

  await db.schema
    .createTable('auth_handoffs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('origination_id', 'text', (c) => c.notNull().references('originations.id'))
    .addColumn('jwt', 'text', (c) => c.notNull())
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('code_challenge', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('redeemed_at', 'text')
    .addColumn('created', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('user_phone_numbers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created', 'text', (c) => c.notNull())
    .addUniqueConstraint('user_phone_numbers_unique', ['user_id', 'phone_number'])
    .execute();

  await db.schema
    .createTable('visits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('segment_event_id', 'text', (c) => c.notNull())
    .addColumn('is_fallback', 'integer', (c) => c.notNull())
    .addColumn('offer_code', 'text')
    .addColumn('tracking_code', 'text')
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['visits', 'user_phone_numbers', 'auth_handoffs', 'outbox_messages', 'code_failures', 'one_time_codes', 'refresh_tokens', 'originations', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
