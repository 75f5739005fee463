import type { Kysely } from 'kysely';
import { isPostgres } from '../database.ts';

// Each application's progress through the flow: one row per (application, top-level state) it
// entered, with the time. The flow map's funnel is computed from it.

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('application_progress')
    .addColumn('id', postgres ? 'serial' : 'integer', (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('origination_id', 'text', (c) => c.notNull())
    .addColumn('state_id', 'text', (c) => c.notNull())
    .addColumn('entered_at', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addUniqueConstraint('application_progress_once', ['origination_id', 'state_id'])
    .execute();
  await db.schema.createIndex('application_progress_entered').on('application_progress').column('entered_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('application_progress').execute();
}
