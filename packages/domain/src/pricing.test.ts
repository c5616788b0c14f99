import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartTotals } from './cart-rules.ts';
import { applicableDiscount } from './discounts.ts';
import { linePrice, lowestPriorPrice, priceFor, priceLadder, showsPricesInclVat, vatByRate, type PricingInput } from './pricing.ts';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('priceFor: the price matrix (viewer x price list x tier x discount x day x VAT rate)', () => {
  // The shampoo of the issue: list € 25,95 with tiers from 3 (€ 24,65) and 6 (€ 23,39); a business net price € 14,86 excl.
  const shampoo = (taxRate: number): PricingInput => ({
    listPriceInclCents: 2595,
    netPriceExclCents: null,
    taxRate,
    listTiers: [
      { quantity: 3, priceInclCents: 2465 },
      { quantity: 6, priceInclCents: 2339 },
    ],
    netTiers: [],
  });
  const discounts = [
    { id: 7, name: 'Weekendknaller', percentage: 20, priceListId: null, startDate: day('2026-11-20'), endDate: day('2026-11-26') },
    { id: 8, name: 'Groothandelsactie', percentage: 10, priceListId: 2, startDate: day('2026-11-25'), endDate: day('2026-11-30') },
  ];

  const rows: {
    name: string;
    viewer: { netPriceExclCents: number | null; priceListId: number | null; netTiers?: { quantity: number; priceExclCents: number }[] };
    rate: 9 | 21;
    quantity: number;
    on: string;
    unitIncl: number;
    unitExcl: number;
    tier: number | null;
    discount: number | null;
    reference: { kind: 'tier' | 'discount'; incl: number } | null;
  }[] = [
    // Anonymous and private customers pay the list price, tiers on the list price.
    {
      name: 'list, 1 piece',
      viewer: { netPriceExclCents: null, priceListId: null },
      rate: 21,
      quantity: 1,
      on: '2026-11-10',
      unitIncl: 2595,
      unitExcl: 2145,
      tier: null,
      discount: null,
      reference: null,
    },
    {
      name: 'list, first tier',
      viewer: { netPriceExclCents: null, priceListId: null },
      rate: 21,
      quantity: 3,
      on: '2026-11-10',
      unitIncl: 2465,
      unitExcl: 2037,
      tier: 3,
      discount: null,
      reference: { kind: 'tier', incl: 2595 },
    },
    {
      name: 'list, between tiers',
      viewer: { netPriceExclCents: null, priceListId: null },
      rate: 21,
      quantity: 5,
      on: '2026-11-10',
      unitIncl: 2465,
      unitExcl: 2037,
      tier: 3,
      discount: null,
      reference: { kind: 'tier', incl: 2595 },
    },
    {
      name: 'list, second tier',
      viewer: { netPriceExclCents: null, priceListId: null },
      rate: 21,
      quantity: 6,
      on: '2026-11-10',
      unitIncl: 2339,
      unitExcl: 1933,
      tier: 6,
      discount: null,
      reference: { kind: 'tier', incl: 2595 },
    },
    {
      name: 'list, 9% VAT',
      viewer: { netPriceExclCents: null, priceListId: null },
      rate: 9,
      quantity: 6,
      on: '2026-11-10',
      unitIncl: 2339,
      unitExcl: 2146,
      tier: 6,
      discount: null,
      reference: { kind: 'tier', incl: 2595 },
    },
    // A 20% discount (€ 20,76) beats every tier on its days; before and after it the tiers apply again.
    {
      name: 'list, discount day',
      viewer: { netPriceExclCents: null, priceListId: null },
      rate: 21,
      quantity: 6,
      on: '2026-11-24',
      unitIncl: 2076,
      unitExcl: 1716,
      tier: null,
      discount: 7,
      reference: null,
    },
    {
      name: 'list, after the discount',
      viewer: { netPriceExclCents: null, priceListId: null },
      rate: 21,
      quantity: 6,
      on: '2026-11-27',
      unitIncl: 2339,
      unitExcl: 1933,
      tier: 6,
      discount: null,
      reference: { kind: 'tier', incl: 2595 },
    },
    // A business customer pays the net price; list tiers never apply to it.
    {
      name: 'net, 1 piece',
      viewer: { netPriceExclCents: 1486, priceListId: 2 },
      rate: 21,
      quantity: 1,
      on: '2026-11-10',
      unitIncl: 1798,
      unitExcl: 1486,
      tier: null,
      discount: null,
      reference: null,
    },
    {
      name: 'net, list tiers ignored',
      viewer: { netPriceExclCents: 1486, priceListId: 2 },
      rate: 21,
      quantity: 6,
      on: '2026-11-10',
      unitIncl: 1798,
      unitExcl: 1486,
      tier: null,
      discount: null,
      reference: null,
    },
    {
      name: 'net, own tier',
      viewer: { netPriceExclCents: 1486, priceListId: 2, netTiers: [{ quantity: 12, priceExclCents: 1400 }] },
      rate: 21,
      quantity: 12,
      on: '2026-11-10',
      unitIncl: 1694,
      unitExcl: 1400,
      tier: 12,
      discount: null,
      reference: { kind: 'tier', incl: 1798 },
    },
    {
      name: 'net, 9% VAT',
      viewer: { netPriceExclCents: 1486, priceListId: 2 },
      rate: 9,
      quantity: 1,
      on: '2026-11-10',
      unitIncl: 1620,
      unitExcl: 1486,
      tier: null,
      discount: null,
      reference: null,
    },
    // Discounts for every list reach business customers too (off their net price; the 'was' is their own price).
    {
      name: 'net, discount for all lists',
      viewer: { netPriceExclCents: 1486, priceListId: 3 },
      rate: 21,
      quantity: 1,
      on: '2026-11-24',
      unitIncl: 1439,
      unitExcl: 1189,
      tier: null,
      discount: 7,
      reference: { kind: 'discount', incl: 1798 },
    },
    // The price list's own discount wins when larger... here the all-lists one is larger (20 > 10).
    {
      name: 'net, two discounts',
      viewer: { netPriceExclCents: 1486, priceListId: 2 },
      rate: 21,
      quantity: 1,
      on: '2026-11-25',
      unitIncl: 1439,
      unitExcl: 1189,
      tier: null,
      discount: 7,
      reference: { kind: 'discount', incl: 1798 },
    },
    {
      name: 'net, own list discount only',
      viewer: { netPriceExclCents: 1486, priceListId: 2 },
      rate: 21,
      quantity: 1,
      on: '2026-11-28',
      unitIncl: 1618,
      unitExcl: 1337,
      tier: null,
      discount: 8,
      reference: { kind: 'discount', incl: 1798 },
    },
    {
      name: 'list viewer never gets a price-list discount',
      viewer: { netPriceExclCents: null, priceListId: null },
      rate: 21,
      quantity: 1,
      on: '2026-11-28',
      unitIncl: 2595,
      unitExcl: 2145,
      tier: null,
      discount: null,
      reference: null,
    },
  ];

  it.each(rows)('$name', (row) => {
    const input: PricingInput = {
      ...shampoo(row.rate),
      netPriceExclCents: row.viewer.netPriceExclCents,
      netTiers: row.viewer.netTiers ?? [],
      discount: applicableDiscount(discounts, row.viewer.priceListId, day(row.on)),
      // No Omnibus history in this table: a list-price discount then has no 'was' price (see below).
      lowestPriorPriceInclCents: null,
    };
    const price = priceFor(input, row.quantity);
    expect(price.unit).toEqual({ inclCents: row.unitIncl, exclCents: row.unitExcl });
    expect(price.tier?.quantity ?? null).toBe(row.tier);
    expect(price.discount?.id ?? null).toBe(row.discount);
    expect(price.reference ? { kind: price.reference.kind, incl: price.reference.unit.inclCents } : null).toEqual(row.reference);
    expect(price.totalInclCents).toBe(price.totalExclCents + price.taxCents);
    if (!row.tier && !row.discount) expect(price.savedInclCents).toBe(0);
    else expect(price.savedInclCents).toBeGreaterThan(0);
  });

  it('offers only tiers cheaper than the price the viewer pays for one piece', () => {
    // 20% off makes € 20,76; tiers of € 24,65 and € 23,39 would be dearer: not offered.
    expect(priceFor({ ...shampoo(21), discount: { id: 7, name: 'x', percentage: 20 } }).tiers).toEqual([]);
    const tiers = priceFor(shampoo(21)).tiers;
    expect(tiers.map((t) => [t.quantity, t.unit.inclCents, t.save])).toEqual([
      [3, 2465, 0.05],
      [6, 2339, 0.09],
    ]);
    // A business customer without tiers on their price list gets none, whatever the list price has.
    expect(priceFor({ ...shampoo(21), netPriceExclCents: 1486 }).tiers).toEqual([]);
  });

  it('drops a tier that is not cheaper than a smaller one', () => {
    const ladder = priceLadder({
      ...shampoo(21),
      listTiers: [
        { quantity: 3, priceInclCents: 2400 },
        { quantity: 6, priceInclCents: 2450 },
        { quantity: 12, priceInclCents: 2300 },
      ],
    });
    expect(ladder.steps.map((s) => s.quantity)).toEqual([1, 3, 12]);
  });

  it('shows a discount as a reduction from the lowest price of the 30 days before it (Omnibus), only when above', () => {
    const input = { ...shampoo(21), discount: { id: 7, name: 'Weekendknaller', percentage: 20 } };
    expect(priceFor({ ...input, lowestPriorPriceInclCents: 2595 }).reference).toEqual({
      kind: 'discount',
      unit: { inclCents: 2595, exclCents: 2145 },
    });
    expect(priceFor({ ...input, lowestPriorPriceInclCents: 2076 }).reference).toBeNull();
    expect(priceFor({ ...input, lowestPriorPriceInclCents: 1999 }).reference).toBeNull();
  });

  it('never shows the list price as a was price to a net-price viewer', () => {
    const price = priceFor({ ...shampoo(21), netPriceExclCents: 1486 });
    expect(price.reference).toBeNull();
    expect(price.list.inclCents).toBe(2595);
  });
});

