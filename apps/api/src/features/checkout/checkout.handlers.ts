import type { Context } from 'hono';
import type { RouteHandler } from '@hono/zod-openapi';
import {
  CONFIRM_REASONS,
  centsToAmount,
  eligiblePaymentMethods,
  openingState,
  settingText,
  translateMessage,
  distanceInMeters,
  type ShippingMethod,
} from '@toonbank/domain';
import { findCheckoutSession, findStoreStock } from '@toonbank/db/repositories/checkout';
import { listStores } from '@toonbank/db/repositories/stores';
import type { AppEnv } from '../../lib/context.ts';
import { requireSession } from '../../lib/session.ts';
import { resolveViewer } from '../../lib/viewer.ts';
import { actingCustomerId } from '../shared/acting-customer.ts';
import { configuredProvider } from '../shared/payment-providers.ts';
import { geocoderFor } from '../shared/geocoder.ts';
import { toOpeningState } from '../shared/opening-state.ts';
import { loadCheckoutSettings } from '../shared/checkout-cart.ts';
import type { z } from '@hono/zod-openapi';
import type { ConfirmBody } from './checkout.routes.ts';
import type {
  addressRoute,
  confirmRoute,
  customerRoute,
  deliveryCheckoutsRoute,
  deliveryRoute,
  invoiceRoute,
  paymentMethodsRoute,
  paymentRoute,
  shipmentRoute,
  shipmentTypesRoute,
  storeRoute,
} from './checkout.routes.ts';
import {
  chooseAlternativeAddress,
  chooseDelivery,
  chooseInvoiceAddress,
  choosePayment,
  chooseShipment,
  chooseStore,
  confirmOrder,
  offeredSlots,
  setCartCustomer,
  type Owner,
} from './checkout.service.ts';

/** The acting customer of a checkout call (401 anonymous, 404 for a representative acting for nobody). */
async function owner(c: Context<AppEnv>): Promise<Owner> {
  const { deps } = c.var;
  const session = requireSession(c.var.session);
  const customerId = await actingCustomerId(deps, session);
  return { deps, session, customerId, viewer: await resolveViewer(deps, session) };
}

const ok = <T>(data: T) => ({ Success: true as const, Data: data });

export const deliveryHandler: RouteHandler<typeof deliveryRoute, AppEnv> = async (c) =>
  c.json(ok(await chooseDelivery(await owner(c), c.req.valid('json'))), 200);
export const addressHandler: RouteHandler<typeof addressRoute, AppEnv> = async (c) =>
  c.json(ok(await chooseAlternativeAddress(await owner(c), c.req.valid('json'))), 200);
export const invoiceHandler: RouteHandler<typeof invoiceRoute, AppEnv> = async (c) =>
  c.json(ok(await chooseInvoiceAddress(await owner(c), c.req.valid('json').invoiceAddressId)), 200);
export const storeHandler: RouteHandler<typeof storeRoute, AppEnv> = async (c) =>
  c.json(ok(await chooseStore(await owner(c), c.req.valid('json').storeId)), 200);
export const shipmentHandler: RouteHandler<typeof shipmentRoute, AppEnv> = async (c) =>
  c.json(ok(await chooseShipment(await owner(c), c.req.valid('json'))), 200);
export const paymentHandler: RouteHandler<typeof paymentRoute, AppEnv> = async (c) =>
  c.json(ok(await choosePayment(await owner(c), c.req.valid('json'))), 200);
export const customerHandler: RouteHandler<typeof customerRoute, AppEnv> = async (c) =>
  c.json(ok(await setCartCustomer(await owner(c), c.req.valid('json'))), 200);

export const confirmHandler: RouteHandler<typeof confirmRoute, AppEnv> = async (c) => {
  // The customer comes with the cart (cachedCart), read once.
  const session = requireSession(c.var.session);
  const who = { deps: c.var.deps, session, customerId: await actingCustomerId(c.var.deps, session) };
  // The body is optional: a confirm without one relies on the terms accepted through cart/customer.
  const body = (c.req.valid('json') as z.infer<typeof ConfirmBody> | undefined) ?? {};
  const publicUrl = c.var.deps.config.PUBLIC_URL ?? new URL(c.req.url).origin;
  const result = await confirmOrder(who, body, publicUrl, c.var.language);
  if (result.ok) {
    return c.json(
      {
        Success: true,
        IsOrderable: true,
        ReasonCode: null,
        Message: null,
        PaymentUrl: result.paymentUrl,
        OrderId: result.orderId,
        OrderNumber: result.orderNumber,
        ProductIds: [],
        Cart: result.cart,
      },
      200,
    );
  }
  const message = translateMessage(c.var.language, CONFIRM_REASONS[result.reason]);
  return c.json(
    {
      Success: false,
      IsOrderable: false,
      ReasonCode: result.reason,
      Code: result.reason,
      Message: message,
      PaymentUrl: null,
      OrderId: null,
      OrderNumber: null,
      ProductIds: result.productIds,
      Cart: result.cart,
    },
    result.status,
  );
};

