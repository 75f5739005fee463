import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { describe } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import type { AppConfig } from '../../../server/config.ts';
import { createDatabase, type Db } from '../../../server/db/database.ts';
import { migrateToLatest } from '../../../server/db/migrate.ts';

// Each test file gets its own database: SQLite in a temporary folder, or (in the server-pg project)
// a fresh PostgreSQL schema that is dropped afterwards. Time is a movable clock, never a sleep.

const pgProject = process.env.SERVER_TEST_DIALECT === 'postgres';

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
const pgUrl = process.env.TEST_DATABASE_URL || null;
export const dialect: 'postgres' | 'sqlite' = pgProject ? 'postgres' : 'sqlite';

/** The suite wrapper of server tests: the PostgreSQL project skips when it has no database URL. */
export const describeServer: typeof describe = (pgProject && !pgUrl ? describe.skip : describe) as typeof describe;

export interface TestClock {
  now: () => Date;
  /** Moves the clock forward. */
  advance: (ms: number) => void;
  set: (date: Date) => void;
}

export function createClock(start = new Date('2026-03-02T15:00:00.000Z')): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: AppConfig;
  clock: TestClock;
  /**
   * Another instance of the API on the same database, through its own connection (SQLite) or pool
   * (PostgreSQL): what a second process behind the load balancer is. Closed with the test app.
   */
  sibling: (overrides?: Partial<AppConfig>) => Promise<FastifyInstance>;
  close: () => Promise<void>;
}

export const TEST_DECISION_DELAY_MS = 4000;

export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const clock = createClock();
  const dataDir = mkdtempSync(join(tmpdir(), 'zoomies-test-'));
  const config: AppConfig = {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: pgProject ? pgUrl : null,
    dataDir,
    mode: 'sandbox',
    decisionDelayMs: TEST_DECISION_DELAY_MS,
    ssnKey: randomBytes(32),
    tokenSecret: randomBytes(32),
    stripePublishableKey: null,
    stripeSecretKey: null,
    googleMapsKey: null,
    staticDir: join(dataDir, 'no-app'),
    publicUrl: 'http://zoomies.test',
    waitlistUrl: null,
    analyticsWriteKey: null,
    analyticsEndpoint: 'http://127.0.0.1:9',
    flowStaffToken: null,
    now: clock.now,
    trustProxy: false,
    // Off unless a test asks: the clock stands still in tests, so windows would never end.
    clientLimits: null,
    // No background work: tests deliver the outbox by hand (deliverDueMessages).
    delivery: { twilio: null, smtp: null, pollMs: 0 },
    ...overrides,
  };
  let dropSchema = async () => {};
  let schemaLock = <T>(work: () => Promise<T>): Promise<T> => work();
  let schema: string | undefined;
  if (config.databaseUrl) {
    schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: config.databaseUrl, max: 1 }) }) });
    await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(admin);
    dropSchema = () =>
      underSchemaLock(admin, async () => {
        await sql`DROP SCHEMA ${sql.id(schema as string)} CASCADE`.execute(admin);
      }).finally(() => admin.destroy());
    schemaLock = (work) => underSchemaLock(admin, work);
  }
  const db = createDatabase({ databaseUrl: config.databaseUrl, dataDir, ...(schema ? { schema } : {}) });
  await schemaLock(() => migrateToLatest(db));
  const app = await buildApp({ config, db });
  await app.ready();
  const siblings: { app: FastifyInstance; db: Db }[] = [];
  return {
    app,
    db,
    config,
    clock,
    sibling: async (siblingOverrides = {}) => {
      const siblingDb = createDatabase({ databaseUrl: config.databaseUrl, dataDir, ...(schema ? { schema } : {}) });
      const siblingApp = await buildApp({ config: { ...config, ...siblingOverrides }, db: siblingDb });
      await siblingApp.ready();
      siblings.push({ app: siblingApp, db: siblingDb });
      return siblingApp;
    },
    close: async () => {
      for (const sibling of siblings) {
        await sibling.app.close();
        await sibling.db.destroy();
      }
      await app.close();
      await db.destroy();
      await dropSchema();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
