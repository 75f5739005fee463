// Benchmark (figures only, nothing asserted): the whole API under many applicants. APPLICANTS arrive
// at RATE a second, whatever the server's pace (open loop, as real visitors do); each goes from the
// offer page to approval through the real API, polling the decision every 3 s like the machine,
// from a client address of its own. Every call is timed: failures and latency over all of them,
// after a few seconds of warm-up traffic that is not counted.
//
//   npm run bench:scale                                              # SQLite, one process
//   DATABASE_URL=postgres://… API_PROCESSES=2 npm run bench:scale   # PostgreSQL, two processes on one port
//   APPLICANTS=5000 RATE=100 npm run bench:scale
//   BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" APPLICANTS=600 RATE=30 npm run bench:scale   # V8 profiles of the server (one per process)
//
// Besides latency, it reports the server's CPU time per call: on a shared machine latency mostly
// measures the neighbours' load, CPU time per call barely does, and it says how many calls a second
// one process can answer at most (1,000 / ms per call, on one core).
import { availableParallelism } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { applyUntilApproved, createClient } from './bench/applicant-journey.ts';
import type { Call } from './bench/applicant-journey.ts';
import { startAppServer } from './bench/app-server.ts';
import { machineTicks, ownCpuSeconds, postgresCpuSeconds } from './bench/process-cpu.ts';
import { withPostgresSchema } from './bench/postgres-schema.ts';
import { settle, type Settled } from './bench/settle.ts';

export interface ScaleOptions {
  applicants?: number;
  rate?: number;
  processes?: number;
  databaseUrl?: string;
  /** Keep-alive connections from the load balancer's side (the bench's pool) to the API. */
  connections?: number;
}

export interface ScaleFigures {
  database: 'SQLite' | 'PostgreSQL';
  processes: number;
  applicants: number;
  rate: number;
  approved: number;
  calls: number;
  failed: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** The slowest step by its p99, to see where the time goes. */
  slowestStep: string;
  /**
   * Each step's latency: a step's p50 grows with the chain of database round trips it waits for one
   * after the other, so this says which calls to shorten.
   */
  steps: { step: string; calls: number; p50Ms: number; p99Ms: number }[];
  seconds: number;
  firstFailure: string | null;
  /** How late the load generator's own event loop ran (p99): its share of the measured latency. */
  generatorLagP99Ms: number;
  /** Server CPU (user + system, all its processes) from the end of start-up to the end of the run. */
  serverCpuSeconds: number;
  /** The part of it spent in the kernel (sockets, mostly). */
  serverSystemCpuSeconds: number;
  /** Calls answered in that time: the warm-up's and the measured ones. */
  serverCalls: number;
  serverCpuMsPerCall: number;
  /** The local PostgreSQL server's CPU per call over the same time; null on SQLite or a remote server. */
  databaseCpuMsPerCall: number | null;
  /** This process's (the load generator's) CPU per call over the same time. */
  generatorCpuMsPerCall: number;
  /** Cores kept busy on average by the server, the database and the generator together. */
  coresBusy: number;
  /**
   * Cores the three need once the journeys overlap fully (RATE arrivals a second, each making the
   * calls of one journey, at the CPU per call measured): over the machine's cores, calls queue.
   */
  coresNeeded: number;
  /** The share of the machine's CPU time the hypervisor gave to others during the run (steal); null off Linux. */
  stolenShare: number | null;
  /** How long the run waited, once its server was up, for the machine to be quiet (settle.ts). */
  settled: Settled;
}

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The CPU time the server, the database and this generator used from now, and the steal meanwhile. */
function cpuSince(api: { cpuSeconds(): { user: number; system: number } }, withDatabase: boolean) {
  const cpuAtStart = api.cpuSeconds();
  const databaseCpuAtStart = withDatabase ? postgresCpuSeconds() : null;
  const generatorCpuAtStart = ownCpuSeconds();
  const ticksAtStart = machineTicks();
  const measuringSince = performance.now();
  return {
    used() {
      const cpuAtEnd = api.cpuSeconds();
      const databaseCpuAtEnd = databaseCpuAtStart === null ? null : postgresCpuSeconds();
      const ticksAtEnd = machineTicks();
      const serverSystemCpuSeconds = cpuAtEnd.system - cpuAtStart.system;
      return {
        serverCpuSeconds: cpuAtEnd.user - cpuAtStart.user + serverSystemCpuSeconds,
        serverSystemCpuSeconds,
        databaseCpuSeconds: databaseCpuAtStart === null || databaseCpuAtEnd === null ? null : databaseCpuAtEnd - databaseCpuAtStart,
        generatorCpuSeconds: ownCpuSeconds() - generatorCpuAtStart,
        stolenShare: ticksAtStart && ticksAtEnd && ticksAtEnd.total > ticksAtStart.total ? (ticksAtEnd.stolen - ticksAtStart.stolen) / (ticksAtEnd.total - ticksAtStart.total) : null,
        measuredSeconds: (performance.now() - measuringSince) / 1000,
      };
    },
  };
}

