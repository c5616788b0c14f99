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
  type PricingFacts,
} from '@toonbank/domain';
import type { Executor } from '@toonbank/db/client';
import {
  changeCart,
  changeCartAt,
  emptyCart,
  findCartProducts,
  listCartLines,
  listCartLineStock,
  listLockedCartLines,
  productsInWebNode,
  writeCartLinesAt,
  type CartLineRow,
  type CartLineWrite,
  type CartProductRow,
} from '@toonbank/db/repositories/cart';
import { findCustomerIn } from '@toonbank/db/repositories/customers';
import type { CartRevision } from '@toonbank/db/repositories/revisions';
import type { AppDeps } from '../../lib/context.ts';
import { viewerFor, viewerOf, type Viewer } from '../../lib/viewer.ts';
import { loadGiftSettings } from './gift-settings.ts';
import { loadPricer, loadPricingFacts, pricerOf, type Pricer } from './product.mappers.ts';
import { keptProductSummary } from './cart-json.ts';
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
    Product: keptProductSummary(product, price),
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

/**
 * What a computed cart is made of: the viewer, the lines and their products with their pricing facts. The cart cache
 * keeps it beside the cart (`cart-cache.ts`), so a batch on a cart unchanged since reads none of it again.
 */
export interface CartBasis {
  viewer: Viewer;
  lines: readonly CartLineRow[];
  products: ReadonlyMap<number, CartProductRow>;
  facts: ReadonlyMap<number, PricingFacts>;
}

/** The cart as read (§7 GET cart), with over-stock lines fixed first (§4). */
export async function readCart(deps: AppDeps, viewer: Viewer, customerId: number): Promise<Cart> {
  return (await readCartWithBasis(deps, viewer, customerId)).cart;
}

/** `readCart` with what the cart was computed from. */
export async function readCartWithBasis(deps: AppDeps, viewer: Viewer, customerId: number): Promise<{ cart: Cart; basis: CartBasis }> {
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
      warnings.push(...fixWarnings(fixes));
      const writes = fixWrites(fixes);
      return { writes, result: withWrites(locked, writes) };
    });
  }
  const now = deps.now();
  const facts = await loadPricingFacts(db, viewer, [...products.values()], now);
  const price = pricerOf(viewer, facts, now);
  const cart = toCart(lines, products, price, warnings);
  const gone = await giftsGone(deps, lines, products, cart);
  if (gone.size === 0) return { cart, basis: { viewer, lines, products, facts } };
  // §4: gifts leave by themselves when the cart no longer qualifies; decided on the locked lines, written at once.
  const kept = await changeCart(db, customerId, (locked) => {
    const removed = locked.filter((line) => line.derived && gone.has(line.productId));
    for (const line of removed) warnings.push(warning(line.productId, 'GIFT_REMOVED', 0));
    return Promise.resolve({
      writes: removed.map((line) => ({ productId: line.productId, quantity: 0 })),
      result: locked.filter((line) => !removed.includes(line)),
    });
  });
  return { cart: toCart(kept, products, price, warnings), basis: { viewer, lines: kept, products, facts } };
}

/** The warnings of over-stock fixes (§4): lowered to the limit, or removed when nothing is left. */
function fixWarnings(fixes: ReturnType<typeof fixesFor>): CartWarning[] {
  return fixes.map(({ fix, line }) =>
    fix.action === 'delete' ? warning(line.productId, 'OUT_OF_STOCK', 0) : warning(line.productId, 'OVER_STOCK', fix.quantity),
  );
}

/** The writes of over-stock fixes (the line's accepted price stays). */
function fixWrites(fixes: ReturnType<typeof fixesFor>): CartLineWrite[] {
  return fixes.map(({ fix, line }) => ({ productId: line.productId, quantity: fix.action === 'delete' ? 0 : fix.quantity }));
}

/**
 * The lines after writes, in memory and in the order added: a write of 0 removes the line, a new product's line comes
 * last with an id after the others (its real id comes with the write), an accepted price left out stays.
 */
