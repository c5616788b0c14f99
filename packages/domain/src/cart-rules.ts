/** Cart rules of §3, §4, §5 and §9: line validity, quantities, over-stock fixes, line and cart totals. */
import { isValidInCart, type CartValidityFacts } from './cart-validity.ts';
import { isProductShown, type ProductVisibilityFacts } from './product-visibility.ts';
import { alignQuantity, maxQuantity } from './quantity-rules.ts';
import type { MessageId } from './messages.ts';
import type { LineTotals } from './pricing.ts';

/** §3 change actions of `POST cart/lines/batch`. */
export const CART_ACTION = { Add: 1, Update: 2, Delete: 3 } as const;
export type CartAction = (typeof CART_ACTION)[keyof typeof CART_ACTION];

/** Largest quantity one line may ask for; anything above is refused as bad input. */
export const MAX_LINE_QUANTITY = 99_999;
/** Most changes one batch may carry. */
export const MAX_CART_CHANGES = 100;
/** Most lines one cart may hold. */
export const MAX_CART_LINES = 200;
/** §9: a price counts as changed only when it differs by more than 0.01. */
export const PRICE_CHANGED_TOLERANCE_CENTS = 1;

// ------------------------------------------------------------ validity (§4)

/**
 * §4: a derived (free or gift) line is always valid; any other line only when
 * its product says it is valid in the cart. Without product facts (the product
 * is gone or hidden for this customer) the line is invalid.
 */
export function isCartLineValid(line: { derived: boolean; productIsValidInCart: boolean | null | undefined }): boolean {
  if (line.derived) return true;
  return line.productIsValidInCart === true;
}

// ------------------------------------------------------------ quantity (§5)

export interface StockFacts {
  stockQuantity: number | null;
  maxInCart: number | null;
}

/** §5: the most of a product one cart line may hold: stock clamped to max in cart. */
export function maxOrderableQuantity(product: StockFacts): number {
  return maxQuantity(product.stockQuantity, product.maxInCart);
}

/** The most one line may hold as a whole number of purchase units (the over-stock fix target). */
export function orderableLimit(product: StockFacts & { purchaseUnitFactor: number }): number {
  const factor = Math.max(1, Math.floor(product.purchaseUnitFactor) || 1);
  return Math.floor(maxOrderableQuantity(product) / factor) * factor;
}

export type QuantityOutcome =
  | { kind: 'ok'; quantity: number }
  /** Lowered to the limit (already aligned to the purchase unit). */
  | { kind: 'lowered'; quantity: number; limit: number }
  /** Nothing fits: the limit is 0 (or below one purchase unit). */
  | { kind: 'none'; limit: number };

/**
 * The absolute quantity a line gets when `wanted` is asked for: aligned up to
 * the purchase-unit factor (§5) and capped by stock and max in cart; a cap is
 * reported so the customer can be warned.
 */
export function resolveLineQuantity(wanted: number, product: StockFacts & { purchaseUnitFactor: number }): QuantityOutcome {
  const limit = maxOrderableQuantity(product);
  const factor = Math.max(1, Math.floor(product.purchaseUnitFactor) || 1);
  const aligned = Math.ceil(Math.max(1, Math.ceil(wanted)) / factor) * factor;
  const quantity = alignQuantity(wanted, factor, limit);
  if (quantity <= 0) return { kind: 'none', limit };
  if (quantity < aligned) return { kind: 'lowered', quantity, limit };
  return { kind: 'ok', quantity };
}

/** What the cart's rules read of a product put into a cart; `visible` is `isProductVisibleTo` for the viewer. */
export type CartProductFacts = Omit<ProductVisibilityFacts, 'publicationCodes'> &
  CartValidityFacts &
  StockFacts & { purchaseUnitFactor: number; visible: boolean };

export type CartProductVerdict =
  | { kind: 'notFound' }
  | { kind: 'notReleased' }
  | { kind: 'notOrderable' }
  | { kind: 'noStock'; limit: number }
  | { kind: 'ok'; quantity: number }
  | { kind: 'lowered'; quantity: number; limit: number };

/**
 * Whether `wanted` pieces of a product may go into a cart, and how many (§4, §5, §8), in this order: the product is
 * not shown in the shop at all (not found), not released for the viewer's publication codes, not valid in a cart
 * (virtual, uncategorised, not orderable), has nothing orderable left (no stock), or the quantity aligned up to the
 * purchase unit and capped by stock and max in cart. The cart batch and the order upload both ask this.
 */
export function judgeCartProduct(product: CartProductFacts, wanted: number): CartProductVerdict {
  if (!isProductShown(product)) return { kind: 'notFound' };
  if (!product.visible) return { kind: 'notReleased' };
  if (!isValidInCart(product)) return { kind: 'notOrderable' };
  const outcome = resolveLineQuantity(wanted, product);
  if (outcome.kind === 'none') return { kind: 'noStock', limit: outcome.limit };
  return outcome;
}

// ----------------------------------------------------- over-stock fix (§4)

