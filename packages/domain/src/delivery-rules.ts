/**
 * Delivery rules of §1, §4 and §9, read from the shop settings (never hard-coded): shipping costs (free from a
 * threshold, large parcels, pallets, pickup free), the delivery promise (delivery days, cutoffs, holidays, non-stock
 * lines 2 to 4 weeks) and the delivery slots a customer may choose. Pure: the caller passes the moment and settings.
 */
import type { FieldTranslations } from './content-culture.ts';
import { exclFromIncl } from './money.ts';
import { addCalendarDays, localMoment, weekdayOf } from './opening-hours.ts';

export type ShippingMethod = 'Delivery' | 'Pickup';
export const SHIPPING_COUNTRIES = ['NL', 'BE', 'ES'] as const;
export type ShippingCountry = (typeof SHIPPING_COUNTRIES)[number];

export interface ShippingRegion {
  countryCode: string;
  name: string;
  /** Delivery costs incl. VAT for a small parcel. */
  shippingCostsCents: number;
  freeShippingFromCents: number;
  /** Working days in transit after dispatch (1: next working day). */
  deliveryDays: number;
}

export interface TimeWindow {
  from: string;
  to: string;
}

export interface DeliverySettings {
  /** Latest order time (HH:mm, Amsterdam) for dispatch the same working day: small parcels. */
  cutoff: string;
  /** The same for large parcels. */
  cutoffLarge: string;
  /** The same for pickup orders. */
  pickupCutoff: string;
  /** Weekdays with delivery (Sunday = 0). */
  deliveryDays: number[];
  /** No delivery or dispatch (yyyy-MM-dd). */
  holidays: string[];
  regions: ShippingRegion[];
  /** A delivery order is large from this weight (kg) on: other cutoff and free-shipping threshold. */
  largeFromKg: number;
  freeShippingLargeFromCents: number;
  /** Extra delivery costs incl. VAT of a large parcel, on top of the region's costs (until free). */
  largeSurchargeCents: number;
  /** A line goes on pallets from this weight (kg); each started pallet of `palletCapacityKg` costs `palletCostsCents` incl. VAT. */
  palletFromKg: number;
  palletCapacityKg: number;
  palletCostsCents: number;
  /** VAT rate of delivery and pallet costs. */
  shippingTaxRate: number;
  nonStockDeliveryWeeks: { min: number; max: number };
  /** Delivery time windows offered each delivery day. */
  timeWindows: TimeWindow[];
  /** How many delivery days the slot list offers. */
  slotDays: number;
  /** §3 Shipment type: id, description (Dutch; `translations` in French and English, read with `settingText`). */
  shipmentTypes: { id: string; description: string; translations?: FieldTranslations }[];
}

