import { execFile, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

// A PostgreSQL cluster of the test's own, in a temporary folder on a free port, so that a test may
// stop and restart a database without touching the shared server on 5432. Stopped (immediately)
// and removed on every way out: `stop()`, the test process exiting, a failed start, and the test
// process being killed (a hook's time-out ends a Vitest worker without its 'exit' event): a small
// watchdog shell waits for this process to end and then stops the cluster.
//
// initdb refuses to run as root, and CI runs as root: there every command runs as the `postgres`
// user (`su postgres`), which owns the folder. Another user runs them as itself.

const run = promisify(execFile);

/** Where Debian puts the server's programs; POSTGRES_BIN_DIR names another place. */
const BIN_DIR = process.env.POSTGRES_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

export interface PrivateCluster {
  /** `postgres://app@127.0.0.1:<port>/postgres` (trust authentication, loopback only). */
  url: string;
  /** `pg_ctl restart -m fast`: sessions are ended (57P01), the server stops, then starts again. Resolves once it accepts connections. */
  restartFast: () => Promise<void>;
  /** The server's log, for a failure message. */
  log: () => string;
  stop: () => Promise<void>;
}

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Why the cluster cannot be made here, or null when it can. */
export function privateClusterUnavailable(): string | null {
  for (const program of ['initdb', 'pg_ctl']) {
    if (!existsSync(join(BIN_DIR, program))) return `${join(BIN_DIR, program)} is missing (install PostgreSQL 15, or set POSTGRES_BIN_DIR)`;
  }
  if (asRoot) {
    try {
      execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
    } catch {
      return 'running as root, and there is no postgres user to run initdb as';
    }
  }
  return null;
}

const quote = (arg: string): string => `'${arg.replace(/'/g, `'\\''`)}'`;

/** A PostgreSQL program, as the postgres user when this process is root. */
function command(program: string, args: string[]): [string, string[]] {
  const path = join(BIN_DIR, program);
  if (!asRoot) return [path, args];
  return ['su', ['postgres', '-s', '/bin/sh', '-c', [path, ...args].map(quote).join(' ')]];
}

async function pg(program: string, args: string[]): Promise<void> {
  const [file, argv] = command(program, args);
  await run(file, argv, { timeout: 60_000 });
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function startPrivateCluster(): Promise<PrivateCluster> {
  const folder = mkdtempSync(join(tmpdir(), 'zoomies-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(folder, uid, gid);
  }
  const data = join(folder, 'data');
  const logFile = join(folder, 'server.log');
  const port = await freePort();
  let stopped = false;
  // Synchronous: the only kind of work an 'exit' listener may do.
  const stopNow = () => {
    if (stopped) return;
    stopped = true;
    try {
      const [file, argv] = command('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w']);
      execFileSync(file, argv, { stdio: 'ignore', timeout: 30_000 });
    } catch {
      // Not started, or already stopped.
    }
    rmSync(folder, { recursive: true, force: true });
  };
  process.once('exit', stopNow);
  const [stopFile, stopArgs] = command('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w']);
  const stopLine = [stopFile, ...stopArgs].map(quote).join(' ');
  const watchdog = spawn('sh', ['-c', `while kill -0 ${process.pid} 2>/dev/null; do sleep 1; done; ${stopLine} >/dev/null 2>&1; rm -rf ${quote(folder)}`], {
    detached: true,
    stdio: 'ignore',
  });
  watchdog.unref();
  try {
    // --no-sync and fsync off: a throw-away cluster; a fast restart checkpoints either way, so what
    // was committed before it is there after it.
    await pg('initdb', ['-D', data, '--auth=trust', '--username=app', '-E', 'UTF8', '--no-sync', '--no-instructions']);
    const options = [`-p ${port}`, '-c listen_addresses=127.0.0.1', `-k ${folder}`, '-c fsync=off', '-c max_connections=40'].join(' ');
    await pg('pg_ctl', ['start', '-D', data, '-l', logFile, '-w', '-t', '30', '-o', options]);
  } catch (error) {
    stopNow();
    throw error;
  }
  return {
    url: `postgres://app@127.0.0.1:${port}/postgres`,
    restartFast: () => pg('pg_ctl', ['restart', '-D', data, '-l', logFile, '-m', 'fast', '-w', '-t', '30']),
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
    stop: async () => {
      process.removeListener('exit', stopNow);
      stopNow();
      watchdog.kill();
    },
  };
}
