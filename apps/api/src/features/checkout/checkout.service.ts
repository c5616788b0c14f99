/**
 * Checkout use cases (§4, §7): the choices of delivery, store, shipment, payment and the cart session, and the confirm
 * that turns the cart into an order. Every choice is one transaction on the cart's row; bad input changes nothing.
 */
import {
  OFFLINE_PAYMENT_METHODS,
  deliveryPromise,
  deliverySlots,
  isValidPostalCode,
  localMoment,
  paymentChanged,
  paymentChoiceProblem,
  pointsEarned,
  slotProblem,
  type ConfirmReason,
  type MessageId,
  type ShippingMethod,
  MINUTE_MS,
} from '@toonbank/domain';
import { listAddresses } from '@toonbank/db/repositories/addresses';
import { changeCheckoutSession, type AddressSnapshot, type CheckoutSessionPatch } from '@toonbank/db/repositories/checkout';
import { ORDERED_SESSION, placeOrder, setPaymentAtProvider, settlePayment, type OrderLineSnapshot } from '@toonbank/db/repositories/orders';
import { findStoreById } from '@toonbank/db/repositories/stores';
import type { AppDeps } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import type { Session } from '../../lib/session.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { cachedCart, cachedCartAt } from '../shared/cart-cache.ts';
import { cartWithoutLines } from '../shared/cart.service.ts';
import type { CheckoutCart } from '../shared/cart.schemas.ts';
import { configuredProvider, type NewProviderPayment } from '../shared/payment-providers.ts';
import { isLoyal, orderPromotions } from '../shared/promotions-cart.ts';
import { mailOnce } from '../shared/settle.ts';
import {
  chosenDeliveryAddress,
  chosenInvoiceAddress,
  deliveryCountry,
  loadCheckoutSettings,
  toCents,
  withCheckout,
  type CheckoutState,
} from '../shared/checkout-cart.ts';

export interface Owner {
  deps: AppDeps;
  viewer: Viewer;
  customerId: number;
  session: Session;
}

/** Who acts on a cart, without the viewer: what reads the cart through `cachedCart` needs (it reads the customer itself). */
export type CartOwner = Omit<Owner, 'viewer'>;

/** A 400 naming the field, like the schemas' validation errors; nothing has been written. */
function invalid(field: string, message: MessageId): ApiError {
  return new ApiError(400, 'VALIDATION_ERROR', { id: 'fieldError', params: { field, message: { id: message } } }, [
    { Field: field, Message: message },
  ]);
}

/** Reads the cart with its checkout fields after a change (and keeps it for the next GET cart and confirm). */
async function answer(owner: CartOwner): Promise<CheckoutCart> {
  const { cart, state } = await cachedCart(owner.deps, owner.session, owner.customerId);
  return withCheckout(cart, state, owner.deps.now());
}

async function change(owner: Owner, decide: Parameters<typeof changeCheckoutSession>[2]): Promise<CheckoutCart> {
  await changeCheckoutSession(owner.deps.database.db, owner.customerId, decide);
  return answer(owner);
}

/** A typed address as stored (the postal code checked again for its country: the schema did, this guards the rule). */
function snapshot(input: AddressSnapshot): AddressSnapshot {
  if (!isValidPostalCode(input.postalCode, input.countryCode)) throw invalid('postalCode', 'postalCode');
  return { ...input };
}

/** Payment choices that no longer fit a new delivery choice are dropped (pay at pickup after switching to delivery). */
function keepPaymentIf(allowed: boolean): CheckoutSessionPatch {
  return allowed ? {} : { paymentMethod: null, paymentIssuer: null };
}

