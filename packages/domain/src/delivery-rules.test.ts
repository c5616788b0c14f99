import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DELIVERY_SETTINGS,
  deliveryPromise,
  deliverySettingsFrom,
  deliverySlots,
  isWorkingDay,
  lineEstimate,
  lineWeightKg,
  nextWorkingDay,
  shippingCosts,
  slotProblem,
  type DeliverySettings,
} from './delivery-rules.ts';

const settings: DeliverySettings = deliverySettingsFrom([
  {
    name: 'shop',
    value: {
      deliveryCutoff: '22:00',
      deliveryDays: [1, 2, 3, 4, 5],
      freeShippingFromCents: 3000,
      holidays: [
        { date: '2026-12-25', name: 'Eerste Kerstdag' },
        { date: '2026-12-28', name: 'Test' },
      ],
    },
  },
  {
    name: 'delivery',
    value: {
      cutoffLarge: '16:00',
      pickupCutoff: '16:00',
      freeShippingLargeFromCents: 50000,
      palletCostsCents: 4500,
      nonStockDeliveryWeeks: { min: 2, max: 4 },
      regions: [
        { countryCode: 'NL', name: 'Nederland', shippingCostsCents: 495, freeShippingFromCents: 3000, deliveryDays: 1 },
        { countryCode: 'BE', name: 'België', shippingCostsCents: 695, freeShippingFromCents: 5000, deliveryDays: 2 },
      ],
    },
  },
]);

/** A moment in Amsterdam (winter time, UTC+1). */
const at = (local: string) => new Date(`${local}:00+01:00`);

describe('delivery settings', () => {
  it('reads cutoffs, regions and holidays from the settings rows, with defaults for the rest', () => {
    expect(settings.cutoff).toBe('22:00');
    expect(settings.cutoffLarge).toBe('16:00');
    expect(settings.holidays).toEqual(['2026-12-25', '2026-12-28']);
    expect(settings.regions.map((r) => r.countryCode)).toEqual(['NL', 'BE']);
    expect(settings.timeWindows).toEqual(DEFAULT_DELIVERY_SETTINGS.timeWindows);
  });
  it('falls back to the defaults for missing or malformed rows', () => {
    expect(deliverySettingsFrom([{ name: 'shop', value: 'nonsense' }])).toEqual(DEFAULT_DELIVERY_SETTINGS);
  });
});

describe('shipping costs (§1, §9)', () => {
  const line = (productId: number, weightKg = 1) => ({ productId, weightKg });
  it('charges the region costs below the free-shipping threshold and nothing from EUR 30 incl. VAT', () => {
    const below = shippingCosts({ method: 'Delivery', countryCode: 'NL', goodsInclCents: 2999, lines: [line(1)] }, settings);
    expect(below.delivery).toEqual({ inclCents: 495, exclCents: 409 });
    expect(below.remainingForFreeShippingCents).toBe(1);
    const at30 = shippingCosts({ method: 'Delivery', countryCode: 'NL', goodsInclCents: 3000, lines: [line(1)] }, settings);
    expect(at30.delivery.inclCents).toBe(0);
    expect(at30.remainingForFreeShippingCents).toBe(0);
  });
  it('uses the country’s costs and threshold', () => {
    const be = shippingCosts({ method: 'Delivery', countryCode: 'BE', goodsInclCents: 4000, lines: [line(1)] }, settings);
    expect(be.delivery.inclCents).toBe(695);
    expect(be.freeShippingFromCents).toBe(5000);
  });
  it('makes pickup free but still previews what delivery would cost', () => {
    const pickup = shippingCosts({ method: 'Pickup', countryCode: 'NL', goodsInclCents: 1000, lines: [line(1)] }, settings);
    expect(pickup.shipping).toEqual({ inclCents: 0, exclCents: 0 });
    expect(pickup.deliveryPreview.inclCents).toBe(495);
  });
  it('uses the large threshold and surcharge for a heavy parcel', () => {
    const large = shippingCosts({ method: 'Delivery', countryCode: 'NL', goodsInclCents: 10_000, lines: [line(1, 40)] }, settings);
    expect(large.isLarge).toBe(true);
    expect(large.freeShippingFromCents).toBe(50_000);
    expect(large.delivery.inclCents).toBe(495 + settings.largeSurchargeCents);
  });
  it('adds a pallet cost line per heavy line, one cost per started pallet, not for pickup', () => {
    const costs = shippingCosts(
      { method: 'Delivery', countryCode: 'NL', goodsInclCents: 100_000, lines: [line(1, 800), line(2, 5)] },
      settings,
    );
    expect(costs.palletLines).toEqual([{ productId: 1, pallets: 2, inclCents: 9000, exclCents: 7438 }]);
    expect(costs.shipping.inclCents).toBe(9000);
    expect(
      shippingCosts({ method: 'Pickup', countryCode: 'NL', goodsInclCents: 100_000, lines: [line(1, 800)] }, settings).palletLines,
    ).toEqual([]);
  });
  it('derives the amount excl. VAT at 0% for an intra-community supply', () => {
    const costs = shippingCosts({ method: 'Delivery', countryCode: 'BE', goodsInclCents: 1000, lines: [line(1)], taxRate: 0 }, settings);
    expect(costs.delivery).toEqual({ inclCents: 695, exclCents: 695 });
  });
  it('only previews the costs while no method is chosen', () => {
    const open = shippingCosts({ method: null, countryCode: null, goodsInclCents: 1000, lines: [line(1, 800)] }, settings);
    expect(open.shipping).toEqual({ inclCents: 0, exclCents: 0 });
    expect(open.palletLines).toEqual([]);
    expect(open.deliveryPreview.inclCents).toBe(495 + settings.largeSurchargeCents);
    expect(open.remainingForFreeShippingCents).toBe(50_000 - 1000);
  });
  it('charges nothing for an empty cart', () => {
    expect(shippingCosts({ method: null, countryCode: null, goodsInclCents: 0, lines: [] }, settings).deliveryPreview.inclCents).toBe(0);
  });
  it('weighs only products sold by the kilogram', () => {
    expect(lineWeightKg({ unit: 'kg', unitContent: 2.5, quantity: 4 })).toBe(10);
    expect(lineWeightKg({ unit: 'stuk', unitContent: 1, quantity: 4 })).toBe(0);
  });
});

