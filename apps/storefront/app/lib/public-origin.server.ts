import { pageUrl } from './page-url.ts';
/**
 * The shop's public origin for absolute urls (canonical links, og:image,
 * structured data, sitemap.xml, robots.txt): PUBLIC_URL when set, else the
 * origin the request was asked on.
 */
export function publicOrigin(request: Request): string {
  const configured = process.env.PUBLIC_URL?.trim().replace(/\/+$/, '');
  return configured || pageUrl(request).origin;
}
