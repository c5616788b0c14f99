import '../../styles/lists.css';
import { MAX_LINE_QUANTITY, MAX_SELECTION_NOTE_LENGTH, SELECTION_PAGE_SIZE } from '@toonbank/domain';
import { Form, Link, useFetcher, useNavigation } from 'react-router';
import { ListReport } from '../../components/lists/ListReport.tsx';
import { QuickOrder } from '../../components/order-upload/QuickOrder.tsx';
import { Price } from '../../components/product/Price.tsx';
import { ProductImage } from '../../components/product/ProductImage.tsx';
import { translator, useT } from '../../i18n/messages.ts';
import { requireActingUser } from '../../lib/account.server.ts';
import type { ShellHandle } from '../../lib/breadcrumbs.ts';
import { productHref } from '../../lib/links.ts';
import {
  fetchOrderList,
  listActor,
  orderListAddAction,
  settle,
  type ListActionResult,
  type ListToCartData,
} from '../../lib/lists.server.ts';
import { privatePage } from '../../lib/private-page.ts';
import { throwIfUnauthorized } from '../../lib/unauthorized.server.ts';
import type { Route } from './+types/order-list';
import { pageUrl } from '../../lib/page-url.ts';
import { ORDER_LIST_ADD_ONE } from '../../lib/list-intents.ts';

export const headers: Route.HeadersFunction = privatePage;

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const t = translator(matches[0]?.loaderData?.locale ?? 'nl');
  return [{ title: t('meta.titleSuffix', { title: t('lists.orderList') }) }, { name: 'robots', content: 'noindex' }];
}

export const handle: ShellHandle = {
  breadcrumb: ({ t }) => ({ label: t('lists.orderList'), to: '/order-list' }),
};

/** The number of lines to show: ten more per 'meer laden' (§9 page size 10), kept in the URL (`?toon=20`). */
function shownCount(url: URL): number {
  const value = Number.parseInt(url.searchParams.get('toon') ?? '', 10);
  return Number.isFinite(value) && value > SELECTION_PAGE_SIZE ? Math.min(1000, value) : SELECTION_PAGE_SIZE;
}

/** §4: the order list is for logged-in customers; anonymous visitors log in and come back here (§6 auth guard). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = requireActingUser(request, context);
  const count = shownCount(pageUrl(request));
  const page = await fetchOrderList(api, count).catch((error: unknown) => {
    throwIfUnauthorized(error, request);
    throw error;
  });
  return { page, count };
}

type Result = ListActionResult & { report?: ListToCartData };

/** 'Op bestellijst' (from any page), and the page's forms: save a line, remove it, selected lines to the cart, empty the list. */
export async function action({ request, context }: Route.ActionArgs): Promise<Result> {
  const form = await request.formData();
  const values = Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const intent = values.intent ?? '';
  if (intent === 'add' || intent === ORDER_LIST_ADD_ONE) return orderListAddAction(request, context, values);
  const { api, locale } = listActor(request, context, '/order-list', '/order-list');
  const t = translator(locale);
  const answer = async (response: { ok: boolean; status: number; json(): Promise<unknown> }, success: string) =>
    settle(request, response, intent, null, success, t('lists.error'));
  const id = String(Number(values.selectionId) || 0);
  switch (intent) {
    case 'update': {
      const quantity = values.quantity?.trim() === '' ? Number.NaN : Number(values.quantity);
      return (
        await answer(
          await api.aspos.products.selections[':id'].$patch({ param: { id }, json: { quantity, notes: values.notes ?? '' } }),
          t('orderList.saved'),
        )
      ).result;
    }
    case 'remove':
      return (await answer(await api.aspos.products.selections[':id'].$delete({ param: { id } }), t('orderList.removed'))).result;
    case 'to-cart': {
      const selectionIds = form
        .getAll('selectionIds')
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0);
      const { result, body } = await answer(await api.aspos.products.selections.cart.$post({ json: { selectionIds } }), '');
      return result.ok ? { ...result, report: (body as { Data: ListToCartData }).Data } : result;
    }
    case 'clear':
      return (await answer(await api.aspos.products.selections.clear.$post({ json: { types: ['OrderList'] } }), t('orderList.cleared')))
        .result;
    default:
      return { ok: false, intent, productId: null, message: t('lists.error') };
  }
}

