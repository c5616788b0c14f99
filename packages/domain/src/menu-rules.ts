/**
 * Menu entries that lead to nothing for the viewer (issue 12 defect 5): a category lister without a product this
 * viewer may see (point-of-sale material is for business customers only) is no entry for an anonymous visitor.
 */

/** How a menu tree of some shape is read and rebuilt. */
export interface MenuTree<T> {
  children(item: T): readonly T[];
  /** Whether the entry has a link of its own. */
  hasLink(item: T): boolean;
  /** Whether that link leads to nothing for this viewer (e.g. a lister without products for them). */
  leadsNowhere(item: T, depth: number): boolean;
  /** The entry with these children, and without its own link when `keepLink` is false. */
  rebuild(item: T, children: T[], keepLink: boolean): T;
}

/**
 * The menu without dead ends: an entry whose link leads nowhere stays only while one of its children still leads
 * somewhere, then without its own link (a heading for them); an entry without link whose children all went goes
 * too. Entries that never had a link or children (a text) stay.
 */
export function withoutDeadEnds<T>(items: readonly T[], tree: MenuTree<T>, depth = 0): T[] {
  const kept: T[] = [];
  for (const item of items) {
    const before = tree.children(item);
    const children = withoutDeadEnds(before, tree, depth + 1);
    const linked = tree.hasLink(item);
    const deadLink = linked && tree.leadsNowhere(item, depth);
    if (deadLink && children.length === 0) continue;
    if (!linked && before.length > 0 && children.length === 0) continue;
    kept.push(children.length === before.length && !deadLink ? item : tree.rebuild(item, children, !deadLink));
  }
  return kept;
}
