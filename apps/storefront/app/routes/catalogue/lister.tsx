import { data, Link } from 'react-router';
import { Listing } from '../../components/catalogue/Listing.tsx';
import { Icon } from '../../components/ui/Icon.tsx';
import { translator, useT } from '../../i18n/messages.ts';
import { readData, type ApiClient, type DataOf } from '../../lib/api.ts';
import type { ShellHandle } from '../../lib/breadcrumbs.ts';
import { loadListing, orNotFound } from '../../lib/catalogue.server.ts';
import { listerHref } from '../../lib/links.ts';
import { publicOrigin } from '../../lib/public-origin.server.ts';
import { getRequestContext } from '../../lib/request-context.server.ts';
import { listingSignals, withLoaderHeaders } from '../../lib/search-signals.server.ts';
import { getEmptyListers } from '../../lib/site-wide.server.ts';
import type { Route } from './+types/lister';
import { pageUrl } from '../../lib/page-url.ts';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api, locale, user } = getRequestContext(request, context);
  const nodeUrl = (params['*'] ?? '').replace(/^\/+|\/+$/g, '');
  const node = await orNotFound(request, async () =>
    readData(await api.aspos.webnodes.url[':url'].$get({ param: { url: encodeURIComponent(nodeUrl) } })),
  );
  const [listing, empty] = await Promise.all([
    orNotFound(request, () => loadListing(api, pageUrl(request), { base: [`webnode:${node.Id}`] })),
    getEmptyListers(api, request),
  ]);
  // Subcategories without a product for this viewer are no row to choose (issue 12 defect 5).
  // A range with products for other customers only (point-of-sale material: business customers) says so, with the way in.
  const forOthers =
    node.ForOtherCustomers && listing.result.Total === 0 ? { loggedIn: user !== null, returnTo: `/product/lister/${node.Url}` } : null;
  return data(
    { node: shownNode(node, empty), listing, locale, forOthers },
    { headers: listingSignals(publicOrigin(request), listerHref(node.Url), listing.state) },
  );
}

export const headers: Route.HeadersFunction = withLoaderHeaders;

type ListerNode = DataOf<Awaited<ReturnType<ApiClient['aspos']['webnodes']['url'][':url']['$get']>>>;

/**
 * What the lister renders of its web node (decision 0026, as `shownProduct` for the product page): the title,
 * description, breadcrumb and the subcategories with products for this viewer as links; its code, banner, languages
 * and ids of the ancestors stay on the server.
 */
function shownNode(node: ListerNode, empty: ReadonlySet<string>) {
  return {
    Name: node.Name,
    Url: node.Url,
    Description: node.Description,
    Ancestors: node.Ancestors.map((ancestor) => ({ Name: ancestor.Name, Url: ancestor.Url })),
    Children: node.Children.filter((child) => !empty.has(child.Url)).map((child) => ({ Id: child.Id, Name: child.Name, Url: child.Url })),
  };
}

export const handle: ShellHandle = {
  breadcrumb: ({ data: loaded }) => {
    const node = (loaded as Route.ComponentProps['loaderData'] | undefined)?.node;
    if (!node) return null;
    return [...node.Ancestors, node].map((n) => ({ label: n.Name, to: listerHref(n.Url) }));
  },
};

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [];
  const t = translator(loaderData.locale);
  return [
    { title: t('meta.titleSuffix', { title: loaderData.node.Name }) },
    { name: 'description', content: loaderData.node.Description || loaderData.node.Name },
  ];
}

export default function Lister({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { node, listing, forOthers } = loaderData;
  const intro =
    node.Children.length > 0 ? (
      <nav aria-label={t('catalogue.subcategories')} className="listing__children">
        <ul>
          {node.Children.map((child) => (
            <li key={child.Id}>
              <Link to={listerHref(child.Url)}>{child.Name}</Link>
            </li>
          ))}
        </ul>
      </nav>
    ) : null;
  const empty = forOthers ? (
    <div className="alert alert--info listing__empty" role="status">
      <Icon name="info" size={20} />
      <div>
        <p>
          <strong>{t('lister.forOthers.title')}</strong>
        </p>
        <p>{t('lister.forOthers.text', { category: node.Name })}</p>
        <ul>
          {forOthers.loggedIn ? null : (
            <li>
              <Link to={`/login?redirect=${encodeURIComponent(forOthers.returnTo)}`}>{t('lister.forOthers.login')}</Link>
            </li>
          )}
          <li>
            <Link to="/zakelijk">{t('lister.forOthers.request')}</Link>
          </li>
        </ul>
      </div>
    </div>
  ) : undefined;
  return <Listing listing={listing} title={node.Name} intro={intro} empty={empty} />;
}