export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = {
  cutoff: '22:00',
  cutoffLarge: '16:00',
  pickupCutoff: '16:00',
  deliveryDays: [1, 2, 3, 4, 5],
  holidays: [],
  regions: [{ countryCode: 'NL', name: 'Nederland', shippingCostsCents: 495, freeShippingFromCents: 3_000, deliveryDays: 1 }],
  largeFromKg: 30,
  freeShippingLargeFromCents: 50_000,
  largeSurchargeCents: 500,
  palletFromKg: 250,
  palletCapacityKg: 750,
  palletCostsCents: 4_500,
  shippingTaxRate: 21,
  nonStockDeliveryWeeks: { min: 2, max: 4 },
  timeWindows: [
    { from: '08:00', to: '12:00' },
    { from: '12:00', to: '17:00' },
    { from: '17:00', to: '21:00' },
  ],
  slotDays: 10,
  shipmentTypes: [
    {
      id: 'standard',
      description: 'Standaard bezorging',
      translations: { fr: { description: 'Livraison standard' }, en: { description: 'Standard delivery' } },
    },
  ],
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const num = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
const time = (value: unknown, fallback: string) => (typeof value === 'string' && /^\d{2}:\d{2}$/.test(value) ? value : fallback);

/**
 * The delivery settings from the settings rows `shop` and `delivery` (§3 Config: cutoffs, shipping regions, minimum
 * free shipping large and small, holidays). Missing or malformed values fall back to the defaults above.
 */
export function deliverySettingsFrom(rows: readonly { name: string; value: unknown }[]): DeliverySettings {
  const byName = new Map(rows.map((row) => [row.name, row.value]));
  const shop = isRecord(byName.get('shop')) ? (byName.get('shop') as Record<string, unknown>) : {};
  const delivery = isRecord(byName.get('delivery')) ? (byName.get('delivery') as Record<string, unknown>) : {};
  const d = DEFAULT_DELIVERY_SETTINGS;
  const regions = Array.isArray(delivery.regions)
    ? delivery.regions.filter(isRecord).map((r) => ({
        countryCode: String(r.countryCode ?? ''),
        name: String(r.name ?? r.countryCode ?? ''),
        shippingCostsCents: num(r.shippingCostsCents, 0),
        freeShippingFromCents: num(r.freeShippingFromCents, num(shop.freeShippingFromCents, 3_000)),
        deliveryDays: Math.max(1, Math.floor(num(r.deliveryDays, 1))),
      }))
    : d.regions;
  const holidays = Array.isArray(shop.holidays)
    ? shop.holidays.flatMap((h) => (isRecord(h) && typeof h.date === 'string' ? [h.date] : typeof h === 'string' ? [h] : []))
    : d.holidays;
  const weeks = isRecord(delivery.nonStockDeliveryWeeks) ? delivery.nonStockDeliveryWeeks : {};
  const windows = Array.isArray(delivery.timeWindows)
    ? delivery.timeWindows.filter(isRecord).map((w) => ({ from: time(w.from, '08:00'), to: time(w.to, '17:00') }))
    : d.timeWindows;
  return {
    cutoff: time(shop.deliveryCutoff, d.cutoff),
    cutoffLarge: time(delivery.cutoffLarge, d.cutoffLarge),
    pickupCutoff: time(delivery.pickupCutoff, d.pickupCutoff),
    deliveryDays: Array.isArray(shop.deliveryDays) ? shop.deliveryDays.filter((x): x is number => typeof x === 'number') : d.deliveryDays,
    holidays,
    regions: regions.length > 0 ? regions : d.regions,
    largeFromKg: num(delivery.largeFromKg, d.largeFromKg),
    freeShippingLargeFromCents: num(delivery.freeShippingLargeFromCents, d.freeShippingLargeFromCents),
    largeSurchargeCents: num(delivery.largeSurchargeCents, d.largeSurchargeCents),
    palletFromKg: num(delivery.palletFromKg, d.palletFromKg),
    palletCapacityKg: Math.max(1, num(delivery.palletCapacityKg, d.palletCapacityKg)),
    palletCostsCents: num(delivery.palletCostsCents, d.palletCostsCents),
    shippingTaxRate: num(delivery.shippingTaxRate, d.shippingTaxRate),
    nonStockDeliveryWeeks: { min: num(weeks.min, d.nonStockDeliveryWeeks.min), max: num(weeks.max, d.nonStockDeliveryWeeks.max) },
    timeWindows: windows.length > 0 ? windows : d.timeWindows,
    slotDays: Math.max(1, Math.floor(num(delivery.slotDays, d.slotDays))),
    shipmentTypes: Array.isArray(delivery.shipmentTypes)
      ? delivery.shipmentTypes
          .filter(isRecord)
          .map((t) => ({
            id: String(t.id ?? ''),
            description: String(t.description ?? t.id ?? ''),
            ...(isRecord(t.translations) ? { translations: t.translations as FieldTranslations } : {}),
          }))
          .filter((t) => t.id)
      : d.shipmentTypes,
  };
}

export function regionFor(settings: DeliverySettings, countryCode: string | null | undefined): ShippingRegion {
  return (
    settings.regions.find((r) => r.countryCode === (countryCode ?? 'NL')) ?? settings.regions[0] ?? DEFAULT_DELIVERY_SETTINGS.regions[0]!
  );
}

// -------------------------------------------------------------- weights

/** Weight of a line in kg: only products sold by the kilogram carry a weight (unit 'kg', content per piece). */
export function lineWeightKg(line: { unit: string | null; unitContent: number | null; quantity: number }): number {
  if (line.unit !== 'kg' || !line.unitContent || line.unitContent <= 0) return 0;
  return line.unitContent * Math.max(0, line.quantity);
}

// ---------------------------------------------------------------- costs

export interface CostLine {
  inclCents: number;
  exclCents: number;
}

export interface PalletCostLine extends CostLine {
  productId: number;
  pallets: number;
}

export interface ShippingCostsInput {
  /** Null while the customer has not chosen (the preview then assumes delivery). */
  method: ShippingMethod | null;
  countryCode: string | null;
  /** The goods total incl. VAT as the cart computed it (the threshold for free shipping, §9). */
  goodsInclCents: number;
  lines: readonly { productId: number; weightKg: number }[];
  /** 0 for an intra-community supply (§ VAT), else the settings' shipping tax rate. */
  taxRate?: number;
}

export interface ShippingCosts {
  isLarge: boolean;
  /** What delivery would cost (shown before a method is chosen: DeliveryCostsPreview). */
  deliveryPreview: CostLine;
  /** Delivery costs of the chosen method (0 for pickup and while no method is chosen). */
  delivery: CostLine;
  palletLines: PalletCostLine[];
  pallet: CostLine;
  /** Delivery plus pallets for the chosen method (ShippingCosts…). */
  shipping: CostLine;
  /** Threshold incl. VAT from which delivery is free. */
  freeShippingFromCents: number;
  /** 'Nog € x,xx tot gratis verzending': 0 once reached. */
  remainingForFreeShippingCents: number;
}

function costLine(inclCents: number, taxRate: number): CostLine {
  return { inclCents, exclCents: exclFromIncl(inclCents, taxRate) };
}

/**
 * Shipping costs (§1, §9): delivery costs of the region unless the goods total reaches its free-shipping threshold
 * (the large threshold for a large parcel, which also pays a surcharge); a line from `palletFromKg` on goes on pallets,
 * each started pallet one cost line. Pickup is free. Every amount incl. VAT from the settings, excl. derived once.
 */
export function shippingCosts(input: ShippingCostsInput, settings: DeliverySettings): ShippingCosts {
  const taxRate = input.taxRate ?? settings.shippingTaxRate;
  const region = regionFor(settings, input.countryCode);
  const totalKg = input.lines.reduce((sum, line) => sum + line.weightKg, 0);
  const isLarge = totalKg >= settings.largeFromKg;
  const freeFrom = isLarge ? Math.max(settings.freeShippingLargeFromCents, region.freeShippingFromCents) : region.freeShippingFromCents;
  const free = input.goodsInclCents >= freeFrom;
  const previewIncl = free || input.lines.length === 0 ? 0 : region.shippingCostsCents + (isLarge ? settings.largeSurchargeCents : 0);
  const palletLines = input.lines
    .filter((line) => line.weightKg >= settings.palletFromKg)
    .map((line) => {
      const pallets = Math.ceil(line.weightKg / settings.palletCapacityKg);
      return { productId: line.productId, pallets, ...costLine(pallets * settings.palletCostsCents, taxRate) };
    });
  // Costs count once delivery is chosen; before that (method null) they are only previewed.
  const isDelivery = input.method === 'Delivery';
  const delivery = costLine(isDelivery ? previewIncl : 0, taxRate);
  const palletIncl = isDelivery ? palletLines.reduce((sum, l) => sum + l.inclCents, 0) : 0;
  const pallet = costLine(palletIncl, taxRate);
  return {
    isLarge,
    deliveryPreview: costLine(previewIncl, taxRate),
    delivery,
    palletLines: isDelivery ? palletLines : [],
    pallet,
    shipping: { inclCents: delivery.inclCents + pallet.inclCents, exclCents: delivery.exclCents + pallet.exclCents },
    freeShippingFromCents: freeFrom,
    remainingForFreeShippingCents: Math.max(0, freeFrom - input.goodsInclCents),
  };
}

// -------------------------------------------------------- delivery promise

/** A day on which the shop dispatches and delivers: a delivery weekday that is no holiday. */
export function isWorkingDay(date: string, settings: Pick<DeliverySettings, 'deliveryDays' | 'holidays'>): boolean {
  return settings.deliveryDays.includes(weekdayOf(date)) && !settings.holidays.includes(date);
}

/** The first working day after `date` (never `date` itself). */
export function nextWorkingDay(date: string, settings: Pick<DeliverySettings, 'deliveryDays' | 'holidays'>): string {
  let day = addCalendarDays(date, 1);
  // A year of holidays and no delivery days at all would loop forever: give up after a year.
  for (let i = 0; i < 366 && !isWorkingDay(day, settings); i++) day = addCalendarDays(day, 1);
  return day;
}

export interface DeliveryPromise {
  /** yyyy-MM-dd of the earliest delivery (or pickup) of the in-stock goods. */
  date: string;
  /** The earliest date is tomorrow (local time), for 'Voor 22:00 besteld, morgen in huis'. */
  isTomorrow: boolean;
  /** The cutoff that applies (HH:mm). */
  cutoff: string;
}

/**
 * §1, §9: ordered on a working day before the cutoff, the goods leave that day and arrive `transit` working days later
 * (NL: the next working day, 'Voor 22:00 besteld, morgen in huis'); after the cutoff, on a weekend or on a holiday
 * they leave on the next working day. Pickup uses the pickup cutoff and is ready the next working day.
 */
export function deliveryPromise(
  now: Date,
  settings: DeliverySettings,
  options: { method: ShippingMethod; countryCode?: string | null; isLarge?: boolean },
): DeliveryPromise {
  const local = localMoment(now);
  const cutoff = options.method === 'Pickup' ? settings.pickupCutoff : options.isLarge ? settings.cutoffLarge : settings.cutoff;
  const dispatch = isWorkingDay(local.date, settings) && local.time < cutoff ? local.date : nextWorkingDay(local.date, settings);
  const transit = options.method === 'Pickup' ? 1 : regionFor(settings, options.countryCode).deliveryDays;
  let date = dispatch;
  for (let i = 0; i < transit; i++) date = nextWorkingDay(date, settings);
  return { date, isTomorrow: date === addCalendarDays(local.date, 1), cutoff };
}

export interface LineEstimate {
  inStock: boolean;
  /** Earliest date for lines in stock. */
  date: string | null;
  minWeeks: number | null;
  maxWeeks: number | null;
}

/** §9 per line: in stock, the order's promise date; otherwise 2 to 4 weeks (from the settings). */
export function lineEstimate(
  line: { quantity: number; stockQuantity: number },
  promise: DeliveryPromise,
  settings: DeliverySettings,
): LineEstimate {
  if (line.stockQuantity >= line.quantity) return { inStock: true, date: promise.date, minWeeks: null, maxWeeks: null };
  return { inStock: false, date: null, minWeeks: settings.nonStockDeliveryWeeks.min, maxWeeks: settings.nonStockDeliveryWeeks.max };
}

// ---------------------------------------------------------------- slots

export interface DeliverySlot {
  date: string;
  from: string;
  to: string;
}

/**
 * The delivery slots offered (§7 cart/shipment, shipment-types): the time windows of the first `slotDays` working
 * days from the earliest date; when a line is not in stock, from the earliest date after the minimum weeks.
 */
export function deliverySlots(
  promise: DeliveryPromise,
  settings: DeliverySettings,
  options: { allInStock: boolean } = { allInStock: true },
): DeliverySlot[] {
  let day = promise.date;
  if (!options.allInStock) {
    const later = addCalendarDays(promise.date, settings.nonStockDeliveryWeeks.min * 7);
    day = isWorkingDay(later, settings) ? later : nextWorkingDay(later, settings);
  }
  const slots: DeliverySlot[] = [];
  for (let i = 0; i < settings.slotDays; i++) {
    for (const window of settings.timeWindows) slots.push({ date: day, from: window.from, to: window.to });
    day = nextWorkingDay(day, settings);
  }
  return slots;
}

export type SlotProblem = 'slotPast' | 'slotHoliday' | 'slotNoDeliveryDay' | 'slotUnavailable';

/** Why a chosen slot cannot be used (the message id), or null when it is one of the offered slots. */
export function slotProblem(
  slot: DeliverySlot,
  offered: readonly DeliverySlot[],
  now: Date,
  settings: DeliverySettings,
): SlotProblem | null {
  if (offered.some((s) => s.date === slot.date && s.from === slot.from && s.to === slot.to)) return null;
  if (slot.date <= localMoment(now).date) return 'slotPast';
  if (settings.holidays.includes(slot.date)) return 'slotHoliday';
  if (!settings.deliveryDays.includes(weekdayOf(slot.date))) return 'slotNoDeliveryDay';
  return 'slotUnavailable';
}
