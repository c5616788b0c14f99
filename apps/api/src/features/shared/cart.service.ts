/** Cart use cases: reading the cart (with the §4 over-stock fix) and applying a batch of changes (§7, §8). */
import {
  CART_ACTION,
  CART_WARNING_MESSAGES,
  MAX_CART_LINES,
  cartItemCount,
  cartItemCountAfterFixes,
  cartTotals,
  centsToAmount,
  giftLinesToRemove,
  isCartLineValid,
  isPriceChanged,
  isValidInCart,
  orderableLimit,
  overStockFixes,
  judgeCartProduct,
  vatByRate,
  type CartWarningCode,
  type Price,
} from '@toonbank/domain';
import {
  changeCart,
  emptyCart,
  findCartProducts,
  listCartLines,
  listCartLineStock,
  productsInWebNode,
  type CartLineRow,
  type CartProductRow,
} from '@toonbank/db/repositories/cart';
import type { AppDeps } from '../../lib/context.ts';
import { viewerFor, type Viewer } from '../../lib/viewer.ts';
import { loadGiftSettings } from './gift-settings.ts';
import { loadPricer, toProductSummary, type Pricer } from './product.mappers.ts';
import type { Cart, CartChange, CartLine, CartWarning } from './cart.schemas.ts';

/** A warning with its message id as `Message`; the handlers put it in the request's language. */
const warning = (productId: number, code: CartWarningCode, quantity: number): CartWarning => ({
  ProductId: productId,
  Code: code,
  Message: CART_WARNING_MESSAGES[code],
  Quantity: quantity,
});

/** The cart warning of each verdict that keeps a product out of the cart (§8). */
const VERDICT_WARNINGS = { notFound: 'NOT_FOUND', notReleased: 'NOT_RELEASED', notOrderable: 'NOT_ORDERABLE' } as const;

function validInCart(product: CartProductRow | undefined): boolean {
  return !!product && product.visible && isValidInCart(product);
}

// ------------------------------------------------------------------ mapping

type LineCents = {
  totalIncl: number;
  totalExcl: number;
  tax: number;
  discountIncl: number;
  discountExcl: number;
  listTotal: number;
  taxRate: number;
};

/** A gift (derived line, §4): shown at EUR 0.00 and adding nothing to the totals. */
function asGift(line: CartLine & { cents: LineCents }): CartLine & { cents: LineCents } {
  return {
    ...line,
    PriceInclTax: 0,
    PriceExclTax: 0,
    OldPriceInclTax: null,
    OldPriceExclTax: null,
    TierQuantity: null,
    PriceLadder: { Leading: line.PriceLadder.Leading, Steps: [] },
    ConfirmedPriceInclTax: null,
    ConfirmedPriceExclTax: null,
    TotalInclTax: 0,
    TotalExclTax: 0,
    TaxAmount: 0,
    DiscountAmountInclTax: 0,
    DiscountAmountExclTax: 0,
    PriceChanged: false,
    MaxOrderableQuantity: line.Quantity,
    cents: { totalIncl: 0, totalExcl: 0, tax: 0, discountIncl: 0, discountExcl: 0, listTotal: 0, taxRate: line.cents.taxRate },
  };
}

