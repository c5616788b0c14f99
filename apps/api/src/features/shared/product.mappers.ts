/**
 * Maps product rows to the product summary of §7, shared by every call that
 * lists products (products, search, web nodes, stores, cart). Every price
 * comes from the one computation, priceFor (decision 0008); amounts go out as
 * euros with two decimals.
 */
import {
  averageRating,
  centsToAmount,
  deliveryPromise,
  isProductOrderable,
  lineEstimate,
  localizeFields,
  maxQuantity,
  priceFor,
  pricingInput,
  stockLevel,
  trimProductNumber,
  type DeliveryPromise,
  type ContentLanguage,
  type DeliverySettings,
  type Price,
  type PricingFacts,
} from '@toonbank/domain';
import type { ProductSummaryRow } from '@toonbank/db/repositories/catalogue';
import type { Executor } from '@toonbank/db/client';
import { findPricingFacts } from '@toonbank/db/repositories/pricing';
import { findStockQuantities } from '@toonbank/db/repositories/products';
import type { CatalogueViewer } from '@toonbank/db/repositories/catalogue';
import { catalogueDb, type AppDeps } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { loadCheckoutSettings } from './checkout-cart.ts';
import type { ProductSummary } from './product.schemas.ts';

/** A product that does not exist or that the viewer may not see: the same 404, so hidden products do not leak. */
export const productNotFound = () => new ApiError(404, 'PRODUCT_NOT_FOUND', 'productNotFound');

type PricedRow = Pick<ProductSummaryRow, 'id' | 'listPriceInclCents' | 'netPriceExclCents' | 'taxRate'>;

export type Pricer = (row: PricedRow, quantity: number) => Price;

/**
 * Prices products for a viewer now at any quantity: the one price computation (`priceFor`) on the rows and
 * their stored pricing facts (tiers, discounts, history), read in one batch of queries (inside `executor`'s
 * transaction when one is given).
 */
export async function loadPricer(
  deps: AppDeps,
  viewer: CatalogueViewer,
  rows: readonly PricedRow[],
  executor: Executor = deps.database.db,
): Promise<Pricer> {
  const now = deps.now();
  return pricerOf(viewer, await loadPricingFacts(executor, viewer, rows, now), now);
}

/** The pricing facts `loadPricer` reads (kept beside a cached cart, so a batch on it prices without reading them again). */
export function loadPricingFacts(
  executor: Executor,
  viewer: CatalogueViewer,
  rows: readonly Pick<PricedRow, 'id'>[],
  now: Date,
): Promise<Map<number, PricingFacts>> {
  return findPricingFacts(
    executor,
    viewer.priceListId,
    rows.map((row) => row.id),
    now,
  );
}

/** The pricer of `loadPricer` on facts at hand: the one price computation (`priceFor`) at `now`. */
export function pricerOf(viewer: CatalogueViewer, facts: ReadonlyMap<number, PricingFacts>, now: Date): Pricer {
  return (row, quantity) => priceFor(pricingInput(row, facts.get(row.id), viewer.priceListId, now), quantity);
}

/** The prices of products for a viewer now, for one piece, by product id (shown, not charged: read where catalogue reads go). */
export async function loadPrices(deps: AppDeps, viewer: CatalogueViewer, rows: readonly PricedRow[]): Promise<Map<number, Price>> {
  const price = await loadPricer(deps, viewer, rows, catalogueDb(deps));
  return new Map(rows.map((row) => [row.id, price(row, 1)]));
}

/** The price fields of a product response (summary, detail, cart line product). */
export function priceFields(price: Price) {
  return {
    PriceInclTax: centsToAmount(price.unit.inclCents),
    PriceExclTax: centsToAmount(price.unit.exclCents),
    OldPriceInclTax: price.reference ? centsToAmount(price.reference.unit.inclCents) : null,
    OldPriceExclTax: price.reference ? centsToAmount(price.reference.unit.exclCents) : null,
    AdvicePriceInclTax: price.leading === 'excl' ? centsToAmount(price.list.inclCents) : null,
    Discount: price.discount ? { Id: price.discount.id, Name: price.discount.name, Percentage: price.discount.percentage } : null,
  };
}

/** What a product response's stock fields and delivery estimate are computed from. */
export type StockFacts = Pick<
  ProductSummaryRow,
  'stockQuantity' | 'maxInCart' | 'purchaseUnitFactor' | 'isActive' | 'isViewable' | 'isOrderable' | 'isVirtual'
>;

/** The stock facts of a row (kept beside a cached answer, to compute its stock fields again with the stock of now). */
export function stockFactsOf(row: ProductSummaryRow): StockFacts {
  const { stockQuantity, maxInCart, purchaseUnitFactor, isActive, isViewable, isOrderable, isVirtual } = row;
  return { stockQuantity, maxInCart, purchaseUnitFactor, isActive, isViewable, isOrderable, isVirtual };
}

/**
 * Summaries of a cached answer with the stock of now (decision 0017): stock changes do not bump the catalogue
 * revision, so the stock fields and the delivery estimate of each summary whose stock changed are computed again
 * from its facts (everything else of the product is as cached: any other change bumps the revision). For summaries
 * made with a delivery context (`toProductSummaries`).
 */
