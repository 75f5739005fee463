// The first interaction alone (the last part of bench:lighthouse): the Lighthouse user flow on the
// first screens in production mode, median of RUNS (3). With LONG_TASKS=1 it prints each run's long
// tasks in the timespan too (start, duration, script), to see what blocks the typing. Needs a build.
//
//   npm run bench:first-interaction
//   LONG_TASKS=1 RUNS=1 npm run bench:first-interaction
import { describeFirstInteraction, INTERACTION_PAGES, measureOn } from './bench-lighthouse.ts';
import { measureFirstInteraction } from './bench/first-interaction-flow.ts';
import { loadavg } from 'node:os';

const started = new Date();
const figures = await measureOn('production', INTERACTION_PAGES, (urls) => measureFirstInteraction(urls, Number(process.env.RUNS ?? 3)));
const load = (values: number[]) => values.map((v) => v.toFixed(2)).join(', ');
console.log(`${started.toISOString().slice(0, 16).replace('T', ' ')} UTC; load average at the end ${load(loadavg())}`);
console.log(describeFirstInteraction(figures));
