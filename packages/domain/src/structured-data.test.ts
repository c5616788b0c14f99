import { describe, expect, it } from 'vitest';
import {
  breadcrumbJsonLd,
  chunkSitemap,
  productJsonLd,
  serializeJsonLd,
  sitemapIndexXml,
  sitemapXml,
  storeJsonLd,
} from './structured-data.ts';

describe('JSON-LD', () => {
  it('builds a product with an offer in euros and availability', () => {
    const ld = productJsonLd({ name: 'Brokjes', url: 'https://x/p', sku: '123', priceCents: 1999, inStock: false, brand: 'Toon' });
    expect(ld).toMatchObject({
      '@type': 'Product',
      brand: { name: 'Toon' },
      offers: { priceCurrency: 'EUR', price: '19.99', availability: 'https://schema.org/OutOfStock' },
    });
  });
  it('numbers breadcrumbs from 1', () => {
    const ld = breadcrumbJsonLd([
      { name: 'Home', url: 'https://x/' },
      { name: 'Winkels', url: 'https://x/vestigingen' },
    ]);
    expect((ld.itemListElement as { position: number }[]).map((i) => i.position)).toEqual([1, 2]);
  });
  it('describes store hours with schema.org day names and special days', () => {
    const ld = storeJsonLd({
      name: 'Toonbank Utrecht',
      url: 'u',
      phoneNumber: '030',
      email: 'e',
      street: 'Straat',
      houseNumber: '1',
      postalCode: '3511 AB',
      city: 'Utrecht',
      countryCode: 'NL',
      lat: 52,
      lng: 5,
      openingWeekdays: [{ day: 0, openingTime: '12:00:00', closingTime: '17:00:00' }],
      extraOpeningDays: [],
      extraClosingDays: [{ date: '2026-12-25' }],
    });
    const specs = ld.openingHoursSpecification as Record<string, string>[];
    expect(specs[0]).toMatchObject({ dayOfWeek: 'https://schema.org/Sunday', opens: '12:00', closes: '17:00' });
    expect(specs[1]).toMatchObject({ validFrom: '2026-12-25', opens: '00:00', closes: '00:00' });
  });
  it('serialises without a way to close the script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('sitemaps', () => {
  it('chunks at the limit', () => {
    expect(chunkSitemap([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunkSitemap(Array.from({ length: 50_000 }, (_, i) => i))).toHaveLength(1);
    expect(chunkSitemap(Array.from({ length: 50_001 }, (_, i) => i))).toHaveLength(2);
  });
  it('escapes urls in xml', () => {
    expect(sitemapXml([{ loc: 'https://x/a?b=1&c=2' }])).toContain('<loc>https://x/a?b=1&amp;c=2</loc>');
    expect(sitemapIndexXml(['https://x/sitemap-1.xml'])).toContain('<sitemapindex');
  });
});