function toCartLine(line: CartLineRow, product: CartProductRow | undefined, price: Price | undefined): CartLine & { cents: LineCents } {
  const valid = isCartLineValid({ derived: line.derived, productIsValidInCart: product ? validInCart(product) : null });
  if (!product || !price) {
    return {
      Id: line.id,
      ProductId: line.productId,
      Quantity: line.quantity,
      ProductTitle: '',
      Product: null,
      ProductUrl: '',
      PriceInclTax: 0,
      PriceExclTax: 0,
      OldPriceInclTax: null,
      OldPriceExclTax: null,
      TierQuantity: null,
      PriceLadder: { Leading: 'incl', Steps: [] },
      ConfirmedPriceInclTax: null,
      ConfirmedPriceExclTax: null,
      TotalInclTax: 0,
      TotalExclTax: 0,
      TaxAmount: 0,
      TaxRate: 0,
      DiscountAmountInclTax: 0,
      DiscountAmountExclTax: 0,
      AsposDerived: line.derived,
      Notes: line.notes,
      IsValid: valid,
      PriceChanged: false,
      MaxOrderableQuantity: 0,
      PurchaseUnitFactor: 1,
      cents: { totalIncl: 0, totalExcl: 0, tax: 0, discountIncl: 0, discountExcl: 0, listTotal: 0, taxRate: 0 },
    };
  }
  const changed = isPriceChanged(price.unit.inclCents, line.confirmedUnitInclCents);
  return {
    Id: line.id,
    ProductId: line.productId,
    Quantity: line.quantity,
    ProductTitle: product.name,
    Product: toProductSummary(product, price),
    ProductUrl: `/product/detail/${product.url}`,
    PriceInclTax: centsToAmount(price.unit.inclCents),
    PriceExclTax: centsToAmount(price.unit.exclCents),
    OldPriceInclTax: price.reference ? centsToAmount(price.reference.unit.inclCents) : null,
    OldPriceExclTax: price.reference ? centsToAmount(price.reference.unit.exclCents) : null,
    TierQuantity: price.tier?.quantity ?? null,
    PriceLadder: {
      Leading: price.leading,
      Steps: price.ladder.steps.map((step) => ({ Quantity: step.quantity, Price: centsToAmount(step.cents) })),
    },
    ConfirmedPriceInclTax: changed && line.confirmedUnitInclCents !== null ? centsToAmount(line.confirmedUnitInclCents) : null,
    ConfirmedPriceExclTax: changed && line.confirmedUnitExclCents !== null ? centsToAmount(line.confirmedUnitExclCents) : null,
    TotalInclTax: centsToAmount(price.totalInclCents),
    TotalExclTax: centsToAmount(price.totalExclCents),
    TaxAmount: centsToAmount(price.taxCents),
    TaxRate: product.taxRate,
    DiscountAmountInclTax: centsToAmount(price.savedInclCents),
    DiscountAmountExclTax: centsToAmount(price.savedExclCents),
    AsposDerived: line.derived,
    Notes: line.notes,
    IsValid: valid,
    PriceChanged: changed,
    MaxOrderableQuantity: orderableLimit(product),
    PurchaseUnitFactor: product.purchaseUnitFactor,
    cents: {
      totalIncl: price.totalInclCents,
      totalExcl: price.totalExclCents,
      tax: price.taxCents,
      discountIncl: price.savedInclCents,
      discountExcl: price.savedExclCents,
      listTotal: price.list.inclCents * line.quantity,
      taxRate: product.taxRate,
    },
  };
}

export function toCart(
  lines: readonly CartLineRow[],
  products: ReadonlyMap<number, CartProductRow>,
  price: Pricer,
  warnings: CartWarning[],
): Cart {
  const mapped = lines.map((line) => {
    const product = products.get(line.productId);
    const mapped = toCartLine(line, product, product && price(product, line.quantity));
    return line.derived ? asGift(mapped) : mapped;
  });
  const lineCents = mapped.map(({ cents }) => ({
    totalInclCents: cents.totalIncl,
    totalExclCents: cents.totalExcl,
    taxCents: cents.tax,
    taxRate: cents.taxRate,
    discountInclCents: cents.discountIncl,
    discountExclCents: cents.discountExcl,
    listTotalInclCents: cents.listTotal,
  }));
  const totals = cartTotals(lineCents);
  const maxima = Object.fromEntries(mapped.map((line) => [String(line.ProductId), line.MaxOrderableQuantity]));
  return {
    CartLines: mapped.map(({ cents: _cents, ...line }) => line),
    // Gifts are free extras, not pieces the customer ordered (the header's count leaves them out too).
    ItemCount: cartItemCount(lines.filter((line) => !line.derived)),
    IsDeliveryOrder: true,
    ShippingMethodType: null,
    ShippingCostsInclTax: 0,
    ShippingCostsExclTax: 0,
    DiscountAmountInclTax: centsToAmount(totals.discountInclCents),
    DiscountAmountExclTax: centsToAmount(totals.discountExclCents),
    SubTotalInclTax: centsToAmount(totals.subTotalInclCents),
    SubTotalExclTax: centsToAmount(totals.subTotalExclCents),
    TaxAmount: centsToAmount(totals.taxCents),
    TotalInclTax: centsToAmount(totals.totalInclCents),
    TotalExclTax: centsToAmount(totals.totalExclCents),
    TotalListPrice: centsToAmount(totals.totalListPriceCents),
    VatByRate: vatByRate(lineCents.filter((line) => line.totalInclCents > 0)).map((rate) => ({
      Rate: rate.rate,
      BaseExclTax: centsToAmount(rate.baseExclCents),
      TaxAmount: centsToAmount(rate.taxCents),
    })),
    Coupons: [],
    Vouchers: [],
    MaxOrderableQuantitiesDelivery: maxima,
    MaxOrderableQuantitiesPickup: { ...maxima },
    Warnings: warnings,
  };
}

/** A cart without lines (as an order leaves it): nothing to price. */
export function cartWithoutLines(): Cart {
  return toCart(
    [],
    new Map(),
    () => {
      throw new Error('a cart without lines has nothing to price');
    },
    [],
  );
}

// ------------------------------------------------------------- use cases

