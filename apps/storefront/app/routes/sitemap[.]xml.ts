import { chunkSitemap, sitemapIndexXml, sitemapXml } from '@toonbank/domain';
import { data } from 'react-router';
import { readData } from '../lib/api.ts';
import { publicOrigin } from '../lib/public-origin.server.ts';
import { getRequestContext } from '../lib/request-context.server.ts';
import type { Route } from './+types/sitemap[.]xml';
import { pageUrl } from '../lib/page-url.ts';

/**
 * /sitemap.xml: every public page. Over 50,000 urls it becomes a sitemap
 * index whose parts are /sitemap.xml?deel=1, ?deel=2, …
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = getRequestContext(request, context);
  const url = pageUrl(request);
  const { Paths } = await readData(await api.seo.sitemap.$get());
  const chunks = chunkSitemap(Paths);
  const part = url.searchParams.get('deel');
  const headers = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' };
  const origin = publicOrigin(request);
  const toUrls = (paths: typeof Paths) => paths.map((p) => ({ loc: `${origin}${p.Path}`, lastmod: p.LastMod ?? undefined }));
  if (part !== null) {
    const index = Number.parseInt(part, 10);
    const chunk = Number.isInteger(index) && index >= 1 ? chunks[index - 1] : undefined;
    if (!chunk || chunks.length === 1) throw data(null, { status: 404 });
    return new Response(sitemapXml(toUrls(chunk)), { headers });
  }
  if (chunks.length === 1) return new Response(sitemapXml(toUrls(chunks[0]!)), { headers });
  return new Response(sitemapIndexXml(chunks.map((_, i) => `${origin}/sitemap.xml?deel=${i + 1}`)), { headers });
}
