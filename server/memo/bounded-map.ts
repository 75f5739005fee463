// The memos a process keeps only to spare work (prepared statements, statement names, verified
// tokens, recorded funnel entries): each must stay bounded however many distinct keys arrive, and
// losing an entry only means doing the work again. A Map keeps insertion order, so the first key is
// the oldest one.

/**
 * How many of the oldest entries a full table drops at once: a sixteenth. V8 leaves a deleted entry
 * as a hole at the front of a Map until the table is rebuilt, and each new iterator walks over the
 * holes, so dropping one entry per new key made every insert into a full table walk thousands of
 * holes (a tenth of the decision poll's CPU under a flood of addresses). Dropped in a batch, one walk
 * serves the next sixteenth of new keys.
 */
export const evictionBatch = (capacity: number): number => Math.max(1, Math.floor(capacity / 16));

/**
 * A Map of at most `capacity` entries: adding a new key to a full map first drops the oldest ones
 * (evictionBatch of them).
 */
export class BoundedMap<K, V> extends Map<K, V> {
  readonly capacity: number;
  private readonly batch: number;

  constructor(capacity: number) {
    super();
    this.capacity = capacity;
    this.batch = evictionBatch(capacity);
  }

  override set(key: K, value: V): this {
    if (this.size >= this.capacity && !this.has(key)) {
      let dropped = 0;
      for (const oldest of this.keys()) {
        if (dropped === this.batch) break;
        this.delete(oldest);
        dropped += 1;
      }
    }
    return super.set(key, value);
  }
}
