import { sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { type Db, inOneSession, isPostgres } from './database.ts';
import { migrations } from './migrations/list.ts';

/** Brings the database to the latest migration; throws when one fails (migrateToLatest does not). */
export async function migrateToLatest<T>(database: Kysely<T>): Promise<void> {
  // Kysely's migrator holds an advisory lock for its run: lock, migrations and unlock must share one
  // session, which the pipelined pool does not promise (database.ts, inOneSession).
  await inOneSession(database as unknown as Db, (session) => migrateInSession(session as unknown as Kysely<unknown>));
}

async function migrateInSession(db: Kysely<unknown>): Promise<void> {
  // On PostgreSQL, Kysely looks for its bookkeeping tables in every schema unless told which one:
  // name the current schema, so databases that hold several schemas (tests) do not mix them up.
  let migrationTableSchema: string | undefined;
  if (isPostgres(db)) {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    migrationTableSchema = rows[0]?.schema;
  }
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