describe('linePrice: the cart line on a ladder', () => {
  const ladder = priceLadder({
    listPriceInclCents: 2595,
    netPriceExclCents: null,
    taxRate: 21,
    listTiers: [{ quantity: 3, priceInclCents: 2465 }],
  });
  it('drops to the tier at its quantity and rises again below it', () => {
    expect(linePrice(ladder, 2).unit.inclCents).toBe(2595);
    expect(linePrice(ladder, 3).unit.inclCents).toBe(2465);
    expect(linePrice(ladder, 3).totalInclCents).toBe(7395);
    expect(linePrice(ladder, 2).totalInclCents).toBe(5190);
  });
  it('is the same as priceFor for every quantity', () => {
    for (let q = 0; q < 20; q++) {
      const a = linePrice(ladder, q);
      const b = priceFor(
        { listPriceInclCents: 2595, netPriceExclCents: null, taxRate: 21, listTiers: [{ quantity: 3, priceInclCents: 2465 }] },
        q,
      );
      expect([a.unit, a.totalInclCents, a.totalExclCents]).toEqual([b.unit, b.totalInclCents, b.totalExclCents]);
    }
  });
});

describe('rounding: VAT per line, totals the sum of the lines (property)', () => {
  const line = fc.record({
    listPriceInclCents: fc.integer({ min: 1, max: 500_000 }),
    net: fc.option(fc.integer({ min: 1, max: 400_000 }), { nil: null }),
    taxRate: fc.constantFrom(0, 9, 21),
    tier: fc.option(fc.record({ quantity: fc.integer({ min: 2, max: 50 }), off: fc.integer({ min: 1, max: 60 }) }), { nil: null }),
    discount: fc.option(fc.integer({ min: 1, max: 90 }), { nil: null }),
    quantity: fc.integer({ min: 1, max: 9_999 }),
  });
  it('incl. = excl. + VAT on every line and in the totals, in both price-leading modes', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 40 }), (lines) => {
        const priced = lines.map((l) => {
          const base = l.net ?? l.listPriceInclCents;
          const tierCents = l.tier ? Math.round((base * (100 - l.tier.off)) / 100) : 0;
          const price = priceFor(
            {
              listPriceInclCents: l.listPriceInclCents,
              netPriceExclCents: l.net,
              taxRate: l.taxRate,
              listTiers: l.tier ? [{ quantity: l.tier.quantity, priceInclCents: tierCents }] : [],
              netTiers: l.tier ? [{ quantity: l.tier.quantity, priceExclCents: tierCents }] : [],
              discount: l.discount ? { id: 1, name: 'd', percentage: l.discount } : null,
            },
            l.quantity,
          );
          expect(price.totalInclCents).toBe(price.totalExclCents + price.taxCents);
          expect(price.unit.inclCents).toBe(Math.round(price.totalInclCents / l.quantity));
          // The leading side is exact: quantity x a whole-cent unit price.
          const leadingTotal = price.leading === 'incl' ? price.totalInclCents : price.totalExclCents;
          expect(leadingTotal % l.quantity).toBe(0);
          return { ...price, taxRate: l.taxRate };
        });
        const totals = cartTotals(priced);
        expect(totals.totalInclCents).toBe(totals.totalExclCents + totals.taxCents);
        expect(totals.totalInclCents).toBe(priced.reduce((sum, p) => sum + p.totalInclCents, 0));
        const byRate = vatByRate(priced);
        expect(byRate.reduce((sum, r) => sum + r.taxCents, 0)).toBe(totals.taxCents);
        expect(byRate.reduce((sum, r) => sum + r.baseExclCents, 0)).toBe(totals.subTotalExclCents);
      }),
      { numRuns: 300 },
    );
  });
});

