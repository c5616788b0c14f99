/**
 * Free gifts and samples in the cart (spec §1 'gratis proefjes naar keuze', §4 free-gift selection, §9 gifts above
 * EUR 25, max 2, shown 5 at a time, fetched up to 1000), line notes and shared carts (§7 cart/lines/notes, cart/share).
 * A gift is a derived cart line (§3 AsposDerived) of a product of the samples web node, quantity 1, at EUR 0.00.
 */
import type { MessageId } from './messages.ts';

/** The shop's gift settings (settings row `gifts`). */
export interface GiftSettings {
  /** Gifts may be chosen when the cart total incl. VAT is above this (cents). */
  fromCartTotalCents: number;
  /** At most this many sample products in one cart (gifts and bought samples together). */
  maxGifts: number;
  /** The selector shows this many at a time ('meer tonen' shows the next ones). */
  shownAtOnce: number;
  /** At most this many sample products are fetched for the selector. */
  fetchLimit: number;
}

export const DEFAULT_GIFT_SETTINGS: GiftSettings = { fromCartTotalCents: 2_500, maxGifts: 2, shownAtOnce: 5, fetchLimit: 1_000 };

/** A gift's quantity: always one piece. */
export const GIFT_QUANTITY = 1;

/** What the gift rules need to know of the cart: its total without gifts, and which lines hold sample products. */
export interface GiftCart {
  /** The cart's total incl. VAT in cents (gifts are free and add nothing). */
  totalInclCents: number;
  lines: readonly { productId: number; derived: boolean; isSample: boolean }[];
}

/** §4: the number of sample-node products in the cart, whether chosen as a gift or bought. */
export function sampleProductsInCart(cart: GiftCart): number {
  return new Set(cart.lines.filter((line) => line.isSample).map((line) => line.productId)).size;
}

/** §4, §9: the cart total is high enough for gifts (strictly above the threshold). */
export function isAboveGiftThreshold(totalInclCents: number, settings: GiftSettings): boolean {
  return totalInclCents > settings.fromCartTotalCents;
}

/** §4: the gift selector is offered when the total is above the threshold and fewer than the maximum samples are in the cart. */
export function isGiftSelectionEnabled(cart: GiftCart, settings: GiftSettings): boolean {
  return isAboveGiftThreshold(cart.totalInclCents, settings) && sampleProductsInCart(cart) < settings.maxGifts;
}

/** How many more gifts the customer may choose now (0 when the selector is not offered). */
export function giftsLeftToChoose(cart: GiftCart, settings: GiftSettings): number {
  if (!isAboveGiftThreshold(cart.totalInclCents, settings)) return 0;
  return Math.max(0, settings.maxGifts - sampleProductsInCart(cart));
}

/**
 * Why a product cannot be chosen as a gift now, or null when it can. `product` is null when it is unknown, not a
 * sample product, or not visible and orderable for this customer: all three are 'not a sample you may choose'.
 */
export function giftChoiceProblem(
  cart: GiftCart,
  product: { id: number; isSample: boolean; orderable: boolean } | null,
  settings: GiftSettings,
): MessageId | null {
  if (!product || !product.isSample || !product.orderable) return 'giftNotSample';
  if (!isAboveGiftThreshold(cart.totalInclCents, settings)) return 'giftBelowThreshold';
  if (cart.lines.some((line) => line.productId === product.id)) return 'giftAlreadyInCart';
  if (sampleProductsInCart(cart) >= settings.maxGifts) return 'giftMaximum';
  return null;
}

/**
 * §4: the gift lines that must go: all of them when the cart dropped to or below the threshold; otherwise those whose
 * product is no longer a sample the customer may choose, and any beyond the maximum (the newest first go, the lines
 * are in the order they were added). Regular lines are never removed by this rule.
 */
export function giftLinesToRemove<L extends { productId: number; derived: boolean; isSample: boolean; choosable: boolean }>(
  cart: { totalInclCents: number; lines: readonly L[] },
  settings: GiftSettings,
): L[] {
  const gifts = cart.lines.filter((line) => line.derived);
  if (gifts.length === 0) return [];
  if (!isAboveGiftThreshold(cart.totalInclCents, settings)) return gifts;
  const removed = gifts.filter((line) => !line.isSample || !line.choosable);
  const bought = new Set(cart.lines.filter((line) => !line.derived && line.isSample).map((line) => line.productId)).size;
  const kept = gifts.filter((line) => !removed.includes(line));
  const room = Math.max(0, settings.maxGifts - bought);
  return [...removed, ...kept.slice(room)];
}

/** §4: gift lines are shown after the regular lines (each group keeps its own order). */
export function giftsLast<L>(lines: readonly L[], isGift: (line: L) => boolean): L[] {
  return [...lines.filter((line) => !isGift(line)), ...lines.filter(isGift)];
}

// ------------------------------------------------------------ line notes (§7 cart/lines/notes)

/** Most characters of one line note (a short instruction for the shop, kept on the order line). */
export const MAX_LINE_NOTE_LENGTH = 200;

/** A note as stored: trimmed, inner whitespace runs (line breaks included) as one space. */
export function normalizeLineNote(note: string): string {
  return note.replace(/\s+/g, ' ').trim();
}

// ------------------------------------------------------------ shared carts (§7 cart/share, cart/use-share)

/** A shared cart may be used for this many days after it was shared. */
export const SHARE_VALID_DAYS = 30;
const DAY_MS = 86_400_000;

/** The share key is still valid at `now` (created less than SHARE_VALID_DAYS ago). */
export function isShareValid(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() < SHARE_VALID_DAYS * DAY_MS;
}

/** The moment a share made at `createdAt` expires. */
export function shareExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + SHARE_VALID_DAYS * DAY_MS);
}

/** A share key as the shop makes them: 32 url-safe characters (base64url of 24 random bytes). */
export const SHARE_KEY_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export function isShareKeyShaped(key: string): boolean {
  return SHARE_KEY_PATTERN.test(key);
}
