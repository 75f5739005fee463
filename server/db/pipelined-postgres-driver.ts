import { CompiledQuery } from 'kysely';
import type { DatabaseConnection, Driver, QueryResult, TransactionSettings } from 'kysely';
import type { ReservedSql, Sql } from 'postgres';

// Kysely over postgres.js, with the queries of concurrent requests pipelined (docs/decisions/0029).
//
// Under load, half of the API's CPU went to the PostgreSQL driver, and most of that to one socket
// write per query: each write to the database wakes another process, which on this machine kind
// costs more than the query's own work. node-postgres sends a connection's next query only after
// the previous one has answered, so every query is a write of its own. postgres.js sends the queries
// made in one turn of the event loop on a connection in one write, and queues a query behind a
// connection's unanswered ones once every connection is busy: a few connections carry many requests'
// queries, in fewer writes, and the database reads them in fewer wake-ups.
//
// Kysely asks the driver for a connection for every query. Here that "connection" is the shared
// pool: a query goes wherever postgres.js sends it. Only a transaction needs one session for all of
// its statements, so beginning one reserves a connection of the pool for it, until it ends.

export class PipelinedPostgresDriver implements Driver {
  readonly #sql: Sql;

  constructor(sql: Sql) {
    this.#sql = sql;
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new PipelinedConnection(this.#sql);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await (connection as PipelinedConnection).reserve();
    let begin = 'begin';
    if (settings.isolationLevel || settings.accessMode) {
      begin = ['start transaction', settings.isolationLevel ? `isolation level ${settings.isolationLevel}` : '', settings.accessMode ?? ''].filter(Boolean).join(' ');
    }
    await connection.executeQuery(CompiledQuery.raw(begin));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const { rows } = await connection.executeQuery<{ command?: string }>(CompiledQuery.raw('commit'));
    // PostgreSQL completes COMMIT with a ROLLBACK tag when an earlier statement aborted the transaction.
    if (rows[0]?.command === 'ROLLBACK') throw new Error('The transaction was aborted by an earlier error and rolled back.');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoteName(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to ${quoteName(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release ${quoteName(name)}`));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as PipelinedConnection).release();
  }

  async destroy(): Promise<void> {
    await this.#sql.end({ timeout: 5 });
  }
}

const quoteName = (name: string): string => `"${name.replace(/"/g, '""')}"`;

class PipelinedConnection implements DatabaseConnection {
  readonly #pool: Sql;
  #reserved: ReservedSql | null = null;

  constructor(pool: Sql) {
    this.#pool = pool;
  }

  async reserve(): Promise<void> {
    this.#reserved ??= await this.#pool.reserve();
  }

  release(): void {
    this.#reserved?.release();
    this.#reserved = null;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const sql = this.#reserved ?? this.#pool;
    // With values, a named prepared statement (parsed and planned once per connection); without,
    // the simple protocol, which also runs a text of several statements (migrations).
    const parameters = query.parameters as never[];
    const result = await sql.unsafe(query.sql, parameters, parameters.length > 0 ? { prepare: true } : {});
    const { command, count } = result;
    if (command === 'COMMIT' || command === 'ROLLBACK') return { rows: [{ command }] as R[] };
    const changed = command === 'INSERT' || command === 'UPDATE' || command === 'DELETE' || command === 'MERGE';
    return { rows: [...result] as R[], ...(changed ? { numAffectedRows: BigInt(count ?? 0) } : {}) };
  }

  // eslint-disable-next-line require-yield -- the application reads whole results only.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries is not supported by this driver.');
  }
}
