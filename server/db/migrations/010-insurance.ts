import type { Kysely } from 'kysely';

// Insurance tables: pet applications (one per origination), plan purchases (one per application),
// sandbox setup intents, plans (one per application) and uploaded documents. Portable column types
// only (text, integer, double precision) so that the same migration serves SQLite and PostgreSQL.

type AnyDb = Kysely<unknown>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('pet_applications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('origination_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('pet_name', 'text', (c) => c.notNull())
    .addColumn('pet_type', 'text', (c) => c.notNull())
    .addColumn('pet_age', 'text', (c) => c.notNull())
    .addColumn('breed', 'text', (c) => c.notNull())
    .addColumn('gender', 'text', (c) => c.notNull())
    .addColumn('health_conditions', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('deductible', 'integer', (c) => c.notNull())
    .addColumn('annual_limit', 'integer', (c) => c.notNull())
    .addColumn('coinsurance', 'integer', (c) => c.notNull())
    .addColumn('coverages', 'text', (c) => c.notNull())
    .addColumn('insurance_quote_id', 'text', (c) => c.notNull().unique())
    .addColumn('contract_quote_id', 'text', (c) => c.notNull().unique())
    .addColumn('plan_id', 'text')
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('modified', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pet_applications_user_id').on('pet_applications').column('user_id').execute();

  await db.schema
    .createTable('setup_intents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_secret', 'text', (c) => c.notNull().unique())
    .addColumn('pet_application_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('after_authentication', 'text')
    .addColumn('payment_method', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('created', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('plan_purchases')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('pet_application_id', 'text', (c) => c.notNull().unique())
    .addColumn('insurance_quote_id', 'text', (c) => c.notNull())
    .addColumn('payment_period', 'text', (c) => c.notNull())
    .addColumn('annual_total', 'double precision', (c) => c.notNull())
    .addColumn('monthly_total', 'double precision', (c) => c.notNull())
    .addColumn('setup_intent_id', 'text', (c) => c.notNull())
    .addColumn('client_secret', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'text')
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('completed', 'text')
    .execute();

  await db.schema
    .createTable('plans')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('pet_application_id', 'text', (c) => c.notNull().unique())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('uploaded_documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_origination_id', 'text')
    .addColumn('owner_user_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('document_type', 'text', (c) => c.notNull())
    .addColumn('is_effectiv_document', 'integer', (c) => c.notNull())
    .addColumn('stored_name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['uploaded_documents', 'plans', 'plan_purchases', 'setup_intents', 'pet_applications']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
