/**
 * The search index's working caches (decision 0023): what a search computes from the index and may need again (the
 * documents a keyword's head matches, a lister's node order), bounded by their bytes, least recently used out first.
 * They were bounded by their number of entries (2,001 head sets of 12.5 KB at 100,000 products, 201 node orders of
 * up to 0.4 MB): a bound in bytes holds whatever the entries' sizes.
 */

/** Bytes an entry costs beyond its value: the key, the map's slot and the entry object (an estimate). */
const ENTRY_OVERHEAD = 96;

export class ByteLru<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private total = 0;

  /** `sizeOf`: the bytes of a value (its typed arrays; a few objects around them count as ENTRY_OVERHEAD). */
  constructor(
    readonly maxBytes: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  /** The value of `key`, which becomes the most recently used. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` unless it alone is larger than the bound; the least recently used entries go until it fits. */
  set(key: string, value: V): void {
    const bytes = this.sizeOf(value) + key.length * 2 + ENTRY_OVERHEAD;
    this.delete(key);
    if (bytes > this.maxBytes) return;
    for (const [oldest, entry] of this.entries) {
      if (this.total + bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.total -= entry.bytes;
    }
    this.entries.set(key, { value, bytes });
    this.total += bytes;
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.bytes;
  }

  /** Estimated bytes of what is kept (never above `maxBytes`). */
  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.entries.size;
  }

  values(): IterableIterator<V> {
    return [...this.entries.values()].map((entry) => entry.value).values();
  }
}
