import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { processTreeCpuSeconds, type CpuSeconds } from './process-cpu.ts';

// The real server for a benchmark, in a process of its own (as in production: the load generator
// must not share its event loop): `server/main.ts`, or `server/cluster.ts` for several API
// processes on one port. A fresh data folder each time; TRUST_PROXY set, so per-client limits key on
// the X-Forwarded-For the load generator sends (one address per simulated applicant).

export interface AppServer {
  baseUrl: string;
  /** CPU seconds the server's processes have used so far (the primary and its workers). */
  cpuSeconds(): CpuSeconds;
  stop(): Promise<void>;
}

export interface AppServerOptions {
  /** API processes on one port; 1 runs server/main.ts alone. */
  processes?: number;
  env?: Record<string, string>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

/** Checks `ready` every `everyMs` until it holds; fails when the server exits or the time is up. */
async function waitUntil(ready: () => Promise<boolean> | boolean, what: string, child: ChildProcess, output: () => string, timeoutMs: number, everyMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output()}`);
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs} ms:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

export function waitForHttp(url: string, child: ChildProcess, output: () => string, timeoutMs = 30_000): Promise<void> {
  // Not listening yet: the fetch fails.
  const answers = () => fetch(url).then((response) => response.ok, () => false);
  return waitUntil(answers, `No answer at ${url}`, child, output, timeoutMs, 150);
}

function waitForOutput(line: string, child: ChildProcess, output: () => string, timeoutMs = 30_000): Promise<void> {
  return waitUntil(() => output().includes(line), `The server never said '${line}'`, child, output, timeoutMs, 50);
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function startAppServer({ processes = 1, env = {} }: AppServerOptions = {}): Promise<AppServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'zoomies-bench-'));
  let output = '';
  // BENCH_NODE_ARGS profiles the API under load, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" (Node
  // refuses --cpu-prof in NODE_OPTIONS). The profile is written when the server stops.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, processes > 1 ? 'server/cluster.ts' : 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      API_PROCESSES: String(processes),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`${baseUrl}/api/config/`, child, () => output);
    // Each process takes connections once it listens: a load that starts before the last one does
    // opens its connections on the first ones, and keeps them there.
    if (processes > 1) await waitForOutput(`All ${processes} API processes are listening.`, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, cpuSeconds: () => (child.pid === undefined ? { user: 0, system: 0 } : processTreeCpuSeconds(child.pid)), stop };
}
