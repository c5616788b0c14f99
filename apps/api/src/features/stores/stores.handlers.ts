import type { RouteHandler } from '@hono/zod-openapi';
import {
  findExcludedStoreIds,
  findStoreById,
  findStoreByUrl,
  listProductStoreStock,
  listProductsStoreStock,
  listStores,
} from '@toonbank/db/repositories/stores';
import { isProductVisible } from '@toonbank/db/repositories/products';
import { findProductSummaries } from '@toonbank/db/repositories/products';
import { sortStores, type LatLng } from '@toonbank/domain';
import type { AppEnv } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { cachedByRevision } from '../../lib/revision-cache.ts';
import { resolveViewer } from '../../lib/viewer.ts';
import { productNotFound, stockFields } from '../shared/product.mappers.ts';
import type {
  listStoresRoute,
  productsStockRoute,
  productStockRoute,
  storeByIdRoute,
  storeByUrlRoute,
  storeSocialRoute,
} from './stores.routes.ts';
import { geocoderFor, type GeoLocation } from '../shared/geocoder.ts';
import { toStore, toStoreDetail, toStoreStock } from './stores.map.ts';

export const listStoresHandler: RouteHandler<typeof listStoresRoute, AppEnv> = async (c) => {
  const query = c.req.valid('query');
  const { deps } = c.var;
  const now = deps.now();
  let rows = await cachedByRevision(deps, 'stores:all', () => listStores(deps.database.db));
  const tags = query.storeTags === undefined ? [] : [query.storeTags].flat();
  if (tags.length > 0) rows = rows.filter((row) => tags.includes(row.type));
  let origin: LatLng | null = null;
  let location: GeoLocation | null = null;
  let locationNotFound = false;
  if (query.near !== undefined && query.near.trim() !== '') {
    location = await geocoderFor(deps).geocode(query.near);
    if (location) origin = { lat: location.Lat, lng: location.Lng };
    else locationNotFound = true;
  } else if (query.distanceFromLatitude !== null && query.distanceFromLongitude !== null) {
    origin = { lat: query.distanceFromLatitude, lng: query.distanceFromLongitude };
  }
  const sort = origin && (query.near !== undefined || query.sort === 'distance') ? 'distance' : query.sort;
  const sorted = sortStores(rows, sort, origin);
  return c.json(
    {
      Success: true as const,
      Data: {
        Stores: sorted.map((row) => toStore(row, now, row.distanceInMeters)),
        Location: location,
        LocationNotFound: locationNotFound,
      },
    },
    200,
  );
};

const storeNotFound = () => new ApiError(404, 'STORE_NOT_FOUND', 'storeNotFound');

export const storeByUrlHandler: RouteHandler<typeof storeByUrlRoute, AppEnv> = async (c) => {
  const { deps } = c.var;
  const row = await findStoreByUrl(deps.database.db, c.req.valid('param').url);
  if (!row) throw storeNotFound();
  return c.json({ Success: true as const, Data: toStoreDetail(row, deps.now()) }, 200);
};

export const storeByIdHandler: RouteHandler<typeof storeByIdRoute, AppEnv> = async (c) => {
  const { deps } = c.var;
  const row = await findStoreById(deps.database.db, c.req.valid('param').id);
  if (!row) throw storeNotFound();
  return c.json({ Success: true as const, Data: toStoreDetail(row, deps.now()) }, 200);
};

export const storeSocialHandler: RouteHandler<typeof storeSocialRoute, AppEnv> = async (c) => {
  const row = await findStoreById(c.var.deps.database.db, c.req.valid('param').id);
  if (!row) throw storeNotFound();
  return c.json({ Success: true as const, Data: row.social }, 200);
};

export const productStockHandler: RouteHandler<typeof productStockRoute, AppEnv> = async (c) => {
  const { deps, session } = c.var;
  const { id } = c.req.valid('param');
  const db = deps.database.db;
  const viewer = await resolveViewer(deps, session);
  if (!(await isProductVisible(db, viewer, id))) {
    throw productNotFound();
  }
  const now = deps.now();
  const rows = await listProductStoreStock(db, id, await findExcludedStoreIds(db));
  return c.json({ Success: true as const, Data: rows.map(({ store, quantity }) => toStoreStock(store, quantity, now)) }, 200);
};

export const productsStockHandler: RouteHandler<typeof productsStockRoute, AppEnv> = async (c) => {
  const { deps, session } = c.var;
  const { ids, excludeStockInfo } = c.req.valid('json');
  const db = deps.database.db;
  const visible = await findProductSummaries(db, await resolveViewer(deps, session), [...new Set(ids)]);
  const storeRows = excludeStockInfo
    ? []
    : await listProductsStoreStock(
        db,
        visible.map((row) => row.id),
        await findExcludedStoreIds(db),
      );
  const now = deps.now();
  const storesOf = new Map<number, typeof storeRows>();
  for (const stock of storeRows) storesOf.set(stock.productId, [...(storesOf.get(stock.productId) ?? []), stock]);
  return c.json(
    {
      Success: true as const,
      Data: visible.map((row) => {
        const { InStock, StockQuantity, StockLevel, MaxInCart, IsOrderable } = stockFields(row);
        const stores = storesOf.get(row.id) ?? [];
        return {
          ProductId: row.id,
          InStock,
          StockQuantity,
          StockLevel,
          MaxInCart,
          IsOrderable,
          Stores: stores.map(({ store, quantity }) => toStoreStock(store, quantity, now)),
        };
      }),
    },
    200,
  );
};
