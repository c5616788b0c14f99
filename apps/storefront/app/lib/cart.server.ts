import { CART_ACTION, MAX_LINE_QUANTITY, MAX_INT4, translateMessage } from '@toonbank/domain';
import { data, redirect } from 'react-router';
import { ApiResponseError, readData, type ApiClient } from './api.ts';
import { readBatch, type CartChangeInput } from './cart-batch.ts';
import { loginRedirectFor, loginToOrder } from './guards.server.ts';
import { getRequestContext } from './request-context.server.ts';
import { throwIfUnauthorized } from './unauthorized.server.ts';
import type { LoadContext } from './server-context.server.ts';

export type CartData = Awaited<ReturnType<typeof fetchCart>>;
export type CartLineData = CartData['CartLines'][number];
export type CartWarningData = CartData['Warnings'][number];

/** The acting customer's cart (§7 GET cart). */
export async function fetchCart(api: ApiClient) {
  return readData(await api.aspos.cart.$get());
}

/** The header's cart count: 0 for anonymous visitors (§6) and whenever the cart cannot be read (the header must not fail). */
export async function fetchCartCount(api: ApiClient, loggedIn: boolean): Promise<number> {
  if (!loggedIn) return 0;
  try {
    return (await readData(await api.aspos.cart.count.$get())).Count;
  } catch {
    return 0;
  }
}

/**
 * Whether prices are shown incl. VAT (§3 Preference includeVat): the acting customer's choice (business customers
 * excl. by default); anonymous visitors, and whenever it cannot be read, incl. VAT (Dutch consumer law).
 */
export async function fetchIncludeVat(api: ApiClient, loggedIn: boolean): Promise<boolean> {
  if (!loggedIn) return true;
  try {
    return (await readData(await api.aspos.preference.vat.$get())).IncludeVat;
  } catch {
    return true;
  }
}

/** What a cart form action answers: the cart after the change with its per-line warnings, or an error message. */
export type CartActionResult =
  | { ok: true; intent: string; productId: number | null; cart: CartData }
  | { ok: false; intent: string; productId: number | null; error: string };

function positiveInt(value: FormDataEntryValue | null, max: number): number | null {
  const number = typeof value === 'string' ? Number(value.trim()) : NaN;
  return Number.isInteger(number) && number >= 0 && number <= max ? number : null;
}

/**
 * The cart form actions (product page and cart page, with or without
 * JavaScript): `intent` add, update, remove or clear with `productId` and
 * `quantity`, or (the cart page with JavaScript) `batch` with `changes`, the
 * JSON of `toBatch`. Anonymous visitors go to login and come back to the page (§6).
 */
export async function cartFormAction(request: Request, context: LoadContext): Promise<CartActionResult> {
  const { api, user, locale } = getRequestContext(request, context);
  if (!user) {
    // Anonymous 'In winkelwagen' (issue 12 defect 8): the login page says why, and adds the product after logging in.
    const form = await request.formData();
    const productId = positiveInt(form.get('productId'), MAX_INT4);
    const quantity = positiveInt(form.get('quantity'), MAX_LINE_QUANTITY);
    const returnTo = form.get('returnTo');
    if (String(form.get('intent') ?? 'add') === 'add' && productId) {
      throw redirect(loginToOrder(request, productId, Math.max(1, quantity ?? 1), typeof returnTo === 'string' ? returnTo : null));
    }
    throw redirect(loginRedirectFor(request));
  }
  const form = await request.formData();
  const intent = String(form.get('intent') ?? 'add');
  const productId = positiveInt(form.get('productId'), MAX_INT4);
  const quantity = positiveInt(form.get('quantity'), MAX_LINE_QUANTITY);
  try {
    let response;
    if (intent === 'clear') {
      response = await api.aspos.cart.lines.$delete();
    } else if (intent === 'accept-price') {
      // Accepts today's price of one line (lineId) or, without one, of every line.
      const lineId = positiveInt(form.get('lineId'), MAX_INT4);
      response = await api.aspos.cart.lines['accept-prices'].$post({ json: lineId ? { lineIds: [lineId] } : {} });
    } else if (intent === 'code-apply') {
      // §7: what the code is (voucher or coupon), then apply it; each step answers the §5 message when it fails.
      const code = String(form.get('code') ?? '').slice(0, 200);
      if (code.trim() === '') return { ok: false, intent, productId, error: translateMessage(locale, 'promotionNoCode') };
      const found = await readData(await api.aspos.customer.vouchers.code[':code'].$get({ param: { code: encodeURIComponent(code) } }));
      response = await api.aspos.cart.vouchers.$post({ json: found.Type === 'Coupon' ? { couponId: found.Id } : { voucherId: found.Id } });
    } else if (intent === 'code-remove') {
      const couponId = positiveInt(form.get('couponId'), MAX_INT4);
      const voucherId = positiveInt(form.get('voucherId'), MAX_INT4);
      if (!couponId && !voucherId) return { ok: false, intent, productId, error: 'cart.error' };
      response = await api.aspos.cart.vouchers.$delete({ json: couponId ? { couponId } : { voucherId: voucherId! } });
    } else if (intent === 'points') {
      const raw = String(form.get('points') ?? '').trim();
      const points = raw === '' ? 0 : Number(raw);
      if (!Number.isInteger(points) || points < 0) return { ok: false, intent, productId, error: translateMessage(locale, 'pointsWhole') };
      response = await api.aspos.cart.points.$post({ json: { points } });
    } else if (intent === 'batch') {
      const changes = readBatch(form.get('changes'));
      if (!changes) return { ok: false, intent, productId, error: 'cart.error' };
      response = await api.aspos.cart.lines.batch.$post({ json: { changes } });
    } else {
      if (!productId) return { ok: false, intent, productId, error: 'cart.error' };
      const change: CartChangeInput =
        intent === 'remove'
          ? { action: CART_ACTION.Delete, productId, quantity: 0 }
          : intent === 'update'
            ? { action: CART_ACTION.Update, productId, quantity: quantity ?? 0 }
            : { action: CART_ACTION.Add, productId, quantity: Math.max(1, quantity ?? 1) };
      response = await api.aspos.cart.lines.batch.$post({ json: { changes: [change] } });
    }
    return { ok: true, intent, productId, cart: await readData(response) };
  } catch (error) {
    throwIfUnauthorized(error, request);
    if (error instanceof ApiResponseError && error.status < 500)
      return { ok: false, intent, productId, error: error.message || 'cart.error' };
    // A batch that failed is an answer too: the page resets its displayed copy (§4) instead of showing an error page.
    if (intent === 'batch') return { ok: false, intent, productId, error: 'cart.error' };
    throw data(null, { status: 500 });
  }
}