export async function runScaleBench(options: ScaleOptions = {}): Promise<ScaleFigures> {
  const { applicants = 5000, rate = 100, processes = 1, databaseUrl = '', connections = 64 } = options;
  return withPostgresSchema(databaseUrl, async (env) => {
    // The sandbox's decision time (4 s) and the machine's 3 s poll: two or three polls per decision.
    const api = await startAppServer({ processes, env: { ...env, DECISION_DELAY_MS: '4000' } });
    try {
      const settled = await settle();
      // Start-up (loading modules, migrating) is not a call's cost: counted from here.
      const cpu = cpuSince(api, Boolean(env.DATABASE_URL));
      let serverCalls = 0;
      const calls: Call[] = [];
      const client = createClient(
        api.baseUrl,
        (done) => {
          calls.push(done);
          serverCalls += 1;
        },
        connections,
      );
      await warmUp(client.call, applicants, rate);
      calls.length = 0;
      const { approved, firstFailure, started, lag } = await arrive(client.call, applicants, rate);
      await client.close();
      const { serverCpuSeconds, serverSystemCpuSeconds, databaseCpuSeconds, generatorCpuSeconds, stolenShare, measuredSeconds } = cpu.used();
      const seconds = (performance.now() - started) / 1000;
      const sorted = calls.map((c) => c.ms).sort((a, b) => a - b);
      const steps = stepFigures(calls);
      const slowest = [...steps].sort((a, b) => b.p99Ms - a.p99Ms)[0];
      return {
        database: env.DATABASE_URL ? 'PostgreSQL' : 'SQLite',
        processes,
        applicants,
        rate,
        approved,
        calls: calls.length,
        failed: calls.filter((c) => c.status < 200 || c.status >= 300).length,
        p50Ms: percentile(sorted, 50),
        p95Ms: percentile(sorted, 95),
        p99Ms: percentile(sorted, 99),
        slowestStep: slowest ? `${slowest.step} (p99 ${slowest.p99Ms.toFixed(1)} ms)` : '',
        steps,
        seconds,
        firstFailure,
        generatorLagP99Ms: lag.percentile(99) / 1e6,
        serverCpuSeconds,
        serverSystemCpuSeconds,
        serverCalls,
        serverCpuMsPerCall: (serverCpuSeconds * 1000) / serverCalls,
        databaseCpuMsPerCall: databaseCpuSeconds === null ? null : (databaseCpuSeconds * 1000) / serverCalls,
        generatorCpuMsPerCall: (generatorCpuSeconds * 1000) / serverCalls,
        coresBusy: (serverCpuSeconds + (databaseCpuSeconds ?? 0) + generatorCpuSeconds) / measuredSeconds,
        stolenShare,
        settled,
        coresNeeded: (((rate * calls.length) / applicants) * (serverCpuSeconds + (databaseCpuSeconds ?? 0) + generatorCpuSeconds)) / serverCalls,
      };
    } finally {
      await api.stop();
    }
  });
}

/**
 * Warm-up, not measured: a few seconds of the same traffic, so the figures describe a running server
 * rather than its first seconds (code not yet optimized by the JIT, empty caches).
 */
async function warmUp(call: Parameters<typeof applyUntilApproved>[0], applicants: number, rate: number): Promise<void> {
  const count = Math.min(applicants, rate * 5);
  await Promise.all(Array.from({ length: count }, (_, n) => sleep((n * 1000) / rate).then(() => applyUntilApproved(call, applicants + n))));
}