describe('delivery promise (§1, §9)', () => {
  it('delivers tomorrow when ordered on a working day before 22:00', () => {
    const promise = deliveryPromise(at('2026-11-24T21:59'), settings, { method: 'Delivery', countryCode: 'NL' });
    expect(promise).toEqual({ date: '2026-11-25', isTomorrow: true, cutoff: '22:00' });
  });
  it('delivers a day later after the cutoff', () => {
    expect(deliveryPromise(at('2026-11-24T22:00'), settings, { method: 'Delivery' }).date).toBe('2026-11-26');
  });
  it('delivers on Monday when ordered on Friday evening, Saturday or Sunday', () => {
    expect(deliveryPromise(at('2026-11-27T21:00'), settings, { method: 'Delivery' }).date).toBe('2026-11-30');
    expect(deliveryPromise(at('2026-11-28T10:00'), settings, { method: 'Delivery' }).date).toBe('2026-12-01');
    expect(deliveryPromise(at('2026-11-29T10:00'), settings, { method: 'Delivery' }).date).toBe('2026-12-01');
  });
  it('skips holidays for dispatch and delivery', () => {
    // Thursday 24 Dec before the cutoff: Friday 25th is a holiday, the 28th too, so Tuesday 29th.
    expect(deliveryPromise(at('2026-12-24T12:00'), settings, { method: 'Delivery' }).date).toBe('2026-12-29');
  });
  it('uses the large-parcel cutoff, the region’s transit days and the pickup cutoff', () => {
    expect(deliveryPromise(at('2026-11-24T17:00'), settings, { method: 'Delivery', isLarge: true }).date).toBe('2026-11-26');
    expect(deliveryPromise(at('2026-11-24T12:00'), settings, { method: 'Delivery', countryCode: 'BE' }).date).toBe('2026-11-26');
    expect(deliveryPromise(at('2026-11-24T15:59'), settings, { method: 'Pickup' }).date).toBe('2026-11-25');
    expect(deliveryPromise(at('2026-11-24T16:00'), settings, { method: 'Pickup' }).date).toBe('2026-11-26');
  });
  it('knows working days', () => {
    expect(isWorkingDay('2026-11-28', settings)).toBe(false);
    expect(isWorkingDay('2026-12-25', settings)).toBe(false);
    expect(nextWorkingDay('2026-11-27', settings)).toBe('2026-11-30');
  });
  it('gives lines without stock 2 to 4 weeks', () => {
    const promise = deliveryPromise(at('2026-11-24T12:00'), settings, { method: 'Delivery' });
    expect(lineEstimate({ quantity: 3, stockQuantity: 3 }, promise, settings)).toEqual({
      inStock: true,
      date: '2026-11-25',
      minWeeks: null,
      maxWeeks: null,
    });
    expect(lineEstimate({ quantity: 4, stockQuantity: 3 }, promise, settings)).toEqual({
      inStock: false,
      date: null,
      minWeeks: 2,
      maxWeeks: 4,
    });
  });
});

describe('delivery slots', () => {
  const now = at('2026-11-24T12:00');
  const promise = deliveryPromise(now, settings, { method: 'Delivery' });
  const slots = deliverySlots(promise, settings);
  it('offers every time window on the next working days from the earliest date', () => {
    expect(slots).toHaveLength(settings.slotDays * settings.timeWindows.length);
    expect(slots[0]).toEqual({ date: '2026-11-25', from: '08:00', to: '12:00' });
    expect(slots.some((s) => s.date === '2026-11-28')).toBe(false);
  });
  it('starts after the minimum weeks when a line is not in stock', () => {
    expect(deliverySlots(promise, settings, { allInStock: false })[0]!.date).toBe('2026-12-09');
  });
  it('says why a slot cannot be chosen', () => {
    expect(slotProblem(slots[0]!, slots, now, settings)).toBeNull();
    expect(slotProblem({ date: '2026-11-20', from: '08:00', to: '12:00' }, slots, now, settings)).toBe('slotPast');
    expect(slotProblem({ date: '2026-12-25', from: '08:00', to: '12:00' }, slots, now, settings)).toBe('slotHoliday');
    expect(slotProblem({ date: '2026-11-28', from: '08:00', to: '12:00' }, slots, now, settings)).toBe('slotNoDeliveryDay');
    expect(slotProblem({ date: '2026-11-26', from: '07:00', to: '08:00' }, slots, now, settings)).toBe('slotUnavailable');
  });
});
