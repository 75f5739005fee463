// `npm run bench`: every benchmark in one run, side by side (figures only, no pass or fail; the
// README's Performance section quotes them). Each part runs alone as well: bench:size,
// bench:lighthouse, bench:poll, bench:scale.
//
// The whole-API run goes on SQLite (one process) and, when PostgreSQL answers (DATABASE_URL, or the
// local app database), on PostgreSQL with two API processes on one port.
import { describeLighthouse, runLighthouseBench } from './bench-lighthouse.ts';
import { describePoll, runPollBench } from './bench-poll.ts';
import type { PollFigures } from './bench-poll.ts';
import { describeScale, runScaleBench } from './bench-scale.ts';
import type { ScaleFigures } from './bench-scale.ts';
import { describeSize, runSizeBench } from './bench-size.ts';
import { postgresAnswers } from './bench/postgres-schema.ts';

const applicants = Number(process.env.APPLICANTS ?? 5000);
const rate = Number(process.env.RATE ?? 100);
const postgresUrl = process.env.DATABASE_URL || 'postgres://app:app@127.0.0.1:5432/app';

const started = new Date();
// The host's processor and the time of day: the figures follow the machine's speed of the moment
// (decision 0031), and hosts of one machine kind differ. The bare route's rate is the yardstick.
const { availableParallelism, cpus } = await import('node:os');
console.log(`Zoomies benchmarks, ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC, on ${process.platform} with ${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? 'unknown processor'})\n`);

const size = await runSizeBench();
console.log(`${describeSize(size)}\n`);

const lighthouse = await runLighthouseBench(3);
console.log(`${describeLighthouse(lighthouse)}\n`);

const polls: PollFigures[] = [await runPollBench({ connections: 50 })];
console.log(`${describePoll(polls[0] as PollFigures)}\n`);

const scales: ScaleFigures[] = [await runScaleBench({ applicants, rate, processes: 1 })];
console.log(`${describeScale(scales[0] as ScaleFigures)}\n`);

if (await postgresAnswers(postgresUrl)) {
  polls.push(await runPollBench({ connections: 50, databaseUrl: postgresUrl }));
  console.log(`${describePoll(polls[1] as PollFigures)}\n`);
  scales.push(await runScaleBench({ applicants, rate, processes: 2, databaseUrl: postgresUrl }));
  console.log(`${describeScale(scales[1] as ScaleFigures)}\n`);
} else {
  console.log(`PostgreSQL does not answer at ${postgresUrl}: its runs are skipped (bash .ci/pg-setup.sh starts it).\n`);
}

console.log('Summary:');
console.log('| figure | measured |');
console.log('| --- | --- |');
console.log(`| first-screen JS, gzip | ${(size.firstScreen.bytes / 1000).toFixed(1)} kB; later screens at most ${((size.screens[0]?.bytes ?? 0) / 1000).toFixed(1)} kB each |`);
for (const f of lighthouse.applicants) console.log(`| Lighthouse mobile score, ${f.url} | ${f.score.toFixed(2)} (CLS ${f.cls.toFixed(3)}) |`);
for (const f of lighthouse.firstInteraction) console.log(`| first interaction on ${f.url} (user flow) | navigation ${f.navigationScore.toFixed(2)}; typing and Next: INP ${Math.round(f.inpMs)} ms, TBT ${Math.round(f.tbtMs)} ms |`);
for (const p of polls) console.log(`| decision poll, ${p.connections} connections, ${p.database} | ${Math.round(p.poll.requestsPerSecond).toLocaleString('en-US')} req/s (${(p.ratio * 100).toFixed(0)}% of bare Fastify's ${Math.round(p.bare.requestsPerSecond).toLocaleString('en-US')}), p99 ${p.poll.p99Ms} ms |`);
for (const s of scales) console.log(`| ${s.applicants.toLocaleString('en-US')} applicants at ${s.rate}/s, ${s.database}, ${s.processes} process${s.processes > 1 ? 'es' : ''} | ${s.failed} failed, p99 ${s.p99Ms.toFixed(1)} ms |`);
console.log(`\n(${((Date.now() - started.getTime()) / 60000).toFixed(1)} minutes)`);
