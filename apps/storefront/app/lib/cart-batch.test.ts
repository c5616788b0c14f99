import { CART_ACTION } from '@toonbank/domain';
import { describe, expect, it } from 'vitest';
import { batchForm, displayedCart, fromBatch, mergeChange, readBatch, toBatch, type PendingChanges } from './cart-batch.ts';

const none: PendingChanges = new Map();

function line(productId: number, quantity: number, unitIncl: number, taxRate = 21, tiers: { Quantity: number; Price: number }[] = []) {
  const totalIncl = Math.round(unitIncl * 100 * quantity) / 100;
  const totalExcl = Math.round((totalIncl * 100 * 100) / (100 + taxRate)) / 100;
  return {
    ProductId: productId,
    ProductTitle: `Product ${productId}`,
    Quantity: quantity,
    PriceInclTax: unitIncl,
    PriceExclTax: Math.round((unitIncl * 100 * 100) / (100 + taxRate)) / 100,
    OldPriceInclTax: null as number | null,
    OldPriceExclTax: null as number | null,
    TierQuantity: null as number | null,
    PriceLadder: { Leading: 'incl' as const, Steps: [{ Quantity: 1, Price: unitIncl }, ...tiers] },
    TaxRate: taxRate,
    TotalInclTax: totalIncl,
    TotalExclTax: totalExcl,
    TaxAmount: Math.round((totalIncl - totalExcl) * 100) / 100,
    DiscountAmountInclTax: 0,
    DiscountAmountExclTax: 0,
  };
}

function cart(lines: ReturnType<typeof line>[]) {
  const sum = (pick: (l: ReturnType<typeof line>) => number) => Math.round(lines.reduce((t, l) => t + pick(l) * 100, 0)) / 100;
  return {
    CartLines: lines,
    ItemCount: lines.reduce((t, l) => t + l.Quantity, 0),
    SubTotalInclTax: sum((l) => l.TotalInclTax),
    SubTotalExclTax: sum((l) => l.TotalExclTax),
    TaxAmount: sum((l) => l.TaxAmount),
    TotalInclTax: sum((l) => l.TotalInclTax),
    TotalExclTax: sum((l) => l.TotalExclTax),
    DiscountAmountInclTax: 0,
    DiscountAmountExclTax: 0,
    ShippingCostsInclTax: 0,
    VatByRate: [...new Set(lines.map((l) => l.TaxRate))].map((rate) => ({
      Rate: rate,
      BaseExclTax: sum((l) => (l.TaxRate === rate ? l.TotalExclTax : 0)),
      TaxAmount: sum((l) => (l.TaxRate === rate ? l.TaxAmount : 0)),
    })),
  };
}

describe('mergeChange and toBatch', () => {
  it('keeps the last absolute quantity per product, in first-changed order', () => {
    let pending = mergeChange(none, { productId: 7, quantity: 2, remove: false });
    pending = mergeChange(pending, { productId: 9, quantity: 1, remove: false });
    pending = mergeChange(pending, { productId: 7, quantity: 5, remove: false });
    pending = mergeChange(pending, { productId: 9, quantity: 0, remove: true });
    expect(toBatch(pending)).toEqual([
      { action: CART_ACTION.Update, productId: 7, quantity: 5 },
      { action: CART_ACTION.Delete, productId: 9, quantity: 0 },
    ]);
    expect(none.size).toBe(0);
  });
});

describe('readBatch', () => {
  it('reads what toBatch wrote', () => {
    const batch = toBatch(
      mergeChange(mergeChange(none, { productId: 3, quantity: 4, remove: false }), { productId: 4, quantity: 0, remove: true }),
    );
    expect(readBatch(JSON.stringify(batch))).toEqual(batch);
    expect(toBatch(fromBatch(batch))).toEqual(batch);
  });
  it('refuses anything else', () => {
    for (const text of [
      null,
      'nope',
      '{}',
      '[]',
      JSON.stringify([{ action: CART_ACTION.Add, productId: 3, quantity: 1 }]),
      JSON.stringify([{ action: CART_ACTION.Update, productId: 0, quantity: 1 }]),
      JSON.stringify([{ action: CART_ACTION.Update, productId: 3, quantity: -1 }]),
      JSON.stringify([{ action: CART_ACTION.Update, productId: 3, quantity: 1.5 }]),
      JSON.stringify([{ action: CART_ACTION.Update, productId: 3, quantity: 100_000 }]),
      JSON.stringify(Array.from({ length: 101 }, (_, i) => ({ action: CART_ACTION.Update, productId: i + 1, quantity: 1 }))),
    ]) {
      expect(readBatch(text), String(text)).toBeNull();
    }
  });
});

