import type { Article } from '@toonbank/api/types';
import { breadcrumbJsonLd, normalizeContentUrl, serializeJsonLd } from '@toonbank/domain';
import { data, redirect } from 'react-router';
import { ContentBlocks } from '../components/content/ContentBlocks.tsx';
import { LOCALE_TAGS } from '../i18n/messages.ts';
import { ApiResponseError, readAnswer } from '../lib/api.ts';
import type { ShellHandle } from '../lib/breadcrumbs.ts';
import { loadBlockExtras, submitContentForm } from '../lib/content-page.server.ts';
import { publicOrigin } from '../lib/public-origin.server.ts';
import { getRequestContext } from '../lib/request-context.server.ts';
import { throwIfUnauthorized } from '../lib/unauthorized.server.ts';
import type { Route } from './+types/content';
import { pageUrl } from '../lib/page-url.ts';

export const handle: ShellHandle = {
  breadcrumb: ({ data: loaded }) => {
    const page = loaded as { article: Article } | undefined;
    return page ? { label: page.article.Title, to: `/${page.article.Url}` } : null;
  },
};

/**
 * Catch-all (§2 `/*`, §4 content load): the content page at this url. Unknown
 * or unsafe urls render the not-found page with 404; an alternate url answers
 * 301; login-required pages send visitors to login and back.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, locale, user } = getRequestContext(request, context);
  const url = pageUrl(request);
  const key = normalizeContentUrl(url.pathname);
  if (key === null) throw data(null, { status: 404 });
  const response = await api.vm.u.$post({ json: { AtomType: 'Article', Url: key, PathUrl: key, Culture: LOCALE_TAGS[locale] } });
  const status: number = response.status;
  if (status === 401) throwIfUnauthorized(new ApiResponseError(401, 'UNAUTHORIZED', ''), request);
  const answer = await readAnswer(response);
  if (!answer.ok) throw data(null, { status: status === 404 || status === 400 ? 404 : 502 });
  const body = answer.body;
  if (body.ReasonCode === 'LoginRequired' && !user) {
    throw redirect(`/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
  }
  const article = body.Article;
  if (!article) throw data(null, { status: 404 });
  if (body.ReasonCode === 'Redirect' && article.AlternateUrl) throw redirect(article.AlternateUrl, 301);
  const extras = await loadBlockExtras(api, article.Blocks, locale);
  return { article, extras, origin: publicOrigin(request), locale };
}

export const action = ({ request, context }: Route.ActionArgs) => submitContentForm(request, context);

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [];
  const { article, origin } = loaderData;
  const canonical = `${origin}/${article.Url}`;
  const robots = [article.RobotsNoIndex ? 'noindex' : 'index', article.RobotsNoFollow ? 'nofollow' : 'follow'].join(', ');
  const image = article.MetaImage ? new URL(article.MetaImage, origin).toString() : null;
  return [
    { title: article.MetaTitle },
    ...(article.MetaDescription ? [{ name: 'description', content: article.MetaDescription }] : []),
    ...(article.MetaKeywords ? [{ name: 'keywords', content: article.MetaKeywords }] : []),
    { name: 'robots', content: robots },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:type', content: 'article' },
    { property: 'og:title', content: article.MetaTitle },
    { property: 'og:url', content: canonical },
    ...(article.MetaDescription ? [{ property: 'og:description', content: article.MetaDescription }] : []),
    ...(image ? [{ property: 'og:image', content: image }] : []),
  ];
}

export default function ContentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { article, extras, origin, locale } = loaderData;
  const jsonLd = breadcrumbJsonLd([
    { name: 'Home', url: `${origin}/` },
    { name: article.Title, url: `${origin}/${article.Url}` },
  ]);
  return (
    // Dutch text shown for want of a translation is marked as Dutch (WCAG 3.1.2).
    <article className="container content-page" lang={article.Language !== locale ? article.Language : undefined}>
      <h1>{article.Heading ?? article.Title}</h1>
      {article.Summary ? <p className="content-page__summary">{article.Summary}</p> : null}
      <ContentBlocks blocks={article.Blocks} extras={extras} formResult={actionData ?? null} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
    </article>
  );
}
