import { centsToAmount, isProductOrderable, shownUnitPrice, stockLevel, trimProductNumber } from '@toonbank/domain';
import type { ProductSummaryRow } from '@toonbank/db/repositories/catalogue';
import type { ProductSummary } from './product.schemas.ts';

export function toProductSummary(row: ProductSummaryRow): ProductSummary {
  const price = shownUnitPrice(row);
  return {
    Id: row.id,
    Type: row.type,
    Number: row.number,
    NumberTrimmed: trimProductNumber(row.number),
    Name: row.name,
    Url: row.url,
    Img: row.image,
    Brand: row.brandId !== null && row.brandName !== null ? { Id: row.brandId, Name: row.brandName, Url: row.brandUrl ?? '' } : null,
    PriceInclTax: centsToAmount(price.inclCents),
    PriceExclTax: centsToAmount(price.exclCents),
    TaxRate: row.taxRate,
    InStock: row.stockQuantity > 0,
    StockQuantity: row.stockQuantity,
    StockLevel: stockLevel(row.stockQuantity),
    MaxInCart: row.maxInCart,
    PurchaseUnitFactor: row.purchaseUnitFactor,
    IsOrderable: isProductOrderable(row),
    IsVirtual: row.isVirtual,
    SupplierState: row.supplierState,
    WebshopBanner: row.webshopBanner,
  };
}
