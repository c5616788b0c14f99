/**
 * A realistic past for the demo customers (README demo accounts): web orders over the last 18 months in every status,
 * with their invoices and packing slips, and purchases in the physical stores. Orders are priced with the one price
 * computation (`priceFor`) and shipping with `shippingCosts`, recorded with `recordPastOrder` and moved on with
 * `applyFulfilment` (the rule of domain `planFulfilment` the API's use case follows too). Deterministic for a seed and
 * reference day; a few dozen small transactions.
 */
import {
  deliverySettingsFrom,
  type FulfilmentAction,
  lineWeightKg,
  pointsEarned,
  priceFor,
  shippingCosts,
  storePurchasePoints,
} from '@toonbank/domain';
import type { Db } from '../client.ts';
import type { AddressSnapshot } from '../schema/checkout.ts';
import { applyFulfilment, type NewStorePurchase, recordStorePurchase } from '../repositories/documents.ts';
import { earnOrderPoints, openPointsBalance } from '../repositories/promotions.ts';
import { NO_ORDER_PROMOTIONS, recordPastOrder, type OrderLineSnapshot, type PastOrder } from '../repositories/orders.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import type { Dataset } from './dataset.ts';
import { addDays, addMinutes } from './dates.ts';
import { Random } from './random.ts';

type Product = Dataset['catalog']['products'][number];
type Customer = Dataset['people']['customers'][number];

/** How an order of the history ends: its fulfilment steps after it was placed (days after placing). */
type Ending = 'open' | 'processing' | 'processed' | 'backorder' | 'partCancelled' | 'cancelled';

interface PlannedOrder {
  daysAgo: number;
  ending: Ending;
  pickup: boolean;
}

/** The business demo customer orders about twice a month on account; the private one now and then. */
const BUSINESS_PLAN: readonly PlannedOrder[] = [
  { daysAgo: 1, ending: 'open', pickup: false },
  { daysAgo: 3, ending: 'processing', pickup: false },
  { daysAgo: 9, ending: 'backorder', pickup: false },
  { daysAgo: 24, ending: 'backorder', pickup: false },
  { daysAgo: 41, ending: 'processed', pickup: true },
  { daysAgo: 66, ending: 'processed', pickup: false },
  { daysAgo: 93, ending: 'cancelled', pickup: true },
  { daysAgo: 118, ending: 'processed', pickup: false },
  { daysAgo: 150, ending: 'processed', pickup: false },
  { daysAgo: 187, ending: 'partCancelled', pickup: false },
  { daysAgo: 221, ending: 'processed', pickup: false },
  { daysAgo: 259, ending: 'processed', pickup: false },
  { daysAgo: 300, ending: 'processed', pickup: true },
  { daysAgo: 338, ending: 'processed', pickup: false },
  { daysAgo: 380, ending: 'processed', pickup: false },
  { daysAgo: 422, ending: 'processed', pickup: false },
  { daysAgo: 470, ending: 'processed', pickup: false },
  { daysAgo: 531, ending: 'processed', pickup: false },
];

const PRIVATE_PLAN: readonly PlannedOrder[] = [
  { daysAgo: 2, ending: 'open', pickup: false },
  { daysAgo: 12, ending: 'backorder', pickup: false },
  { daysAgo: 47, ending: 'processed', pickup: true },
  { daysAgo: 88, ending: 'cancelled', pickup: true },
  { daysAgo: 140, ending: 'processed', pickup: false },
  { daysAgo: 205, ending: 'partCancelled', pickup: false },
  { daysAgo: 290, ending: 'processed', pickup: false },
  { daysAgo: 365, ending: 'processed', pickup: true },
  { daysAgo: 450, ending: 'processed', pickup: false },
  { daysAgo: 520, ending: 'processed', pickup: false },
];

const REMARKS = ['Graag bij de achterdeur afleveren.', 'Levering na 10:00 uur graag.', '', '', ''];

export interface HistoryCounts {
  orders: number;
  storePurchases: number;
}

