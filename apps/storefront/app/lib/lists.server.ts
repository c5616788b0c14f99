/**
 * The customer's lists in the storefront (§4: wishlist and order list for logged-in customers only): the hearts'
 * state for the shell, and the form actions of the heart, 'op bestellijst' and the list pages. Anonymous visitors
 * who press a heart or 'op bestellijst' go to the login page and come back to the page they were on.
 */
import { sameSitePath, SELECTION_PAGE_SIZE, shownListName } from '@toonbank/domain';
import { redirect } from 'react-router';
import { translator, type Locale } from '../i18n/messages.ts';
import { ApiResponseError, readAnswer, readData, type ApiClient, type DataOf } from './api.ts';
import { formValues } from './forms.server.ts';
import { HEART_ON, ORDER_LIST_ADD_ONE } from './list-intents.ts';
import { getRequestContext } from './request-context.server.ts';
import type { SessionUser } from './session.ts';
import { throwIfUnauthorized } from './unauthorized.server.ts';
import type { LoadContext } from './server-context.server.ts';

/** The products on any of the acting customer's wishlists (the hearts); none for visitors and for a representative acting for nobody. */
export async function fetchWishlisted(api: ApiClient, user: SessionUser | null): Promise<number[]> {
  if (!user || (user.role === 'impersonation' && user.impersonatedCustomerId === null)) return [];
  try {
    return (await readData(await api.aspos.customer['wishlists-check'].$get())).ProductIds;
  } catch {
    return [];
  }
}

/**
 * §7 wishlists-check/{productId} for the product page: the lists and whether the product is on each; null for visitors.
 * Each list with `ShownName`, its name in the page's language (`shownListName`).
 */
export async function fetchWishlistCheck(api: ApiClient, user: SessionUser | null, productId: number, locale: Locale) {
  if (!user || (user.role === 'impersonation' && user.impersonatedCustomerId === null)) return null;
  try {
    const check = await readData(
      await api.aspos.customer['wishlists-check'][':productId'].$get({ param: { productId: String(productId) } }),
    );
    return { ...check, Lists: check.Lists.map((list) => ({ ...list, ShownName: shownListName(list, locale) })) };
  } catch {
    return null;
  }
}

export type WishlistCheck = NonNullable<Awaited<ReturnType<typeof fetchWishlistCheck>>>;

/** The acting customer's wishlists, each with `ShownName`: its name in the page's language (`shownListName`). */
export async function fetchWishlists(api: ApiClient, locale: Locale) {
  const lists = await readData(await api.aspos.customer.wishlists.$get());
  return lists.map((list) => ({ ...list, ShownName: shownListName(list, locale) }));
}

export type WishlistData = Awaited<ReturnType<typeof fetchWishlists>>[number];

/** The first `count` lines of the order list (§9 page size 10; 'meer laden' asks for the next ten as well). */
export async function fetchOrderList(api: ApiClient, count: number) {
  const limit = Math.min(1000, Math.max(SELECTION_PAGE_SIZE, count));
  return readData(await api.aspos.products.selections.$get({ query: { types: ['OrderList'], offset: '0', limit: String(limit) } }));
}

export type OrderListData = Awaited<ReturnType<typeof fetchOrderList>>;
export type ListToCartData = DataOf<Awaited<ReturnType<ApiClient['aspos']['products']['selections']['cart']['$post']>>>;

/** What a list form's action answers: a message to show (in the visitor's language), and a move's report. */
export type ListActionResult =
  | { ok: true; intent: string; productId: number | null; message: string; pressed?: boolean; report?: ListToCartData }
  | { ok: false; intent: string; productId: number | null; message: string };

/** The login page, coming back to the page the form was on (a same-site path only), else to `fallback`. */
function loginFirst(returnTo: string | undefined, fallback: string): never {
  const back = sameSitePath(returnTo) ?? fallback;
  throw redirect(`/login?${new URLSearchParams({ redirect: back, reden: 'lijst' }).toString()}`);
}

/** The request context of a list action: anonymous visitors log in first; a representative acting for nobody chooses a customer. */
export function listActor(request: Request, context: LoadContext, returnTo: string | undefined, fallback: string) {
  const ctx = getRequestContext(request, context);
  if (!ctx.user) loginFirst(returnTo, fallback);
  if (ctx.user.role === 'impersonation' && ctx.user.impersonatedCustomerId === null) throw redirect('/impersonation');
  return ctx as typeof ctx & { user: SessionUser };
}

/**
 * An API answer as a list action's result (`body`: the success body), a refusal with the API's first field message or
 * its message; a 401 shows the login-expired page.
 */
export async function settle(
  request: Request,
  response: { ok: boolean; status: number; json(): Promise<unknown> },
  intent: string,
  productId: number | null,
  success: string,
  fallback: string,
): Promise<{ result: ListActionResult; body?: unknown }> {
  const answer = await readAnswer(response);
  if (answer.ok) return { result: { ok: true, intent, productId, message: success }, body: answer.body };
  if (answer.status === 401) throwIfUnauthorized(new ApiResponseError(401, answer.code, answer.message ?? ''), request);
  return { result: { ok: false, intent, productId, message: answer.errors[0]?.Message ?? answer.message ?? fallback } };
}

function positiveInt(raw: string | undefined): number | null {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * The heart (§7 wishlists): on: onto the default list; off: off every list. The product, its name and the page come in
 * the form's address (`heartAddress`); the body's `intent` says which. Fields in the body win over the address (a page
 * rendered before the address carried them posts them as hidden inputs).
 */
export async function heartAction(request: Request, context: LoadContext): Promise<ListActionResult> {
  const values = { ...Object.fromEntries(new URL(request.url).searchParams), ...formValues(await request.formData()) };
  const { api, locale } = listActor(request, context, values.returnTo, '/wishlist');
  const t = translator(locale);
  const productId = positiveInt(values.productId);
  const name = values.productName ?? '';
  if (productId === null) return { ok: false, intent: 'heart', productId, message: t('lists.error') };
  const param = { productId: String(productId) };
  if (values.intent === HEART_ON) {
    const check = await readData(await api.aspos.customer['wishlists-check'][':productId'].$get({ param }));
    const { result } = await settle(
      request,
      await api.aspos.customer.wishlists[':id'].products.$post({
        param: { id: String(check.DefaultWishlistId) },
        json: { productId, quantity: 1 },
      }),
      'heart',
      productId,
      t('lists.heartAdded', { name }),
      t('lists.error'),
    );
    return result.ok ? { ...result, pressed: true } : result;
  }
  const { result } = await settle(
    request,
    await api.aspos.customer['wishlists-check'][':productId'].$delete({ param }),
    'heart',
    productId,
    t('lists.heartRemoved', { name }),
    t('lists.error'),
  );
  return result.ok ? { ...result, pressed: false } : result;
}

/** 'Op bestellijst' (§4: a product already there gets the quantity added; one from a tile or the product page's button). */
export async function orderListAddAction(request: Request, context: LoadContext, values: Record<string, string>) {
  const { api, locale } = listActor(request, context, values.returnTo, '/order-list');
  const t = translator(locale);
  const productId = positiveInt(values.productId);
  const quantity = values.intent === ORDER_LIST_ADD_ONE ? 1 : Number(values.quantity ?? '1');
  if (productId === null) return { ok: false as const, intent: 'add', productId, message: t('lists.error') };
  const { result } = await settle(
    request,
    await api.aspos.products.selections.$post({ json: { productId, quantity, type: 'OrderList' } }),
    'add',
    productId,
    t('lists.orderListAdded', { name: values.productName ?? '' }),
    t('lists.error'),
  );
  return result;
}