function withWrites(lines: readonly CartLineRow[], writes: readonly CartLineWrite[]): CartLineRow[] {
  const latest = new Map(writes.map((write) => [write.productId, write]));
  const after: CartLineRow[] = [];
  for (const line of lines) {
    const write = latest.get(line.productId);
    latest.delete(line.productId);
    if (!write) after.push(line);
    else if (write.quantity > 0) after.push(applied(line, write));
  }
  let id = Math.max(0, ...lines.map((line) => line.id));
  for (const write of latest.values()) {
    if (write.quantity <= 0) continue;
    const line = {
      id: ++id,
      productId: write.productId,
      quantity: 0,
      derived: write.derived ?? false,
      notes: '',
      confirmedUnitInclCents: null,
      confirmedUnitExclCents: null,
    };
    after.push(applied(line, write));
  }
  return after;
}

function applied(line: CartLineRow, write: CartLineWrite): CartLineRow {
  return {
    ...line,
    quantity: write.quantity,
    confirmedUnitInclCents: write.confirmed?.inclCents ?? line.confirmedUnitInclCents,
    confirmedUnitExclCents: write.confirmed?.exclCents ?? line.confirmedUnitExclCents,
  };
}

/** Writes of several steps as one: per product the last quantity, with the last accepted price any of them set. */
function mergedWrites(...steps: readonly (readonly CartLineWrite[])[]): CartLineWrite[] {
  const merged = new Map<number, CartLineWrite>();
  for (const write of steps.flat()) {
    const before = merged.get(write.productId);
    merged.set(write.productId, {
      productId: write.productId,
      quantity: write.quantity,
      confirmed: write.confirmed ?? before?.confirmed,
      derived: write.derived ?? before?.derived,
    });
  }
  return [...merged.values()];
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
  /** In a cart change's transaction: the content revision it read and the transaction to read in. */
  at?: { contentRevision: number; executor: Executor },
): Promise<Set<number>> {
  if (!lines.some((line) => line.derived)) return new Set();
  const settings = await loadGiftSettings(deps, at);
  const samples =
    settings.sampleNodeId === null
      ? new Set<number>()
      : await productsInWebNode(
          at?.executor ?? deps.database.db,
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
  return (await changeCartLines(deps, customerId, changes, { viewer })).cart;
}

/** What a batch did: the cart as `readCart` shows it afterwards (with the batch's warnings first) and what it is made of. */
export interface CartLinesChange {
  cart: Cart;
  basis: CartBasis;
  /** The cart's and the shop's revisions the batch was decided at (the basis is that of these, with `revision`). */
  at: CartRevision;
  /** The cart's revision after the batch's writes (`at`'s when nothing was written). */
  revision: number;
  /** The moment the batch priced at. */
  pricedAt: Date;
  /** Products read for the batch (not in the basis it started from). */
  read: number[];
}

/**
 * A batch (§7 POST cart/lines/batch, §8) in one transaction while the cart row is locked: the changes are decided in
 * order on the locked lines (`decideBatch`), and everything is written in one statement; the cart is then computed
 * from what was decided, not read again. `viewer`: the viewer when the caller has it, else the customer is read in the
 * transaction.
 */
export async function changeCartLines(
  deps: AppDeps,
  customerId: number,
  changes: readonly CartChange[],
  options: { viewer?: Viewer } = {},
): Promise<CartLinesChange> {
  const now = deps.now();
  const { result, lock, written, revision } = await changeCartAt(deps.database.db, customerId, async (lock, tx) => {
    const viewer = options.viewer ?? viewerOf((await findCustomerIn(tx, customerId)) ?? null);
    const lines = await listLockedCartLines(tx, lock.cartId);
    const basis = { viewer, lines, products: new Map(), facts: new Map() };
    const decided = await decideBatch(deps, { executor: tx, contentRevision: lock.content }, basis, changes, now);
    return { writes: decided.writes, result: decided };
  });
  return changed(result, written, { at: lock, revision, pricedAt: now });
}

/**
 * The same batch on a cart whose basis the caller knows at `at` (the cart cache, `changedCart`), decided without
 * holding a lock: only products new to the cart are read, and the writes are made in one statement (its own
 * transaction) that locks the cart row and writes only while the cart and the shop are still at `at`, so the outcome
 * is that of `changeCartLines` at `at`. Null when they moved on (or there is nothing to write): nothing was written,
 * and the caller takes `changeCartLines`.
 */
export async function changeKnownCartLines(
  deps: AppDeps,
  changes: readonly CartChange[],
  known: { basis: CartBasis; at: CartRevision; now: Date },
): Promise<CartLinesChange | null> {
  const { basis, at, now } = known;
  const decided = await decideBatch(deps, { executor: deps.database.db, contentRevision: at.content }, basis, changes, now);
  if (decided.writes.length === 0) return null;
  const outcome = await writeCartLinesAt(deps.database.db, at, decided.writes, new Set(basis.lines.map((line) => line.productId)));
  return outcome && changed(decided, outcome.written, { at, revision: outcome.revision, pricedAt: now });
}

/** A batch decided on a cart's basis: the writes, the warnings and the lines after them (in memory). */
interface DecidedBatch {
  viewer: Viewer;
  products: ReadonlyMap<number, CartProductRow>;
  facts: ReadonlyMap<number, PricingFacts>;
  price: Pricer;
  writes: CartLineWrite[];
  warnings: CartWarning[];
  after: CartLineRow[];
  read: number[];
}

/**
 * Decides a batch on a cart's basis (its lines, and what it knows of their products): reads the products it lacks
 * (in `at.executor`: the transaction holding the cart's lock, or the pool), takes the changes in order
 * (`decideChanges`), then GET cart's over-stock fix (§4) on the result, saved with the batch rather than by the next
 * read, and the gifts' rule (§4) on the cart as it will be.
 */
async function decideBatch(
  deps: AppDeps,
  at: { executor: Executor; contentRevision: number },
  basis: CartBasis,
  changes: readonly CartChange[],
  now: Date,
): Promise<DecidedBatch> {
  const { viewer, lines } = basis;
  const wanted = [...lines.map((line) => line.productId), ...changes.map((change) => change.productId)].filter(
    (id) => !basis.products.has(id),
  );
  const read = await findCartProducts(at.executor, viewer, wanted);
  const readFacts = await loadPricingFacts(at.executor, viewer, [...read.values()], now);
  const products = new Map([...basis.products, ...read]);
  const facts = new Map([...basis.facts, ...readFacts]);
  const price = pricerOf(viewer, facts, now);
  const decided = decideChanges(lines, products, price, changes);
  const fixes = fixesFor(withWrites(lines, decided.writes), products);
  const fixed = mergedWrites(decided.writes, fixWrites(fixes));
  const warnings = [...decided.warnings, ...fixWarnings(fixes)];
  const after = withWrites(lines, fixed);
  const gone = after.some((line) => line.derived)
    ? await giftsGone(deps, after, products, toCart(after, products, price, []), at)
    : new Set<number>();
  const removed = after.filter((line) => line.derived && gone.has(line.productId));
  for (const line of removed) warnings.push(warning(line.productId, 'GIFT_REMOVED', 0));
  const writes = mergedWrites(
    fixed,
    removed.map((line) => ({ productId: line.productId, quantity: 0 })),
  );
  return { viewer, products, facts, price, writes, warnings, after: withWrites(lines, writes), read: [...read.keys()] };
}

/** The outcome of a decided batch once written: the written rows carry the new lines' ids and the accepted prices. */
function changed(
  decided: DecidedBatch,
  written: readonly CartLineRow[],
  saved: Pick<CartLinesChange, 'at' | 'revision' | 'pricedAt'>,
): CartLinesChange {
  const rows = new Map(written.map((row) => [row.productId, row]));
  const lines = decided.after.map((line) => rows.get(line.productId) ?? line).sort((a, b) => a.id - b.id);
  // The basis keeps what the cart's lines need, not the products of refused changes.
  const inCart = <T>(map: ReadonlyMap<number, T>): Map<number, T> =>
    new Map(
      lines.flatMap((line) => {
        const value = map.get(line.productId);
        return value === undefined ? [] : [[line.productId, value] as const];
      }),
    );
  return {
    cart: toCart(lines, decided.products, decided.price, decided.warnings),
    basis: { viewer: decided.viewer, lines, products: inCart(decided.products), facts: inCart(decided.facts) },
    ...saved,
    read: decided.read,
  };
}

/** The batch's decisions on the cart's lines as they are (§7, §8): the writes, and a warning per change not carried out. */
function decideChanges(
  lines: readonly CartLineRow[],
  products: ReadonlyMap<number, CartProductRow>,
  price: Pricer,
  changes: readonly CartChange[],
): { writes: CartLineWrite[]; warnings: CartWarning[] } {
  const warnings: CartWarning[] = [];
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
  return { writes, warnings };
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