/** Writes the demo customers' history; the catalogue, customers and stores must be in the database already. */
export async function seedCustomerHistory(db: Db, data: Dataset, seed: number): Promise<HistoryCounts> {
  const random = new Random(seed).fork('history');
  const reference = data.reference;
  const delivery = deliverySettingsFrom(data.settings.map((row) => ({ name: row.name, value: row.value })));
  const orderable = data.catalog.products.filter(
    (p) =>
      p.isActive &&
      p.isViewable &&
      p.isOrderable &&
      !p.isVirtual &&
      p.listPriceInclCents > 0 &&
      (p.publicationCodes ?? ['B']).includes('B'),
  );
  if (orderable.length === 0) return { orders: 0, storePurchases: 0 };
  const netPrices = new Map(data.catalog.priceListPrices.map((row) => [`${row.priceListId}:${row.productId}`, row.netPriceExclCents]));
  const pickupStores = data.stores.filter((store) => store.isPickupStore);
  let orderCount = 0;
  let purchaseCount = 0;
  // Everything is written in the order it happened, so order, invoice, packing slip and purchase numbers rise with time.
  const events: { at: Date; run: () => Promise<void> }[] = [];

  for (const account of DEMO_ACCOUNTS.filter((a) => a.role === 'customer')) {
    const customer = data.people.customers.find((c) => c.email === account.email);
    if (!customer) continue;
    const isCompany = customer.gender === 'Company';
    const own = random.fork(account.email);
    const address =
      data.people.addresses.find((a) => a.customerId === customer.id && a.type === 'Default') ??
      data.people.addresses.find((a) => a.customerId === customer.id);
    const snapshot: AddressSnapshot | null = address
      ? {
          name: address.name ?? '',
          firstName: address.firstName ?? '',
          middleName: address.middleName ?? '',
          lastName: address.lastName ?? '',
          street: address.street,
          houseNumber: address.houseNumber,
          houseNumberExtension: address.houseNumberExtension ?? '',
          postalCode: address.postalCode,
          city: address.city,
          countryCode: address.countryCode ?? 'NL',
          phoneNumber: address.phoneNumber ?? '',
          emailAddress: address.emailAddress ?? customer.email,
        }
      : null;
    const store = pickupStores.find((s) => s.id === customer.defaultStoreId) ?? pickupStores[0] ?? null;

    const webOrders: PastOrder[] = [];
    for (const planned of isCompany ? BUSINESS_PLAN : PRIVATE_PLAN) {
      const createdAt = addMinutes(addDays(reference, -planned.daysAgo), own.int(8 * 60, 21 * 60));
      const picks = own.sample(orderable, own.int(isCompany ? 3 : 1, isCompany ? 7 : 4));
      // An order that will wait for a back order has at least two pieces of its first line (one of them delivered).
      const backOrdered = planned.ending === 'backorder' || planned.ending === 'partCancelled';
      const lines = picks.map((product, index) =>
        orderLine(product, isCompany ? own.int(2, 12) : own.int(backOrdered && index === 0 ? 2 : 1, 3), customer, netPrices),
      );
      const pickup = planned.pickup && store !== null;
      const goodsInclCents = lines.reduce((sum, l) => sum + l.totalInclCents, 0);
      const costs = shippingCosts(
        {
          method: pickup ? 'Pickup' : 'Delivery',
          countryCode: snapshot?.countryCode ?? 'NL',
          goodsInclCents,
          lines: picks.map((p, i) => ({
            productId: p.id,
            weightKg: lineWeightKg({ unit: p.unit ?? null, unitContent: p.unitContent ?? null, quantity: lines[i]!.quantity }),
          })),
        },
        delivery,
      );
      const sub = {
        incl: goodsInclCents,
        excl: lines.reduce((sum, l) => sum + l.totalExclCents, 0),
      };
      const totalInclCents = sub.incl + costs.shipping.inclCents;
      const totalExclCents = sub.excl + costs.shipping.exclCents;
      // Pay at pickup for the private customer's (and a cancelled) pickup order; else on account or iDEAL.
      const paymentMethod = pickup && (!isCompany || planned.ending === 'cancelled') ? 'pickup' : isCompany ? 'onaccount' : 'ideal';
      const placed: PastOrder = {
        customerId: customer.id,
        placedByUserId: null,
        shippingMethod: pickup ? 'Pickup' : 'Delivery',
        storeId: pickup ? store!.id : null,
        storeName: pickup ? store!.name : null,
        deliveryAddress: pickup ? null : snapshot,
        invoiceAddress: snapshot,
        shipmentTypeId: null,
        preferredDeliveryDate: null,
        preferredTimeFrom: null,
        preferredTimeTo: null,
        paymentMethod,
        customerReference: isCompany ? `INK-${createdAt.getUTCFullYear()}-${String(own.int(100, 999))}` : '',
        remark: own.pick(REMARKS),
        intraCommunity: false,
        subTotalInclCents: sub.incl,
        subTotalExclCents: sub.excl,
        shippingInclCents: costs.shipping.inclCents,
        shippingExclCents: costs.shipping.exclCents,
        palletInclCents: costs.pallet.inclCents,
        palletExclCents: costs.pallet.exclCents,
        taxCents: totalInclCents - totalExclCents,
        totalInclCents,
        totalExclCents,
        ...NO_ORDER_PROMOTIONS,
        // The loyalty customer earns points with every order on account at once (decision 0011); not kept when cancelled.
        pointsEarned:
          isCompany && planned.ending !== 'cancelled' && planned.ending !== 'partCancelled' ? pointsEarned(totalInclCents, 1) : 0,
        language: customer.languageCode ?? 'nl',
        lines,
        createdAt,
        payment:
          paymentMethod === 'ideal'
            ? { provider: 'test', method: 'ideal', issuer: null, amountCents: totalInclCents, paidAt: addMinutes(createdAt, 3) }
            : null,
      };
      webOrders.push(placed);
      const ending = planned.ending;
      let order: { id: number; number: string; lineIds: number[] } | null = null;
      events.push({
        at: createdAt,
        run: async () => {
          const done = await recordPastOrder(db, placed);
          order = done;
          if (placed.pointsEarned > 0) await db.transaction((tx) => earnOrderPoints(tx, done.id, createdAt));
          orderCount += 1;
        },
      });
      for (const [days, action] of stepsFor(ending)) {
        const at = addMinutes(createdAt, Math.round(days * 24 * 60));
        events.push({
          at,
          run: async () => {
            const done = order!;
            const outcome = await applyFulfilment(db, done.id, action(done.lineIds, lines), at);
            if (!outcome.ok) throw new Error(`Demo-bestelling ${done.number}: ${outcome.problem}`);
          },
        });
      }
    }

    // Purchases at the till: about one a month in the customer's own store, now and then in another.
    const storePicks = random.fork(`${account.email}-store`);
    const tillStores = data.stores.filter((s) => s.type === 'Store');
    const visits = isCompany ? 8 : 14;
    const tillPurchases: NewStorePurchase[] = [];
    for (let i = 0; i < visits; i++) {
      const at = addMinutes(
        addDays(reference, -Math.round(((i + 0.5) * 540) / visits) - storePicks.int(0, 12)),
        storePicks.int(9 * 60, 17 * 60),
      );
      const where = storePicks.chance(0.8)
        ? (tillStores.find((s) => s.id === customer.defaultStoreId) ?? tillStores[0])
        : storePicks.pick(tillStores);
      const picks = storePicks.sample(orderable, storePicks.int(1, 5));
      const lines = picks.map((product) => {
        const quantity = storePicks.int(1, 3);
        const price = priceFor(
          { listPriceInclCents: product.listPriceInclCents, netPriceExclCents: null, taxRate: product.taxRate },
          quantity,
        );
        return {
          productId: product.id,
          productNumber: product.number,
          title: product.name,
          quantity,
          unitPriceInclCents: price.unit.inclCents,
          taxRate: product.taxRate,
          discountCents: price.savedInclCents,
          totalInclCents: price.totalInclCents,
          totalExclCents: price.totalExclCents,
          taxCents: price.taxCents,
        };
      });
      const payable = lines.reduce((sum, l) => sum + l.totalInclCents, 0);
      const cash = storePicks.chance(0.25);
      const purchase: NewStorePurchase = {
        customerId: customer.id,
        storeId: where?.id ?? null,
        purchasedAt: at,
        discountCents: lines.reduce((sum, l) => sum + l.discountCents, 0),
        bonusPoints: storePurchasePoints(payable),
        lines,
        payments: cash
          ? [
              { method: 'cash', amountCents: Math.ceil(payable / 500) * 500 },
              { method: 'change', amountCents: payable - Math.ceil(payable / 500) * 500 },
            ].filter((p) => p.amountCents !== 0)
          : [{ method: 'pin', amountCents: payable }],
      };
      tillPurchases.push(purchase);
      events.push({
        at,
        run: async () => {
          await recordStorePurchase(db, purchase);
          purchaseCount += 1;
        },
      });
    }

    // The points ledger: the balance taken over from the loyalty card before the history, the points every purchase
    // earned, and now and then points paid with at the till, so that it ends at the customer's balance of the demo.
    const earnedOnline = webOrders.reduce((sum, o) => sum + o.pointsEarned, 0);
    const plan = tillPointsPlan((customer.bonusPoints ?? 0) - earnedOnline, isCompany ? 500 : 0, tillPurchases);
    for (const [purchase, points] of plan.redeemed) {
      purchase.pointsRedeemed = points;
      const payable = purchase.lines.reduce((sum, l) => sum + l.totalInclCents, 0);
      purchase.payments = [
        { method: 'points', amountCents: points },
        { method: 'pin', amountCents: payable - points },
      ].filter((p) => p.amountCents !== 0);
    }
    const opening = plan.opening;
    events.push({
      at: addDays(reference, -550),
      run: () => openPointsBalance(db, customer.id, opening, 'Saldo overgenomen van je spaarkaart', addDays(reference, -550)),
    });
  }
  events.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const event of events) await event.run();
  return { orders: orderCount, storePurchases: purchaseCount };
}

