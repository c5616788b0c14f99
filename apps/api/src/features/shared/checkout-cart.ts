/**
 * The checkout's part of the cart (§3 Cart shipping, payment and cost fields; §4 checkout step): composed around the
 * Cart that `readCart()` returns, never recomputing a line's price. Small steps: 0% VAT for an intra-community supply
 * on the computed lines, shipping/pallet costs from the settings on the goods total, the delivery promise per line,
 * and the checkout step.
 */
import {
  centsToAmount,
  checkoutStep,
  deliveryPromise,
  deliverySettingsFrom,
  isIntraCommunitySupply,
  lineEstimate,
  lineWeightKg,
  loyaltySettingsFrom,
  paymentSettingsFrom,
  shippingCosts,
  withoutVat,
  type DeliverySettings,
  type LoyaltySettings,
  type PaymentSettings,
  type ShippingMethod,
  vatByRate,
} from '@toonbank/domain';
import { type AddressRow, listAddresses } from '@toonbank/db/repositories/addresses';
import {
  findCheckoutSession,
  findProductShippingFacts,
  type AddressSnapshot,
  type CheckoutSessionRow,
  type ProductShippingFacts,
} from '@toonbank/db/repositories/checkout';
import type { CustomerRow } from '@toonbank/db/repositories/customers';
import { listAppliedCodes, type AppliedCodes } from '@toonbank/db/repositories/promotions';
import { listSettings } from '@toonbank/db/repositories/settings';
import { findStoreById, type StoreRow } from '@toonbank/db/repositories/stores';
import type { AppDeps } from '../../lib/context.ts';
import { cachedByRevision } from '../../lib/revision-cache.ts';
import type { Cart, CheckoutCart } from './cart.schemas.ts';
import type { CheckoutAddress } from './checkout-cart.schema.ts';
import { toPersonName, toPostalAddress } from './postal-address.ts';
import { cartPromotions, paymentPartOf, promotionFields } from './promotions-cart.ts';

/** Cents of an amount the cart shows in euros (two decimals). */
export const toCents = (amount: number) => Math.round(amount * 100);

export interface CheckoutSettings {
  delivery: DeliverySettings;
  payment: PaymentSettings;
  loyalty: LoyaltySettings;
  promotionProductTypes: string[];
}

/**
 * The settings, kept until the content revision changes (a trigger bumps it on every settings write, migration
 * 0018_checkout_speed), so a change is used on the next request; the cached carts key on the same revision.
 */
export function loadCheckoutSettings(
  deps: AppDeps,
  /** The content revision the caller has just read (from the primary), saving the cache its read. */
  contentRevision?: number,
): Promise<CheckoutSettings> {
  return cachedByRevision(deps, 'checkout-settings', () => readCheckoutSettings(deps), contentRevision);
}

async function readCheckoutSettings(deps: AppDeps): Promise<CheckoutSettings> {
  const rows = await listSettings(deps.database.db);
  const catalog = rows.find((row) => row.name === 'catalog')?.value as { promotionProductTypes?: unknown } | undefined;
  return {
    delivery: deliverySettingsFrom(rows),
    payment: paymentSettingsFrom(rows),
    loyalty: loyaltySettingsFrom(rows),
    promotionProductTypes: Array.isArray(catalog?.promotionProductTypes)
      ? catalog.promotionProductTypes.filter((t): t is string => typeof t === 'string')
      : [],
  };
}

/** Everything about the customer's checkout choices the cart and the confirm need, read once. */
export interface CheckoutState {
  settings: CheckoutSettings;
  session: CheckoutSessionRow;
  customer: CustomerRow | null;
  addresses: AddressRow[];
  store: StoreRow | null;
  facts: Map<number, ProductShippingFacts>;
  customerId: number;
  /** The coupons and vouchers the cart applied (cart_codes; their changes bump the cart's revision). */
  codes: AppliedCodes;
}

