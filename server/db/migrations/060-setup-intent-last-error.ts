import type { Kysely } from 'kysely';

// The sandbox SetupIntent keeps its last error (Stripe's `last_setup_error`): after a 3-D Secure
// redirect the app retrieves the intent and shows why it failed, as Stripe's API lets it.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('setup_intents').addColumn('last_setup_error', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('setup_intents').dropColumn('last_setup_error').execute();
}
