import '../../styles/cart.css';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { CartWarnings } from '../../components/cart/CartWarnings.tsx';
import { Price } from '../../components/product/Price.tsx';
import { ProductImage } from '../../components/product/ProductImage.tsx';
import { LOCALE_TAGS, translator, useLocale, useT } from '../../i18n/messages.ts';
import type { ShellHandle } from '../../lib/breadcrumbs.ts';
import { ApiResponseError, readData } from '../../lib/api.ts';
import { fetchSharedCart } from '../../lib/cart-extras.server.ts';
import type { CartWarningData } from '../../lib/cart.server.ts';
import { requireUser } from '../../lib/guards.server.ts';
import { throwIfUnauthorized } from '../../lib/unauthorized.server.ts';
import type { Route } from './+types/shared';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const t = translator(matches[0]?.loaderData?.locale ?? 'nl');
  return [{ title: t('meta.titleSuffix', { title: t('shared.title') }) }, { name: 'robots', content: 'noindex' }];
}

export const handle: ShellHandle = {
  breadcrumb: ({ t, pathname }) => ({ label: t('shared.title'), to: pathname }),
};

/**
 * A shared cart opened from its link (§7 cart/share): what it holds, as this customer sees those products. Anonymous
 * visitors log in first and come back here; an unknown or expired key is a 404 page with the shop's message.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api, user } = requireUser(request, context);
  if (user.role === 'impersonation' && user.impersonatedCustomerId === null) throw redirect('/impersonation');
  try {
    const shared = await fetchSharedCart(api, params.key);
    if (!shared) throw data({ shared: null }, { status: 404 });
    return { shared };
  } catch (error) {
    throwIfUnauthorized(error, request);
    throw error;
  }
}

type UseShareResult = { ok: true; warnings: CartWarningData[]; names: [number, string][] } | { ok: false; error: string };

/** §7 cart/use-share: the shared lines into the customer's own cart, each line that could not be added reported. */
export async function action({ request, context, params }: Route.ActionArgs): Promise<UseShareResult> {
  const { api } = requireUser(request, context);
  try {
    const cart = await readData(await api.aspos.cart['use-share'].$post({ json: { shareKey: params.key } }));
    return { ok: true, warnings: cart.Warnings, names: [] };
  } catch (error) {
    throwIfUnauthorized(error, request);
    if (error instanceof ApiResponseError && error.status < 500) return { ok: false, error: error.message };
    throw error;
  }
}

export function ErrorBoundary() {
  const t = useT();
  return (
    <div className="cart container">
      <h1>{t('shared.title')}</h1>
      <p className="alert alert--warning" role="alert">
        {t('shared.notFound')}
      </p>
      <Link to="/cart" className="button button--primary">
        {t('shared.toCart')}
      </Link>
    </div>
  );
}

export default function SharedCartPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const busy = useNavigation().state !== 'idle';
  const { shared } = loaderData;
  const names = new Map(shared.Lines.flatMap((line) => (line.Product ? [[line.ProductId, line.Product.Name] as const] : [])));
  return (
    <div className="cart container shared-cart">
      <h1>{t('shared.title')}</h1>
      <p>{t('shared.intro')}</p>
      <p className="cart-line__hint">
        {t('shared.expires', { date: new Date(shared.ExpiresAt).toLocaleDateString(LOCALE_TAGS[locale], { dateStyle: 'long' }) })}
      </p>
      {actionData?.ok === true && (
        <div className="shared-cart__result" data-testid="shared-result">
          <p className="alert alert--success" role="status">
            {t('shared.added')}
          </p>
          {actionData.warnings.length > 0 && (
            <>
              <p>{t('shared.notAll')}</p>
              <CartWarnings warnings={actionData.warnings} names={names} />
            </>
          )}
        </div>
      )}
      {actionData?.ok === false && (
        <p className="alert alert--error" role="alert">
          {actionData.error}
        </p>
      )}
      <ul className="cart__lines" aria-label={t('cart.lines')}>
        {shared.Lines.map((line) => (
          <li key={line.ProductId} className="cart-line" data-testid="shared-line" data-product-id={line.ProductId}>
            <div className="cart-line__image">
              {line.Product?.Img ? (
                <ProductImage url={line.Product.Img} alt="" sizes="96px" />
              ) : (
                <span className="product-tile__placeholder" aria-hidden="true" />
              )}
            </div>
            <div className="cart-line__info">
              <h2 className="cart-line__name">
                {line.Product ? <Link to={`/product/detail/${line.Product.Url}`}>{line.Product.Name}</Link> : t('shared.unavailable')}
              </h2>
              <p className="cart-line__price">{t('shared.quantity', { quantity: line.Quantity })}</p>
            </div>
            {line.Product && (
              <div className="cart-line__totals">
                <p className="cart-line__total">
                  <Price amounts={{ incl: line.Product.PriceInclTax, excl: line.Product.PriceExclTax }} />
                </p>
              </div>
            )}
          </li>
        ))}
      </ul>
      <div className="shared-cart__actions">
        <Form method="post">
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('shared.add')}
          </button>
        </Form>
        <Link to="/cart" className="button button--secondary-outline">
          {t('shared.toCart')}
        </Link>
      </div>
    </div>
  );
}
