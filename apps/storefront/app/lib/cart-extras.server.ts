/**
 * The cart page's gifts, line notes and sharing (§1, §4, §7): the calls and the form actions (with or without
 * JavaScript). Every write goes through the API; a refusal comes back as its Dutch message.
 */
import { MAX_INT4 } from '@toonbank/domain';
import { data } from 'react-router';
import { ApiResponseError, readData, type ApiClient } from './api.ts';
import type { CartData } from './cart.server.ts';
import { getRequestContext } from './request-context.server.ts';
import { throwIfUnauthorized } from './unauthorized.server.ts';
import type { LoadContext } from './server-context.server.ts';

export type GiftOfferData = Awaited<ReturnType<typeof fetchGiftOffer>>;
export type SharedCartData = Awaited<ReturnType<typeof fetchSharedCart>>;

/** The intents of the cart page's forms that this module answers. */
export const CART_EXTRA_INTENTS = ['gift-add', 'gift-remove', 'notes', 'share'] as const;
export type CartExtraIntent = (typeof CART_EXTRA_INTENTS)[number];

export function isCartExtraIntent(intent: string): intent is CartExtraIntent {
  return (CART_EXTRA_INTENTS as readonly string[]).includes(intent);
}

/** A page of the samples on offer (§9: shown 5 at a time); `limit` is the number shown so far. */
export async function fetchGiftOffer(api: ApiClient, offset = 0, limit?: number) {
  return readData(
    await api.aspos.cart.gifts.$get({ query: { offset: String(offset), ...(limit === undefined ? {} : { limit: String(limit) }) } }),
  );
}

/** What a shared cart holds, as the logged-in customer sees those products; null when unknown or expired. */
export async function fetchSharedCart(api: ApiClient, shareKey: string) {
  try {
    return await readData(await api.aspos.cart.share[':shareKey'].$get({ param: { shareKey } }));
  } catch (error) {
    if (error instanceof ApiResponseError && error.status === 404 && error.code === 'SHARE_NOT_FOUND') return null;
    throw error;
  }
}

export type CartExtraResult =
  | { ok: true; intent: CartExtraIntent; productId: number | null; cart: CartData | null; share: { url: string; expiresAt: string } | null }
  | { ok: false; intent: CartExtraIntent; productId: number | null; error: string };

function id(value: FormDataEntryValue | null): number | null {
  const number = typeof value === 'string' ? Number(value.trim()) : NaN;
  return Number.isInteger(number) && number > 0 && number <= MAX_INT4 ? number : null;
}

/** The cart page's gift, note and share forms; the caller has checked the user is logged in. */
export async function cartExtraAction(
  request: Request,
  context: LoadContext,
  form: FormData,
  intent: CartExtraIntent,
): Promise<CartExtraResult> {
  const { api } = getRequestContext(request, context);
  const productId = id(form.get('productId'));
  try {
    if (intent === 'share') {
      const share = await readData(await api.aspos.cart.share.$post());
      return { ok: true, intent, productId, cart: null, share: { url: share.Url, expiresAt: share.ExpiresAt } };
    }
    if (intent === 'notes') {
      const lineId = id(form.get('lineId'));
      if (!lineId) return { ok: false, intent, productId, error: 'cart.error' };
      const notes = String(form.get('notes') ?? '');
      const cart = await readData(await api.aspos.cart.lines.notes.$post({ json: { changes: [{ lineId, notes }] } }));
      return { ok: true, intent, productId, cart, share: null };
    }
    if (!productId) return { ok: false, intent, productId, error: 'cart.error' };
    const response =
      intent === 'gift-add'
        ? await api.aspos.cart.gifts.$post({ json: { productId } })
        : await api.aspos.cart.gifts[':productId'].$delete({ param: { productId: String(productId) } });
    return { ok: true, intent, productId, cart: await readData(response), share: null };
  } catch (error) {
    throwIfUnauthorized(error, request);
    if (error instanceof ApiResponseError && error.status < 500)
      return { ok: false, intent, productId, error: error.message || 'cart.error' };
    throw data(null, { status: 500 });
  }
}
