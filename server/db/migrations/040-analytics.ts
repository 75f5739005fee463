import type { Kysely } from 'kysely';

// First-party analytics: every event the browser sends, once (unique message id), with the
// once-only events unique per application or user (`once_key`), and the forwarding bookkeeping.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('analytics_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('message_id', 'text', (c) => c.notNull().unique())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('anonymous_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('origination_id', 'text')
    .addColumn('authenticated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('state_id', 'text')
    .addColumn('properties', 'text', (c) => c.notNull())
    .addColumn('occurred_at', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('once_key', 'text', (c) => c.unique())
    .addColumn('forward_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('forward_next_at', 'text')
    .addColumn('forwarded_at', 'text')
    .execute();
  await db.schema.createIndex('analytics_events_forward').on('analytics_events').column('forward_next_at').execute();
  await db.schema.createIndex('analytics_events_origination').on('analytics_events').column('origination_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('analytics_events').execute();
}
