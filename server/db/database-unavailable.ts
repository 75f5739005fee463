// Which database errors mean "the database cannot be reached or cannot take this statement right
// now" (a restart, a failover, a full connection table, a busy SQLite file): the call may succeed
// if it is made again in a moment, so the API answers 503 with Retry-After rather than 500
// (docs/decisions/0066). Everything else a driver throws (a constraint, a syntax error, a bug) is not
// this, and stays a 500. Only codes are read, never messages: they are the drivers' stable API.

/**
 * SQLSTATEs of the PostgreSQL server (both postgres.js and node-postgres put them in `code`):
 * - 57P01 admin_shutdown: a fast or smart shutdown ended the session (`pg_ctl restart -m fast`);
 * - 57P02 crash_shutdown: another backend crashed and the server is resetting;
 * - 57P03 cannot_connect_now: the server is starting up, shutting down or in recovery;
 * - 53300 too_many_connections: no connection slot is free.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/**
 * Class 08, connection exceptions (08000, 08001, 08003, 08004, 08006, 08007), but not 08P01, a
 * protocol violation: that is a bug of a driver, not a database that is away.
 */
const isConnectionException = (code: string): boolean => /^08[0-9]{3}$/.test(code);

/**
 * What postgres.js itself throws when its connection goes away (src/errors.js, `Errors.connection`):
 * closed under a query (the server ended it), destroyed, ended by `sql.end()` (the process is
 * shutting down), or not connected in time. The driver of decision 0029 throws CONNECTION_CLOSED too
 * for a transaction whose session was lost.
 */
const POSTGRES_JS_CODES = new Set(['CONNECTION_CLOSED', 'CONNECTION_DESTROYED', 'CONNECTION_ENDED', 'CONNECT_TIMEOUT']);

/**
 * The socket's own errors, as Node reports them to either PostgreSQL driver: the server's port is
 * closed (restarting), the connection was reset or broken, the host cannot be reached, the name
 * cannot be resolved for now. ENOTFOUND is not here: a name that does not exist is a configuration
 * error, and retrying does not fix it.
 */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/**
 * better-sqlite3's SqliteError carries SQLite's (extended) result code: SQLITE_BUSY and SQLITE_LOCKED
 * with their extended forms (SQLITE_BUSY_SNAPSHOT, SQLITE_BUSY_RECOVERY, SQLITE_BUSY_TIMEOUT,
 * SQLITE_LOCKED_SHAREDCACHE…): another connection held the file longer than `busy_timeout` (5 s).
 */
const isSqliteBusy = (code: string): boolean => /^SQLITE_(BUSY|LOCKED)(_[A-Z]+)?$/.test(code);

/** True when the error says the database is unreachable or too busy for now, on either dialect. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return false;
  return UNAVAILABLE_SQLSTATES.has(code) || isConnectionException(code) || POSTGRES_JS_CODES.has(code) || SOCKET_CODES.has(code) || isSqliteBusy(code);
}
