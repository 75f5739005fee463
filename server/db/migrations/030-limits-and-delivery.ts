import { sql, type Kysely } from 'kysely';

// Limits that hold with many instances, and the outbox as a delivery queue (issue 11):
// - sliding_limits: one row per limited key (a recipient's texts, a subject's wrong codes) holding
//   the times of its last hits, changed only by one conditional upsert, so concurrent requests on
//   any number of instances cannot pass the limit;
// - rate_limit_counters: the per-client counters of @fastify/rate-limit, shared by every instance;
// - upload_quotas: files and bytes per application, reserved by a conditional upsert;
// - one_time_codes keeps only a hash of the shared key: the database alone cannot sign anyone in;
// - outbox_messages gains the queue's columns. Rows already there were shown in the sandbox
//   outbox, never sent: they stay delivered (status 'sent', nothing due).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sliding_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'text', (c) => c.notNull())
    .addColumn('modified', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sliding_limits_modified').on('sliding_limits').column('modified').execute();

  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_counters_reset_at').on('rate_limit_counters').column('reset_at').execute();

  await db.schema
    .createTable('upload_quotas')
    .addColumn('owner', 'text', (c) => c.primaryKey())
    .addColumn('files', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .execute();

  // The wrong tries now live in sliding_limits; live codes are lost with their plaintext keys
  // (they last 10 minutes: the applicant asks for a new one).
  await db.schema.dropTable('code_failures').execute();
  await sql`delete from one_time_codes`.execute(db);
  await db.schema.dropIndex('one_time_codes_shared_key').execute();
  await db.schema.alterTable('one_time_codes').dropColumn('shared_key').execute();
  await db.schema.alterTable('one_time_codes').addColumn('shared_key_hash', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.createIndex('one_time_codes_shared_key_hash').on('one_time_codes').column('shared_key_hash').execute();
  await db.schema.createIndex('one_time_codes_subject').on('one_time_codes').columns(['purpose', 'subject']).execute();

  const outbox = () => db.schema.alterTable('outbox_messages');
  await outbox().addColumn('status', 'text', (c) => c.notNull().defaultTo('sent')).execute();
  await outbox().addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  for (const column of ['due_at', 'claimed_until', 'claim_token', 'expires_at', 'sent_at', 'last_error', 'sealed_body']) {
    await outbox().addColumn(column, 'text').execute();
  }
  await db.schema.createIndex('outbox_messages_due_at').on('outbox_messages').column('due_at').execute();
  await sql`update outbox_messages set sent_at = created`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('outbox_messages_due_at').execute();
  for (const column of ['sealed_body', 'last_error', 'sent_at', 'expires_at', 'claim_token', 'claimed_until', 'due_at', 'attempts', 'status']) {
    await db.schema.alterTable('outbox_messages').dropColumn(column).execute();
  }
  await db.schema.dropIndex('one_time_codes_subject').execute();
  await db.schema.dropIndex('one_time_codes_shared_key_hash').execute();
  await db.schema.alterTable('one_time_codes').dropColumn('shared_key_hash').execute();
  await db.schema.alterTable('one_time_codes').addColumn('shared_key', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.createIndex('one_time_codes_shared_key').on('one_time_codes').column('shared_key').execute();
  await db.schema
    .createTable('code_failures')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    .execute();
  for (const table of ['upload_quotas', 'rate_limit_counters', 'sliding_limits']) await db.schema.dropTable(table).execute();
}