export const paymentMethodsHandler: RouteHandler<typeof paymentMethodsRoute, AppEnv> = async (c) => {
  const { deps, session } = c.var;
  const settings = await loadCheckoutSettings(deps);
  const provider = configuredProvider(deps);
  let context = { allowOnAccount: false, shippingMethod: null as ShippingMethod | null, countryCode: null as string | null };
  if (session?.actingCustomerId) {
    const viewer = await resolveViewer(deps, session);
    const checkout = await findCheckoutSession(deps.database.db, session.actingCustomerId);
    context = {
      allowOnAccount: !!viewer.customer?.allowOnAccount,
      shippingMethod: (checkout.shippingMethod as ShippingMethod | null) ?? null,
      countryCode: checkout.alternativeAddress?.countryCode ?? 'NL',
    };
  }
  const issuers = provider.offersIdealIssuers ? settings.payment.idealIssuers : [];
  const methods = eligiblePaymentMethods(settings.payment, context).map((m) => ({
    Id: m.code,
    Code: m.code,
    Description: settingText(m, c.var.language),
    SortOrder: m.sortOrder,
    PaymentCosts: centsToAmount(m.costsCents),
    PinCodeRequired: m.pinCodeRequired,
    Providers: m.code === 'onaccount' || m.code === 'pickup' ? [] : [provider.name],
    IdealIssuers: m.code === 'ideal' ? issuers.map((name) => ({ Id: name, Name: name })) : [],
  }));
  return c.json(ok(methods), 200);
};

export const shipmentTypesHandler: RouteHandler<typeof shipmentTypesRoute, AppEnv> = async (c) => {
  const settings = await loadCheckoutSettings(c.var.deps);
  return c.json(ok(settings.delivery.shipmentTypes.map((t) => ({ Id: t.id, Description: settingText(t, c.var.language) }))), 200);
};

export const deliveryCheckoutsHandler: RouteHandler<typeof deliveryCheckoutsRoute, AppEnv> = async (c) => {
  const who = await owner(c);
  const query = c.req.valid('query');
  const { slots, state, cart } = await offeredSlots(who);
  const { deps } = who;
  const now = deps.now();
  const types = state.settings.delivery.shipmentTypes;
  const origin = query.toZipcode?.trim() ? await geocoderFor(deps).geocode(query.toZipcode) : null;
  const stores = (await listStores(deps.database.db)).filter((s) => s.isPickupStore);
  const productIds = cart.CartLines.map((l) => l.ProductId);
  const stock = await findStoreStock(
    deps.database.db,
    stores.map((s) => s.id),
    productIds,
  );
  const locations = stores
    .map((store) => {
      const lines = cart.CartLines.map((line) => ({
        ProductId: line.ProductId,
        Quantity: stock.find((s) => s.storeId === store.id && s.productId === line.ProductId)?.quantity ?? 0,
      }));
      const opening = toOpeningState(openingState(store, now));
      return {
        Id: store.id,
        Name: store.name,
        City: store.city,
        Url: `/winkel/${store.url}`,
        DistanceInMeters: origin ? Math.round(distanceInMeters({ lat: origin.Lat, lng: origin.Lng }, store)) : null,
        OpenToday: opening.Text,
        OpeningState: opening,
        IsMyStore: store.id === who.viewer.customer?.defaultStoreId,
        AllInStock: cart.CartLines.every((line) => (lines.find((l) => l.ProductId === line.ProductId)?.Quantity ?? 0) >= line.Quantity),
        Stock: lines,
      };
    })
    .sort((a, b) => (a.DistanceInMeters ?? 0) - (b.DistanceInMeters ?? 0) || a.Name.localeCompare(b.Name));
  const countries = state.settings.delivery.regions.map((r) => ({
    Code: r.countryCode,
    Name: r.name,
    OptionIds: types.map((t) => t.id),
    DeliveryTypes: ['CustomerAddress', 'AlternativeAddress', 'Pickup'],
  }));
  return c.json(
    {
      Success: true as const,
      Config: { Countries: countries, Default: query.toCountry },
      Data: types.flatMap((type) =>
        slots.map((slot) => ({ ShipmentTypeId: type.id, Date: slot.date, TimeFrom: slot.from, TimeTo: slot.to })),
      ),
      Locations: locations,
    },
    200,
  );
};