function fixesFor(lines: readonly CartLineRow[], products: ReadonlyMap<number, CartProductRow>) {
  const byId = new Map(lines.map((line) => [line.id, line]));
  return overStockFixes(
    lines
      .filter((line) => products.has(line.productId))
      .map((line) => ({
        id: line.id,
        quantity: line.quantity,
        derived: line.derived,
        limit: orderableLimit(products.get(line.productId)!),
      })),
  ).map((fix) => ({ fix, line: byId.get(fix.lineId)! }));
}

/** The cart as read (§7 GET cart), with over-stock lines fixed first (§4). */
export async function readCart(deps: AppDeps, viewer: Viewer, customerId: number): Promise<Cart> {
  const { db } = deps.database;
  let lines = await listCartLines(db, customerId);
  let products = await findCartProducts(
    db,
    viewer,
    lines.map((l) => l.productId),
  );
  const warnings: CartWarning[] = [];
  if (fixesFor(lines, products).length > 0) {
    // Decide again on the locked lines: another request may have changed them meanwhile.
    lines = await changeCart(db, customerId, async (locked, tx) => {
      // Read inside the transaction: a pool read while holding the cart lock starves the pool under load (checkout integrity test).
      const fresh = await findCartProducts(
        tx,
        viewer,
        locked.map((l) => l.productId),
      );
      products = fresh;
      const fixes = fixesFor(locked, fresh);
      for (const { fix, line } of fixes) {
        warnings.push(
          fix.action === 'delete' ? warning(line.productId, 'OUT_OF_STOCK', 0) : warning(line.productId, 'OVER_STOCK', fix.quantity),
        );
      }
      const writes = fixes.map(({ fix, line }) => ({ productId: line.productId, quantity: fix.action === 'delete' ? 0 : fix.quantity }));
      const quantities = new Map(writes.map((w) => [w.productId, w.quantity]));
      const after = locked
        .map((line) => (quantities.has(line.productId) ? { ...line, quantity: quantities.get(line.productId)! } : line))
        .filter((line) => line.quantity > 0);
      return { writes, result: after };
    });
  }
  const price = await loadPricer(deps, viewer, [...products.values()]);
  const cart = toCart(lines, products, price, warnings);
  const gone = await giftsGone(deps, lines, products, cart);
  if (gone.size === 0) return cart;
  // §4: gifts leave by themselves when the cart no longer qualifies; decided on the locked lines, written at once.
  const kept = await changeCart(db, customerId, (locked) => {
    const removed = locked.filter((line) => line.derived && gone.has(line.productId));
    for (const line of removed) warnings.push(warning(line.productId, 'GIFT_REMOVED', 0));
    return Promise.resolve({
      writes: removed.map((line) => ({ productId: line.productId, quantity: 0 })),
      result: locked.filter((line) => !removed.includes(line)),
    });
  });
  return toCart(kept, products, price, warnings);
}

/**
 * The gift lines that must go (§4, `giftLinesToRemove`): all when the cart total incl. VAT is no longer above the
 * threshold, else those no longer a sample the customer may choose. A cart without gifts costs nothing here.
 */
async function giftsGone(
  deps: AppDeps,
  lines: readonly CartLineRow[],
  products: ReadonlyMap<number, CartProductRow>,
  cart: Cart,
): Promise<Set<number>> {
  if (!lines.some((line) => line.derived)) return new Set();
  const settings = await loadGiftSettings(deps);
  const samples =
    settings.sampleNodeId === null
      ? new Set<number>()
      : await productsInWebNode(
          deps.database.db,
          settings.sampleNodeId,
          lines.map((line) => line.productId),
        );
  const remove = giftLinesToRemove(
    {
      totalInclCents: Math.round(cart.TotalInclTax * 100),
      lines: lines.map((line) => ({
        productId: line.productId,
        derived: line.derived,
        isSample: samples.has(line.productId),
        choosable: validInCart(products.get(line.productId)),
      })),
    },
    settings,
  );
  return new Set(remove.map((line) => line.productId));
}

/** The header's count (§7 GET cart/count): the pieces `readCart` would show after its over-stock fix, without writing. */
export async function countCart(deps: AppDeps, customerId: number): Promise<number> {
  const lines = await listCartLineStock(deps.database.db, customerId);
  return cartItemCountAfterFixes(
    lines
      .filter((line) => !line.derived)
      .map((line) => ({
        ...line,
        limit: line.purchaseUnitFactor === null ? null : orderableLimit({ ...line, purchaseUnitFactor: line.purchaseUnitFactor }),
      })),
  );
}

/**
 * Applies a batch (§7 POST cart/lines/batch). Changes are taken in order on a
 * working copy of the cart; each one the shop cannot carry out is skipped with
 * a warning (§8), and the applied ones are saved together.
 */
