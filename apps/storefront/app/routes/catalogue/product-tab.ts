import { data } from 'react-router';
import { toTileProduct } from '../../lib/product-tile.ts';
import { ApiResponseError, readData } from '../../lib/api.ts';
import { LAZY_PRODUCT_TABS } from '../../lib/links.ts';
import { getRequestContext } from '../../lib/request-context.server.ts';
import type { Route } from './+types/product-tab';

/** An API 404 (no such product, or not for this visitor) stays a 404; other failures become `null`. */
function notFoundOrNull(error: unknown): null {
  if (error instanceof ApiResponseError && error.status === 404) throw data(null, { status: 404 });
  return null;
}

/**
 * The data of one product-page tab (resource route), acting for the visitor (their
 * publication codes and prices): related products, the customer's recently viewed
 * products (without this one) or stock per store. `null` when the API could not
 * answer, so the tab says so instead of the page failing; 404 for a product the
 * visitor may not see (publication codes) or that does not exist, as its page.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api, user } = getRequestContext(request, context);
  const productId = Number(params.id);
  const tab = LAZY_PRODUCT_TABS.find((name) => name === params.tab);
  if (!tab || !/^\d{1,9}$/.test(params.id) || productId <= 0) throw data(null, { status: 404 });
  const id = String(productId);
  if (tab === 'stock') {
    // §5 stock per store: the stock endpoint applies the rules (stores shown on the product page, excluded stores left out).
    const stock = await api.aspos.products[':id'].stock.$get({ param: { id } }).then(readData).catch(notFoundOrNull);
    return { products: null, stock };
  }
  const products =
    tab === 'connections'
      ? await api.aspos.products[':id'].connections
          .$get({ param: { id }, query: { limit: '50' } })
          .then(readData)
          .catch(notFoundOrNull)
      : user
        ? await api.aspos.products.viewed
            .$get({ query: { limit: '13' } })
            .then(readData)
            .then((viewed) => viewed.filter((p) => p.Id !== productId).slice(0, 12))
            .catch(() => null)
        : [];
  return { products: products?.map(toTileProduct) ?? null, stock: null };
}

/** Related products, recent views and stock do not change with the page's own form posts (add to cart). */
export function shouldRevalidate() {
  return false;
}
