// Benchmark (figures only, nothing asserted): the decision poll, the call every waiting applicant makes
// every 3 s, against a bare Fastify route answering the same JSON, in the same run.
//
// Both servers run in processes of their own; autocannon drives them from this one, alternating
// (poll, bare, poll, bare…) so that both see the same machine, and the medians are compared. The API
// runs as `npm start` runs it, with TRUST_PROXY set; each poll carries one of many client addresses.
//
//   npm run bench:poll                                  # SQLite, 50 connections, 3 × 10 s each
//   DATABASE_URL=postgres://… npm run bench:poll        # PostgreSQL
//   APPLICANTS=300 CONNECTIONS=50 SECONDS=10 ROUNDS=3 npm run bench:poll
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { applyUntilDecisionWait, clientAddress, createClient } from './bench/applicant-journey.ts';
import type { ApplicantSession } from './bench/applicant-journey.ts';
import { freePort, startAppServer, stopChild, waitForHttp } from './bench/app-server.ts';
import { withPostgresSchema } from './bench/postgres-schema.ts';

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failed: number;
}

export interface PollFigures {
  database: 'SQLite' | 'PostgreSQL';
  connections: number;
  poll: LoadFigures;
  bare: LoadFigures;
  /** Poll throughput as a share of the bare route's. */
  ratio: number;
}

export interface PollOptions {
  applicants?: number;
  connections?: number;
  seconds?: number;
  rounds?: number;
  databaseUrl?: string;
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** One autocannon run over the applicants' polls; every request a different client address. */
async function load(baseUrl: string, applicants: readonly ApplicantSession[], connections: number, seconds: number): Promise<LoadFigures> {
  let next = 0;
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const applicant = applicants[next % applicants.length] as ApplicantSession;
          next += 1;
          return {
            ...request,
            path: `/api/v1/card/signup/${applicant.id}/`,
            headers: { authorization: `Bearer ${applicant.token}`, 'x-forwarded-for': clientAddress(100_000 + (next % 60_000)) },
          };
        },
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
  };
}

function summarize(runs: LoadFigures[]): LoadFigures {
  return {
    requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
    p50Ms: median(runs.map((run) => run.p50Ms)),
    p99Ms: median(runs.map((run) => run.p99Ms)),
    failed: runs.reduce((sum, run) => sum + run.failed, 0),
  };
}

async function startBareServer(json: string): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['scripts/bench/bare-server.ts'], { env: { ...process.env, PORT: String(port), BARE_JSON: json }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHttp(`${baseUrl}/api/v1/card/signup/x/`, child, () => output);
  return { baseUrl, stop: () => stopChild(child) };
}

export async function runPollBench(options: PollOptions = {}): Promise<PollFigures> {
  const { applicants: count = 100, connections = 50, seconds = 10, rounds = 3, databaseUrl = '' } = options;
  return withPostgresSchema(databaseUrl, async (env) => {
    const api = await startAppServer({ env: { ...env, DECISION_DELAY_MS: '0' } });
    try {
      const client = createClient(api.baseUrl, () => {});
      const call = client.call;
      const applicants: ApplicantSession[] = [];
      for (let n = 0; n < count; n += 1) applicants.push(await applyUntilDecisionWait(call, n));
      // The bare route answers exactly what the real poll answers.
      const first = applicants[0] as ApplicantSession;
      const sample = await call<unknown>('poll', 'GET', `/api/v1/card/signup/${first.id}/`, { token: first.token, address: first.address });
      await client.close();
      const bare = await startBareServer(JSON.stringify(sample));
      try {
        await load(api.baseUrl, applicants, connections, 2); // warm-up: JIT, statement caches, pools
        await load(bare.baseUrl, applicants, connections, 2);
        const pollRuns: LoadFigures[] = [];
        const bareRuns: LoadFigures[] = [];
        for (let round = 0; round < rounds; round += 1) {
          pollRuns.push(await load(api.baseUrl, applicants, connections, seconds));
          bareRuns.push(await load(bare.baseUrl, applicants, connections, seconds));
        }
        const poll = summarize(pollRuns);
        const bareFigures = summarize(bareRuns);
        return { database: env.DATABASE_URL ? 'PostgreSQL' : 'SQLite', connections, poll, bare: bareFigures, ratio: poll.requestsPerSecond / bareFigures.requestsPerSecond };
      } finally {
        await bare.stop();
      }
    } finally {
      await api.stop();
    }
  });
}

const round = (value: number) => Math.round(value).toLocaleString('en-US');

export function describePoll(figures: PollFigures): string {
  const { poll, bare } = figures;
  return [
    `decision poll on ${figures.database}, ${figures.connections} connections (median of the rounds):`,
    `  poll        ${round(poll.requestsPerSecond)} req/s, p50 ${poll.p50Ms} ms, p99 ${poll.p99Ms} ms, ${poll.failed} failed`,
    `  bare route  ${round(bare.requestsPerSecond)} req/s, p50 ${bare.p50Ms} ms, p99 ${bare.p99Ms} ms, ${bare.failed} failed`,
    `  the poll answers ${(figures.ratio * 100).toFixed(0)}% of the bare route's rate: about ${round(poll.requestsPerSecond * 3)} applicants waiting at once on one process`,
  ].join('\n');
}

if (import.meta.main) {
  const figures = await runPollBench({
    applicants: Number(process.env.APPLICANTS ?? 100),
    connections: Number(process.env.CONNECTIONS ?? 50),
    seconds: Number(process.env.SECONDS ?? 10),
    rounds: Number(process.env.ROUNDS ?? 3),
    databaseUrl: process.env.DATABASE_URL ?? '',
  });
  console.log(describePoll(figures));
}
