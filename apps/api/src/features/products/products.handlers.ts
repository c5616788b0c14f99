/**
 * Thin handlers of the product calls. A product the viewer may not see is
 * answered as not found, never as forbidden, so its existence does not leak;
 * reviews always wait for approval, whatever the client sends.
 */
import type { RouteHandler } from '@hono/zod-openapi';
import { contentLanguage, type ContentLanguage, discountLookupStart, selectDiscount } from '@toonbank/domain';
import {
  addReview,
  findProductDetail,
  findProductIdsBy,
  findProductSummaries,
  isProductVisible,
  listConnections,
  listDiscountsByFlyerCodes,
  listReviews,
  listViewedProducts,
  recordViewedProduct,
} from '@toonbank/db/repositories/products';
import { catalogueDb, type AppEnv } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { requireSession } from '../../lib/session.ts';
import { resolveViewer } from '../../lib/viewer.ts';
import {
  deliveryMoment,
  loadDeliveryContext,
  loadPrices,
  productNotFound,
  readLiveStock,
  stockFactsOf,
  toProductSummaries,
  withStock,
} from '../shared/product.mappers.ts';
import { cachedByCatalogueRevision } from '../../lib/revision-cache.ts';
import { pricingMoment } from '../../lib/pricing-moment.ts';
import { toDiscount, toProductDetail, toReview } from './products.mappers.ts';
import { discountLookupDate, parseFlyerCodes, parseProductIds, reviewSort } from './products.parsing.ts';
import type {
  addReviewRoute,
  addViewedRoute,
  connectionsRoute,
  discountsRoute,
  listViewedRoute,
  productByNumberRoute,
  productByScanCodeRoute,
  productByUrlRoute,
  productsByIdsRoute,
  productsByScanCodesRoute,
  reviewsRoute,
} from './products.routes.ts';

const notFound = () => new ApiError(404, 'NOT_FOUND', 'notFound');

/**
 * The product page's product. The whole answer is kept per catalogue revision (decision 0017), keyed by all else it
 * depends on: the viewer's publication codes and price list, the language, the dated discounts passed
 * (`pricingMoment`), the delivery promise of now and the month (the web shop banner). Stock is not part of the
 * catalogue revision: the stock of the product and its variants is read live on every request.
 */
export const productByUrlHandler: RouteHandler<typeof productByUrlRoute, AppEnv> = async (c) => {
  const { deps } = c.var;
  const viewer = await resolveViewer(deps, c.var.session);
  const now = deps.now();
  const url = c.req.valid('param').url;
  const language = contentLanguage(c.var.language);
  const [pricing, delivery] = await Promise.all([pricingMoment(deps), deliveryMoment(deps)]);
  const key = JSON.stringify([
    'product-url',
    [...viewer.publicationCodes].sort(),
    viewer.priceListId,
    url,
    language,
    pricing,
    delivery,
    now.toISOString().slice(0, 7),
  ]);
  const cached = await cachedByCatalogueRevision(deps, key, async () => {
    const row = await findProductDetail(catalogueDb(deps), viewer, url);
    if (!row) return null;
    const [prices, context] = await Promise.all([loadPrices(deps, viewer, [row, ...row.variants]), loadDeliveryContext(deps)]);
    return {
      detail: toProductDetail(row, prices.get(row.id)!, prices, now, language, context),
      stock: [row, ...row.variants].map((product) => [product.id, stockFactsOf(product)] as const),
    };
  });
  if (!cached) throw productNotFound();
  const facts = new Map(cached.stock);
  const live = await readLiveStock(deps, [...facts.keys()]);
  const detail = withStock(cached.detail, live, facts);
  return c.json(
    { Success: true as const, Data: { ...detail, Variants: cached.detail.Variants.map((variant) => withStock(variant, live, facts)) } },
    200,
  );
};

export const productsByIdsHandler: RouteHandler<typeof productsByIdsRoute, AppEnv> = async (c) => {
  const { deps } = c.var;
  const ids = parseProductIds(c.req.valid('query').productIds);
  const viewer = await resolveViewer(deps, c.var.session);
  const rows = await findProductSummaries(catalogueDb(deps), viewer, ids);
  return c.json({ Success: true as const, Data: await toProductSummaries(deps, viewer, rows, contentLanguage(c.var.language)) }, 200);
};

async function findOneBy(
  deps: AppEnv['Variables']['deps'],
  session: AppEnv['Variables']['session'],
  field: 'number' | 'scanCode',
  value: string,
  language: ContentLanguage,
) {
  const viewer = await resolveViewer(deps, session);
  const [id] = await findProductIdsBy(catalogueDb(deps), viewer, field, [value.trim()]);
  const [row] = id === undefined ? [] : await findProductSummaries(catalogueDb(deps), viewer, [id]);
  if (!row) throw productNotFound();
  const [summary] = await toProductSummaries(deps, viewer, [row], language);
  return summary!;
}

export const productByNumberHandler: RouteHandler<typeof productByNumberRoute, AppEnv> = async (c) =>
  c.json(
    {
      Success: true as const,
      Data: await findOneBy(c.var.deps, c.var.session, 'number', c.req.valid('param').number, contentLanguage(c.var.language)),
    },
    200,
  );

