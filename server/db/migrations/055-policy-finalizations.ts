import { sql, type Kysely } from 'kysely';

// The 24-hour finalization queue (second document: "Without changes the policy is finalized in 24
// hours with standard coverage"). One row per pet application, due when its window closes; the
// finalization job claims due rows (due-rows.repository.ts), so any number of instances share the work.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('policy_finalizations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('due_at', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('claim_token', 'text')
    .addColumn('finalized_at', 'text')
    .execute();
  await db.schema.createIndex('policy_finalizations_due_at').on('policy_finalizations').column('due_at').execute();
  // Policies still open: due from their creation, which is never after their real deadline (the job
  // reads the signup's last modification and puts a row back until then).
  await sql`insert into policy_finalizations (id, due_at) select id, created from pet_applications where plan_id is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('policy_finalizations').execute();
}
