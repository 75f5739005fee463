import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { describe } from 'vitest';
import { createDatabase, type Db } from '../../../server/db/database.ts';
import { migrateToLatest } from '../../../server/db/migrate.ts';

// A migrated database of its own for one test file: SQLite in a temporary folder, or (in the
// server-pg project) a fresh PostgreSQL schema that is dropped afterwards. Without the API: the
// domain tests call the rules and repositories themselves (test-app.ts builds the API on top).

const pgProject = process.env.SERVER_TEST_DIALECT === 'postgres';
const pgUrl = process.env.TEST_DATABASE_URL || null;
export const dialect: 'postgres' | 'sqlite' = pgProject ? 'postgres' : 'sqlite';
/** The database URL of this project's server tests: PostgreSQL's, or null for SQLite. */
export const testDatabaseUrl = pgProject ? pgUrl : null;

/** The suite wrapper of server tests: the PostgreSQL project skips when it has no database URL. */
export const describeServer: typeof describe = (pgProject && !pgUrl ? describe.skip : describe) as typeof describe;

/**
 * Test files run in parallel, each in a schema of its own. Kysely's migrator reads the tables of
 * every schema (its introspection resolves each table by name), so a schema another file drops in
 * that moment fails it with "schema … does not exist". Migrating and dropping take turns under one
 * PostgreSQL advisory lock (held by the admin connection, whatever the process).
 */
const SCHEMA_LOCK_ID = 20_261_124;
async function underSchemaLock<T>(admin: Kysely<unknown>, work: () => Promise<T>): Promise<T> {
  await sql`select pg_advisory_lock(${SCHEMA_LOCK_ID})`.execute(admin);
  try {
    return await work();
  } finally {
    await sql`select pg_advisory_unlock(${SCHEMA_LOCK_ID})`.execute(admin);
  }
}

export interface TestDatabase {
  db: Db;
  dataDir: string;
  /** PostgreSQL only: the schema, for another connection to the same database. */
  schema: string | undefined;
  /** Another connection (SQLite) or pool (PostgreSQL) to the same database. */
  connect: () => Db;
  /** Destroys the connection, drops the schema, removes the folder. */
  close: () => Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'zoomies-test-'));
  let dropSchema = async () => {};
  let schemaLock = <T>(work: () => Promise<T>): Promise<T> => work();
  let schema: string | undefined;
  if (testDatabaseUrl) {
    schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: testDatabaseUrl, max: 1 }) }) });
    await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(admin);
    dropSchema = () =>
      underSchemaLock(admin, async () => {
        await sql`DROP SCHEMA ${sql.id(schema as string)} CASCADE`.execute(admin);
      }).finally(() => admin.destroy());
    schemaLock = (work) => underSchemaLock(admin, work);
  }
  const connect = () => createDatabase({ databaseUrl: testDatabaseUrl, dataDir, ...(schema ? { schema } : {}) });
  const db = connect();
  await schemaLock(() => migrateToLatest(db));
  return {
    db,
    dataDir,
    schema,
    connect,
    close: async () => {
      await db.destroy();
      await dropSchema();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