export async function loadCheckoutState(
  deps: AppDeps,
  customer: CustomerRow | null,
  customerId: number,
  cart: Cart,
): Promise<CheckoutState> {
  const { db } = deps.database;
  const [settings, session, addresses, facts, codes] = await Promise.all([
    loadCheckoutSettings(deps),
    findCheckoutSession(db, customerId),
    listAddresses(db, customerId),
    findProductShippingFacts(
      db,
      cart.CartLines.map((line) => line.ProductId),
    ),
    listAppliedCodes(db, customerId),
  ]);
  const store = session.storeId ? ((await findStoreById(db, session.storeId)) ?? null) : null;
  return { settings, session, customer, addresses, store, facts, customerId, codes };
}

export function snapshotOf(row: AddressRow): AddressSnapshot {
  return {
    name: row.name,
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    street: row.street,
    houseNumber: row.houseNumber,
    houseNumberExtension: row.houseNumberExtension,
    postalCode: row.postalCode,
    city: row.city,
    countryCode: row.countryCode,
    phoneNumber: row.phoneNumber,
    emailAddress: row.emailAddress,
  };
}

export function toCheckoutAddress(address: AddressSnapshot, id: number | null = null): CheckoutAddress {
  return {
    Id: id,
    ...toPersonName(address),
    ...toPostalAddress(address),
    PhoneNumber: address.phoneNumber,
    EmailAddress: address.emailAddress,
  };
}

/** The delivery address chosen: the customer's address (by id, else the default one) or the alternative address. */
export function chosenDeliveryAddress(state: CheckoutState): { id: number | null; address: AddressSnapshot } | null {
  const { session, addresses } = state;
  if (session.shippingMethod !== 'Delivery') return null;
  if (session.deliveryType === 'AlternativeAddress')
    return session.alternativeAddress ? { id: null, address: session.alternativeAddress } : null;
  const row = addresses.find((a) => a.id === session.deliveryAddressId);
  return row ? { id: row.id, address: snapshotOf(row) } : null;
}

/**
 * The invoice address: the alternative delivery address when the customer said 'use as invoice address', else the
 * chosen invoice address, else the customer's Invoice address (business customers), else the default address.
 */
export function chosenInvoiceAddress(state: CheckoutState): { id: number | null; address: AddressSnapshot } | null {
  const { session, addresses } = state;
  if (
    session.shippingMethod === 'Delivery' &&
    session.deliveryType === 'AlternativeAddress' &&
    session.useAsInvoiceAddress &&
    session.alternativeAddress
  ) {
    return { id: null, address: session.alternativeAddress };
  }
  const row =
    addresses.find((a) => a.id === session.invoiceAddressId) ??
    addresses.find((a) => a.type === 'Invoice') ??
    addresses.find((a) => a.type === 'Default') ??
    addresses[0];
  return row ? { id: row.id, address: snapshotOf(row) } : null;
}

export function isCompany(customer: CustomerRow | null): boolean {
  return customer?.gender === 'Company';
}

/** Country of the delivery (NL for pickup: the stores are Dutch). */
export function deliveryCountry(state: CheckoutState): string {
  return chosenDeliveryAddress(state)?.address.countryCode ?? 'NL';
}

// ------------------------------------------------------------ composition

/** 0% VAT on the lines and totals of a cart already computed (intra-community supply); nothing else changes. */
export function cartWithoutVat(cart: Cart): Cart {
  const lines = cart.CartLines.map((line) => {
    const cents = withoutVat({
      totalInclCents: toCents(line.TotalInclTax),
      totalExclCents: toCents(line.TotalExclTax),
      taxCents: toCents(line.TaxAmount),
    });
    return {
      ...line,
      TotalInclTax: centsToAmount(cents.totalInclCents),
      TaxAmount: 0,
      TaxRate: 0,
      PriceInclTax: line.PriceExclTax,
      OldPriceInclTax: line.OldPriceExclTax,
      ConfirmedPriceInclTax: line.ConfirmedPriceExclTax,
      DiscountAmountInclTax: line.DiscountAmountExclTax,
    };
  });
  return {
    ...cart,
    CartLines: lines,
    SubTotalInclTax: cart.SubTotalExclTax,
    TotalInclTax: cart.TotalExclTax,
    TaxAmount: 0,
    DiscountAmountInclTax: cart.DiscountAmountExclTax,
    VatByRate: cart.CartLines.length > 0 ? [{ Rate: 0, BaseExclTax: cart.SubTotalExclTax, TaxAmount: 0 }] : [],
  };
}