export async function withLiveStock(
  deps: AppDeps,
  summaries: readonly ProductSummary[],
  facts: ReadonlyMap<number, StockFacts>,
  /** The delivery context the caller has already loaded for this request. */
  delivery?: DeliveryContext,
  /** The stock of now the caller has already read for these summaries (`liveStockQuantities`). */
  quantities?: ReadonlyMap<number, number>,
): Promise<ProductSummary[]> {
  const live =
    quantities === undefined
      ? await readLiveStock(
          deps,
          summaries.map((summary) => summary.Id),
          delivery,
        )
      : { stock: quantities, delivery: delivery ?? (await loadDeliveryContext(deps)) };
  return summaries.map((summary) => withStock(summary, live, facts));
}

/** The stock of now of some products, and the delivery context to estimate with (see `withLiveStock`). */
export interface LiveStock {
  stock: ReadonlyMap<number, number>;
  delivery: DeliveryContext;
}

export async function readLiveStock(deps: AppDeps, ids: readonly number[], known?: DeliveryContext): Promise<LiveStock> {
  const [stock, delivery] = await Promise.all([findStockQuantities(deps.database.db, ids), known ?? loadDeliveryContext(deps)]);
  return { stock, delivery };
}

/** One summary (or a detail, a variant) of a cached answer with the stock of now (see `withLiveStock`). */
export function withStock<T extends ProductSummary>(summary: T, live: LiveStock, facts: ReadonlyMap<number, StockFacts>): T {
  const now = live.stock.get(summary.Id);
  const known = facts.get(summary.Id);
  if (now === undefined || now === summary.StockQuantity || !known) return summary;
  const row = { ...known, stockQuantity: now };
  return { ...summary, ...stockFields(row), Delivery: deliveryFields(row, live.delivery) };
}

/** The stock fields of a product response. */
export function stockFields(row: StockFacts) {
  return {
    InStock: row.stockQuantity > 0,
    StockQuantity: row.stockQuantity,
    StockLevel: stockLevel(row.stockQuantity),
    MaxInCart: row.maxInCart,
    IsOrderable: isProductOrderable(row),
    MaxQuantity: maxQuantity(row.stockQuantity, row.maxInCart),
  };
}

/** The checkout's delivery promise for an order placed now, delivered in the Netherlands (tiles, product page). */
export interface DeliveryContext {
  settings: DeliverySettings;
  promise: DeliveryPromise;
}

export async function loadDeliveryContext(
  deps: AppDeps,
  /** The content revision the caller has just read (from the primary), if it has. */
  contentRevision?: number,
): Promise<DeliveryContext> {
  const { delivery } = await loadCheckoutSettings(deps, contentRevision);
  return { settings: delivery, promise: deliveryPromise(deps.now(), delivery, { method: 'Delivery', countryCode: 'NL' }) };
}

/** What a cached answer with delivery estimates depends on besides the catalogue: the promise of this moment. */
export async function deliveryMoment(deps: AppDeps): Promise<string> {
  return deliveryMomentOf(await loadDeliveryContext(deps));
}

/** `deliveryMoment` of a delivery context already loaded. */
export function deliveryMomentOf({ promise }: DeliveryContext): string {
  return `${promise.date}|${String(promise.isTomorrow)}|${promise.cutoff}`;
}

/** One purchase unit of the product ordered now: the checkout's per-line estimate (`lineEstimate`). */
function deliveryFields(row: StockFacts, delivery: DeliveryContext | null): ProductSummary['Delivery'] {
  if (!delivery || !isProductOrderable(row)) return null;
  const estimate = lineEstimate(
    { quantity: Math.max(1, row.purchaseUnitFactor), stockQuantity: row.stockQuantity },
    delivery.promise,
    delivery.settings,
  );
  return {
    InStock: estimate.inStock,
    Date: estimate.date,
    IsTomorrow: estimate.inStock && delivery.promise.isTomorrow,
    Cutoff: delivery.promise.cutoff,
    MinWeeks: estimate.minWeeks,
    MaxWeeks: estimate.maxWeeks,
  };
}

/**
 * A product as listed: its name in `language` where it has a translation (issue 12 defect 6); `delivery` null where no
 * estimate is wanted (a cart line's product).
 */
export function toProductSummary(
  row: ProductSummaryRow,
  price: Price,
  language: ContentLanguage = 'nl',
  delivery: DeliveryContext | null = null,
): ProductSummary {
  const text = localizeFields(row, row.translations, language, ['name']);
  return {
    Id: row.id,
    Type: row.type,
    Number: row.number,
    NumberTrimmed: trimProductNumber(row.number),
    Name: text.name,
    Language: text.language,
    Url: row.url,
    Img: row.image,
    Brand: row.brandId !== null && row.brandName !== null ? { Id: row.brandId, Name: row.brandName, Url: row.brandUrl ?? '' } : null,
    ...priceFields(price),
    TaxRate: row.taxRate,
    ...stockFields(row),
    PurchaseUnitFactor: row.purchaseUnitFactor,
    IsVirtual: row.isVirtual,
    SupplierState: row.supplierState,
    WebshopBanner: row.webshopBanner,
    Rating: averageRating(row.ratings),
    ReviewCount: row.ratings.length,
    Delivery: deliveryFields(row, delivery),
  };
}

/** Product summaries with their prices for the viewer: every list of products (search hits, listers, connections...). */
export async function toProductSummaries(
  deps: AppDeps,
  viewer: CatalogueViewer,
  rows: readonly ProductSummaryRow[],
  language: ContentLanguage = 'nl',
  /** The delivery context the caller has already loaded for this request. */
  known?: DeliveryContext,
): Promise<ProductSummary[]> {
  const [prices, delivery] = await Promise.all([loadPrices(deps, viewer, rows), known ?? loadDeliveryContext(deps)]);
  return rows.map((row) => toProductSummary(row, prices.get(row.id)!, language, delivery));
}
