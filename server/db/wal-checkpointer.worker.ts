import { parentPort, workerData } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';

// A thread of its own that copies SQLite's write-ahead log into the database file twice a second
// (database.ts). A checkpoint writes and syncs the file: done on the request thread it stalls every
// request in flight for tens of milliseconds; here the request thread only ever appends to the log.
// PASSIVE never waits for readers or writers: whatever cannot be copied now is copied next time.
// Anything going wrong here costs nothing but speed: the request thread's own checkpoint (its
// safety net) takes over.

const { file, everyMs } = workerData as { file: string; everyMs: number };
let db: SqliteDatabase.Database | null = null;

const timer = setInterval(() => {
  try {
    db ??= new SqliteDatabase(file, { fileMustExist: true });
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Busy, closing, or the database already gone: try again next time, or be stopped.
  }
}, everyMs);

parentPort?.once('message', () => {
  clearInterval(timer);
  db?.close();
  parentPort?.close();
});