function orderLine(product: Product, quantity: number, customer: Customer, netPrices: Map<string, number>): OrderLineSnapshot {
  const net = customer.priceListId ? (netPrices.get(`${customer.priceListId}:${product.id}`) ?? null) : null;
  const price = priceFor({ listPriceInclCents: product.listPriceInclCents, netPriceExclCents: net, taxRate: product.taxRate }, quantity);
  return {
    productId: product.id,
    productNumber: product.number,
    title: product.name,
    productUrl: `/product/detail/${product.url}`,
    quantity,
    unitPriceInclCents: price.unit.inclCents,
    unitPriceExclCents: price.unit.exclCents,
    taxRate: product.taxRate,
    totalInclCents: price.totalInclCents,
    totalExclCents: price.totalExclCents,
    taxCents: price.taxCents,
    discountInclCents: price.savedInclCents,
    discountExclCents: price.savedExclCents,
    notes: '',
    gift: false,
  };
}

type Step = (lineIds: readonly number[], lines: readonly OrderLineSnapshot[]) => FulfilmentAction;

/** The fulfilment steps (days after placing, action from the recorded line ids) that bring an order to its planned ending. */
function stepsFor(ending: Ending): [number, Step][] {
  const process: Step = () => ({ kind: 'process' });
  const shipAll: Step = () => ({ kind: 'ship' });
  const cancel: Step = () => ({ kind: 'cancel' });
  switch (ending) {
    case 'open':
      return [];
    case 'processing':
      return [[0.5, process]];
    case 'processed':
      return [
        [0.4, process],
        [1, shipAll],
      ];
    case 'backorder':
      return [
        [0.4, process],
        [1, partial],
      ];
    case 'partCancelled':
      return [
        [0.4, process],
        [1, partial],
        [16, cancel],
      ];
    case 'cancelled':
      return [[0.2, cancel]];
  }
}

