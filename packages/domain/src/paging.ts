/** Page sizes, page numbers and the numbered pagination of listers and search. */

export const PAGE_SIZES = [24, 48, 96] as const;
export const DEFAULT_PAGE_SIZE = 24;

/** A page shows 24, 48 or 96 products; any other size asked for falls back to the default, 24. */
export function pageSizeOrDefault(raw: string | number | null | undefined): number {
  const value = typeof raw === 'number' ? raw : Number.parseInt(raw ?? '', 10);
  return (PAGE_SIZES as readonly number[]).includes(value) ? value : DEFAULT_PAGE_SIZE;
}

/** A 1-based page number from a URL; anything unreadable or below 1 becomes 1, capped at 10,000. */
export function pageNumber(raw: string | null | undefined): number {
  const value = Number.parseInt(raw ?? '', 10);
  return Number.isFinite(value) && value >= 1 ? Math.min(value, 10_000) : 1;
}

/** How many pages `total` results fill at `pageSize` per page; at least 1 (an empty result is one empty page). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}

/** A numbered pagination entry: a page number, or a gap ('…') standing for two or more pages left out. */
export type PageLink = number | 'gap';

/**
 * The numbered pagination of page `current` of `last` (issue 12 defect 4): the first and last page, the current
 * page and its neighbours; a gap for two or more pages left out (a single left-out page is shown instead, a gap
 * would hide no fewer links). 1 2 3 … 22, 1 … 9 10 11 … 22, 1 … 20 21 22.
 */
export function pageLinks(current: number, last: number, neighbours = 1): PageLink[] {
  const pages = Math.max(1, Math.floor(last));
  const page = Math.min(Math.max(1, Math.floor(current)), pages);
  const shown = new Set<number>([1, pages]);
  for (let p = page - neighbours; p <= page + neighbours; p++) if (p >= 1 && p <= pages) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const links: PageLink[] = [];
  for (const p of sorted) {
    const previous = links.at(-1);
    if (typeof previous === 'number' && p - previous === 2) links.push(previous + 1);
    else if (typeof previous === 'number' && p - previous > 2) links.push('gap');
    links.push(p);
  }
  return links;
}