export const productByScanCodeHandler: RouteHandler<typeof productByScanCodeRoute, AppEnv> = async (c) =>
  c.json(
    {
      Success: true as const,
      Data: await findOneBy(c.var.deps, c.var.session, 'scanCode', c.req.valid('param').code, contentLanguage(c.var.language)),
    },
    200,
  );

export const productsByScanCodesHandler: RouteHandler<typeof productsByScanCodesRoute, AppEnv> = async (c) => {
  const { deps } = c.var;
  const codes = [
    ...new Set(
      c.req
        .valid('json')
        .ScanCodes.map((code) => code.trim())
        .filter(Boolean),
    ),
  ];
  const viewer = await resolveViewer(deps, c.var.session);
  const ids = await findProductIdsBy(catalogueDb(deps), viewer, 'scanCode', codes);
  const rows = await findProductSummaries(catalogueDb(deps), viewer, ids);
  return c.json({ Success: true as const, Data: await toProductSummaries(deps, viewer, rows, contentLanguage(c.var.language)) }, 200);
};

export const connectionsHandler: RouteHandler<typeof connectionsRoute, AppEnv> = async (c) => {
  const { deps } = c.var;
  const { id } = c.req.valid('param');
  const { limit, type } = c.req.valid('query');
  const viewer = await resolveViewer(deps, c.var.session);
  if (!(await isProductVisible(catalogueDb(deps), viewer, id))) throw notFound();
  const rows = await listConnections(catalogueDb(deps), viewer, id, type ?? 'Interesting', limit);
  return c.json({ Success: true as const, Data: await toProductSummaries(deps, viewer, rows, contentLanguage(c.var.language)) }, 200);
};

export const reviewsHandler: RouteHandler<typeof reviewsRoute, AppEnv> = async (c) => {
  const { deps } = c.var;
  const { id } = c.req.valid('param');
  const { offset, limit, sortField, sortAscending } = c.req.valid('query');
  const viewer = await resolveViewer(deps, c.var.session);
  // The visibility check and the reviews in one statement (decision 0026).
  const reviews = await listReviews(catalogueDb(deps), viewer, id, reviewSort(sortField, sortAscending), { offset, limit });
  if (!reviews) throw notFound();
  const { rows, total, average } = reviews;
  return c.json(
    {
      Success: true as const,
      Data: {
        Reviews: rows.map(toReview),
        Total: total,
        Average: average,
      },
    },
    200,
  );
};

export const addReviewHandler: RouteHandler<typeof addReviewRoute, AppEnv> = async (c) => {
  const { deps } = c.var;
  const session = requireSession(c.var.session);
  const { id } = c.req.valid('param');
  const body = c.req.valid('json');
  const viewer = await resolveViewer(deps, session);
  if (!viewer.customer) throw new ApiError(403, 'FORBIDDEN', 'forbidden');
  if (!(await isProductVisible(deps.database.db, viewer, id))) throw notFound();
  // Reviews always wait for approval, whatever the client sends as isVisible.
  const reviewId = await addReview(deps.database.db, {
    productId: id,
    customerId: viewer.customer.id,
    firstName: viewer.customer.firstName,
    rating: body.customerRating,
    content: body.content,
  });
  return c.json({ Success: true as const, Id: reviewId }, 200);
};

export const addViewedHandler: RouteHandler<typeof addViewedRoute, AppEnv> = async (c) => {
  const { deps } = c.var;
  const { productId } = c.req.valid('json');
  const viewer = await resolveViewer(deps, c.var.session);
  if (!viewer.customer) {
    if (!(await isProductVisible(deps.database.db, viewer, productId))) throw notFound();
    return c.json({ Success: true as const, Stored: false }, 200);
  }
  // The visibility check and the write in one statement (the product page's loader sends this on every page).
  if (!(await recordViewedProduct(deps.database.db, viewer, viewer.customer.id, productId, deps.now()))) throw notFound();
  return c.json({ Success: true as const, Stored: true }, 200);
};

export const listViewedHandler: RouteHandler<typeof listViewedRoute, AppEnv> = async (c) => {
  const { deps } = c.var;
  const viewer = await resolveViewer(deps, c.var.session);
  if (!viewer.customer) return c.json({ Success: true as const, Data: [] }, 200);
  const rows = await listViewedProducts(deps.database.db, viewer, viewer.customer.id, c.req.valid('query').limit);
  return c.json({ Success: true as const, Data: await toProductSummaries(deps, viewer, rows, contentLanguage(c.var.language)) }, 200);
};

export const discountsHandler: RouteHandler<typeof discountsRoute, AppEnv> = async (c) => {
  const { deps } = c.var;
  const { flyerCodes, startDate } = c.req.valid('query');
  const now = discountLookupDate(startDate, deps.now());
  const codes = parseFlyerCodes(flyerCodes);
  const viewer = await resolveViewer(deps, c.var.session);
  const candidates = await listDiscountsByFlyerCodes(catalogueDb(deps), codes, discountLookupStart(now), now);
  const chosen = codes.map((code) => selectDiscount(candidates, code, viewer.priceListId, now)).filter((d) => d !== null);
  return c.json({ Success: true as const, Data: chosen.map(toDiscount) }, 200);
};
