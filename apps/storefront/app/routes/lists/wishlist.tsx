import '../../styles/lists.css';
import { MAX_LINE_QUANTITY } from '@toonbank/domain';
import { useEffect, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { ListReport } from '../../components/lists/ListReport.tsx';
import { Price } from '../../components/product/Price.tsx';
import { ProductImage } from '../../components/product/ProductImage.tsx';
import { translator, useT } from '../../i18n/messages.ts';
import type { ShellHandle } from '../../lib/breadcrumbs.ts';
import { formValues } from '../../lib/forms.server.ts';
import { productHref } from '../../lib/links.ts';
import { requireActingUser } from '../../lib/account.server.ts';
import { fetchWishlists, heartAction, listActor, settle, type ListActionResult, type ListToCartData } from '../../lib/lists.server.ts';
import { privatePage } from '../../lib/private-page.ts';
import { throwIfUnauthorized } from '../../lib/unauthorized.server.ts';
import type { Route } from './+types/wishlist';
import { pageUrl } from '../../lib/page-url.ts';
import { isHeartIntent } from '../../lib/list-intents.ts';

export const headers: Route.HeadersFunction = privatePage;

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const t = translator(matches[0]?.loaderData?.locale ?? 'nl');
  return [{ title: t('meta.titleSuffix', { title: t('lists.wishlist') }) }, { name: 'robots', content: 'noindex' }];
}

export const handle: ShellHandle = {
  breadcrumb: ({ t }) => ({ label: t('lists.wishlist'), to: '/wishlist' }),
};

/** §4: the wishlist is for logged-in customers; anonymous visitors log in and come back here (§6 auth guard). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, locale } = requireActingUser(request, context);
  const lists = await fetchWishlists(api, locale).catch((error: unknown) => {
    throwIfUnauthorized(error, request);
    throw error;
  });
  const params = pageUrl(request).searchParams;
  const wanted = Number(params.get('lijst'));
  const current = lists.find((list) => list.Id === wanted) ?? lists[0]!;
  // `?verwijderen=1`: the confirm step before a whole list is deleted (a page of its own, so it works without JavaScript).
  return { lists, current, confirmDelete: params.get('verwijderen') === '1' && !current.IsDefault };
}

type Result = ListActionResult & { report?: ListToCartData; listId?: number };

/** The heart (from any page), and the page's forms: quantity, remove, whole list to cart, new list, rename, delete. */
export async function action({ request, context }: Route.ActionArgs): Promise<Result | Response> {
  const values = formValues(await request.clone().formData());
  if (isHeartIntent(values.intent)) return heartAction(request, context);
  const { api, locale } = listActor(request, context, '/wishlist', '/wishlist');
  const t = translator(locale);
  const id = String(Number(values.wishlistId) || 0);
  const intent = values.intent ?? '';
  const answer = async (response: { ok: boolean; status: number; json(): Promise<unknown> }, success: string) =>
    settle(request, response, intent, null, success, t('lists.error'));
  switch (intent) {
    case 'remove':
      return (
        await answer(
          await api.aspos.customer.wishlists[':id'].products[':productId'].$delete({
            param: { id, productId: String(Number(values.productId) || 0) },
          }),
          t('wishlist.removed'),
        )
      ).result;
    case 'quantity':
      return (
        await answer(
          await api.aspos.customer.wishlists[':id'].products[':productId'].$patch({
            param: { id, productId: String(Number(values.productId) || 0) },
            json: { quantity: Number(values.quantity) },
          }),
          t('wishlist.quantitySaved', { name: values.productName ?? '' }),
        )
      ).result;
    case 'add-to-list': {
      const productId = Number(values.productId) || 0;
      return (
        await answer(
          await api.aspos.customer.wishlists[':id'].products.$post({ param: { id }, json: { productId, quantity: 1 } }),
          t('lists.putOnListDone', { name: values.productName ?? '' }),
        )
      ).result;
    }
    case 'to-cart': {
      const { result, body } = await answer(
        await api.aspos.customer.wishlists.cart.$post({ json: { listName: values.listName ?? '' } }),
        '',
      );
      return result.ok ? { ...result, report: (body as { Data: ListToCartData }).Data } : result;
    }
    case 'create': {
      const { result, body } = await answer(
        await api.aspos.customer.wishlists.$post({ json: { listName: values.listName ?? '' } }),
        t('wishlist.created', { name: (values.listName ?? '').trim() }),
      );
      return result.ok ? { ...result, listId: (body as { Data: { Id: number } }).Data.Id } : result;
    }
    case 'rename':
      return (
        await answer(
          await api.aspos.customer.wishlists[':id'].$patch({ param: { id }, json: { listName: values.listName ?? '' } }),
          t('wishlist.renamed'),
        )
      ).result;
    case 'delete':
      return (await answer(await api.aspos.customer.wishlists[':id'].$delete({ param: { id } }), t('wishlist.deleted'))).result;
    default:
      return { ok: false, intent, productId: null, message: t('lists.error') };
  }
}