describe('lowestPriorPrice (EU Omnibus)', () => {
  const start = day('2026-11-20');
  it('is the lowest list price in force in the 30 days before the reduction', () => {
    const history = [
      { kind: 'list' as const, listPriceInclCents: 2795, validFrom: day('2026-09-01'), validTo: day('2026-10-30') },
      { kind: 'list' as const, listPriceInclCents: 2595, validFrom: day('2026-10-30'), validTo: null },
    ];
    expect(lowestPriorPrice(history, start)).toBe(2595);
  });
  it('counts an earlier discount within the window', () => {
    const history = [
      { kind: 'list' as const, listPriceInclCents: 2595, validFrom: day('2026-01-01'), validTo: null },
      { kind: 'discount' as const, percentage: 10, priceListId: null, validFrom: day('2026-11-01'), validTo: day('2026-11-05') },
    ];
    expect(lowestPriorPrice(history, start)).toBe(2336);
  });
  it('ignores what happened before the window', () => {
    const history = [
      { kind: 'list' as const, listPriceInclCents: 1000, validFrom: day('2026-01-01'), validTo: day('2026-10-01') },
      { kind: 'list' as const, listPriceInclCents: 2595, validFrom: day('2026-10-01'), validTo: null },
      { kind: 'discount' as const, percentage: 50, priceListId: null, validFrom: day('2026-09-01'), validTo: day('2026-10-10') },
    ];
    expect(lowestPriorPrice(history, start)).toBe(2595);
  });
  it("ignores a price list's own discount (not a consumer price)", () => {
    const history = [
      { kind: 'list' as const, listPriceInclCents: 2595, validFrom: day('2026-01-01'), validTo: null },
      { kind: 'discount' as const, percentage: 10, priceListId: 2, validFrom: day('2026-11-01'), validTo: day('2026-11-05') },
    ];
    expect(lowestPriorPrice(history, start)).toBe(2595);
  });
  it('is null without a known list price', () => {
    expect(lowestPriorPrice([], start)).toBeNull();
  });
});

describe('showsPricesInclVat', () => {
  it('is the preference when set, else excl. for business and incl. for private; incl. for anonymous visitors', () => {
    expect(showsPricesInclVat(null)).toBe(true);
    expect(showsPricesInclVat({ includeVat: null, isBusiness: true })).toBe(false);
    expect(showsPricesInclVat({ includeVat: null, isBusiness: false })).toBe(true);
    expect(showsPricesInclVat({ includeVat: true, isBusiness: true })).toBe(true);
    expect(showsPricesInclVat({ includeVat: false, isBusiness: false })).toBe(false);
  });
});
