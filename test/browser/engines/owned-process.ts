import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

// A helper process the engines start (Xvfb, WebKitWebDriver and the browser it launches): each runs
// in a process group of its own, so stopping it by its id also stops what it started, and nothing
// else on the machine.

export interface OwnedProcess {
  readonly child: ChildProcess;
  readonly running: () => boolean;
  /** SIGTERM to its group, then SIGKILL after `graceMs`; resolves once it exited (idempotent). */
  stop(graceMs?: number): Promise<void>;
  /** What it printed (the last few kB), for a failure report. */
  output(): string;
}

const KEEP_OUTPUT = 4000;

export function spawnOwned(command: string, args: string[], options: SpawnOptions = {}): OwnedProcess {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options, detached: true });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-KEEP_OUTPUT));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const running = () => child.exitCode === null && child.signalCode === null;
  const exited = new Promise<void>((resolve) => {
    if (!running()) resolve();
    child.once('exit', () => resolve());
    child.once('error', () => resolve());
  });
  const signalGroup = (signal: NodeJS.Signals) => {
    if (child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // The group is gone already.
    }
  };
  let stopping: Promise<void> | null = null;
  return {
    child,
    running,
    output: () => output,
    stop: (graceMs = 3000) =>
      (stopping ??= (async () => {
        signalGroup('SIGTERM');
        const done = await Promise.race([exited.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), graceMs))]);
        // Its children may outlive it: the group gets SIGKILL either way.
        signalGroup('SIGKILL');
        if (!done) await exited;
      })()),
  };
}
