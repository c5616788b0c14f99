/** schema.org JSON-LD builders and sitemap chunking (pure; the storefront serialises them). */
import type { OpeningTimes } from './opening-hours.ts';

type JsonLd = Record<string, unknown>;

export interface ProductLdInput {
  name: string;
  url: string;
  image?: string | null;
  description?: string | null;
  sku: string;
  gtin?: string | null;
  brand?: string | null;
  priceCents: number;
  inStock: boolean;
}

/** A Product with one Offer in EUR (price with two decimals) and its availability. */
export function productJsonLd(input: ProductLdInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    sku: input.sku,
    ...(input.gtin ? { gtin13: input.gtin } : {}),
    ...(input.image ? { image: input.image } : {}),
    ...(input.description ? { description: input.description } : {}),
    ...(input.brand ? { brand: { '@type': 'Brand', name: input.brand } } : {}),
    offers: {
      '@type': 'Offer',
      url: input.url,
      priceCurrency: 'EUR',
      price: (input.priceCents / 100).toFixed(2),
      availability: input.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}

/** BreadcrumbList from (name, absolute url) pairs in order. */
export function breadcrumbJsonLd(items: readonly { name: string; url: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  };
}

const SCHEMA_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export interface StoreLdInput extends OpeningTimes {
  name: string;
  url: string;
  phoneNumber: string;
  email: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  countryCode: string;
  lat: number;
  lng: number;
  image?: string | null;
}

/** A LocalBusiness (PetStore) with weekly hours and its special days as specifications. */
export function storeJsonLd(store: StoreLdInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'PetStore',
    name: store.name,
    url: store.url,
    telephone: store.phoneNumber,
    email: store.email,
    ...(store.image ? { image: store.image } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${store.street} ${store.houseNumber}`,
      postalCode: store.postalCode,
      addressLocality: store.city,
      addressCountry: store.countryCode,
    },
    geo: { '@type': 'GeoCoordinates', latitude: store.lat, longitude: store.lng },
    openingHoursSpecification: [
      ...store.openingWeekdays.map((day) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: `https://schema.org/${SCHEMA_DAYS[day.day]}`,
        opens: day.openingTime.slice(0, 5),
        closes: day.closingTime.slice(0, 5),
      })),
      ...store.extraOpeningDays.map((day) => ({
        '@type': 'OpeningHoursSpecification',
        validFrom: day.date,
        validThrough: day.date,
        opens: day.openingTime.slice(0, 5),
        closes: day.closingTime.slice(0, 5),
      })),
      ...store.extraClosingDays.map((day) => ({
        '@type': 'OpeningHoursSpecification',
        validFrom: day.date,
        validThrough: day.date,
        opens: '00:00',
        closes: '00:00',
      })),
    ],
  };
}

/** The shop as an Organization; logo and sameAs left out when there are none. */
export function organizationJsonLd(input: { name: string; url: string; logo?: string | null; sameAs: readonly string[] }): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: input.name,
    url: input.url,
    ...(input.logo ? { logo: input.logo } : {}),
    ...(input.sameAs.length > 0 ? { sameAs: [...input.sameAs] } : {}),
  };
}

/** JSON for a <script type="application/ld+json">: `<` escaped so no text can close the script element. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

export const SITEMAP_MAX_URLS = 50_000;

/** Splits urls into sitemap files of at most `size` urls (one file when they fit). */
export function chunkSitemap<T>(urls: readonly T[], size = SITEMAP_MAX_URLS): T[][] {
  if (urls.length === 0) return [[]];
  const chunks: T[][] = [];
  for (let start = 0; start < urls.length; start += size) chunks.push(urls.slice(start, start + size));
  return chunks;
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** A <urlset> document. */
export function sitemapXml(urls: readonly { loc: string; lastmod?: string }[]): string {
  const body = urls
    .map((url) => `<url><loc>${escapeXml(url.loc)}</loc>${url.lastmod ? `<lastmod>${url.lastmod}</lastmod>` : ''}</url>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</urlset>\n`;
}

/** A <sitemapindex> document. */
export function sitemapIndexXml(locations: readonly string[]): string {
  const body = locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</sitemapindex>\n`;
}