export async function chooseDelivery(
  owner: Owner,
  body: {
    method: 'CustomerAddress' | 'AlternativeAddress';
    deliveryAddressId?: number | null;
    alternativeAddress?: AddressSnapshot | null;
    useAsInvoiceAddress: boolean;
  },
): Promise<CheckoutCart> {
  const { addresses } = await loadAddresses(owner);
  let patch: CheckoutSessionPatch;
  if (body.method === 'CustomerAddress') {
    const address = body.deliveryAddressId
      ? addresses.find((a) => a.id === body.deliveryAddressId)
      : (addresses.find((a) => a.type === 'Delivery') ?? addresses.find((a) => a.type === 'Default'));
    if (!address) throw invalid('deliveryAddressId', 'addressNotFound');
    if (!isValidPostalCode(address.postalCode, address.countryCode)) throw invalid('deliveryAddressId', 'postalCode');
    patch = { shippingMethod: 'Delivery', deliveryType: 'CustomerAddress', deliveryAddressId: address.id, useAsInvoiceAddress: false };
  } else {
    patch = {
      shippingMethod: 'Delivery',
      deliveryType: 'AlternativeAddress',
      alternativeAddress: snapshot(body.alternativeAddress!),
      useAsInvoiceAddress: body.useAsInvoiceAddress,
    };
  }
  return change(owner, (current) => ({ ...patch, ...keepPaymentIf(current.paymentMethod !== 'pickup') }));
}

export async function chooseAlternativeAddress(
  owner: Owner,
  body: { address: AddressSnapshot; useAsInvoiceAddress: boolean },
): Promise<CheckoutCart> {
  const address = snapshot(body.address);
  return change(owner, (current) => ({
    shippingMethod: 'Delivery',
    deliveryType: 'AlternativeAddress',
    alternativeAddress: address,
    useAsInvoiceAddress: body.useAsInvoiceAddress,
    ...keepPaymentIf(current.paymentMethod !== 'pickup'),
  }));
}

export async function chooseInvoiceAddress(owner: Owner, invoiceAddressId: number): Promise<CheckoutCart> {
  const { addresses } = await loadAddresses(owner);
  if (!addresses.some((a) => a.id === invoiceAddressId)) throw new ApiError(404, 'ADDRESS_NOT_FOUND', 'addressNotFound');
  return change(owner, () => ({ invoiceAddressId, useAsInvoiceAddress: false }));
}

export async function chooseStore(owner: Owner, storeId: number): Promise<CheckoutCart> {
  const store = await findStoreById(owner.deps.database.db, storeId);
  if (!store || !store.isPickupStore) throw invalid('storeId', 'notPickupStore');
  return change(owner, (current) => ({
    shippingMethod: 'Pickup',
    storeId: store.id,
    shipmentTypeId: null,
    shipmentDate: null,
    shipmentTimeFrom: null,
    shipmentTimeTo: null,
    ...keepPaymentIf(current.paymentMethod !== 'onaccount' || !!owner.viewer.customer?.allowOnAccount),
  }));
}

/** The slots the customer may choose now, for the cart as it is (delivery days, cutoff, holidays, stock). */
export async function offeredSlots(owner: Owner) {
  const { cart, state } = await cachedCart(owner.deps, owner.session, owner.customerId);
  const full = withCheckout(cart, state, owner.deps.now());
  const promise = deliveryPromise(owner.deps.now(), state.settings.delivery, {
    method: 'Delivery',
    countryCode: deliveryCountry(state),
    isLarge: full.IsLargeParcel,
  });
  const allInStock = Object.values(full.PerLineShippingEstimates).every((e) => e.InStock);
  return { slots: deliverySlots(promise, state.settings.delivery, { allInStock }), state, cart: full };
}

export async function chooseShipment(
  owner: Owner,
  body: { id: string; date: string; timeFrom: string; timeTo: string },
): Promise<CheckoutCart> {
  const { slots, state } = await offeredSlots(owner);
  if (!state.settings.delivery.shipmentTypes.some((t) => t.id === body.id)) throw invalid('id', 'shipmentTypeUnknown');
  const problem = slotProblem({ date: body.date, from: body.timeFrom, to: body.timeTo }, slots, owner.deps.now(), state.settings.delivery);
  if (problem) throw invalid('date', problem);
  return change(owner, () => ({
    shipmentTypeId: body.id,
    shipmentDate: body.date,
    shipmentTimeFrom: body.timeFrom,
    shipmentTimeTo: body.timeTo,
  }));
}