export async function applyCartChanges(deps: AppDeps, viewer: Viewer, customerId: number, changes: readonly CartChange[]): Promise<Cart> {
  const { db } = deps.database;
  const warnings: CartWarning[] = [];
  const products = await findCartProducts(
    db,
    viewer,
    changes.map((c) => c.productId),
  );
  const price = await loadPricer(deps, viewer, [...products.values()]);
  await changeCart(db, customerId, (lines) => {
    const quantities = new Map(lines.map((line) => [line.productId, line.quantity]));
    const gifts = new Set(lines.filter((line) => line.derived).map((line) => line.productId));
    const touched = new Set<number>();
    for (const change of changes) {
      const current = quantities.get(change.productId) ?? 0;
      if (change.action === CART_ACTION.Delete || (change.action === CART_ACTION.Update && change.quantity === 0)) {
        if (quantities.has(change.productId)) {
          quantities.set(change.productId, 0);
          touched.add(change.productId);
        }
        continue;
      }
      // A gift is one piece (§4): its quantity is not the customer's to change; removing it is.
      if (gifts.has(change.productId) && quantities.get(change.productId)) {
        warnings.push(warning(change.productId, 'GIFT_QUANTITY', current));
        continue;
      }
      const product = products.get(change.productId);
      const isNewLine = current === 0;
      const lineCount = [...quantities.values()].filter((q) => q > 0).length;
      const wanted = change.action === CART_ACTION.Add ? current + change.quantity : change.quantity;
      const verdict = product ? judgeCartProduct(product, wanted) : ({ kind: 'notFound' } as const);
      if (verdict.kind === 'notFound' || verdict.kind === 'notReleased' || verdict.kind === 'notOrderable') {
        warnings.push(warning(change.productId, VERDICT_WARNINGS[verdict.kind], current));
        continue;
      }
      if (isNewLine && lineCount >= MAX_CART_LINES) {
        warnings.push(warning(change.productId, 'CART_FULL', 0));
        continue;
      }
      if (verdict.kind === 'noStock') {
        warnings.push(warning(change.productId, 'NO_STOCK', current));
        continue;
      }
      if (verdict.kind === 'lowered') warnings.push(warning(change.productId, 'OVER_STOCK', verdict.quantity));
      quantities.set(change.productId, verdict.quantity);
      touched.add(change.productId);
    }
    // The customer sees the price at the new quantity: it becomes the line's accepted price.
    const writes = [...touched].map((productId) => {
      const quantity = quantities.get(productId) ?? 0;
      const product = products.get(productId);
      return { productId, quantity, confirmed: product && quantity > 0 ? price(product, quantity).unit : undefined };
    });
    return Promise.resolve({ writes, result: undefined });
  });
  const cart = await readCart(deps, viewer, customerId);
  return { ...cart, Warnings: [...warnings, ...cart.Warnings] };
}

/**
 * Accepts today's unit price of the given lines (all lines without ids): 'De prijs van dit product is gewijzigd'
 * goes away for them. Lines of other carts are not touched; unknown ids are ignored.
 */
export async function acceptCartPrices(
  deps: AppDeps,
  viewer: Viewer,
  customerId: number,
  lineIds: readonly number[] | undefined,
): Promise<Cart> {
  const { db } = deps.database;
  await changeCart(db, customerId, async (lines, tx) => {
    const chosen = lines.filter((line) => !lineIds || lineIds.includes(line.id));
    // Inside the transaction, as readCart's fix: no pool reads while the cart is locked.
    const products = await findCartProducts(
      tx,
      viewer,
      chosen.map((line) => line.productId),
    );
    const price = await loadPricer(deps, viewer, [...products.values()], tx);
    const writes = chosen.flatMap((line) => {
      const product = products.get(line.productId);
      return product ? [{ productId: line.productId, quantity: line.quantity, confirmed: price(product, line.quantity).unit }] : [];
    });
    return { writes, result: undefined };
  });
  return readCart(deps, viewer, customerId);
}

export async function clearCart(deps: AppDeps, viewer: Viewer, customerId: number): Promise<Cart> {
  await emptyCart(deps.database.db, customerId);
  return readCart(deps, viewer, customerId);
}

/**
 * §4 'Login, register and logout reset checkout-discounted products and reload the cart'. The cart's shop-made lines
 * are its derived lines (gifts and samples; checkout bargains of the kassakoopjes node are ordinary lines at the
 * catalogue's price): when a session starts or stops acting for a customer, they are decided anew for that customer
 * (a gift that no longer qualifies at their prices or publication codes goes), and the over-stock fix is saved, so
 * the first page after it shows the cart and header count as they are. A failure here never fails the login.
 */
export async function resetDerivedLines(deps: AppDeps, customerId: number | null): Promise<void> {
  if (customerId === null) return;
  try {
    await readCart(deps, await viewerFor(deps, customerId), customerId);
  } catch (error) {
    deps.logger.warn({ err: error, customerId }, 'winkelwagen niet bijgewerkt na inloggen of uitloggen');
  }
}
