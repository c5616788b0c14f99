/**
 * Free gifts and samples in the cart (§1, §4, §9): which sample products the customer may choose, choosing and
 * removing one. The rules are the domain's (`gift-rules.ts`); a gift is a derived cart line of one piece at EUR 0.00,
 * removed by itself when the cart no longer qualifies (`readCart`).
 */
import {
  centsToAmount,
  contentLanguage,
  formatPrice,
  GIFT_QUANTITY,
  giftChoiceProblem,
  giftsLeftToChoose,
  isGiftSelectionEnabled,
  isProductShown,
  isValidInCart,
  sampleProductsInCart,
  type GiftCart,
} from '@toonbank/domain';
import { changeCart, findCartProducts, listWebNodeProductIds, productsInWebNode, type CartLineRow } from '@toonbank/db/repositories/cart';
import type { Executor } from '@toonbank/db/client';
import type { AppDeps } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { cachedByCatalogueRevision } from '../../lib/revision-cache.ts';
import { readStockRevision } from '@toonbank/db/repositories/revisions';
import type { Session } from '../../lib/session.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { loadGiftSettings, type ShopGiftSettings } from '../shared/gift-settings.ts';
import { cachedCart } from '../shared/cart-cache.ts';
import type { Cart } from '../shared/cart.schemas.ts';
import { readCart, toCart } from '../shared/cart.service.ts';
import { loadPricer, toProductSummary } from '../shared/product.mappers.ts';
import type { GiftOffer } from './gifts.routes.ts';

/**
 * The ids of the sample products this customer may choose: in the samples node, visible, orderable and in stock; best
 * first. Kept per catalogue revision, stock revision and publication codes (all it depends on; decisions 0010, 0017).
 */
async function choosableSampleIds(deps: AppDeps, viewer: Viewer, settings: ShopGiftSettings): Promise<number[]> {
  const nodeId = settings.sampleNodeId;
  if (nodeId === null) return [];
  // In stock is part of the choice: the key holds the stock revision (stock is not in the catalogue revision, decision 0017).
  const stock = await readStockRevision(deps.database.db);
  const key = `gift-samples:${nodeId}:${settings.fetchLimit}:${[...viewer.publicationCodes].sort().join(',')}:${String(stock)}`;
  return cachedByCatalogueRevision(deps, key, async () => {
    const { db } = deps.database;
    const ids = await listWebNodeProductIds(db, nodeId, settings.fetchLimit);
    const products = await findCartProducts(db, viewer, ids);
    return ids.filter((id) => {
      const product = products.get(id);
      return !!product && isProductShown(product) && product.visible && isValidInCart(product);
    });
  });
}

async function giftCart(db: Executor, settings: ShopGiftSettings, lines: readonly CartLineRow[], cart: Cart): Promise<GiftCart> {
  const samples =
    settings.sampleNodeId === null
      ? new Set<number>()
      : await productsInWebNode(
          db,
          settings.sampleNodeId,
          lines.map((line) => line.productId),
        );
  return {
    totalInclCents: Math.round(cart.TotalInclTax * 100),
    lines: lines.map((line) => ({ productId: line.productId, derived: line.derived, isSample: samples.has(line.productId) })),
  };
}

/** §7 GET cart/gifts: whether gifts may be chosen now, and a page of the samples on offer (chosen ones marked). */
export async function listGifts(
  deps: AppDeps,
  session: Session,
  viewer: Viewer,
  customerId: number,
  paging: { offset: number; limit: number },
  language: string,
): Promise<GiftOffer> {
  const { db } = deps.database;
  const settings = await loadGiftSettings(deps);
  // The cart as GET cart answers it (cached per revision; reading it removes gifts that no longer qualify).
  const { cart } = await cachedCart(deps, session, customerId);
  const lines: CartLineRow[] = cart.CartLines.map((line) => ({
    id: line.Id,
    productId: line.ProductId,
    quantity: line.Quantity,
    derived: line.AsposDerived,
    notes: line.Notes,
    confirmedUnitInclCents: null,
    confirmedUnitExclCents: null,
  }));
  const current = await giftCart(db, settings, lines, cart);
  const offered = await choosableSampleIds(deps, viewer, settings);
  const products = await findCartProducts(db, viewer, offered.slice(paging.offset, paging.offset + paging.limit));
  const page = [...products.values()];
  page.sort((a, b) => offered.indexOf(a.id) - offered.indexOf(b.id));
  const price = await loadPricer(deps, viewer, page);
  const chosen = new Set(lines.filter((line) => line.derived).map((line) => line.productId));
  const total = current.totalInclCents;
  return {
    Enabled: isGiftSelectionEnabled(current, settings),
    MaxGifts: settings.maxGifts,
    SamplesInCart: sampleProductsInCart(current),
    LeftToChoose: giftsLeftToChoose(current, settings),
    ChosenProductIds: [...chosen],
    FromCartTotalInclTax: centsToAmount(settings.fromCartTotalCents),
    RemainingForGifts: centsToAmount(Math.max(0, settings.fromCartTotalCents + 1 - total)),
    SamplesAdviceFromInclTax: centsToAmount(settings.samplesAdviceFromCents),
    CartTotalInclTax: centsToAmount(total),
    ShownAtOnce: settings.shownAtOnce,
    Total: offered.length,
    Offset: paging.offset,
    Limit: paging.limit,
    Products: page.map((product) => ({
      ...toProductSummary(product, price(product, GIFT_QUANTITY), contentLanguage(language)),
      IsChosen: chosen.has(product.id),
    })),
  };
}

/** §4: adds a sample product as a gift (one piece, EUR 0.00), or refuses with a Dutch 400 and changes nothing. */
export async function chooseGift(deps: AppDeps, viewer: Viewer, customerId: number, productId: number): Promise<Cart> {
  const { db } = deps.database;
  const settings = await loadGiftSettings(deps);
  await changeCart(db, customerId, async (lines, tx) => {
    // The total of the locked lines, by the one price computation (`toCart`), with the product asked for.
    const products = await findCartProducts(tx, viewer, [...lines.map((line) => line.productId), productId]);
    const price = await loadPricer(deps, viewer, [...products.values()], tx);
    const cart = toCart(lines, products, price, []);
    const current = await giftCart(tx, settings, lines, cart);
    const product = products.get(productId);
    const isSample = settings.sampleNodeId !== null && (await productsInWebNode(tx, settings.sampleNodeId, [productId])).has(productId);
    const problem = giftChoiceProblem(
      current,
      product ? { id: productId, isSample, orderable: isProductShown(product) && product.visible && isValidInCart(product) } : null,
      settings,
    );
    if (problem) {
      throw new ApiError(400, 'GIFT_NOT_ALLOWED', {
        id: problem,
        params: { amount: formatPrice(settings.fromCartTotalCents), max: settings.maxGifts },
      });
    }
    return { writes: [{ productId, quantity: GIFT_QUANTITY, derived: true }], result: undefined };
  });
  return readCart(deps, viewer, customerId);
}

/** Removes a chosen gift; a product that is not a gift in this cart is 404 and changes nothing. */
export async function removeGift(deps: AppDeps, viewer: Viewer, customerId: number, productId: number): Promise<Cart> {
  await changeCart(deps.database.db, customerId, (lines) => {
    if (!lines.some((line) => line.derived && line.productId === productId)) throw new ApiError(404, 'GIFT_NOT_FOUND', 'giftNotInCart');
    return Promise.resolve({ writes: [{ productId, quantity: 0 }], result: undefined });
  });
  return readCart(deps, viewer, customerId);
}