/**
 * The measured traffic: applicant n arrives at n / rate seconds whatever the server's pace (open
 * loop), and goes to approval; the event loop's delay is watched meanwhile (the generator's own lag).
 */
async function arrive(call: Parameters<typeof applyUntilApproved>[0], applicants: number, rate: number) {
  let approved = 0;
  let firstFailure: string | null = null;
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const started = performance.now();
  const journeys: Promise<void>[] = [];
  for (let n = 0; n < applicants; n += 1) {
    const due = started + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    journeys.push(
      applyUntilApproved(call, n).then(
        () => void (approved += 1),
        (error: Error) => void (firstFailure ??= error.message),
      ),
    );
  }
  await Promise.all(journeys);
  lag.disable();
  return { approved, firstFailure: firstFailure as string | null, started, lag };
}

/** Each step's calls with their median and 99th percentile. */
function stepFigures(calls: readonly Call[]): ScaleFigures['steps'] {
  const bySteps = new Map<string, number[]>();
  for (const c of calls) {
    const times = bySteps.get(c.step) ?? [];
    times.push(c.ms);
    bySteps.set(c.step, times);
  }
  return [...bySteps].map(([step, times]) => {
    const sorted = [...times].sort((a, b) => a - b);
    return { step, calls: sorted.length, p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99) };
  });
}

export function describeScale(f: ScaleFigures): string {
  return [
    `whole API on ${f.database}, ${f.processes} process${f.processes > 1 ? 'es' : ''}: ${f.applicants.toLocaleString('en-US')} applicants at ${f.rate}/s, start to approval, polling every 3 s`,
    `  ${f.approved.toLocaleString('en-US')} approved, ${f.calls.toLocaleString('en-US')} calls in ${f.seconds.toFixed(0)} s, ${f.failed} failed${f.firstFailure ? ` (first: ${f.firstFailure})` : ''}`,
    `  started once the machine was quiet (${f.settled.quiet ? `90% idle for a second, after ${f.settled.waitedSeconds.toFixed(0)} s` : `it was not, after ${f.settled.waitedSeconds.toFixed(0)} s: started anyway`})`,
    `  latency over every call: p50 ${f.p50Ms.toFixed(1)} ms, p95 ${f.p95Ms.toFixed(1)} ms, p99 ${f.p99Ms.toFixed(1)} ms; slowest step ${f.slowestStep}`,
    `  by step (p50 / p99 ms): ${f.steps.map((s) => `${s.step} ${s.p50Ms.toFixed(1)} / ${s.p99Ms.toFixed(1)}`).join(', ')}`,
    `  (the load generator's own event loop ran up to ${f.generatorLagP99Ms.toFixed(1)} ms late at p99: part of what it measures)`,
    `  server CPU: ${f.serverCpuMsPerCall.toFixed(3)} ms per call (${f.serverCpuSeconds.toFixed(1)} s, ${Math.round((100 * f.serverSystemCpuSeconds) / f.serverCpuSeconds)}% of it in the kernel, over ${f.serverCalls.toLocaleString('en-US')} calls, warm-up included; at most ${Math.floor(1000 / f.serverCpuMsPerCall).toLocaleString('en-US')} calls/s per core)`,
    `  the machine: ${f.databaseCpuMsPerCall === null ? '' : `PostgreSQL ${f.databaseCpuMsPerCall.toFixed(3)} ms, `}load generator ${f.generatorCpuMsPerCall.toFixed(3)} ms of CPU per call besides the server's; all together ${f.coresBusy.toFixed(2)} of ${availableParallelism()} cores busy on average; once the journeys overlap (${(f.calls / f.applicants).toFixed(0)} calls each, ${f.rate} arriving a second) they need ${f.coresNeeded.toFixed(2)}${f.stolenShare === null ? '' : `; the hypervisor took ${(100 * f.stolenShare).toFixed(1)}% of the machine's CPU time (steal)`}`,
  ].join('\n');
}

if (import.meta.main) {
  const figures = await runScaleBench({
    applicants: Number(process.env.APPLICANTS ?? 5000),
    rate: Number(process.env.RATE ?? 100),
    processes: Number(process.env.API_PROCESSES ?? 1),
    databaseUrl: process.env.DATABASE_URL ?? '',
    connections: Number(process.env.CONNECTIONS ?? 64),
  });
  console.log(describeScale(figures));
}