export async function choosePayment(
  owner: Owner,
  body: { method: string; data: { issuer?: string | null; pin?: string | null } },
): Promise<CheckoutCart> {
  const settings = await loadCheckoutSettings(owner.deps);
  const provider = configuredProvider(owner.deps);
  const paymentSettings = provider.offersIdealIssuers ? settings.payment : { ...settings.payment, idealIssuers: [] };
  // The delivery country comes from the choices as saved; the decision below is made again on the locked row.
  const { addresses } = await loadAddresses(owner);
  await changeCheckoutSession(owner.deps.database.db, owner.customerId, (current) => {
    const state = {
      settings,
      session: current,
      customer: owner.viewer.customer,
      addresses,
      store: null,
      facts: new Map(),
      customerId: owner.customerId,
      codes: { coupons: [], vouchers: [] },
    };
    const context = {
      allowOnAccount: !!owner.viewer.customer?.allowOnAccount,
      shippingMethod: (current.shippingMethod as ShippingMethod | null) ?? null,
      countryCode: deliveryCountry(state),
    };
    const problem = paymentChoiceProblem(
      { method: body.method, issuer: body.data.issuer ?? null, pin: body.data.pin ?? null },
      paymentSettings,
      context,
    );
    if (problem) throw invalid(problem.field === 'method' ? 'method' : `data.${problem.field}`, problem.message);
    const issuer = body.method === 'ideal' && paymentSettings.idealIssuers.length > 0 ? (body.data.issuer ?? null) : null;
    // §4: nothing to store when neither the method nor the bank changed.
    if (!paymentChanged({ method: current.paymentMethod, issuer: current.paymentIssuer }, { method: body.method, issuer })) return {};
    return { paymentMethod: body.method, paymentIssuer: issuer };
  });
  return answer(owner);
}

export async function setCartCustomer(
  owner: Owner,
  body: { orderReference?: string; remark?: string; isAccept?: boolean },
): Promise<CheckoutCart> {
  return change(owner, () => ({
    ...(body.orderReference !== undefined ? { orderReference: body.orderReference.trim() } : {}),
    ...(body.remark !== undefined ? { remark: body.remark.trim() } : {}),
    ...(body.isAccept !== undefined ? { termsAccepted: body.isAccept } : {}),
  }));
}

async function loadAddresses(owner: Owner) {
  return { addresses: await listAddresses(owner.deps.database.db, owner.customerId) };
}

// ------------------------------------------------------------------ confirm

export type ConfirmResult =
  | { ok: true; orderId: number; orderNumber: string; paymentUrl: string; cart: CheckoutCart }
  | { ok: false; status: 400 | 409; reason: ConfirmReason; productIds: number[]; cart: CheckoutCart };

function refusal(status: 400 | 409, reason: ConfirmReason, cart: CheckoutCart, productIds: number[] = []): ConfirmResult {
  return { ok: false, status, reason, productIds, cart };
}

/** Line snapshots from the cart as priced by `readCart()` (and the VAT rule): never priced again here. */
function lineSnapshots(cart: CheckoutCart, state: CheckoutState): OrderLineSnapshot[] {
  return cart.CartLines.map((line) => ({
    productId: line.ProductId,
    productNumber: state.facts.get(line.ProductId)?.number ?? line.Product?.Number ?? '',
    title: line.ProductTitle,
    productUrl: line.ProductUrl,
    quantity: line.Quantity,
    unitPriceInclCents: toCents(line.PriceInclTax),
    unitPriceExclCents: toCents(line.PriceExclTax),
    taxRate: line.TaxRate,
    totalInclCents: toCents(line.TotalInclTax),
    totalExclCents: toCents(line.TotalExclTax),
    taxCents: toCents(line.TaxAmount),
    discountInclCents: toCents(line.DiscountAmountInclTax),
    discountExclCents: toCents(line.DiscountAmountExclTax),
    notes: line.Notes,
    gift: line.AsposDerived,
  }));
}

/**
 * §7 cart/confirm. Reads the cart (`cachedCart`: computed anew whenever anything it shows changed; the over-stock fix
 * of `readCart()` reports lines that lost stock), checks the checkout is complete, the terms accepted and the total
 * the customer saw; then `placeOrder` locks and re-checks in one transaction. An online payment is started at the
 * configured provider: the test provider's in that transaction; a provider outside the shop after it, and if that
 * fails the order is cancelled at once (stock released, cart restored).
 */
