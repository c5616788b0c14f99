import type { RouteHandler } from '@hono/zod-openapi';
import { findOrder, listOrderLines, listOrders } from '@toonbank/db/repositories/orders';
import { invoicesOfOrders, packingSlipsOfOrders } from '@toonbank/db/repositories/documents';
import { findStoreById } from '@toonbank/db/repositories/stores';
import type { AppEnv } from '../../lib/context.ts';
import { fileResponse, XLSX_TYPE } from '../../lib/download.ts';
import { ApiError } from '../../lib/errors.ts';
import { documentTexts } from '../../lib/document-texts.ts';
import { xlsxOf } from '../../lib/xlsx.ts';
import { actingCustomerId } from '../shared/acting-customer.ts';
import { loadCheckoutSettings } from '../shared/checkout-cart.ts';
import { toOrder } from './orders.mappers.ts';
import { documentFileName, ORDER_STATUS_MESSAGES, translateMessage, type OrderStatus } from '@toonbank/domain';
import type { exportOrdersRoute, getOrderRoute, listOrdersRoute, orderSuccessRoute } from './orders.routes.ts';

const orderNotFound = () => new ApiError(404, 'ORDER_NOT_FOUND', 'orderNotFound');

export const listOrdersHandler: RouteHandler<typeof listOrdersRoute, AppEnv> = async (c) => {
  const { deps } = c.var;
  const customerId = await actingCustomerId(deps, c.var.session);
  const { offset, limit } = c.req.valid('query');
  const { rows, total } = await listOrders(deps.database.db, customerId, offset, Math.min(limit, 100));
  const ids = rows.map((r) => r.id);
  const [lines, invoices, settings] = await Promise.all([
    listOrderLines(deps.database.db, ids),
    invoicesOfOrders(deps.database.db, ids),
    loadCheckoutSettings(deps),
  ]);
  const orders = rows.map((row) =>
    toOrder(
      row,
      lines.get(row.id) ?? [],
      [],
      c.var.language,
      null,
      [],
      { invoice: invoices.get(row.id) ?? null, packingSlips: [] },
      settings.payment.methods,
    ),
  );
  const productUrls = Object.fromEntries(
    orders.flatMap((o) => o.OrderLines.filter((l) => l.ProductId !== null && l.ProductUrl).map((l) => [String(l.ProductId), l.ProductUrl])),
  );
  return c.json({ Success: true as const, Orders: orders, Total: total, ProductUrls: productUrls, ProductsInMainTree: [] }, 200);
};

async function ownOrder(c: { var: AppEnv['Variables'] }, id: number) {
  const { deps } = c.var;
  const customerId = await actingCustomerId(deps, c.var.session);
  const found = await findOrder(deps.database.db, customerId, id);
  if (!found) throw orderNotFound();
  const [store, invoices, slips, settings] = await Promise.all([
    found.order.storeId ? findStoreById(deps.database.db, found.order.storeId) : undefined,
    invoicesOfOrders(deps.database.db, [id]),
    packingSlipsOfOrders(deps.database.db, [id]),
    loadCheckoutSettings(deps),
  ]);
  const storeUrl = store ? `/winkel/${store.url}` : null;
  const documents = { invoice: invoices.get(id) ?? null, packingSlips: slips.get(id) ?? [] };
  return {
    ...found,
    storeUrl,
    order: toOrder(
      found.order,
      found.lines,
      found.payments,
      c.var.language,
      storeUrl,
      found.discounts,
      documents,
      settings.payment.methods,
    ),
  };
}

export const getOrderHandler: RouteHandler<typeof getOrderRoute, AppEnv> = async (c) => {
  const { order } = await ownOrder(c, c.req.valid('param').id);
  return c.json({ Success: true as const, Order: order }, 200);
};

export const orderSuccessHandler: RouteHandler<typeof orderSuccessRoute, AppEnv> = async (c) => {
  const { order, storeUrl } = await ownOrder(c, c.req.valid('param').id);
  const totals = {
    SubTotalInclTax: order.SubTotalInclTax,
    SubTotalExclTax: order.SubTotalExclTax,
    ShippingCostsInclTax: order.ShippingPrice,
    TaxAmount: order.TaxAmount,
    TotalInclTax: order.TotalInclTax,
    TotalExclTax: order.TotalExclTax,
  };
  return c.json({ Success: true as const, Order: order, Totals: totals, StoreUrl: storeUrl }, 200);
};

/** At most this many orders in an export (§9 getAll 1000). */
const EXPORT_LIMIT = 1000;

export const exportOrdersHandler: RouteHandler<typeof exportOrdersRoute, AppEnv> = async (c) => {
  const { deps } = c.var;
  const customerId = await actingCustomerId(deps, c.var.session);
  const { rows } = await listOrders(deps.database.db, customerId, 0, EXPORT_LIMIT);
  const status = (value: string) => {
    const message = ORDER_STATUS_MESSAGES[value as OrderStatus];
    return message ? translateMessage(c.var.language, message) : value;
  };
  const { t } = documentTexts(c.var.language);
  const file = await xlsxOf(
    t('ordersSheet'),
    [
      { header: t('orderNumber'), width: 18 },
      { header: t('orderDate'), width: 14 },
      { header: t('status'), width: 34 },
      { header: t('yourReference'), width: 20 },
      { header: t('delivery'), width: 24 },
      { header: t('orderedBy'), width: 20 },
      { header: t('totalExcl'), width: 16 },
      { header: t('totalIncl'), width: 16 },
    ],
    rows.map((row) => [
      { text: row.number },
      { date: row.createdAt },
      { text: status(row.status) },
      { text: row.customerReference },
      { text: row.shippingMethod === 'Pickup' ? t('pickupAt', { store: row.storeName ?? '' }) : t('homeDelivery') },
      { text: row.placedByName ?? '' },
      { cents: row.totalExclCents },
      { cents: row.totalInclCents },
    ]),
  );
  return fileResponse(file, XLSX_TYPE, documentFileName('orders', '', 'xlsx', c.var.language)) as never;
};
