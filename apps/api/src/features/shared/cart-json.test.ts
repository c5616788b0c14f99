/**
 * The cart answer written around kept product JSON (cart-json.ts): byte for byte `JSON.stringify`'s text, whatever the
 * names hold; the kept summaries are those `toProductSummary` makes, one frozen object per row and price fields.
 */
import { findCartProducts } from '@toonbank/db/repositories/cart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewerOf } from '../../lib/viewer.ts';
import { createTestApi, type TestApi } from '../../testing.ts';
import { cartAnswerJson, keptLocalized, keptProductSummary, type CartAnswerValue } from './cart-json.ts';
import { loadPricer, toProductSummary } from './product.mappers.ts';
import type { ProductSummary } from './product.schemas.ts';
import type { CartLine, CheckoutCart } from './cart.schemas.ts';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

/** Names that would break a careless splice: quotes, the marker itself, backslashes, non-ASCII, control characters. */
const NAMES = [
  'Aquariumsteen Keramiek S',
  'Kattenbak "Deluxe", 50 cm',
  '","Product":null,"',
  'back\\slash \\" en ,"Product":{',
  'Croquettes pour chiens — é ü ø 🐟',
  'nul\u0000teken\ttab\nregel\u2028',
];

function product(id: number, name: string): ProductSummary {
  return {
    Id: id,
    Type: 'Product',
    Number: `10000${id}`,
    NumberTrimmed: `10000${id}`,
    Name: name,
    Language: 'nl',
    Url: `product-${id}`,
    Img: null,
    Brand: id % 2 ? { Id: 42, Name: name, Url: 'merk' } : null,
    PriceInclTax: 13.95,
    PriceExclTax: 11.53,
    OldPriceInclTax: null,
    OldPriceExclTax: null,
    AdvicePriceInclTax: null,
    Discount: id % 3 ? null : { Id: 7, Name: `Korting ${name}`, Percentage: 12.5 },
    TaxRate: 21,
    InStock: true,
    StockQuantity: 192,
    StockLevel: 'enough',
    MaxInCart: null,
    IsOrderable: true,
    MaxQuantity: 192,
    PurchaseUnitFactor: 1,
    IsVirtual: false,
    SupplierState: 'Active',
    WebshopBanner: null,
    Rating: id % 2 ? 3.5 : null,
    ReviewCount: 3,
    Delivery: null,
  };
}

function line(id: number, name: string, shown: ProductSummary | null): CartLine {
  return {
    Id: 60_000 + id,
    ProductId: id,
    Quantity: (id % 4) + 1,
    ProductTitle: name,
    Product: shown,
    ProductUrl: `/product/detail/product-${id}`,
    PriceInclTax: 13.95,
    PriceExclTax: 11.53,
    OldPriceInclTax: null,
    OldPriceExclTax: null,
    TierQuantity: null,
    PriceLadder: { Leading: 'incl', Steps: [{ Quantity: 1, Price: 13.95 }] },
    ConfirmedPriceInclTax: null,
    ConfirmedPriceExclTax: null,
    TotalInclTax: 41.85,
    TotalExclTax: 34.59,
    TaxAmount: 7.26,
    TaxRate: 21,
    DiscountAmountInclTax: 0,
    DiscountAmountExclTax: 0,
    AsposDerived: false,
    Notes: name,
    IsValid: true,
    PriceChanged: false,
    MaxOrderableQuantity: 192,
    PurchaseUnitFactor: 1,
  };
}

function answerOf(lines: CartLine[]): CartAnswerValue {
  const data = { CartLines: lines, ItemCount: lines.length, Warnings: [], Remark: 'Opmerking "x"', DeliveryAddress: null };
  return { Success: true, Data: data as unknown as CheckoutCart };
}

describe('cartAnswerJson', () => {
  it('writes exactly what JSON.stringify writes, with products kept, fresh, localized or null, and again from kept JSON', () => {
    const lines = NAMES.flatMap((name, i) => {
      const kept = Object.freeze(product(i + 1, name));
      return [
        line(i + 1, name, kept),
        line(i + 100, name, product(i + 100, name)),
        line(i + 200, name, null),
        line(i + 300, `${name} (fr)`, keptLocalized(kept, `${name} (fr)`, 'fr')),
      ];
    });
    const answer = answerOf(lines);
    expect(cartAnswerJson(answer)).toBe(JSON.stringify(answer));
    // The second time the kept products' JSON comes from the kept text.
    expect(cartAnswerJson(answer)).toBe(JSON.stringify(answer));
  });

  it('writes an answer without lines, with only lines, and one of another shape as JSON.stringify does', () => {
    const empty = answerOf([]);
    expect(cartAnswerJson(empty)).toBe(JSON.stringify(empty));
    const onlyLines = { Success: true, Data: { CartLines: [line(1, NAMES[1]!, product(1, NAMES[1]!))] } } as unknown as CartAnswerValue;
    expect(cartAnswerJson(onlyLines)).toBe(JSON.stringify(onlyLines));
    const reordered = {
      Success: true,
      Data: { ItemCount: 1, CartLines: [line(2, NAMES[2]!, product(2, NAMES[2]!))] },
    } as unknown as CartAnswerValue;
    expect(cartAnswerJson(reordered)).toBe(JSON.stringify(reordered));
    const more = { ...answerOf([line(3, NAMES[3]!, product(3, NAMES[3]!))]), Extra: 1 } as unknown as CartAnswerValue;
    expect(cartAnswerJson(more)).toBe(JSON.stringify(more));
  });
});

describe('kept product summaries', () => {
  it('are toProductSummary’s, one frozen object per row and price fields, a copy per other name', async () => {
    const viewer = viewerOf(null);
    const ids = (await t.query<{ id: number }>(`select id from products where is_active and is_viewable order by id limit 3`)).map(
      (r) => r.id,
    );
    const rows = await findCartProducts(t.deps.database.db, viewer, ids);
    const price = await loadPricer(t.deps, viewer, [...rows.values()]);
    for (const row of rows.values()) {
      const one = price(row, 1);
      const kept = keptProductSummary(row, one);
      expect(kept).toEqual(toProductSummary(row, one));
      expect(Object.isFrozen(kept)).toBe(true);
      expect(keptProductSummary(row, price(row, 1))).toBe(kept);
      // Other price fields: another summary, with those prices.
      const dearer = { ...one, unit: { ...one.unit, inclCents: one.unit.inclCents + 100 } };
      const other = keptProductSummary(row, dearer);
      expect(other).not.toBe(kept);
      expect(other).toEqual(toProductSummary(row, dearer));
      expect(keptProductSummary(row, one)).toBe(kept);
      // The same row read again is another object: nothing kept for it yet.
      const again = (await findCartProducts(t.deps.database.db, viewer, [row.id])).get(row.id)!;
      expect(keptProductSummary(again, one)).not.toBe(kept);
      expect(keptProductSummary(again, one)).toEqual(kept);
      // In a language: itself when the name stays, one kept copy otherwise.
      expect(keptLocalized(kept, kept.Name, kept.Language)).toBe(kept);
      const french = keptLocalized(kept, `${kept.Name} FR`, 'fr');
      expect(french).toEqual({ ...kept, Name: `${kept.Name} FR`, Language: 'fr' });
      expect(keptLocalized(kept, `${kept.Name} FR`, 'fr')).toBe(french);
      expect(Object.isFrozen(french)).toBe(true);
    }
  });
});