export default function OrderList({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const { page, count } = loaderData;
  const result = actionData ?? null;
  const action = count > SELECTION_PAGE_SIZE ? `/order-list?toon=${count}` : '/order-list';
  // Quick order (issue 17): a typed or scanned product goes on the list; the list reloads with it.
  const quick = useFetcher<Result>();
  const quickFailed = quick.state === 'idle' && quick.data && !quick.data.ok ? quick.data.message : '';
  return (
    <div className="container list-page">
      <h1>{t('lists.orderList')}</h1>
      <p className="list-page__intro">{t('orderList.intro')}</p>
      {result && result.message && (
        <div className={`alert ${result.ok ? 'alert--success' : 'alert--error'}`} role={result.ok ? 'status' : 'alert'}>
          {result.message}
        </div>
      )}
      {result?.report && <ListReport report={result.report} />}
      <div className="order-upload__panel list-page__quick">
        <QuickOrder
          onAdd={({ quantity, product }) => {
            if (!product) return;
            void quick.submit(
              { intent: 'add', productId: String(product.Id), quantity: String(quantity), productName: product.Name },
              { method: 'post', action },
            );
          }}
        />
      </div>
      {quickFailed && (
        <p className="alert alert--error" role="alert">
          {quickFailed}
        </p>
      )}
      {page.Selections.length === 0 ? (
        <p>{t('orderList.empty')}</p>
      ) : (
        <>
          <Form method="post" action={action} id="order-list-cart" className="list-toolbar">
            <input type="hidden" name="intent" value="to-cart" />
            <button type="submit" className="button button--primary" disabled={busy}>
              {t('orderList.toCart')}
            </button>
          </Form>
          <p className="list-page__intro">{t('orderList.shown', { shown: page.Selections.length, total: page.Total })}</p>
          <ul className="list-lines">
            {page.Selections.map((line) => {
              const product = line.Product;
              const name = product?.Name ?? t('wishlist.unavailable');
              const field = `line-${line.Id}`;
              return (
                <li key={line.Id} className="list-line">
                  <div className="list-line__select">
                    <input
                      type="checkbox"
                      id={`${field}-select`}
                      name="selectionIds"
                      value={line.Id}
                      form="order-list-cart"
                      aria-label={t('orderList.select', { name })}
                    />
                    <label htmlFor={`${field}-select`}>{t('orderList.selectShort')}</label>
                  </div>
                  {product?.Img ? (
                    <ProductImage url={product.Img} alt="" sizes="72px" className="list-line__image" />
                  ) : (
                    <span className="list-line__image" aria-hidden="true" />
                  )}
                  <div>
                    <h2 className="list-line__name">{product ? <Link to={productHref(product.Url)}>{product.Name}</Link> : name}</h2>
                    {product && (
                      <p className="list-line__meta">
                        {product.NumberTrimmed} · <Price amounts={{ incl: product.PriceInclTax, excl: product.PriceExclTax }} /> ·{' '}
                        {t(`product.stock.${product.StockLevel}`)}
                      </p>
                    )}
                  </div>
                  <Form method="post" action={action} className="list-line__actions">
                    <input type="hidden" name="intent" value="update" />
                    <input type="hidden" name="selectionId" value={line.Id} />
                    <div>
                      <label htmlFor={`${field}-quantity`}>{t('orderList.quantity')}</label>
                      <input
                        id={`${field}-quantity`}
                        type="number"
                        name="quantity"
                        min={1}
                        max={MAX_LINE_QUANTITY}
                        step={1}
                        inputMode="numeric"
                        defaultValue={line.Quantity}
                        key={`q-${line.Quantity}`}
                        required
                      />
                    </div>
                    <div>
                      <label htmlFor={`${field}-notes`}>{t('orderList.note')}</label>
                      <input
                        id={`${field}-notes`}
                        type="text"
                        name="notes"
                        maxLength={MAX_SELECTION_NOTE_LENGTH}
                        defaultValue={line.Notes}
                        key={`n-${line.Notes}`}
                      />
                    </div>
                    <button
                      type="submit"
                      className="button button--secondary-outline"
                      disabled={busy}
                      aria-label={t('orderList.saveLabel', { name })}
                    >
                      {t('orderList.save')}
                    </button>
                    <button
                      type="submit"
                      name="intent"
                      value="remove"
                      formNoValidate
                      className="link-button"
                      disabled={busy}
                      aria-label={t('orderList.removeLabel', { name })}
                    >
                      {t('orderList.remove')}
                    </button>
                  </Form>
                </li>
              );
            })}
          </ul>
          {page.HasMore && (
            <p>
              <Link to={`/order-list?toon=${count + SELECTION_PAGE_SIZE}`} preventScrollReset className="button button--secondary-outline">
                {t('orderList.more')}
              </Link>
            </p>
          )}
          <Form method="post" action={action} className="list-toolbar">
            <input type="hidden" name="intent" value="clear" />
            <button type="submit" className="link-button" disabled={busy}>
              {t('orderList.clear')}
            </button>
          </Form>
        </>
      )}
    </div>
  );
}
