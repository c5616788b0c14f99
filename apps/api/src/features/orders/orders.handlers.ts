import type { RouteHandler } from '@hono/zod-openapi';
import { findOrder, listOrderLines, listOrders } from '@toonbank/db/repositories/orders';
import { findStoreById } from '@toonbank/db/repositories/stores';
import type { AppEnv } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { actingCustomerId } from '../shared/acting-customer.ts';
import { toOrder } from './orders.mappers.ts';
import type { getOrderRoute, listOrdersRoute, orderSuccessRoute } from './orders.routes.ts';

const orderNotFound = () => new ApiError(404, 'ORDER_NOT_FOUND', 'orderNotFound');

export const listOrdersHandler: RouteHandler<typeof listOrdersRoute, AppEnv> = async (c) => {
  const { deps } = c.var;
  const customerId = await actingCustomerId(deps, c.var.session);
  const { offset, limit } = c.req.valid('query');
  const { rows, total } = await listOrders(deps.database.db, customerId, offset, Math.min(limit, 100));
  const lines = await listOrderLines(
    deps.database.db,
    rows.map((r) => r.id),
  );
  const orders = rows.map((row) => toOrder(row, lines.get(row.id) ?? [], [], c.var.language));
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
  const store = found.order.storeId ? await findStoreById(deps.database.db, found.order.storeId) : undefined;
  const storeUrl = store ? `/winkel/${store.url}` : null;
  return { ...found, storeUrl, order: toOrder(found.order, found.lines, found.payments, c.var.language, storeUrl, found.discounts) };
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
