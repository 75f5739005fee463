import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, SqliteDialect } from 'kysely';
import type { SqliteDatabase as SqliteDialectDatabase, SqliteStatement as SqliteDialectStatement } from 'kysely';
import postgres from 'postgres';
import { PipelinedPostgresDriver } from './pipelined-postgres-driver.ts';
import { BoundedMap } from '../memo/bounded-map.ts';
import type { Database } from './schema.ts';

// The one place that knows there are two dialects. Rows follow conventions that read the same on
// both: ISO timestamps in text columns, booleans as 0/1 integers, JSON as text.

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  databaseUrl: string | null;
  dataDir: string;
  /** PostgreSQL only: a schema to work in (tests get a fresh one each). */
  schema?: string;
  /** SQLite only: the file name inside dataDir. */
  fileName?: string;
  /** PostgreSQL only: connections per process (default 4, DEFAULT_POOL_SIZE). */
  databasePoolSize?: number;
}

export const DEFAULT_POOL_SIZE = 4;

export function createDatabase(options: DatabaseOptions): Db {
  if (options.databaseUrl) {
    const db = postgresDatabase(options, options.databasePoolSize ?? DEFAULT_POOL_SIZE, {});
    // Counts and funnel entries commit without waiting for the disk (docs/decisions/0025): a few
    // connections of their own, so the application's own writes keep synchronous commits.
    const relaxed = postgresDatabase(options, RELAXED_POOL_SIZE, { synchronous_commit: 'off' });
    relaxedDatabases.set(db, relaxed);
    // Whoever closes the database (shutdown, a test) closes both pools with it.
    const destroy = db.destroy.bind(db);
    db.destroy = async () => {
      await Promise.all([relaxed.destroy(), destroy()]);
    };
    return db;
  }
  // The data folder is created on first start: no set-up needed.
  mkdirSync(options.dataDir, { recursive: true });
  const file = join(options.dataDir, options.fileName ?? 'zoomies.sqlite');
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  // Under WAL, NORMAL syncs at checkpoints only: a commit survives an application crash, and only an
  // OS crash or power loss can lose the last commits (docs/decisions/0014-sqlite-synchronous-normal.md).
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  // Checkpoints run on a thread of their own (wal-checkpointer.worker.ts); this connection checkpoints
  // only should the log ever grow past 40 MB (10,000 pages) without it, and the log file is cut back
  // to 64 MB after a burst.
  sqlite.pragma('wal_autocheckpoint = 10000');
  sqlite.pragma(`journal_size_limit = ${64 * 1024 * 1024}`);
  const checkpointer = new Worker(new URL('./wal-checkpointer.worker.ts', import.meta.url), { workerData: { file, everyMs: 500 } });
  checkpointer.unref();
  // Never fatal: without it, this connection checkpoints by itself.
  checkpointer.on('error', () => {});
  const database = withStatementCache(sqlite);
  return new Kysely<Database>({
    dialect: new SqliteDialect({
      database: {
        ...database,
        close() {
          checkpointer.postMessage('stop');
          database.close();
        },
      },
    }),
  });
}

function postgresDatabase(options: DatabaseOptions, max: number, settings: Record<string, string>): Db {
  // postgres.js pipelines the queries of concurrent requests over few connections
  // (pipelined-postgres-driver.ts, docs/decisions/0029); each query with values runs as a named
  // prepared statement, parsed and planned once per connection. Transactions take the one connection
  // of a pool of their own (opened when the first runs), one after the other. An undefined value is
  // sent as NULL, as node-postgres did.
  const connection = { ...(options.schema ? { search_path: options.schema } : {}), ...settings };
  const open = (connections: number, onclose?: () => void) =>
    postgres(options.databaseUrl as string, { max: connections, connection, onnotice: () => {}, transform: { undefined: null }, ...(onclose ? { onclose } : {}) });
  const pool = open(max);
  let closes = 0;
  const transactions = { sql: open(1, () => void (closes += 1)), closes: () => closes };
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new PipelinedPostgresDriver(pool, transactions),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  singleSessions.set(db, () => postgresDatabase(options, 1, settings));
  return db;
}

const singleSessions = new WeakMap<Db, () => Db>();

/**
 * Runs `work` on a database of one connection, so that all of its statements share one session:
 * what the migrator needs, whose advisory lock belongs to the session that takes it. On PostgreSQL
 * the shared pool spreads statements over its connections; SQLite has one connection anyway.
 */
export async function inOneSession<T>(db: Db, work: (session: Db) => Promise<T>): Promise<T> {
  const open = singleSessions.get(db);
  if (!open) return work(db);
  const session = open();
  try {
    return await work(session);
  } finally {
    await session.destroy();
  }
}

/** Connections per process for the writes that need no disk flush (counts, funnel entries). */
const RELAXED_POOL_SIZE = 2;
const relaxedDatabases = new WeakMap<Db, Db>();

/**
 * Where to write what a database crash may lose without harm: the per-client and per-phone limit
 * counts and the funnel's progress entries (docs/decisions/0025). On PostgreSQL, connections that
 * commit without waiting for the WAL to reach the disk (`synchronous_commit = off`): the write is
 * visible to every other connection as soon as it returns, exactly as a synchronous one; only a
 * crash of the database server or of its machine can lose the last fraction of a second of them,
 * never corrupt anything. The applicant's own records never go this way. SQLite (which syncs at
 * checkpoints anyway, decision 0014) and a transaction (whose writes commit together) write where
 * they are.
 */
export function relaxedWrites(db: Db): Db {
  return relaxedDatabases.get(db) ?? db;
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query again; preparing is a real share of a short query's time (13% of the
 * poll's profile). The same SQL text gets the same prepared statement back. better-sqlite3 runs one
 * statement at a time on one connection, so a statement is never in use twice (the server does not
 * stream results, which would keep one busy). Bounded: the oldest statement goes first.
 */
function withStatementCache(sqlite: SqliteDatabase.Database): SqliteDialectDatabase {
  const statements = new BoundedMap<string, SqliteDialectStatement>(STATEMENT_CACHE_SIZE);
  return {
    close: () => sqlite.close(),
    prepare(sqlText) {
      let statement = statements.get(sqlText);
      if (!statement) {
        statement = sqlite.prepare(sqlText);
        statements.set(sqlText, statement);
      }
      return statement;
    },
  };
}

export function isPostgres<T>(db: Kysely<T>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** better-sqlite3 refuses JS booleans: store 0/1 on both dialects. */
export const toFlag = (value: boolean): number => (value ? 1 : 0);
export const fromFlag = (value: number | null | undefined): boolean => value === 1;

export const toJson = (value: unknown): string => JSON.stringify(value);
export function fromJson<T>(value: string | null | undefined): T | null {
  return value === null || value === undefined ? null : (JSON.parse(value) as T);
}

/** ISO-8601 with milliseconds and Z: sorts as text, compares as text, parses everywhere. */
export const iso = (date: Date): string => date.toISOString();

/** A unique-constraint violation on either dialect. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
