/** The public url paths of the sitemap: only what an anonymous visitor may see. */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { ANONYMOUS_PUBLICATION_CODE } from '@toonbank/domain/publication';
import type { Db } from '../client.ts';
import { brands, products, webNodes } from '../schema/catalogue.ts';
import { articles, newsItems } from '../schema/content.ts';
import { stores } from '../schema/stores.ts';
import { brandIsVisible, webNodeIsLive } from './catalogue.ts';
import { productVisibleTo } from './product-visibility.ts';

/** Every public url path for the sitemap, by kind, with a last-modified day where known. */
export async function listSitemapPaths(db: Db, now: Date): Promise<{ path: string; lastmod?: string }[]> {
  const [productRows, nodeRows, brandRows, storeRows, articleRows, newsRows] = await Promise.all([
    db
      .select({ url: products.url })
      .from(products)
      .where(productVisibleTo({ publicationCodes: [ANONYMOUS_PUBLICATION_CODE], priceListId: null }))
      .orderBy(asc(products.id)),
    db.select({ url: webNodes.url }).from(webNodes).where(webNodeIsLive()).orderBy(asc(webNodes.url)),
    db.select({ url: brands.url }).from(brands).where(brandIsVisible).orderBy(asc(brands.url)),
    db.select({ url: stores.url }).from(stores).orderBy(asc(stores.url)),
    db
      .select({ url: articles.url, updatedAt: articles.updatedAt })
      .from(articles)
      .where(and(eq(articles.robotsNoIndex, false), eq(articles.loginRequired, false), sql`${articles.alternateUrl} is null`))
      .orderBy(asc(articles.url)),
    db
      .select({ name: newsItems.name, publicationDate: newsItems.publicationDate })
      .from(newsItems)
      .where(sql`${newsItems.publicationDate} <= ${now.toISOString()}`)
      .orderBy(desc(newsItems.publicationDate)),
  ]);
  return [
    { path: '/' },
    { path: '/vestigingen' },
    { path: '/klantenservice' },
    { path: '/nieuws' },
    ...productRows.map((row) => ({ path: `/product/detail/${row.url}` })),
    ...nodeRows.map((row) => ({ path: `/product/lister/${row.url}` })),
    ...brandRows.map((row) => ({ path: `/merken/${row.url}` })),
    ...storeRows.map((row) => ({ path: `/winkel/${row.url}` })),
    ...articleRows.map((row) => ({ path: `/${row.url}`, lastmod: row.updatedAt.toISOString().slice(0, 10) })),
    ...newsRows.map((row) => ({ path: `/nieuws/detail/${row.name}`, lastmod: row.publicationDate.toISOString().slice(0, 10) })),
  ];
}