export type OverStockFix = { lineId: number; action: 'update'; quantity: number } | { lineId: number; action: 'delete' };

/**
 * §4: lines above their limit (stock clamped to max in cart) are fixed: updated
 * to the limit, or deleted when the limit is 0. Lines within limits give nothing.
 */
export function overStockFixes(lines: readonly { id: number; quantity: number; limit: number; derived?: boolean }[]): OverStockFix[] {
  const fixes: OverStockFix[] = [];
  for (const line of lines) {
    if (line.derived || line.quantity <= line.limit) continue;
    fixes.push(line.limit <= 0 ? { lineId: line.id, action: 'delete' } : { lineId: line.id, action: 'update', quantity: line.limit });
  }
  return fixes;
}

// ---------------------------------------------------------- prices (§4, §9)

/**
 * §4, §9: a line's price changed when its current unit price incl. VAT differs by more than 0.01 from the
 * unit price the line had when it was added or last confirmed by the customer (none recorded: unchanged).
 */
export function isPriceChanged(currentInclCents: number, confirmedInclCents: number | null | undefined): boolean {
  if (confirmedInclCents === null || confirmedInclCents === undefined) return false;
  return Math.abs(currentInclCents - confirmedInclCents) > PRICE_CHANGED_TOLERANCE_CENTS;
}

export interface CartTotals {
  subTotalInclCents: number;
  subTotalExclCents: number;
  taxCents: number;
  totalInclCents: number;
  totalExclCents: number;
  discountInclCents: number;
  discountExclCents: number;
  totalListPriceCents: number;
}

/** Cart totals: the sum of the line totals (VAT is summed per line, never recomputed on the total). */
export function cartTotals(
  lines: readonly (Pick<LineTotals, 'totalInclCents' | 'totalExclCents' | 'taxCents'> & {
    discountInclCents?: number;
    discountExclCents?: number;
    listTotalInclCents?: number;
  })[],
): CartTotals {
  const sum = (pick: (line: (typeof lines)[number]) => number | undefined) => lines.reduce((total, line) => total + (pick(line) ?? 0), 0);
  const subTotalInclCents = sum((l) => l.totalInclCents);
  const subTotalExclCents = sum((l) => l.totalExclCents);
  return {
    subTotalInclCents,
    subTotalExclCents,
    taxCents: sum((l) => l.taxCents),
    totalInclCents: subTotalInclCents,
    totalExclCents: subTotalExclCents,
    discountInclCents: sum((l) => l.discountInclCents),
    discountExclCents: sum((l) => l.discountExclCents),
    totalListPriceCents: sum((l) => l.listTotalInclCents),
  };
}

/** §3: lines are shown in reverse order (the newest first). */
export function linesInDisplayOrder<T>(lines: readonly T[]): T[] {
  return [...lines].reverse();
}

/** Number of pieces in the cart, as the header's cart button shows it. */
export function cartItemCount(lines: readonly { quantity: number }[]): number {
  return lines.reduce((total, line) => total + Math.max(0, line.quantity), 0);
}

/**
 * The header's count: the pieces `GET cart` shows, that is after the over-stock fix (§4). `limit` is the line's
 * orderable limit, or null when its product is gone (such a line is not fixed).
 */
export function cartItemCountAfterFixes(
  lines: readonly { id: number; quantity: number; derived?: boolean; limit: number | null }[],
): number {
  const fixable = lines.flatMap((line) => (line.limit === null ? [] : [{ ...line, limit: line.limit }]));
  const fixed = new Map(overStockFixes(fixable).map((fix) => [fix.lineId, fix.action === 'delete' ? 0 : fix.quantity]));
  return cartItemCount(lines.map((line) => ({ quantity: fixed.get(line.id) ?? line.quantity })));
}

// ------------------------------------------------------- warnings (§8)

export type CartWarningCode =
  | 'NOT_FOUND'
  | 'NOT_ORDERABLE'
  | 'NOT_RELEASED'
  | 'OVER_STOCK'
  | 'NO_STOCK'
  | 'OUT_OF_STOCK'
  | 'CART_FULL'
  /** A gift line left the cart by itself (§4: below the threshold, or no longer a sample to choose). */
  | 'GIFT_REMOVED'
  /** A change of a gift line's quantity: gifts are one piece each. */
  | 'GIFT_QUANTITY';

/** §8: the message of each per-line cart warning (the storefront translates them by code). */
export const CART_WARNING_MESSAGES: Record<CartWarningCode, MessageId> = {
  NOT_FOUND: 'cartProductNotFound',
  NOT_ORDERABLE: 'cartNotOrderable',
  NOT_RELEASED: 'cartNotReleased',
  OVER_STOCK: 'cartOverStock',
  OUT_OF_STOCK: 'cartOutOfStock',
  NO_STOCK: 'cartNoStock',
  CART_FULL: 'cartFull',
  GIFT_REMOVED: 'giftsRemoved',
  GIFT_QUANTITY: 'giftQuantityFixed',
};
