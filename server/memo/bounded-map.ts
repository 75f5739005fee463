// The memos a process keeps only to spare work (prepared statements, statement names, verified
// tokens, recorded funnel entries): each must stay bounded however many distinct keys arrive, and
// losing an entry only means doing the work again. A Map keeps insertion order, so the first key is
// the oldest one.

/** A Map of at most `capacity` entries: adding a new key to a full map first drops the oldest one. */
export class BoundedMap<K, V> extends Map<K, V> {
  readonly capacity: number;

  constructor(capacity: number) {
    super();
    this.capacity = capacity;
  }

  override set(key: K, value: V): this {
    if (this.size >= this.capacity && !this.has(key)) {
      const oldest = this.keys().next();
      if (!oldest.done) this.delete(oldest.value);
    }
    return super.set(key, value);
  }
}
