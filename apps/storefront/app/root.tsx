// The shop's style sheets first: the sheets of components (catalogue.css…) come after them and override them
// (decision 0018: they share one file with the shell's modules, in this order).
import './styles/app.css';
import './styles/shopper.css';
import './styles/finish.css';
import { serializeJsonLd } from '@toonbank/domain';
import { useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { ErrorContent } from './components/layout/ErrorContent.tsx';
import { ShellBoundary } from './components/layout/ShellBoundary.tsx';
import { MinimalShell, SiteShell } from './components/layout/SiteShell.tsx';
import { toShellUser, type ShellData } from './components/layout/types.ts';
import { LocaleContext, translator, useCatalogue, useT, type Locale } from './i18n/messages.ts';
import { catalogueChunksFor } from './lib/catalogue-chunks.server.ts';
import { fetchCartCount, fetchIncludeVat } from './lib/cart.server.ts';
import { gtmBootstrap, gtmContainer, useLoginEvent } from './lib/analytics.ts';
import { readCookieConsent } from './lib/cookies.ts';
import { useNonce } from './lib/csp-nonce.ts';
import { getRequestContext } from './lib/request-context.server.ts';
import { shopOrganizationJsonLd } from './lib/shop-info.ts';
import { shellMarkupReady } from './components/layout/islands.tsx';
import { keepForRender, shellFor } from './components/layout/shell-markup.server.tsx';
import { getEmptyListers, getSettings, getSiteWide } from './lib/site-wide.server.ts';
import { fetchWishlisted } from './lib/lists.server.ts';
import { throwIfUnauthorized } from './lib/unauthorized.server.ts';
import { pageUrl } from './lib/page-url.ts';

export async function loader({ request, context, pattern }: Route.LoaderArgs): Promise<ShellData> {
  const { api, user, locale } = getRequestContext(request, context);
  const [loadedSiteWide, cartCount, includeVat, emptyListers, wishlisted] = await Promise.all([
    getSiteWide(api, locale).catch((error: unknown) => {
      throwIfUnauthorized(error, request);
      throw error;
    }),
    fetchCartCount(api, Boolean(user)),
    fetchIncludeVat(api, Boolean(user)),
    getEmptyListers(api, request),
    fetchWishlisted(api, user),
  ]);
  // Menu entries that lead to nothing for this viewer are left out (issue 12 defect 5); customers and representatives
  // are not asked to become a customer (issue 12 defect 9). The parts that are the same for every such viewer of a
  // language are static markup rendered once (decision 0027): the page's data carries only their key.
  const shell = shellFor(loadedSiteWide, { locale, loggedIn: Boolean(user), emptyListers });
  keepForRender(context, shell.markup);
  const cookieConsent = readCookieConsent(request);
  const settings = await getSettings(api, locale).catch(() => ({}) as Record<string, unknown>);
  return {
    user: toShellUser(user),
    locale,
    // Pieces in the acting customer's cart; 0 for anonymous visitors (§6).
    cartCount,
    wishlisted,
    includeVat,
    cookieConsent,
    siteWide: shell.siteWide,
    islands: shell.islands,
    origin: pageUrl(request).origin,
    gtmContainer: gtmContainer(settings.analytics, cookieConsent),
    catalogueChunks: catalogueChunksFor(locale, pageUrl(request).pathname, pattern),
  };
}

/** After the first page: root data that names other islands shows only with their markup (decision 0027). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs): Promise<ShellData> {
  const data = await serverLoader();
  await shellMarkupReady(data.islands.key);
  return data;
}

const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 48 48'%3E%3Crect width='48' height='48' rx='12' fill='%232e7d32'/%3E%3Cg fill='%23fff'%3E%3Cellipse cx='24' cy='27' rx='7' ry='6'/%3E%3Ccircle cx='14.5' cy='19.5' r='3.2'/%3E%3Ccircle cx='20' cy='13' r='3.2'/%3E%3Ccircle cx='28' cy='13' r='3.2'/%3E%3Ccircle cx='33.5' cy='19.5' r='3.2'/%3E%3C/g%3E%3C/svg%3E";

export function links(): Route.LinkDescriptors {
  return [{ rel: 'icon', href: FAVICON, type: 'image/svg+xml' }];
}

export function meta({ loaderData, error }: Route.MetaArgs): Route.MetaDescriptors {
  const t = translator(loaderData?.locale ?? 'nl');
  if (error) {
    const status = isRouteErrorResponse(error) ? error.status : 500;
    return [
      { title: t('meta.titleSuffix', { title: status === 404 ? t('notFound.title') : t('error.title') }) },
      { name: 'robots', content: 'noindex' },
    ];
  }
  return [{ title: t('meta.homeTitle') }, { name: 'description', content: t('meta.homeDescription') }];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>('root');
  const locale: Locale = rootData?.locale ?? 'nl';
  const nonce = useNonce();
  useCatalogue(locale);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2e7d32" />
        <Meta />
        <Links />
        {rootData?.catalogueChunks?.map((chunk) => (
          <link key={chunk} rel="modulepreload" href={chunk} nonce={nonce} />
        ))}
        {rootData?.gtmContainer && <script nonce={nonce} dangerouslySetInnerHTML={{ __html: gtmBootstrap(rootData.gtmContainer) }} />}
      </head>
      <body>
        <LocaleContext value={locale}>{children}</LocaleContext>
        {rootData && (
          <script
            type="application/ld+json"
            dangerouslySetInnerHTML={{ __html: serializeJsonLd(shopOrganizationJsonLd(rootData.siteWide.shop, rootData.origin)) }}
          />
        )}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Marks the document once React runs in the browser (handy for tests and for CSS that needs JavaScript). */
function useHydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}

export default function App({ loaderData }: Route.ComponentProps) {
  useHydrationMarker();
  useLoginEvent(loaderData.user !== null);
  return (
    <SiteShell data={loaderData}>
      <Outlet />
    </SiteShell>
  );
}

/**
 * Errors of any route render here, inside the layout: 404 as the not-found
 * page, other statuses with a Dutch message (never a stack trace). When the
 * root loader itself failed there is no shell data, so a minimal shell is used.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const rootData = useRouteLoaderData<typeof loader>('root');
  const location = useLocation();
  const t = useT();
  useHydrationMarker();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const content = <ErrorContent status={status} />;
  const minimal = <MinimalShell>{content}</MinimalShell>;
  if (!rootData) return minimal;
  const crumbs = [{ label: status === 404 ? t('notFound.crumb') : t('error.crumb'), to: location.pathname }];
  // After a 401 the session cookie is gone: show the header as for a visitor.
  const shellData = status === 401 ? { ...rootData, user: null } : rootData;
  return (
    <ShellBoundary fallback={minimal}>
      <SiteShell data={shellData} crumbs={crumbs}>
        {content}
      </SiteShell>
    </ShellBoundary>
  );
}
