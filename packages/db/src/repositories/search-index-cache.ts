/**
 * The search index's working caches (decision 0023): what a search computes from the index and may need again (the
 * documents a keyword's head matches, a lister's node order), bounded by their bytes, least recently used out first.
 * They were bounded by their number of entries (2,001 head sets of 12.5 KB at 100,000 products, 201 node orders of
 * up to 0.4 MB): a bound in bytes holds whatever the entries' sizes.
 */

import { LRUCache } from 'lru-cache';

/** Bytes an entry costs beyond its value: the key, the map's slot and the entry object (an estimate). */
const ENTRY_OVERHEAD = 96;

/**
 * lru-cache bounded by `maxBytes`: a value is kept unless it alone (with its key and ENTRY_OVERHEAD) is larger than the
 * bound; the least recently used entries go until it fits. `sizeOf`: the bytes of a value (its typed arrays; a few
 * objects around them count as ENTRY_OVERHEAD).
 */
export class ByteLru<V extends object> extends LRUCache<string, V> {
  constructor(maxBytes: number, sizeOf: (value: V) => number) {
    super({ maxSize: maxBytes, sizeCalculation: (value, key) => sizeOf(value) + key.length * 2 + ENTRY_OVERHEAD });
  }

  /** Estimated bytes of what is kept (never above the bound). */
  get bytes(): number {
    return this.calculatedSize;
  }
}
