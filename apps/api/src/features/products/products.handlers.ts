import type { RouteHandler } from '@hono/zod-openapi';
import {
  availabilityMessage,
  centsToAmount,
  contentLanguage,
  type ContentLanguage,
  type Price,
  isValidInCart,
  orderImages,
  selectDiscount,
  webshopBannerKind,
  MAX_INT4,
  discountLookupStart,
  REVIEW_SORTS,
  type ReviewSort,
} from '@toonbank/domain';
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
  type ProductDetailRow,
} from '@toonbank/db/repositories/products';
import type { AppEnv } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { requireSession } from '../../lib/session.ts';
import { resolveViewer } from '../../lib/viewer.ts';
import { loadDeliveryContext, loadPrices, toProductSummaries, toProductSummary, type DeliveryContext } from './product.mappers.ts';
import type {
  addReviewRoute,
  addViewedRoute,
  connectionsRoute,
  discountsRoute,
  listViewedRoute,
  ProductDetail,
  productByNumberRoute,
  productByScanCodeRoute,
  productByUrlRoute,
  productsByIdsRoute,
  productsByScanCodesRoute,
  reviewsRoute,
} from './products.routes.ts';

const notFound = () => new ApiError(404, 'NOT_FOUND', 'notFound');
export const productNotFound = () => new ApiError(404, 'PRODUCT_NOT_FOUND', 'productNotFound');

export function toProductDetail(
  row: ProductDetailRow,
  price: Price,
  variantPrices: ReadonlyMap<number, Price>,
  now: Date,
  language: ContentLanguage = 'nl',
  delivery: DeliveryContext | null = null,
): ProductDetail {
  const summary = toProductSummary(row, price, language, delivery);
  // Name, description, usage and USPs are translated together (issue 12); the ingredients stay Dutch.
  const translation = summary.Language === 'nl' ? undefined : row.translations[summary.Language];
  const images = orderImages(row.images);
  return {
    ...summary,
    Img: images[0]?.url ?? row.image,
    Gallery: images.map((image) => ({ Url: image.url, Type: image.type })),
    Brand:
      row.brandId !== null && row.brandName !== null
        ? { Id: row.brandId, Name: row.brandName, Url: row.brandUrl ?? '', Img: row.brandImg, Description: row.brandDescription ?? '' }
        : null,
    RetailPrice: row.retailPriceInclCents === null ? null : centsToAmount(row.retailPriceInclCents),
    IsViewable: row.isViewable,
    IsValidInCart: isValidInCart({ ...row, hasWebNode: row.webNodeIds.length > 0 }),
    ScanCode: row.scanCode,
    SupplierProductCode: row.supplierProductCode,
    DeliverableFromDate: row.deliverableFromDate,
    AvailabilityMessage: availabilityMessage(row.supplierState),
    WebshopBannerKind: row.webshopBanner ? webshopBannerKind(row.webshopBanner, now) : null,
    Size: row.size,
    ColorHex: row.colorHex,
    ColorName: row.colorName,
    Unit: row.unit,
    UnitPriceInclTax: row.unitContent && row.unitContent > 0 ? centsToAmount(Math.round(price.unit.inclCents / row.unitContent)) : null,
    UnitPriceExclTax: row.unitContent && row.unitContent > 0 ? centsToAmount(Math.round(price.unit.exclCents / row.unitContent)) : null,
    Tags: row.tags,
    Description: translation?.description ?? row.description,
    Ingredients: row.ingredients,
    Usage: translation?.usage ?? row.usage,
    Usps: translation?.usps ? translation.usps.split('\n') : row.usps,
    MoreLessLevels: price.tiers.map((tier) => ({
      Quantity: tier.quantity,
      PriceInclTax: centsToAmount(tier.unit.inclCents),
      PriceExclTax: centsToAmount(tier.unit.exclCents),
      Save: tier.save,
    })),
    Variants: row.variants.map((variant) => ({
      ...toProductSummary(variant, variantPrices.get(variant.id)!, language, delivery),
      ConnectionType: variant.connectionType,
      Size: variant.size,
      ColorHex: variant.colorHex,
      ColorName: variant.colorName,
    })),
    WebNodeIds: row.webNodeIds,
  };
}

export const productByUrlHandler: RouteHandler<typeof productByUrlRoute, AppEnv> = async (c) => {
  const { deps } = c.var;
  const viewer = await resolveViewer(deps, c.var.session);
  const now = deps.now();
  const row = await findProductDetail(deps.database.db, viewer, c.req.valid('param').url);
  if (!row) throw productNotFound();
  const [prices, delivery] = await Promise.all([loadPrices(deps, viewer, [row, ...row.variants]), loadDeliveryContext(deps)]);
  return c.json({ Success: true as const, Data: toProductDetail(row, prices.get(row.id)!, prices, now, contentLanguage(c.var.language), delivery) }, 200);
};

export const productsByIdsHandler: RouteHandler<typeof productsByIdsRoute, AppEnv> = async (c) => {
  const { deps } = c.var;
  const ids = c.req
    .valid('query')
    .productIds.flatMap((value) => value.split(','))
    .map((value) => Number(value.trim()))
    .filter((id) => Number.isInteger(id) && id > 0 && id < MAX_INT4)
    .slice(0, 1000);
  const viewer = await resolveViewer(deps, c.var.session);
  const rows = await findProductSummaries(deps.database.db, viewer, [...new Set(ids)]);
  return c.json({ Success: true as const, Data: await toProductSummaries(deps, viewer, rows, contentLanguage(c.var.language)) }, 200);
};

