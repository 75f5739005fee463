import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Cleanup } from './cleanup.ts';
import { freePort } from '../../scripts/bench/app-server.ts';
import { budget } from '../browser/time-budget.ts';
import type { ServerLog } from './failure-report.ts';

// The real product for the end-to-end run: a fresh build of the app, then `server/main.ts` on a free
// port with its own empty embedded database and short decision delays, in sandbox mode (the walks)
// or in production mode with the environment the caller gives (test/e2e/production/).

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
  /** What the server printed (its newest part), for a failure report. */
  output(): string;
  /** The same output, by marks: what a walk's time made it print. */
  log: ServerLog;
}

/** The server's output kept in memory: the newest part of it (each request is a line at info level). */
const KEEP_OUTPUT = 2_000_000;

/** Builds the app, unless `E2E_SKIP_BUILD=1` asks to serve the build already there (or `STATIC_DIR`). */
export function buildApp(): void {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('The app build failed (npx vite build).');
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}.`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`The server did not answer at ${url} within ${timeoutMs} ms.`);
}

/**
 * Starts the server; it is added to `cleanup` as soon as it is spawned (a signal during start-up
 * stops it too), and stopped before the error is thrown when it never answers.
 */
export interface ServerOptions {
  decisionDelayMs: number;
  cleanup: Cleanup;
  /** `APP_MODE`: sandbox unless said. */
  mode?: 'sandbox' | 'production';
  /** More of the server's environment (the message providers of a production run). */
  env?: Record<string, string>;
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'zoomies-e2e-'));
  let output = '';
  let dropped = 0;
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > KEEP_OUTPUT) {
      const cut = output.length - KEEP_OUTPUT / 2;
      output = output.slice(cut);
      dropped += cut;
    }
  };
  // process.execPath: the Node 24 this runner runs under (the server needs type stripping).
  const child = spawn(process.execPath, [fileURLToPath(new URL('../../server/main.ts', import.meta.url))], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DECISION_DELAY_MS: String(options.decisionDelayMs), APP_MODE: options.mode ?? 'sandbox', DATABASE_URL: '', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let stopped: Promise<void> | null = null;
  const stop = () =>
    (stopped ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    })());
  options.cleanup.add('server', stop);
  const baseUrl = `http://127.0.0.1:${port}`;
  console.log(`server: pid ${child.pid} on ${baseUrl}`);
  try {
    await waitForHttp(`${baseUrl}/`, child, budget(20_000));
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\nserver output:\n${output.slice(-3000)}`, { cause: error });
  }
  const log: ServerLog = { mark: () => dropped + output.length, since: (mark) => output.slice(Math.max(0, mark - dropped)) };
  return { baseUrl, output: () => output, log, stop };
}
