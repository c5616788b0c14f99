import { centsToAmount, isProductOrderable, localizeFields, priceFor, pricingInput, stockLevel, trimProductNumber, type ContentLanguage, type Price } from '@toonbank/domain';
import type { ProductSummaryRow } from '@toonbank/db/repositories/catalogue';
import type { Executor } from '@toonbank/db/client';
import { findPricingFacts } from '@toonbank/db/repositories/pricing';
import type { CatalogueViewer } from '@toonbank/db/repositories/catalogue';
import type { AppDeps } from '../../lib/context.ts';
import type { ProductSummary } from './product.schemas.ts';

type PricedRow = Pick<ProductSummaryRow, 'id' | 'listPriceInclCents' | 'netPriceExclCents' | 'taxRate'>;

export type Pricer = (row: PricedRow, quantity: number) => Price;

/**
 * Prices products for a viewer now at any quantity: the one price computation (`priceFor`) on the rows and
 * their stored pricing facts (tiers, discounts, history), read in one batch of queries (inside `executor`'s
 * transaction when one is given).
 */
export async function loadPricer(deps: AppDeps, viewer: CatalogueViewer, rows: readonly PricedRow[], executor: Executor = deps.database.db): Promise<Pricer> {
  const now = deps.now();
  const facts = await findPricingFacts(executor, viewer.priceListId, rows.map((row) => row.id), now);
  return (row, quantity) => priceFor(pricingInput(row, facts.get(row.id), viewer.priceListId, now), quantity);
}

/** The prices of products for a viewer now, for one piece, by product id. */
export async function loadPrices(deps: AppDeps, viewer: CatalogueViewer, rows: readonly PricedRow[]): Promise<Map<number, Price>> {
  const price = await loadPricer(deps, viewer, rows);
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

/** The stock fields of a product response. */
export function stockFields(row: ProductSummaryRow) {
  return {
    InStock: row.stockQuantity > 0,
    StockQuantity: row.stockQuantity,
    StockLevel: stockLevel(row.stockQuantity),
    MaxInCart: row.maxInCart,
    IsOrderable: isProductOrderable(row),
  };
}

/** A product as listed, its name in `language` where it has a translation (issue 12 defect 6). */
export function toProductSummary(row: ProductSummaryRow, price: Price, language: ContentLanguage = 'nl'): ProductSummary {
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
  };
}

/** Product summaries with their prices for the viewer: every list of products (search hits, listers, connections...). */
export async function toProductSummaries(deps: AppDeps, viewer: CatalogueViewer, rows: readonly ProductSummaryRow[], language: ContentLanguage = 'nl'): Promise<ProductSummary[]> {
  const prices = await loadPrices(deps, viewer, rows);
  return rows.map((row) => toProductSummary(row, prices.get(row.id)!, language));
}
