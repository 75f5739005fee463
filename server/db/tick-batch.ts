// Reads of one row by key that arrive in the same turn of the event loop, answered by one query.
// Against a database across a socket, each query costs a round trip: the driver's write and parse
// on this side, a wake-up, a parse and an execution on the database's side. Under load, the requests
// read from the sockets in one turn all wait on such reads; asked together, they cost one round trip.
// Under light load a batch holds one key and costs what the single read did: the saving grows with
// the load, which is when it is needed (docs/decisions/0027).

export type LoadByKeys<K, V> = (keys: readonly K[]) => Promise<ReadonlyMap<K, V>>;

interface Waiter<V> {
  resolve: (value: V | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * A reader of one row by key: the keys asked in one turn are loaded together once the turn's I/O is
 * read (setImmediate), at most `maxBatch` in one query. Each caller gets its key's row, or undefined
 * when the load found none; when the load fails, every caller of that batch gets its error. A key
 * asked twice in one batch is loaded once, and its callers share the row: they must only read it.
 */
export function tickBatchedReader<K, V>(load: LoadByKeys<K, V>, maxBatch: number): (key: K) => Promise<V | undefined> {
  let pending: Batch<K, V> | null = null;

  const flush = (batch: Batch<K, V>): void => {
    if (batch.sent) return;
    batch.sent = true;
    if (pending === batch) pending = null;
    // A load that throws before returning its promise fails its batch like one that rejects.
    new Promise<ReadonlyMap<K, V>>((resolve) => resolve(load([...batch.waiters.keys()]))).then(
      (rows) => {
        for (const [key, waiters] of batch.waiters) for (const waiter of waiters) waiter.resolve(rows.get(key));
      },
      (error: unknown) => {
        for (const waiters of batch.waiters.values()) for (const waiter of waiters) waiter.reject(error);
      },
    );
  };

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      let batch = pending;
      if (!batch) {
        const opened: Batch<K, V> = { waiters: new Map(), sent: false };
        batch = pending = opened;
        setImmediate(() => flush(opened));
      }
      const waiters = batch.waiters.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else batch.waiters.set(key, [{ resolve, reject }]);
      // A full batch goes at once; the next key opens another.
      if (batch.waiters.size >= maxBatch) flush(batch);
    });
}

interface Batch<K, V> {
  waiters: Map<K, Waiter<V>[]>;
  sent: boolean;
}