export async function confirmOrder(
  owner: CartOwner,
  body: { isAccept?: boolean; expectedTotalInclTax?: number },
  publicUrl: string,
  language: string,
): Promise<ConfirmResult> {
  const { deps, customerId, session } = owner;
  const now = deps.now();
  const {
    value: { cart: base, state },
    cartRevision,
  } = await cachedCartAt(deps, session, customerId);
  const { customer } = state;
  const cart = withCheckout(base, state, now);
  if (cart.CartLines.length === 0) return refusal(400, 'EMPTY_CART', cart);
  const lowered = base.Warnings.filter((w) => w.Code === 'OVER_STOCK' || w.Code === 'OUT_OF_STOCK').map((w) => w.ProductId);
  if (lowered.length > 0) return refusal(409, 'NOT_ENOUGH_STOCK', cart, lowered);
  if (cart.CheckoutStep === 0)
    return refusal(
      400,
      'INVALID_LINE',
      cart,
      cart.CartLines.filter((l) => !l.IsValid).map((l) => l.ProductId),
    );
  if (cart.CheckoutStep === 1) return refusal(400, 'SHIPPING_INCOMPLETE', cart);
  if (cart.CheckoutStep === 2) return refusal(400, 'PAYMENT_INCOMPLETE', cart);
  if (!(body.isAccept ?? state.session.termsAccepted)) return refusal(400, 'TERMS_NOT_ACCEPTED', cart);
  const method = state.session.paymentMethod!;
  const provider = configuredProvider(deps);
  const paymentSettings = provider.offersIdealIssuers ? state.settings.payment : { ...state.settings.payment, idealIssuers: [] };
  const problem = paymentChoiceProblem({ method, issuer: state.session.paymentIssuer, pin: '0000' }, paymentSettings, {
    allowOnAccount: !!customer?.allowOnAccount,
    shippingMethod: cart.ShippingMethodType,
    countryCode: deliveryCountry(state),
  });
  if (problem) return refusal(400, 'PAYMENT_NOT_ALLOWED', cart);
  // A line whose price changed since the customer accepted it (decision 0008), or a total other than the one on the overview.
  const changed = cart.CartLines.filter((line) => line.PriceChanged).map((line) => line.ProductId);
  if (changed.length > 0) return refusal(409, 'PRICE_CHANGED', cart, changed);
  if (body.expectedTotalInclTax !== undefined && toCents(body.expectedTotalInclTax) !== toCents(cart.TotalInclTax))
    return refusal(409, 'PRICE_CHANGED', cart);

  // Points and payment vouchers pay part of the total; the payment method the rest. Nothing left to pay: no payment.
  const toPayCents = toCents(cart.AmountToPay);
  const earned = isLoyal(state) ? pointsEarned(toPayCents, state.settings.loyalty.pointsPerEuro) : 0;
  const promotions = orderPromotions(cart, earned);
  const lineDiscounts = cart.PromotionLines.filter((line) => line.Applies && (line.Kind === 'Coupon' || line.Kind === 'ProductVoucher'));
  const offline = OFFLINE_PAYMENT_METHODS.includes(method) || toPayCents === 0;
  const delivery = chosenDeliveryAddress(state);
  const invoice = chosenInvoiceAddress(state);
  const pickup = cart.ShippingMethodType === 'Pickup';
  const expiryMinutes = deps.config.PAYMENT_EXPIRY_MINUTES ?? 30;
  const providerPayment = (order: { id: number; number: string }): NewProviderPayment => ({
    amountCents: toPayCents,
    description: `Toonbank ${order.number}`,
    method,
    issuer: state.session.paymentIssuer,
    orderId: order.id,
    redirectUrl: `${publicUrl}/checkout-redirect?orderId=${order.id}`,
    webhookUrl: `${publicUrl}/api/aspos/payment/webhook/${provider.name}`,
  });
  const outcome = await placeOrder(deps.database.db, {
    customerId,
    cartRevision,
    placedByUserId: session.isRepresentative ? session.id : null,
    status: offline ? 'Open' : 'PaymentPending',
    shippingMethod: pickup ? 'Pickup' : 'Delivery',
    storeId: pickup ? (state.store?.id ?? null) : null,
    storeName: pickup ? (state.store?.name ?? null) : null,
    deliveryAddress: pickup ? null : (delivery?.address ?? null),
    invoiceAddress: invoice?.address ?? null,
    shipmentTypeId: pickup ? null : state.session.shipmentTypeId,
    preferredDeliveryDate: pickup ? null : state.session.shipmentDate,
    preferredTimeFrom: pickup ? null : state.session.shipmentTimeFrom,
    preferredTimeTo: pickup ? null : state.session.shipmentTimeTo,
    paymentMethod: method,
    customerReference: state.session.orderReference,
    remark: state.session.remark,
    intraCommunity: cart.IsIntraCommunity,
    subTotalInclCents: toCents(cart.SubTotalInclTax),
    subTotalExclCents: toCents(cart.SubTotalExclTax),
    shippingInclCents: toCents(cart.ShippingCostsInclTax),
    shippingExclCents: toCents(cart.ShippingCostsExclTax),
    palletInclCents: toCents(cart.PalletCostsInclTax),
    palletExclCents: toCents(cart.PalletCostsExclTax),
    taxCents: toCents(cart.TaxAmount),
    totalInclCents: toCents(cart.TotalInclTax),
    totalExclCents: toCents(cart.TotalExclTax),
    couponDiscountInclCents: lineDiscounts.reduce((sum, line) => sum + toCents(line.AmountInclTax), 0),
    couponDiscountExclCents: lineDiscounts.reduce((sum, line) => sum + toCents(line.AmountExclTax), 0),
    voucherCents: toCents(cart.VoucherAmount),
    pointsRedeemed: cart.PointsToRedeem,
    pointsCents: toCents(cart.PointsAmount),
    pointsEarned: earned,
    promotions,
    language: customer?.languageCode ?? language,
    lines: lineSnapshots(cart, state),
    payment: offline
      ? null
      : {
          provider: provider.name,
          method,
          issuer: state.session.paymentIssuer,
          amountCents: toPayCents,
          expiresAt: new Date(now.getTime() + expiryMinutes * MINUTE_MS),
          ...('inOrder' in provider
            ? { atProvider: (order: { id: number; number: string }) => provider.inOrder(providerPayment(order)) }
            : {}),
        },
    year: Number(localMoment(now).date.slice(0, 4)),
  });
  if (!outcome.ok) {
    const after = await answer(owner);
    if (outcome.reason === 'EMPTY_CART') return refusal(400, 'EMPTY_CART', after);
    return refusal(409, outcome.reason, after, outcome.productIds);
  }
  // The order emptied the cart and cleared the terms, reference and remark in its transaction: that cart is the answer.
  // Its points were taken (and, for an order open at once, earned) and its codes removed in that transaction too.
  const points = (customer?.bonusPoints ?? 0) - cart.PointsToRedeem + (offline ? earned : 0);
  const emptied = withCheckout(
    cartWithoutLines(),
    {
      ...state,
      session: { ...state.session, ...ORDERED_SESSION },
      facts: new Map(),
      codes: { coupons: [], vouchers: [] },
      customer: customer ? { ...customer, bonusPoints: points } : null,
    },
    now,
  );
  if (offline) {
    await mailOnce(deps, outcome.orderId);
    return {
      ok: true,
      orderId: outcome.orderId,
      orderNumber: outcome.number,
      paymentUrl: `/checkout-success?orderId=${outcome.orderId}`,
      cart: emptied,
    };
  }
  if (outcome.checkoutUrl !== null)
    return { ok: true, orderId: outcome.orderId, orderNumber: outcome.number, paymentUrl: outcome.checkoutUrl, cart: emptied };
  if ('inOrder' in provider) throw new Error(`provider ${provider.name} made no payment in the order's transaction`);
  try {
    const created = await provider.create(providerPayment({ id: outcome.orderId, number: outcome.number }));
    await setPaymentAtProvider(deps.database.db, outcome.paymentId!, created.id, created.checkoutUrl);
    return { ok: true, orderId: outcome.orderId, orderNumber: outcome.number, paymentUrl: created.checkoutUrl, cart: emptied };
  } catch (error) {
    deps.logger.error({ err: error, orderId: outcome.orderId }, 'betaling niet gestart');
    await settlePayment(deps.database.db, outcome.paymentId!, 'failed', deps.now());
    return refusal(409, 'PAYMENT_UNAVAILABLE', await answer(owner));
  }
}
