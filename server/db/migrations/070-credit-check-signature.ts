import type { Kysely } from 'kysely';

// The credit-check authorization, stored with the acceptance on the application's row (written by
// the same conditional update as `accepted_at`, so a second acceptance changes neither): when, which
// document versions (JSON of their types and URLs), the client address and the user agent.

const COLUMNS = ['credit_check_signed_at', 'credit_check_documents', 'credit_check_client_address', 'credit_check_user_agent'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS) await db.schema.alterTable('originations').addColumn(column, 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [...COLUMNS].reverse()) await db.schema.alterTable('originations').dropColumn(column).execute();
}