/** A shipment that leaves a back order: the first line one piece short (it has at least two). */
function partial(lineIds: readonly number[], lines: readonly OrderLineSnapshot[]): FulfilmentAction {
  return {
    kind: 'ship',
    quantities: lines.map((line, index) => ({ lineId: lineIds[index]!, quantity: index === 0 ? line.quantity - 1 : line.quantity })),
  };
}

/**
 * How the demo's till purchases use points so the ledger ends at `target`: `wanted` points (whole hundreds) paid with
 * at the till, more if the purchases earned more than the target, spread over the older purchases (at most what each
 * costs); the opening balance is what is left. Purchases are given newest first.
 */
function tillPointsPlan(
  target: number,
  wanted: number,
  purchases: readonly NewStorePurchase[],
): { opening: number; redeemed: [NewStorePurchase, number][] } {
  const earned = purchases.reduce((sum, p) => sum + p.bonusPoints, 0);
  const shortfall = earned - target - wanted;
  let left = shortfall > 0 ? wanted + Math.ceil(shortfall / 100) * 100 : wanted;
  const redeemed: [NewStorePurchase, number][] = [];
  for (const purchase of purchases.slice(Math.floor(purchases.length / 3))) {
    if (left <= 0) break;
    const payable = purchase.lines.reduce((sum, l) => sum + l.totalInclCents, 0);
    const points = Math.min(left, Math.floor(payable / 100) * 100);
    if (points <= 0) continue;
    redeemed.push([purchase, points]);
    left -= points;
  }
  const paid = redeemed.reduce((sum, [, points]) => sum + points, 0);
  return { opening: Math.max(0, target - earned + paid), redeemed };
}