export default function Wishlist({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const { lists, current, confirmDelete } = loaderData;
  const confirmRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (confirmDelete) confirmRef.current?.focus();
  }, [confirmDelete, current.Id]);
  const result = actionData && !(actionData instanceof Response) ? (actionData as Result) : null;
  const shownList = result?.listId ? (lists.find((list) => list.Id === result.listId) ?? current) : current;
  const query = (id: number) => `/wishlist?lijst=${id}`;
  return (
    <div className="container list-page">
      <h1>{t('lists.wishlist')}</h1>
      <p className="list-page__intro">{t('wishlist.intro')}</p>
      {result && result.message && (
        <div className={`alert ${result.ok ? 'alert--success' : 'alert--error'}`} role={result.ok ? 'status' : 'alert'}>
          {result.message}
        </div>
      )}
      {result?.report && <ListReport report={result.report} />}
      <nav aria-label={t('wishlist.lists')}>
        <ul className="list-tabs">
          {lists.map((list) => (
            <li key={list.Id}>
              <Link to={query(list.Id)} aria-current={list.Id === shownList.Id ? 'page' : undefined}>
                {list.ShownName} ({t('wishlist.count', { count: list.Products.length })})
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-labelledby="wishlist-current">
        <h2 id="wishlist-current">{shownList.ShownName}</h2>
        {shownList.IsDefault && <p className="list-page__intro">{t('wishlist.defaultNote')}</p>}
        {shownList.Products.length === 0 ? (
          <p>{t('wishlist.empty')}</p>
        ) : (
          <>
            <Form method="post" action={query(shownList.Id)} className="list-toolbar">
              <input type="hidden" name="intent" value="to-cart" />
              <input type="hidden" name="listName" value={shownList.ListName} />
              <button type="submit" className="button button--primary" disabled={busy}>
                {t('wishlist.toCart')}
              </button>
            </Form>
            <ul className="list-lines">
              {shownList.Products.map((line) => {
                const product = line.Product;
                const name = product?.Name ?? t('wishlist.unavailable');
                return (
                  <li key={line.ProductId} className="list-line">
                    {product?.Img ? (
                      <ProductImage url={product.Img} alt="" sizes="72px" className="list-line__image" />
                    ) : (
                      <span className="list-line__image" aria-hidden="true" />
                    )}
                    <div>
                      <h3 className="list-line__name">{product ? <Link to={productHref(product.Url)}>{product.Name}</Link> : name}</h3>
                      {product && (
                        <p className="list-line__meta">
                          <Price amounts={{ incl: product.PriceInclTax, excl: product.PriceExclTax }} /> ·{' '}
                          {t(`product.stock.${product.StockLevel}`)}
                        </p>
                      )}
                    </div>
                    <Form method="post" action={query(shownList.Id)} className="list-line__actions">
                      <input type="hidden" name="wishlistId" value={shownList.Id} />
                      <input type="hidden" name="productId" value={line.ProductId} />
                      <input type="hidden" name="productName" value={name} />
                      <div>
                        <label htmlFor={`wishlist-${line.ProductId}-quantity`}>{t('wishlist.quantityLabel')}</label>
                        <input
                          id={`wishlist-${line.ProductId}-quantity`}
                          type="number"
                          name="quantity"
                          min={1}
                          max={MAX_LINE_QUANTITY}
                          step={1}
                          inputMode="numeric"
                          defaultValue={line.Quantity}
                          key={`q-${shownList.Id}-${line.Quantity}`}
                          required
                        />
                      </div>
                      <button
                        type="submit"
                        name="intent"
                        value="quantity"
                        className="button button--secondary-outline"
                        disabled={busy}
                        aria-label={t('wishlist.quantitySaveLabel', { name })}
                      >
                        {t('wishlist.quantitySave')}
                      </button>
                      <button
                        type="submit"
                        name="intent"
                        value="remove"
                        formNoValidate
                        className="link-button"
                        disabled={busy}
                        aria-label={t('wishlist.removeLabel', { name })}
                      >
                        {t('wishlist.remove')}
                      </button>
                    </Form>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </section>

      <section className="list-card" aria-labelledby="wishlist-manage">
        <h2 id="wishlist-manage">{t('wishlist.manage')}</h2>
        <Form method="post" action={query(shownList.Id)} className="inline-form">
          <input type="hidden" name="intent" value="rename" />
          <input type="hidden" name="wishlistId" value={shownList.Id} />
          <div>
            <label htmlFor="wishlist-rename">{t('wishlist.name')}</label>
            <input
              id="wishlist-rename"
              type="text"
              name="listName"
              defaultValue={shownList.ShownName}
              key={shownList.Id}
              maxLength={60}
              required
            />
          </div>
          <button type="submit" className="button button--secondary-outline" disabled={busy}>
            {t('wishlist.rename')}
          </button>
        </Form>
        {!shownList.IsDefault &&
          (confirmDelete && shownList.Id === current.Id ? (
            <section
              ref={confirmRef}
              tabIndex={-1}
              id="verwijderen"
              className="list-confirm"
              aria-labelledby="wishlist-confirm-title"
              data-testid="wishlist-confirm-delete"
            >
              <h3 id="wishlist-confirm-title">{t('wishlist.confirmDeleteTitle', { name: shownList.ShownName })}</h3>
              <p>{t('wishlist.confirmDeleteText', { count: shownList.Products.length })}</p>
              <Form method="post" action="/wishlist" className="list-toolbar">
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="wishlistId" value={shownList.Id} />
                <button type="submit" className="button button--primary" disabled={busy}>
                  {t('wishlist.confirmDeleteYes')}
                </button>
                <Link to={query(shownList.Id)} className="button button--secondary-outline">
                  {t('wishlist.confirmDeleteNo')}
                </Link>
              </Form>
            </section>
          ) : (
            <p className="list-toolbar">
              <Link to={`${query(shownList.Id)}&verwijderen=1#verwijderen`} className="link-button">
                {t('wishlist.delete')}
              </Link>
            </p>
          ))}
      </section>

      <section className="list-card" aria-labelledby="wishlist-new">
        <h2 id="wishlist-new">{t('wishlist.new')}</h2>
        <Form method="post" action="/wishlist" className="inline-form">
          <input type="hidden" name="intent" value="create" />
          <div>
            <label htmlFor="wishlist-name">{t('wishlist.name')}</label>
            <input id="wishlist-name" type="text" name="listName" maxLength={60} required />
          </div>
          <button type="submit" className="button button--secondary-outline" disabled={busy}>
            {t('wishlist.create')}
          </button>
        </Form>
      </section>
    </div>
  );
}