describe('batchForm', () => {
  it('is null when nothing waits', () => {
    expect(batchForm(none)).toBeNull();
  });
  it('posts the pending changes as a batch the action reads back', () => {
    const pending = mergeChange(mergeChange(none, { productId: 3, quantity: 4, remove: false }), {
      productId: 4,
      quantity: 0,
      remove: true,
    });
    const form = batchForm(pending)!;
    expect(form.get('intent')).toBe('batch');
    expect(readBatch(form.get('changes'))).toEqual(toBatch(pending));
  });
});

describe('displayedCart', () => {
  const server = cart([line(1, 2, 3.99), line(2, 1, 10.0, 9)]);

  it('is the server cart when nothing is pending', () => {
    expect(displayedCart(server, none)).toBe(server);
  });

  it('applies quantities and removals to the lines and moves the totals by the difference', () => {
    const pending = mergeChange(mergeChange(none, { productId: 1, quantity: 5, remove: false }), {
      productId: 2,
      quantity: 0,
      remove: true,
    });
    const shown = displayedCart(server, pending);
    expect(shown.CartLines.map((l) => [l.ProductId, l.Quantity, l.TotalInclTax])).toEqual([[1, 5, 19.95]]);
    expect(shown.CartLines[0]!.ProductTitle).toBe('Product 1');
    expect(shown.ItemCount).toBe(5);
    expect(shown.TotalInclTax).toBe(19.95);
    expect(shown.SubTotalExclTax).toBe(shown.CartLines[0]!.TotalExclTax);
    expect(Math.round((shown.SubTotalExclTax + shown.TaxAmount) * 100)).toBe(1995);
    expect(shown.ShippingCostsInclTax).toBe(0);
    // VAT per rate moves with the lines: the 9% line is gone, the 21% rate is the remaining line's.
    expect(shown.VatByRate).toEqual([
      { Rate: 21, BaseExclTax: shown.CartLines[0]!.TotalExclTax, TaxAmount: shown.CartLines[0]!.TaxAmount },
    ]);
    // The server's copy is left as it was.
    expect(server.CartLines).toHaveLength(2);
  });

  it('keeps a line set to 0 (still being typed) until the server answers, at a total of 0', () => {
    const shown = displayedCart(server, mergeChange(none, { productId: 2, quantity: 0, remove: false }));
    expect(shown.CartLines.map((l) => [l.ProductId, l.Quantity, l.TotalInclTax])).toEqual([
      [1, 2, 7.98],
      [2, 0, 0],
    ]);
    expect(shown.TotalInclTax).toBe(7.98);
  });

  it('scales a line discount with the quantity', () => {
    const discounted = cart([{ ...line(1, 2, 4.0), DiscountAmountInclTax: 2.0, DiscountAmountExclTax: 1.65 }]);
    discounted.DiscountAmountInclTax = 2.0;
    const shown = displayedCart(discounted, mergeChange(none, { productId: 1, quantity: 3, remove: false }));
    expect(shown.CartLines[0]!.DiscountAmountInclTax).toBe(3.0);
    expect(shown.DiscountAmountInclTax).toBe(3.0);
  });

  it('prices the displayed line on its ladder: the tier reached, and the single price again below it', () => {
    const tiered = cart([
      line(1, 2, 25.95, 21, [
        { Quantity: 3, Price: 24.65 },
        { Quantity: 6, Price: 23.39 },
      ]),
    ]);
    const atSix = displayedCart(tiered, mergeChange(none, { productId: 1, quantity: 6, remove: false })).CartLines[0]!;
    expect([atSix.PriceInclTax, atSix.TotalInclTax, atSix.TierQuantity, atSix.OldPriceInclTax]).toEqual([23.39, 140.34, 6, 25.95]);
    expect(Math.round(atSix.TotalExclTax * 100) + Math.round(atSix.TaxAmount * 100)).toBe(14034);
    const back = displayedCart({ ...tiered, CartLines: [atSix] }, mergeChange(none, { productId: 1, quantity: 2, remove: false }))
      .CartLines[0]!;
    expect([back.PriceInclTax, back.TotalInclTax, back.TierQuantity, back.OldPriceInclTax]).toEqual([25.95, 51.9, null, null]);
  });

  it('ignores changes for products that are not in the cart', () => {
    expect(displayedCart(server, mergeChange(none, { productId: 99, quantity: 3, remove: false })).CartLines).toEqual(server.CartLines);
  });
});
