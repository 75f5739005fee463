import { AbortedTransactionError, CompiledQuery } from 'kysely';
import type { DatabaseConnection, Driver, QueryResult, TransactionSettings } from 'kysely';
import type { ReservedSql, Sql } from 'postgres';

// Kysely over postgres.js, with the queries of concurrent requests pipelined (docs/decisions/0029).
//
// With node-postgres, a connection takes its next query only once the previous one has answered:
// under the whole-API load every connection was busy, and a request's query waited in the pool for
// a free one before it even started its round trip. postgres.js sends a query at once, behind the
// unanswered ones of a busy connection, and writes the queries of one event-loop turn together. A
// few connections carry every request's queries, and none waits for a free one.
//
// Kysely asks the driver for a connection for every query. Here that "connection" is the shared
// pool: a query goes wherever postgres.js sends it. Only a transaction needs one session for all of
// its statements: it reserves the one connection of a pool of its own, so that it never waits for
// the pipelined connections to fall idle (postgres.js reserves idle connections only). One
// connection, so that a close in that pool is the reserved connection's: postgres.js 3.4 throws from
// a timer, where nothing can catch it, when a reserved connection that has closed is given another
// query (porsager/postgres#1208), so such a query must never reach it.

/** The transactions' pool, and how many times its one connection has closed (its `onclose`). */
export interface TransactionPool {
  sql: Sql;
  closes: () => number;
}

export class PipelinedPostgresDriver implements Driver {
  readonly #pool: Sql;
  readonly #transactions: TransactionPool;

  constructor(pool: Sql, transactions: TransactionPool) {
    this.#pool = pool;
    this.#transactions = transactions;
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new PipelinedConnection(this.#pool, this.#transactions);
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
    if (rows[0]?.command === 'ROLLBACK') throw new AbortedTransactionError();
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    // A lost session took its transaction with it: nothing to roll back, and the caller keeps the
    // error that lost it rather than a second one about the rollback.
    if ((connection as PipelinedConnection).lost()) return;
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
    await Promise.all([this.#pool.end({ timeout: 5 }), this.#transactions.sql.end({ timeout: 5 })]);
  }
}

const quoteName = (name: string): string => `"${name.replace(/"/g, '""')}"`;

class PipelinedConnection implements DatabaseConnection {
  readonly #pool: Sql;
  readonly #transactions: TransactionPool;
  #reserved: ReservedSql | null = null;
  #closesWhenReserved = 0;

  constructor(pool: Sql, transactions: TransactionPool) {
    this.#pool = pool;
    this.#transactions = transactions;
  }

  async reserve(): Promise<void> {
    if (this.#reserved) return;
    this.#reserved = await this.#transactions.sql.reserve();
    this.#closesWhenReserved = this.#transactions.closes();
  }

  /** True once the reserved connection has closed: it went back to its pool then, as closed. */
  lost(): boolean {
    return this.#reserved !== null && this.#transactions.closes() !== this.#closesWhenReserved;
  }

  release(): void {
    // Releasing a lost connection again would hand the dead connection out as an open one.
    if (!this.lost()) this.#reserved?.release();
    this.#reserved = null;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    // A query given to a closed reserved connection would crash the process (see the top).
    // The code postgres.js gives a query whose connection closed under it: one error for both cases.
    if (this.lost()) throw Object.assign(new Error('The database connection of this transaction was lost.'), { code: 'CONNECTION_CLOSED' });
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
