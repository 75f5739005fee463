import { parentPort } from 'node:worker_threads';
import { cachedPlans } from './plan-cache.ts';

// The server's planning, off its thread: it keeps answering while the plans are made (or while
// another process makes them: the worker then waits for their file).
parentPort?.postMessage(await cachedPlans());
