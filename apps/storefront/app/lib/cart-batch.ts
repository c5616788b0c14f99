/**
 * The cart page's batched line changes (§4): each change is applied at once to a displayed copy of the cart and
 * kept as pending; after 1 s without changes (§9 cart batch delay) the pending changes go out as one
 * `POST cart/lines/batch` with absolute quantities. Pure functions, shared by the page and its form action.
 */
import {
  amountToCents,
  CART_ACTION,
  centsToAmount,
  linePrice,
  MAX_CART_CHANGES,
  MAX_LINE_QUANTITY,
  type CartAction,
  MAX_INT4,
} from '@toonbank/domain';

/** §9: how long the cart waits after the last change before it sends the batch. */
export const CART_BATCH_DELAY_MS = 1000;

export type CartChangeInput = { action: CartAction; productId: number; quantity: number };

/** The latest wish for one product: an absolute quantity, or removal of its line. */
export interface PendingChange {
  productId: number;
  quantity: number;
  remove: boolean;
}

/** Pending changes by product, in the order the products were first changed. */
export type PendingChanges = ReadonlyMap<number, PendingChange>;

/** Adds a change; a later change of the same product replaces the earlier one (quantities are absolute). */
export function mergeChange(pending: PendingChanges, change: PendingChange): PendingChanges {
  const next = new Map(pending);
  next.set(change.productId, change);
  return next;
}

/** The batch to send: Delete for a removed line, else Update with the absolute quantity (0 removes too). */
export function toBatch(pending: PendingChanges): CartChangeInput[] {
  return [...pending.values()].map((change) =>
    change.remove
      ? { action: CART_ACTION.Delete, productId: change.productId, quantity: 0 }
      : { action: CART_ACTION.Update, productId: change.productId, quantity: change.quantity },
  );
}

/** The form the cart page posts to its action for the pending changes (`intent=batch`), or null when none wait. */
export function batchForm(pending: PendingChanges): URLSearchParams | null {
  return pending.size === 0 ? null : new URLSearchParams({ intent: 'batch', changes: JSON.stringify(toBatch(pending)) });
}

/** The pending changes a batch carries (the inverse of `toBatch`). */
export function fromBatch(changes: readonly CartChangeInput[]): PendingChanges {
  return new Map(
    changes.map((change) => [
      change.productId,
      { productId: change.productId, quantity: change.quantity, remove: change.action === CART_ACTION.Delete },
    ]),
  );
}

const isQuantity = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_LINE_QUANTITY;
const isProductId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0 && (value as number) <= MAX_INT4;

/** A posted batch (the form action's `changes` field, JSON of `toBatch`); null when it is not one. */
export function readBatch(text: unknown): CartChangeInput[] | null {
  if (typeof text !== 'string') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length === 0 || parsed.length > MAX_CART_CHANGES) return null;
  const changes: CartChangeInput[] = [];
  for (const item of parsed as unknown[]) {
    const { action, productId, quantity } = (item ?? {}) as Record<string, unknown>;
    if ((action !== CART_ACTION.Update && action !== CART_ACTION.Delete) || !isProductId(productId) || !isQuantity(quantity)) return null;
    changes.push({ action, productId, quantity });
  }
  return changes;
}

/** The parts of a cart line and of the cart that a displayed copy recomputes (amounts in euros, as the API sends them). */
export interface CartLineAmounts {
  ProductId: number;
  Quantity: number;
  PriceInclTax: number;
  PriceExclTax: number;
  OldPriceInclTax: number | null;
  OldPriceExclTax: number | null;
  TierQuantity: number | null;
  PriceLadder: { Leading: 'incl' | 'excl'; Steps: { Quantity: number; Price: number }[] };
  TaxRate: number;
  TotalInclTax: number;
  TotalExclTax: number;
  TaxAmount: number;
  DiscountAmountInclTax: number;
  DiscountAmountExclTax: number;
}

export interface CartAmounts<L extends CartLineAmounts> {
  CartLines: L[];
  ItemCount: number;
  SubTotalInclTax: number;
  SubTotalExclTax: number;
  TaxAmount: number;
  TotalInclTax: number;
  TotalExclTax: number;
  DiscountAmountInclTax: number;
  DiscountAmountExclTax: number;
  /** VAT per rate (lines and costs); the displayed copy moves each rate by its changed lines. */
  VatByRate?: { Rate: number; BaseExclTax: number; TaxAmount: number }[];
}

const cents = (amount: number) => Math.round(amount * 100);

/**
 * A line at a new quantity, priced on its ladder by the shop's own rule (`linePrice`: the tier reached, VAT per
 * line), so the displayed unit price and totals are what the server will answer; only the discount amount is scaled.
 */
