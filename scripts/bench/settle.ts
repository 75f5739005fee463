import { machineTicks } from './process-cpu.ts';

// A whole-API run starts on a quiet machine. The runs before it leave work behind that is not its
// own: Chromium closing after Lighthouse, PostgreSQL's autovacuum after a run that wrote a hundred
// thousand rows, a server process still exiting. On 2 cores, a run started in that wake shares them
// with it and measures both. Quiet means the CPUs: time waiting for the disk counts as idle
// (machineTicks), so a checkpoint that mostly writes is not waited for. (The poll bench needs no
// wait: it measures the poll and the bare route in alternating rounds, so both see the same
// machine.)

export interface Settled {
  /** Seconds waited before the machine was quiet (or the wait ended). */
  waitedSeconds: number;
  /** False when the machine never got quiet within the wait: the run went ahead anyway. */
  quiet: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until a whole second passes with the machine at least `idleShare` idle, for up to `maxMs`. */
export async function settle({ idleShare = 0.9, maxMs = 30_000 } = {}): Promise<Settled> {
  const started = performance.now();
  for (;;) {
    const before = machineTicks();
    await sleep(1000);
    const after = machineTicks();
    const waitedSeconds = (performance.now() - started) / 1000;
    // Off Linux there is no /proc/stat to read: nothing to wait for.
    if (!before || !after) return { waitedSeconds, quiet: true };
    const idle = after.total > before.total ? (after.idle - before.idle) / (after.total - before.total) : 1;
    if (idle >= idleShare) return { waitedSeconds, quiet: true };
    if (performance.now() - started >= maxMs) return { waitedSeconds, quiet: false };
  }
}
