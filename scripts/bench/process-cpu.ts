import { readdirSync, readFileSync } from 'node:fs';

// CPU time of processes, read from /proc by the load generator: the API server's (its primary and
// workers), a local PostgreSQL server's, and its own. It needs no route or hook in what it measures,
// it counts every thread (GC, the SQLite checkpointer, the cluster primary handing out connections),
// and it barely depends on how loaded the shared machine is, unlike latency.

// Linux reports process times in clock ticks of USER_HZ, which is 100 on every architecture Node
// runs on (it is part of the kernel's user-space ABI, whatever the kernel's own tick rate).
const TICKS_PER_SECOND = 100;

export interface CpuSeconds {
  user: number;
  /** In the kernel on the process's behalf: mostly sockets (each answer, each PostgreSQL round trip). */
  system: number;
}

interface ProcessCpu {
  pid: number;
  ppid: number;
  name: string;
  own: CpuSeconds;
  /** The time of its children that have ended (cutime, cstime), added when each was reaped. */
  reaped: CpuSeconds;
}

/** Every process of the machine (those that end meanwhile are left out); empty where /proc is not. */
function readProcesses(): ProcessCpu[] {
  const processes: ProcessCpu[] = [];
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return processes; // Not Linux.
  }
  for (const entry of entries) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the parenthesized name: 4 ppid, 14 utime, 15 stime, 16 cutime, 17 cstime.
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ').map(Number);
      const seconds = (index: number) => (fields[index] ?? 0) / TICKS_PER_SECOND;
      processes.push({
        pid,
        ppid: fields[1] ?? 0,
        name: text.slice(text.indexOf('(') + 1, text.lastIndexOf(')')),
        own: { user: seconds(11), system: seconds(12) },
        reaped: { user: seconds(13), system: seconds(14) },
      });
    } catch {
      // Gone meanwhile.
    }
  }
  return processes;
}

const add = (a: CpuSeconds, b: CpuSeconds): CpuSeconds => ({ user: a.user + b.user, system: a.system + b.system });
const NONE: CpuSeconds = { user: 0, system: 0 };

/** CPU seconds used by `root` and every live descendant (the cluster's workers). */
export function processTreeCpuSeconds(root: number): CpuSeconds {
  const processes = readProcesses();
  const children = new Map<number, ProcessCpu[]>();
  for (const p of processes) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  let total = processes.find((p) => p.pid === root)?.own ?? NONE;
  const pending = [...(children.get(root) ?? [])];
  while (pending.length > 0) {
    const p = pending.pop() as ProcessCpu;
    total = add(total, p.own);
    pending.push(...(children.get(p.pid) ?? []));
  }
  return total;
}

/**
 * CPU seconds of the local PostgreSQL server: its postmaster, every live backend and helper, and
 * the backends that ended (their time is added to the postmaster's reaped children when they exit).
 * Null when no PostgreSQL server runs on this machine (or /proc cannot say).
 */
export function postgresCpuSeconds(): number | null {
  const processes = readProcesses();
  const byPid = new Map(processes.map((p) => [p.pid, p]));
  const postmasters = new Set(processes.filter((p) => p.name === 'postgres' && byPid.get(p.ppid)?.name !== 'postgres').map((p) => p.pid));
  if (postmasters.size === 0) return null;
  let total = NONE;
  for (const p of processes) {
    if (postmasters.has(p.pid)) total = add(total, add(p.own, p.reaped));
    else if (postmasters.has(p.ppid)) total = add(total, p.own);
  }
  return total.user + total.system;
}

/** CPU seconds of this process (the load generator), every thread. */
export function ownCpuSeconds(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
}

export interface MachineTicks {
  /** Ticks of every kind, all cores together. */
  total: number;
  /** Ticks the hypervisor ran someone else while a core of this machine had work (steal). */
  stolen: number;
  /** Ticks no core had work. */
  idle: number;
}

/**
 * The machine's CPU time since boot from /proc/stat, to tell from two readings how much of a run's
 * time the hypervisor took away: on a shared virtual machine that comes and goes with the
 * neighbours, and a tail latency moves with it. Null where /proc/stat cannot be read.
 */
export function machineTicks(): MachineTicks | null {
  let line: string | undefined;
  try {
    line = readFileSync('/proc/stat', 'utf8').split('\n')[0];
  } catch {
    return null;
  }
  // cpu user nice system idle iowait irq softirq steal guest guest_nice
  const fields = (line ?? '').trim().split(/\s+/).slice(1).map(Number);
  if (fields.length < 8 || fields.some(Number.isNaN)) return null;
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields as [number, number, number, number, number, number, number, number];
  return { total: user + nice + system + idle + iowait + irq + softirq + steal, stolen: steal, idle: idle + iowait };
}