async function findOneBy(deps: AppEnv['Variables']['deps'], session: AppEnv['Variables']['session'], field: 'number' | 'scanCode', value: string, language: ContentLanguage) {
  const viewer = await resolveViewer(deps, session);
  const [id] = await findProductIdsBy(deps.database.db, viewer, field, [value.trim()]);
  const [row] = id === undefined ? [] : await findProductSummaries(deps.database.db, viewer, [id]);
  if (!row) throw productNotFound();
  const [summary] = await toProductSummaries(deps, viewer, [row], language);
  return summary!;
}

export const productByNumberHandler: RouteHandler<typeof productByNumberRoute, AppEnv> = async (c) =>
  c.json({ Success: true as const, Data: await findOneBy(c.var.deps, c.var.session, 'number', c.req.valid('param').number, contentLanguage(c.var.language)) }, 200);

export const productByScanCodeHandler: RouteHandler<typeof productByScanCodeRoute, AppEnv> = async (c) =>
  c.json({ Success: true as const, Data: await findOneBy(c.var.deps, c.var.session, 'scanCode', c.req.valid('param').code, contentLanguage(c.var.language)) }, 200);

export const productsByScanCodesHandler: RouteHandler<typeof productsByScanCodesRoute, AppEnv> = async (c) => {
  const { deps } = c.var;
  const codes = [...new Set(c.req.valid('json').ScanCodes.map((code) => code.trim()).filter(Boolean))];
  const viewer = await resolveViewer(deps, c.var.session);
  const ids = await findProductIdsBy(deps.database.db, viewer, 'scanCode', codes);
  const rows = await findProductSummaries(deps.database.db, viewer, ids);
  return c.json({ Success: true as const, Data: await toProductSummaries(deps, viewer, rows, contentLanguage(c.var.language)) }, 200);
};

export const connectionsHandler: RouteHandler<typeof connectionsRoute, AppEnv> = async (c) => {
  const { deps } = c.var;
  const { id } = c.req.valid('param');
  const { limit, type } = c.req.valid('query');
  const viewer = await resolveViewer(deps, c.var.session);
  if (!(await isProductVisible(deps.database.db, viewer, id))) throw notFound();
  const rows = await listConnections(deps.database.db, viewer, id, type ?? 'Interesting', limit);
  return c.json({ Success: true as const, Data: await toProductSummaries(deps, viewer, rows, contentLanguage(c.var.language)) }, 200);
};

/** The review sorts by their names lower-cased, so a query may name one in any case. */
const REVIEW_SORT_NAMES: ReadonlyMap<string, ReviewSort> = new Map(REVIEW_SORTS.map((sort) => [sort.toLowerCase(), sort]));

/** Maps the query of §7 (sortField CreatedAt or Rating, sortAscending) or a §9 review-sort name to one of the four review sorts. */
export function reviewSort(sortField: string | undefined, sortAscending: string | undefined): ReviewSort {
  const field = (sortField ?? '').toLowerCase();
  const ascending = (sortAscending ?? '').toLowerCase() === 'true';
  const named = REVIEW_SORT_NAMES.get(field);
  if (named) return named;
  if (field === 'rating' || field === 'customerrating') return ascending ? 'fewestStars' : 'mostStars';
  return ascending ? 'oldestFirst' : 'newestFirst';
}

export const reviewsHandler: RouteHandler<typeof reviewsRoute, AppEnv> = async (c) => {
  const { deps } = c.var;
  const { id } = c.req.valid('param');
  const { offset, limit, sortField, sortAscending } = c.req.valid('query');
  const viewer = await resolveViewer(deps, c.var.session);
  if (!(await isProductVisible(deps.database.db, viewer, id))) throw notFound();
  const { rows, total, average } = await listReviews(deps.database.db, id, reviewSort(sortField, sortAscending), { offset, limit });
  return c.json(
    {
      Success: true as const,
      Data: {
        Reviews: rows.map((r) => ({ Id: r.id, Rating: r.rating, Content: r.content, Date: r.createdAt.toISOString(), FirstName: r.firstName })),
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
  if (!(await isProductVisible(deps.database.db, viewer, productId))) throw notFound();
  if (!viewer.customer) return c.json({ Success: true as const, Stored: false }, 200);
  await recordViewedProduct(deps.database.db, viewer.customer.id, productId, deps.now());
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
  const parsed = startDate ? new Date(startDate) : null;
  const now = parsed && !Number.isNaN(parsed.getTime()) ? parsed : deps.now();
  const codes = [...new Set(flyerCodes.flatMap((v) => v.split(/[;,]/)).map((v) => v.trim()).filter(Boolean))].slice(0, 50);
  const viewer = await resolveViewer(deps, c.var.session);
  const candidates = await listDiscountsByFlyerCodes(deps.database.db, codes, discountLookupStart(now), now);
  const chosen = codes.map((code) => selectDiscount(candidates, code, viewer.priceListId, now)).filter((d) => d !== null);
  return c.json(
    {
      Success: true as const,
      Data: chosen.map((d) => ({
        Id: d.id,
        Name: d.name,
        Category: d.category,
        FlyerCode: d.flyerCode,
        StartDate: d.startDate.toISOString(),
        EndDate: d.endDate.toISOString(),
        Image: d.image,
        PriceListId: d.priceListId,
        Percentage: d.percentage,
      })),
    },
    200,
  );
};