/** The cart with the checkout's fields: VAT rule, costs, promise, estimates, choices and step. */
export function withCheckout(cart: Cart, state: CheckoutState, now: Date): CheckoutCart {
  const { session, settings, customer } = state;
  const method = (session.shippingMethod as ShippingMethod | null) ?? null;
  const country = deliveryCountry(state);
  const intraCommunity = isIntraCommunitySupply(
    { isCompany: isCompany(customer), vatNumber: customer?.vatNumber ?? null },
    method,
    country,
  );
  const goods = intraCommunity ? cartWithoutVat(cart) : cart;
  // Coupons and product vouchers come off the priced lines (VAT per line), before shipping: free shipping is reached
  // with what the customer pays for the goods.
  const promotions = cartPromotions(goods, state, now);
  const goodsInclCents = toCents(goods.TotalInclTax) - promotions.inclCents;
  const goodsExclCents = toCents(goods.TotalExclTax) - promotions.exclCents;
  const goodsTaxCents = toCents(goods.TaxAmount) - promotions.taxCents;
  const lines = goods.CartLines.map((line) => {
    const facts = state.facts.get(line.ProductId);
    return {
      productId: line.ProductId,
      weightKg: facts ? lineWeightKg({ unit: facts.unit, unitContent: facts.unitContent, quantity: line.Quantity }) : 0,
    };
  });
  const costs = shippingCosts(
    {
      method,
      countryCode: country,
      goodsInclCents: toCents(cart.TotalInclTax) - promotions.inclCents,
      lines,
      taxRate: intraCommunity ? 0 : settings.delivery.shippingTaxRate,
    },
    settings.delivery,
  );
  const promise = deliveryPromise(now, settings.delivery, { method: method ?? 'Delivery', countryCode: country, isLarge: costs.isLarge });
  const estimates = Object.fromEntries(
    goods.CartLines.map((line) => {
      const estimate = lineEstimate(
        { quantity: line.Quantity, stockQuantity: state.facts.get(line.ProductId)?.stockQuantity ?? 0 },
        promise,
        settings.delivery,
      );
      return [
        String(line.ProductId),
        { InStock: estimate.inStock, Date: estimate.date, MinWeeks: estimate.minWeeks, MaxWeeks: estimate.maxWeeks },
      ];
    }),
  );
  const delivery = chosenDeliveryAddress(state);
  const invoice = chosenInvoiceAddress(state);
  const hasAddressOrStore = method === 'Pickup' ? state.store !== null : delivery !== null;
  const step = checkoutStep(
    {
      lines: goods.CartLines.map((line) => ({ isValid: line.IsValid, productType: state.facts.get(line.ProductId)?.type ?? null })),
      shippingMethod: method,
      hasAddressOrStore,
      paymentMethod: session.paymentMethod,
    },
    settings.promotionProductTypes,
  );
  const amount = centsToAmount;
  const taxOnShipping = costs.shipping.inclCents - costs.shipping.exclCents;
  // VAT per rate over the goods (0% for an intra-community supply) and the shipping costs at their own rate.
  const vatRates = vatByRate([
    ...goods.CartLines.map((line) => ({
      taxRate: line.TaxRate,
      totalExclCents: toCents(line.TotalExclTax),
      taxCents: toCents(line.TaxAmount),
    })),
    ...promotions.applied.flatMap((discount) =>
      discount.discount.lines.map((share) => ({ taxRate: share.taxRate, totalExclCents: -share.exclCents, taxCents: -share.taxCents })),
    ),
    ...(costs.shipping.exclCents > 0
      ? [
          {
            taxRate: intraCommunity ? 0 : settings.delivery.shippingTaxRate,
            totalExclCents: costs.shipping.exclCents,
            taxCents: taxOnShipping,
          },
        ]
      : []),
  ]).filter((rate) => rate.baseExclCents > 0);
  return {
    ...goods,
    VatByRate: vatRates.map((rate) => ({ Rate: rate.rate, BaseExclTax: amount(rate.baseExclCents), TaxAmount: amount(rate.taxCents) })),
    IsDeliveryOrder: method !== 'Pickup',
    ShippingMethodType: method,
    ShippingCostsInclTax: amount(costs.shipping.inclCents),
    ShippingCostsExclTax: amount(costs.shipping.exclCents),
    TotalInclTax: amount(goodsInclCents + costs.shipping.inclCents),
    TotalExclTax: amount(goodsExclCents + costs.shipping.exclCents),
    TaxAmount: amount(goodsTaxCents + taxOnShipping),
    ...promotionFields(goods, state, promotions, paymentPartOf(state, goodsInclCents + costs.shipping.inclCents, now)),
    DeliveryCostsInclTax: amount(costs.delivery.inclCents),
    DeliveryCostsExclTax: amount(costs.delivery.exclCents),
    DeliveryCostsPreviewInclTax: amount(costs.deliveryPreview.inclCents),
    DeliveryCostsPreviewExclTax: amount(costs.deliveryPreview.exclCents),
    PalletCostsInclTax: amount(costs.pallet.inclCents),
    PalletCostsExclTax: amount(costs.pallet.exclCents),
    PalletCostLines: costs.palletLines.map((l) => ({
      ProductId: l.productId,
      Pallets: l.pallets,
      CostsInclTax: amount(l.inclCents),
      CostsExclTax: amount(l.exclCents),
    })),
    IsLargeParcel: costs.isLarge,
    FreeShippingFrom: amount(costs.freeShippingFromCents),
    RemainingForFreeShipping: amount(costs.remainingForFreeShippingCents),
    PerLineShippingEstimates: estimates,
    DeliveryPromise: { Date: promise.date, IsTomorrow: promise.isTomorrow, Cutoff: promise.cutoff },
    CheckoutStep: step,
    IsIntraCommunity: intraCommunity,
    StoreId: state.store?.id ?? null,
    Store: state.store ? { Id: state.store.id, Name: state.store.name, Url: `/winkel/${state.store.url}`, City: state.store.city } : null,
    DeliveryMethod: (session.deliveryType as 'CustomerAddress' | 'AlternativeAddress' | null) ?? null,
    DeliveryAddressId: delivery?.id ?? null,
    DeliveryAddress: delivery ? toCheckoutAddress(delivery.address, delivery.id) : null,
    AlternativeDeliveryAddress: session.alternativeAddress ? toCheckoutAddress(session.alternativeAddress) : null,
    UseAsInvoiceAddress: session.useAsInvoiceAddress,
    InvoiceAddress: invoice ? toCheckoutAddress(invoice.address, invoice.id) : null,
    ShipmentMethod:
      session.shipmentTypeId && session.shipmentDate
        ? {
            Id: session.shipmentTypeId,
            Date: session.shipmentDate,
            Time: { From: session.shipmentTimeFrom ?? '', To: session.shipmentTimeTo ?? '' },
          }
        : null,
    PaymentMethod: session.paymentMethod,
    PaymentData: session.paymentIssuer ? JSON.stringify({ issuer: session.paymentIssuer }) : null,
    OrderReference: session.orderReference,
    Remark: session.remark,
    IsAccept: session.termsAccepted,
  };
}

/** The cart as the API answers it: `readCart()`'s cart with the checkout's fields. */
export async function checkoutCart(deps: AppDeps, customer: CustomerRow | null, customerId: number, cart: Cart): Promise<CheckoutCart> {
  return withCheckout(cart, await loadCheckoutState(deps, customer, customerId, cart), deps.now());
}
