import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { loadConfig } from './config.ts';
import { createDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';

// `npm run serve:cluster`: several API processes on one port (node:cluster shares the listening
// socket; the primary hands connections to the workers in turn). Each worker is `server/main.ts`
// as it runs alone: the API keeps nothing in memory that another process needs (sessions, codes,
// limits and the outbox live in the database), so any worker can answer any request.
//
// The primary prepares what must happen once before the workers start: the generated keys of the
// data folder (two workers must not each generate their own) and the migrations (on SQLite two
// migrators would race; Kysely only locks on PostgreSQL).

const processes = Number(process.env.API_PROCESSES || 0) || Math.max(2, Math.min(availableParallelism(), 8));

if (cluster.isPrimary) {
  const config = loadConfig();
  const db = createDatabase(config);
  await migrateToLatest(db);
  await db.destroy();

  let stopping = false;
  const restarts: number[] = [];
  const fork = () => cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    // A worker that dies is replaced; one that keeps dying (a port in use, a bad setting) stops all.
    const now = Date.now();
    restarts.push(now);
    while (restarts.length > 0 && (restarts[0] as number) < now - 60_000) restarts.shift();
    if (restarts.length > 5) {
      console.error('API workers keep exiting: stopping.');
      process.exit(1);
    }
    console.error(`API worker ${worker.process.pid} exited (${signal ?? code}); starting another.`);
    fork();
  });
  for (let i = 0; i < processes; i += 1) fork();
  console.log(`${processes} API processes share port ${config.port}.`);
  // The first worker to listen already answers; until the others listen too, every connection goes
  // to it (and keeps going there while it stays open). Say when all of them take connections.
  let listening = 0;
  cluster.on('listening', () => {
    listening += 1;
    if (listening === processes) console.log(`All ${processes} API processes are listening.`);
  });

  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} else {
  await import('./main.ts');
}
