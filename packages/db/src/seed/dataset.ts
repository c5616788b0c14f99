/**
 * Builds the whole demo data set in memory, without touching the database:
 * the same options always give the same rows (password hashes aside, which
 * are passed in).
 */
import { buildArticles, buildFaq, buildNews } from './articles.ts';
import { buildBrands } from './brands.ts';
import { buildContentItems } from './content-items.ts';
import { buildCustomers } from './customers.ts';
import { startOfUtcDay } from './dates.ts';
import { buildStores } from './locations.ts';
import {
  buildDiscounts,
  buildListPriceHistory,
  buildPriceListLevels,
  buildPriceListPrices,
  buildPriceLevels,
  buildPriceLists,
} from './pricing.ts';
import { generateProducts } from './products.ts';
import { buildPromotions } from './promotions.ts';
import { Random } from './random.ts';
import { buildInterestingConnections, buildSpecialNodeLinks } from './relations.ts';
import { buildSettings } from './settings.ts';
import { buildStoreStock } from './stock.ts';
import { buildWebNodes } from './web-nodes.ts';

interface DatasetOptions {
  products: number;
  seed: number;
  referenceDate: Date;
  /** The stored hash of the demo password, shared by every seeded login. */
  passwordHash: string;
}

export type Dataset = ReturnType<typeof buildDataset>;

export function buildDataset(options: DatasetOptions) {
  const reference = startOfUtcDay(options.referenceDate);
  const root = new Random(options.seed);
  const tree = buildWebNodes(reference);
  const { rows: brandRows, brands } = buildBrands();
  const stores = buildStores(reference);
  const priceLists = buildPriceLists();

  const generated = generateProducts(root.fork('products'), {
    count: options.products,
    reference,
    leaves: tree.leaves,
    brands,
    special: tree.special,
  });
  const { rows: products, meta } = generated;
  const priceLevels = buildPriceLevels(root.fork('price-levels'), products, meta);
  const discounts = buildDiscounts(root.fork('discounts'), reference, products, meta);
  const specialLinks = buildSpecialNodeLinks(root.fork('special-nodes'), {
    rows: products,
    meta,
    special: tree.special,
    priceLevels,
    discountedIds: discounts.currentProductIds,
  });
  const priceListPrices = buildPriceListPrices(root.fork('price-lists'), products, meta);
  const pickupStoreIds = stores.filter((store) => store.isPickupStore).map((store) => store.id);
  // One definition of 'store' for customers (issue 12 defect 7): a shop to visit; the distribution centre is none.
  const storeCount = stores.filter((store) => store.type === 'Store').length;
  const flyerCode = discounts.discounts[0]?.flyerCode ?? '';
  const people = buildCustomers(root.fork('customers'), { reference, stores, passwordHash: options.passwordHash });
  const voucherProduct = products.find(
    (p) => p.type === 'Product' && p.isOrderable && p.isActive && p.isViewable && (p.stockQuantity ?? 0) > 50 && !p.isVirtual,
  );
  const promotions = buildPromotions({
    reference,
    flyerCode,
    catWebNodeId: tree.rows.find((node) => node.url === 'kat')?.id ?? null,
    brandId: brandRows[0]?.id ?? null,
    productId: voucherProduct?.id ?? null,
    businessCustomerId: people.customers[0]?.id ?? null,
    privateCustomerId: people.customers.find((c) => c.gender !== 'Company')?.id ?? null,
  });

  return {
    reference,
    settings: buildSettings(reference, tree.special, { seed: options.seed, products: options.products }),
    webNodes: tree.rows,
    brands: brandRows,
    priceLists,
    stores,
    catalog: {
      products,
      images: generated.images,
      webNodeLinks: [...generated.webNodeLinks, ...specialLinks],
      connections: [...generated.connections, ...buildInterestingConnections(root.fork('interesting'), meta)],
      priceListPrices,
      priceLevels,
      priceListLevels: buildPriceListLevels(root.fork('price-list-levels'), priceListPrices, priceLevels),
      listPriceHistory: buildListPriceHistory(root.fork('price-history'), reference, products),
      discounts: discounts.discounts,
      discountProducts: discounts.links,
      storeStock: buildStoreStock(root.fork('store-stock'), products, pickupStoreIds),
    },
    people,
    promotions,
    content: {
      items: buildContentItems({ reference, webNodes: tree.rows, brands: brandRows, storeCount, flyerCode }),
      articles: buildArticles(reference, storeCount),
      news: buildNews(root.fork('news'), reference),
      faq: buildFaq(),
    },
  };
}
