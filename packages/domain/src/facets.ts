/** The facet filters a lister or search accepts from a URL, and facet labels a shopper can tell apart. */
import { MAX_INT4 } from './units.ts';

export const FACET_FIELDS = ['brand', 'webnode', 'price', 'tag'] as const;
export type FacetField = (typeof FACET_FIELDS)[number];

export interface FacetFilters {
  brands: string[];
  webNodeIds: number[];
  minPriceCents: number | null;
  maxPriceCents: number | null;
  /** Tag key → values, e.g. { dier: ['Hond'] }. */
  tags: Record<string, string[]>;
  /** Tag values under any key (`tag:Hond`, the `/tag/{value}` page), matched case-insensitively. */
  anyTags: string[];
}

export function emptyFacetFilters(): FacetFilters {
  return { brands: [], webNodeIds: [], minPriceCents: null, maxPriceCents: null, tags: {}, anyTags: [] };
}

const MAX_FILTER_VALUES = 50;
const TAG_KEY = /^[a-z][a-z0-9_]{0,39}$/;

/**
 * Parses facet filters of the form `field:value` (repeated): `brand:royal-canin`,
 * `webnode:12`, `price:500-2000` (euros, `min-` or `-max` allowed), `tag.dier:Hond`,
 * `tag:Hond` (that value under any tag key). Malformed entries are ignored, never an error; at most 50 entries are read.
 */
export function parseFacetFilters(entries: readonly string[]): FacetFilters {
  const filters = emptyFacetFilters();
  for (const raw of entries.slice(0, MAX_FILTER_VALUES)) {
    const separator = raw.indexOf(':');
    if (separator <= 0) continue;
    const field = raw.slice(0, separator).trim().toLowerCase();
    const value = raw
      .slice(separator + 1)
      .trim()
      .slice(0, 100);
    if (!value) continue;
    if (field === 'brand') {
      if (!filters.brands.includes(value)) filters.brands.push(value);
    } else if (field === 'webnode') {
      const id = Number(value);
      if (Number.isInteger(id) && id > 0 && id < MAX_INT4 && !filters.webNodeIds.includes(id)) filters.webNodeIds.push(id);
    } else if (field === 'price') {
      const range = /^(\d{0,7}(?:[.,]\d{1,2})?)-(\d{0,7}(?:[.,]\d{1,2})?)$/.exec(value);
      if (!range) continue;
      const toCents = (part: string | undefined) => (part ? Math.round(Number(part.replace(',', '.')) * 100) : null);
      filters.minPriceCents = toCents(range[1]);
      filters.maxPriceCents = toCents(range[2]);
    } else if (field === 'tag') {
      if (!filters.anyTags.some((v) => v.toLowerCase() === value.toLowerCase())) filters.anyTags.push(value);
    } else if (field.startsWith('tag.')) {
      const key = field.slice(4);
      if (!TAG_KEY.test(key)) continue;
      const values = (filters.tags[key] ??= []);
      if (!values.includes(value)) values.push(value);
    }
  }
  return filters;
}

/**
 * Labels for a facet's values that a shopper can tell apart (issue 12 defect 4): a value whose label is unique
 * keeps it; values sharing a label ('Droogvoer' of the dog and of the cat) get the nearest ancestor that tells
 * them apart ('Hond › Droogvoer', 'Kat › Droogvoer'), else their whole path. `path`: ancestor names, root first.
 */
export function distinctFacetLabels(values: readonly { label: string; path: readonly string[] }[]): string[] {
  const key = (text: string) => text.trim().toLocaleLowerCase('nl-NL');
  const groups = new Map<string, number[]>();
  values.forEach((value, index) => groups.set(key(value.label), [...(groups.get(key(value.label)) ?? []), index]));
  const labels = values.map((value) => value.label);
  for (const members of groups.values()) {
    if (members.length < 2) continue;
    const depth = Math.max(...members.map((i) => values[i]!.path.length));
    // The nearest ancestor level (counted up from each value) at which the group's ancestors all differ.
    let level = 1;
    for (; level <= depth; level++) {
      const names = members.map((i) => key(values[i]!.path.at(-level) ?? ''));
      if (new Set(names).size === members.length) break;
    }
    for (const i of members) {
      const { label, path } = values[i]!;
      const ancestors = level <= depth ? [path.at(-level)].filter((name): name is string => Boolean(name)) : path;
      labels[i] = [...ancestors, label].join(' › ');
    }
  }
  return labels;
}

/** How many values a lister's facet shows before its 'Show all' link: the most frequent, as search orders them by count. */
export const FACET_VALUES_SHOWN = 8;

/**
 * The values a lister shows of one facet (issue 19: a business lister rendered 167 facet values, a quarter of its
 * markup): the first `FACET_VALUES_SHOWN` and every checked one (a checked value left out would drop out of the filter
 * form), or all of them when the visitor opened the facet.
 */
export function shownFacetValues<V extends { Checked: boolean }>(values: readonly V[], opened: boolean): readonly V[] {
  return opened ? values : values.filter((value, i) => i < FACET_VALUES_SHOWN || value.Checked);
}
