import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import Fastify from 'fastify';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '../../../services/contract/error-codes.ts';
import { buildApp } from '../../../server/app.ts';
import { createDatabase } from '../../../server/db/database.ts';
import { isDatabaseUnavailable } from '../../../server/db/database-unavailable.ts';
import { installErrorHandler } from '../../../server/http/error-handler.ts';
import { bearer, start } from '../helpers/flow.ts';
import { createTestApp, describeServer, type TestApp } from '../helpers/test-app.ts';

// Decision 0066: a database that cannot be reached (or a SQLite file held too long by another
// connection) answers 503 with Retry-After; a constraint violation or a bug stays a 500. The errors
// here are the drivers' own, made for real wherever a test can make them cheaply; the PostgreSQL
// server's shutdown codes are met for real in test/database-restart/.

/** A port nothing listens on: taken from the system, then closed again. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** What a driver rejects with, caught. */
async function rejectionOf(work: () => unknown): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('expected the work to fail');
}

describe('which driver errors mean the database is unavailable', () => {
  const folder = mkdtempSync(join(tmpdir(), 'zoomies-unavailable-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('postgres.js refused at a closed port: unavailable', async () => {
    const sql = postgres(`postgres://nobody:nothing@127.0.0.1:${await closedPort()}/none`, { max: 1, connect_timeout: 5, onnotice: () => {} });
    const error = await rejectionOf(() => sql`select 1`);
    await sql.end({ timeout: 1 });
    expect(error).toMatchObject({ code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('a SQLite file another connection holds (SQLITE_BUSY): unavailable; a unique violation: not', () => {
    const file = join(folder, 'busy.sqlite');
    const holder = new SqliteDatabase(file);
    holder.exec('create table t (id integer primary key)');
    const writer = new SqliteDatabase(file);
    writer.pragma('busy_timeout = 0');
    holder.exec('begin exclusive');
    const busy = (() => {
      try {
        writer.exec('insert into t values (1)');
      } catch (error) {
        return error;
      }
      return null;
    })();
    holder.exec('rollback');
    writer.exec('insert into t values (1)');
    const violation = (() => {
      try {
        writer.exec('insert into t values (1)');
      } catch (error) {
        return error;
      }
      return null;
    })();
    holder.close();
    writer.close();
    expect(busy).toMatchObject({ code: 'SQLITE_BUSY' });
    expect(isDatabaseUnavailable(busy)).toBe(true);
    expect(violation).toMatchObject({ code: 'SQLITE_CONSTRAINT_PRIMARYKEY' });
    expect(isDatabaseUnavailable(violation)).toBe(false);
  });

  it.each([
    ['57P01', 'admin_shutdown (pg_ctl restart -m fast)'],
    ['57P02', 'crash_shutdown'],
    ['57P03', 'cannot_connect_now (starting up, shutting down)'],
    ['53300', 'too_many_connections'],
    ['08006', 'connection_failure'],
    ['08001', 'sqlclient_unable_to_establish_sqlconnection'],
    ['CONNECTION_CLOSED', 'postgres.js: the server closed the connection under a query'],
    ['CONNECTION_ENDED', 'postgres.js: the pool was ended (shutting down)'],
    ['CONNECTION_DESTROYED', 'postgres.js: the connection was destroyed'],
    ['CONNECT_TIMEOUT', 'postgres.js: no connection in time'],
    ['ECONNRESET', 'the socket was reset'],
    ['EPIPE', 'the socket broke while writing'],
    ['SQLITE_BUSY_SNAPSHOT', 'SQLite: a write on a stale snapshot'],
    ['SQLITE_LOCKED', 'SQLite: a table locked by this connection'],
  ])('%s (%s): unavailable', (code) => {
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code }))).toBe(true);
  });

  it.each([
    ['23505', 'unique_violation'],
    ['23503', 'foreign_key_violation'],
    ['42P01', 'undefined_table (a bug)'],
    ['40001', 'serialization_failure: the database answered'],
    ['08P01', 'protocol_violation: a driver bug, not an absence'],
    ['57014', 'query_canceled'],
    ['ENOTFOUND', 'a host name that does not exist: configuration'],
    ['SQLITE_CONSTRAINT_UNIQUE', 'SQLite unique violation'],
    ['SQLITE_ERROR', 'SQLite syntax error'],
    ['SQLITE_BUSYNESS', 'not a SQLite code'],
    ['X57P01', 'not a SQLSTATE'],
  ])('%s (%s): not unavailable', (code) => {
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code }))).toBe(false);
  });

  it('an error without a code, a number code, or no error at all: not unavailable', () => {
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(false);
    expect(isDatabaseUnavailable({ code: 57 })).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});

describe('the answer', () => {
  const app = Fastify();
  installErrorHandler(app);
  const failures: Record<string, () => Error> = {
    refused: () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    shutdown: () => Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01', severity: 'FATAL' }),
    busy: () => Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }),
    violation: () => Object.assign(new Error('duplicate key value violates unique constraint "users_email_key" Key (email)=(jamie@example.com)'), { code: '23505' }),
    bug: () => new TypeError("Cannot read properties of undefined (reading 'id')"),
  };
  for (const [name, failure] of Object.entries(failures)) {
    app.get(`/api/${name}/`, async () => {
      throw failure();
    });
  }
  afterAll(() => app.close());

  it.each(['refused', 'shutdown', 'busy'])('%s: 503 with Retry-After, in the contract error body', async (name) => {
    const res = await app.inject({ method: 'GET', url: `/api/${name}/` });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(ErrorBody.parse(res.json())).toEqual({ message: 'We are briefly unavailable. Please try again in a moment.', code: 'service_unavailable', retry_after: 2 });
  });

  it.each(['violation', 'bug'])('%s: still a 500 with the generic message, no detail, no stack, no Retry-After', async (name) => {
    const res = await app.inject({ method: 'GET', url: `/api/${name}/` });
    expect(res.statusCode).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
    expect(res.json()).toEqual({ message: 'Something went wrong. Please try again.', code: 'server_error' });
  });
});

describeServer('the whole API on a database that does not answer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers a start and a decision poll 503 with Retry-After; an instance on a database that answers serves the same poll', async () => {
    // The same API over PostgreSQL at a port nothing listens on: what every API process sees while
    // the database restarts.
    const db = createDatabase({ databaseUrl: `postgres://app:app@127.0.0.1:${await closedPort()}/app`, dataDir: t.config.dataDir });
    const away = await buildApp({ config: { ...t.config, databaseUrl: 'postgres://away' }, db });
    try {
      const startBody = { client_id: 'c', flowType: 'desktop', phoneNumber: '+15125550111', dob: '01-15' };
      const started = await away.inject({ method: 'POST', url: '/api/v1/origination/start/', payload: startBody });
      expect(started.statusCode).toBe(503);
      expect(started.headers['retry-after']).toBe('2');
      expect(started.json()).toMatchObject({ code: 'service_unavailable', retry_after: 2 });
      // A real application of the working database, polled through the API that cannot reach it.
      const { applicant } = await start(t, '+15125550112');
      const poll = await away.inject({ method: 'GET', url: `/api/v1/card/signup/${applicant.id}/`, headers: bearer(applicant.token) });
      expect(poll.statusCode).toBe(503);
      expect(poll.headers['retry-after']).toBe('2');
      // The instance on the database that answers: the same poll is answered (409: no details yet).
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/card/signup/${applicant.id}/`, headers: bearer(applicant.token) })).statusCode).toBe(409);
    } finally {
      await away.close();
      await db.destroy();
    }
  });
});
