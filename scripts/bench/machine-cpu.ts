import { readdirSync, readFileSync } from 'node:fs';

// Where a whole-API run's CPU goes besides the API itself: the local PostgreSQL server and the load
// generator share the machine's cores with it. Read from /proc, like the API's own time
// (app-server.ts): on a 2-core machine the sum says whether the run had cores to spare at all.

const TICKS_PER_SECOND = 100; // USER_HZ: see app-server.ts.

interface Proc {
  pid: number;
  ppid: number;
  name: string;
  /** utime + stime, and for a parent cutime + cstime: its reaped children's time. */
  ticks: number;
  reapedTicks: number;
}

function readProcs(): Proc[] {
  const procs: Proc[] = [];
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const name = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'));
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      procs.push({
        pid,
        ppid: Number(fields[1]),
        name,
        ticks: Number(fields[11]) + Number(fields[12]),
        reapedTicks: Number(fields[13]) + Number(fields[14]),
      });
    } catch {
      // Gone meanwhile.
    }
  }
  return procs;
}

/**
 * CPU seconds of the local PostgreSQL server: its postmaster, every live backend and helper, and
 * the backends that ended (their time is added to the postmaster's reaped children when they exit).
 * Null when no PostgreSQL server runs on this machine (or /proc cannot say).
 */
export function postgresCpuSeconds(): number | null {
  const procs = readProcs();
  const byPid = new Map(procs.map((p) => [p.pid, p]));
  const postmasters = procs.filter((p) => p.name === 'postgres' && byPid.get(p.ppid)?.name !== 'postgres');
  if (postmasters.length === 0) return null;
  const roots = new Set(postmasters.map((p) => p.pid));
  let ticks = 0;
  for (const p of procs) {
    if (roots.has(p.pid)) ticks += p.ticks + p.reapedTicks;
    else if (roots.has(p.ppid)) ticks += p.ticks;
  }
  return ticks / TICKS_PER_SECOND;
}

/** CPU seconds of this process (the load generator), every thread. */
export function ownCpuSeconds(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
}