function lineAt<L extends CartLineAmounts>(line: L, quantity: number): L {
  const ladder = {
    leading: line.PriceLadder.Leading,
    taxRate: line.TaxRate,
    steps: line.PriceLadder.Steps.map((step) => ({ quantity: step.Quantity, cents: amountToCents(step.Price) })),
  };
  const priced = ladder.steps.length > 0 ? linePrice(ladder, quantity) : null;
  const scale = (amount: number) => (line.Quantity > 0 ? centsToAmount(Math.round((cents(amount) * quantity) / line.Quantity)) : 0);
  if (!priced) return { ...line, Quantity: quantity };
  const wasTier = line.TierQuantity !== null;
  return {
    ...line,
    Quantity: quantity,
    PriceInclTax: centsToAmount(priced.unit.inclCents),
    PriceExclTax: centsToAmount(priced.unit.exclCents),
    TierQuantity: priced.stepQuantity > 1 ? priced.stepQuantity : null,
    // A tier's struck-through price is the single price; a discount's 'was' price does not depend on the quantity.
    OldPriceInclTax: priced.tierReference ? centsToAmount(priced.tierReference.inclCents) : wasTier ? null : line.OldPriceInclTax,
    OldPriceExclTax: priced.tierReference ? centsToAmount(priced.tierReference.exclCents) : wasTier ? null : line.OldPriceExclTax,
    TotalInclTax: centsToAmount(priced.totalInclCents),
    TotalExclTax: centsToAmount(priced.totalExclCents),
    TaxAmount: centsToAmount(priced.taxCents),
    DiscountAmountInclTax: scale(line.DiscountAmountInclTax),
    DiscountAmountExclTax: scale(line.DiscountAmountExclTax),
  };
}

/**
 * The cart as displayed: the server's cart with the pending changes applied (removed lines left out, other quantities
 * replaced) and its totals moved by the difference of the changed lines, so amounts the lines do not carry stay.
 */
export function displayedCart<L extends CartLineAmounts, C extends CartAmounts<L>>(cart: C, pending: PendingChanges): C {
  if (pending.size === 0) return cart;
  const lines: L[] = [];
  const delta = { incl: 0, excl: 0, tax: 0, discountIncl: 0, discountExcl: 0, items: 0 };
  const byRate = new Map<number, { base: number; tax: number }>();
  for (const line of cart.CartLines) {
    const change = pending.get(line.ProductId);
    const unchanged = !change || (!change.remove && change.quantity === line.Quantity);
    const next = unchanged ? line : change.remove ? null : lineAt(line, change.quantity);
    if (next === line) {
      lines.push(line);
      continue;
    }
    delta.incl += cents(next?.TotalInclTax ?? 0) - cents(line.TotalInclTax);
    delta.excl += cents(next?.TotalExclTax ?? 0) - cents(line.TotalExclTax);
    delta.tax += cents(next?.TaxAmount ?? 0) - cents(line.TaxAmount);
    delta.discountIncl += cents(next?.DiscountAmountInclTax ?? 0) - cents(line.DiscountAmountInclTax);
    delta.discountExcl += cents(next?.DiscountAmountExclTax ?? 0) - cents(line.DiscountAmountExclTax);
    delta.items += (next?.Quantity ?? 0) - line.Quantity;
    const rate = byRate.get(line.TaxRate) ?? { base: 0, tax: 0 };
    rate.base += cents(next?.TotalExclTax ?? 0) - cents(line.TotalExclTax);
    rate.tax += cents(next?.TaxAmount ?? 0) - cents(line.TaxAmount);
    byRate.set(line.TaxRate, rate);
    if (next) lines.push(next);
  }
  const moved = (amount: number, by: number) => centsToAmount(cents(amount) + by);
  return {
    ...cart,
    CartLines: lines,
    ItemCount: cart.ItemCount + delta.items,
    SubTotalInclTax: moved(cart.SubTotalInclTax, delta.incl),
    SubTotalExclTax: moved(cart.SubTotalExclTax, delta.excl),
    TaxAmount: moved(cart.TaxAmount, delta.tax),
    TotalInclTax: moved(cart.TotalInclTax, delta.incl),
    TotalExclTax: moved(cart.TotalExclTax, delta.excl),
    DiscountAmountInclTax: moved(cart.DiscountAmountInclTax, delta.discountIncl),
    DiscountAmountExclTax: moved(cart.DiscountAmountExclTax, delta.discountExcl),
    ...(cart.VatByRate && {
      VatByRate: cart.VatByRate.map((rate) => ({
        ...rate,
        BaseExclTax: moved(rate.BaseExclTax, byRate.get(rate.Rate)?.base ?? 0),
        TaxAmount: moved(rate.TaxAmount, byRate.get(rate.Rate)?.tax ?? 0),
      })).filter((rate) => rate.BaseExclTax > 0),
    }),
  };
}
