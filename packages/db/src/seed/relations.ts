/**
 * Related products ('Interesting' connections, §3) and the product lists of
 * the special web nodes.
 */
import type { PriceLevelRow } from './pricing.ts';
import type { ProductConnectionRow, ProductMeta, ProductRow, ProductWebNodeRow } from './products.ts';
import type { Random } from './random.ts';
import type { SpecialNodeIds } from './web-nodes.ts';

/** 3-8 related products from the same leaf category for ~30% of the regular products. */
export function buildInterestingConnections(random: Random, meta: readonly ProductMeta[]): ProductConnectionRow[] {
  const byLeaf = new Map<number, number[]>();
  for (const product of meta) {
    if (product.leafId === null || product.role === 'variant') continue;
    const ids = byLeaf.get(product.leafId) ?? [];
    ids.push(product.id);
    byLeaf.set(product.leafId, ids);
  }
  const connections: ProductConnectionRow[] = [];
  for (const product of meta) {
    if (product.leafId === null || !random.chance(0.3)) continue;
    const candidates = (byLeaf.get(product.leafId) ?? []).filter((id) => id !== product.id);
    const related = sampleFrom(random, candidates, random.int(3, 8));
    related.forEach((connectedProductId, sortOrder) => {
      connections.push({ productId: product.id, connectedProductId, type: 'Interesting', sortOrder });
    });
  }
  return connections;
}

/** A few distinct items without shuffling a large list. */
function sampleFrom(random: Random, items: readonly number[], count: number): number[] {
  if (items.length <= count) return [...items];
  const chosen = new Set<number>();
  while (chosen.size < count) chosen.add(items[random.int(0, items.length - 1)] as number);
  return [...chosen];
}

/**
 * Special node membership: offers, new items, meer = minder, op = op, popular,
 * daily offer, checkout bargains and the expired summer campaign. Samples and
 * POS material were linked when generated.
 */
export function buildSpecialNodeLinks(
  random: Random,
  input: {
    rows: readonly ProductRow[];
    meta: readonly ProductMeta[];
    special: SpecialNodeIds;
    priceLevels: readonly PriceLevelRow[];
    discountedIds: ReadonlySet<number>;
  },
): ProductWebNodeRow[] {
  const { rows, meta, special } = input;
  const regular = rows.filter((row, i) => {
    const role = (meta[i] as ProductMeta).role;
    return (role === 'single' || role === 'master') && row.isActive && row.isViewable;
  });
  const sellable = regular.filter((row) => !row.isVirtual && row.stockQuantity > 0 && row.isOrderable);
  const levelIds = new Set(input.priceLevels.map((level) => level.productId));
  const links: ProductWebNodeRow[] = [];
  const link = (nodeId: number, products: readonly ProductRow[]) => {
    products.forEach((row, index) => links.push({ productId: row.id, webNodeId: nodeId, sortOrder: index + 1 }));
  };

  link(
    special.actie,
    regular.filter(
      (row) =>
        input.discountedIds.has(row.id) ||
        row.webshopBanner?.startsWith('Actie') ||
        (row.retailPriceInclCents ?? 0) > row.listPriceInclCents * 1.2,
    ),
  );
  link(special.nieuw, byNewest(regular.filter((row) => row.webshopBanner === 'Nieuw')));
  link(
    special['meer=minder'],
    rows.filter((row) => levelIds.has(row.id)),
  );
  link(
    special['op=op'],
    regular.filter((row) => row.supplierState === 'Endoflife' && row.stockQuantity > 0),
  );
  link(special.homePopular, byWeighting(sellable.filter((row) => row.publicationCodes.includes('B'))).slice(0, 24));
  link(
    special.dailyDiscount,
    random.sample(
      sellable.filter((row) => row.publicationCodes.includes('B')),
      3,
    ),
  );
  link(
    special.kassakoopjes,
    random.sample(
      sellable.filter((row) => row.listPriceInclCents > 0 && row.listPriceInclCents <= 500),
      20,
    ),
  );
  link(special.zomeractie, random.sample(sellable, 12));
  return links;
}

function byNewest(rows: ProductRow[]): ProductRow[] {
  return [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.id - b.id);
}

function byWeighting(rows: ProductRow[]): ProductRow[] {
  return [...rows].sort((a, b) => b.weighting - a.weighting || a.id - b.id);
}
