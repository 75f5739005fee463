import type { Kysely } from 'kysely';

// The visit's points offer code (points_01..03) of an application: the offer page shows its bonus
// points. Kept apart from the promo code, which is whatever `promo_code` the visitor brought.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('originations').addColumn('offer_code', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('originations').dropColumn('offer_code').execute();
}
