import { parentPort, workerData } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';

// A thread of its own that copies SQLite's write-ahead log into the database file twice a second
// (database.ts). A checkpoint writes and syncs the file: done on the request thread it stalls every
// request in flight for tens of milliseconds; here the request thread only ever appends to the log.
// PASSIVE never waits for readers or writers: whatever cannot be copied now is copied next time.

const { file, everyMs } = workerData as { file: string; everyMs: number };
const db = new SqliteDatabase(file);
db.pragma('busy_timeout = 1000');

const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Busy or closing: the next round (or the request thread's own safety net) catches up.
  }
}, everyMs);

parentPort?.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort?.close();
});
