import { createHash } from 'node:crypto';
import { isValidEan13 } from '@toonbank/domain/ean';
import { describe, expect, it } from 'vitest';
import { buildDataset, type Dataset } from './dataset.ts';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CATALOG } from './data/catalog.ts';
import { ANIMALS } from './data/translations.ts';
import { demoImageFiles, writeDemoImages } from './images/index.ts';
import { IMAGE_URL_PREFIX } from './images/paths.ts';
import { specialCounts } from './products.ts';

const REFERENCE = new Date(Date.UTC(2026, 10, 1));
const build = (products: number, seed = 2026) => buildDataset({ products, seed, referenceDate: REFERENCE, passwordHash: 'hash' });

function checksum(data: Dataset): string {
  return createHash('sha256').update(JSON.stringify(data)).digest('hex');
}

describe('buildDataset', () => {
  const data = build(1500);
  const { products } = data.catalog;

  it('is deterministic for a seed and differs between seeds', () => {
    expect(checksum(build(1500))).toBe(checksum(data));
    expect(checksum(build(1500, 7))).not.toBe(checksum(data));
  });

  it('does not depend on the time of day of the reference date', () => {
    const evening = buildDataset({ products: 300, seed: 1, referenceDate: new Date('2026-11-01T21:45:00Z'), passwordHash: 'hash' });
    const morning = buildDataset({ products: 300, seed: 1, referenceDate: new Date('2026-11-01T06:00:00Z'), passwordHash: 'hash' });
    expect(checksum(evening)).toBe(checksum(morning));
  });

  it.each([10, 37, 400, 2000])('makes exactly %i products', (count) => {
    expect(build(count).catalog.products).toHaveLength(count);
  });

  it('gives unique urls, numbers and valid unique EAN-13 codes', () => {
    expect(new Set(products.map((p) => p.url)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.number)).size).toBe(products.length);
    const codes = products.map((p) => p.scanCode).filter((code): code is string => code !== null);
    expect(codes.every(isValidEan13)).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
    expect(products.some((p) => p.number.length > 6)).toBe(true);
  });

  it('mixes publication codes, VAT rates, supplier states and product types', () => {
    const codes = new Set(products.map((p) => p.publicationCodes.join(';')));
    expect([...codes].sort()).toEqual(['A', 'A;B', 'B', 'C']);
    const onlyB = products.filter((p) => p.publicationCodes.join(';') === 'B').length / products.length;
    expect(onlyB).toBeGreaterThan(0.75);
    expect(new Set(products.map((p) => p.taxRate))).toEqual(new Set([0, 9, 21]));
    expect(new Set(products.map((p) => p.supplierState))).toEqual(
      new Set(['Active', 'Expected', 'Endoflife', 'Suspended', 'Subscription', 'Default']),
    );
    expect(products.filter((p) => p.type === 'ProductVoucher')).toHaveLength(specialCounts(1500).vouchers);
    expect(products.filter((p) => p.supplierState === 'Expected').every((p) => p.deliverableFromDate !== null)).toBe(true);
  });

  it('ends list prices like a shop and keeps retail prices above them', () => {
    const priced = products.filter((p) => p.listPriceInclCents > 0);
    expect(priced.every((p) => [95, 99, 49, 45, 29, 79, 0].includes(p.listPriceInclCents % 100))).toBe(true);
    expect(products.every((p) => p.retailPriceInclCents === null || p.retailPriceInclCents > p.listPriceInclCents)).toBe(true);
  });

  it('groups about a tenth of the products in variant families, linked both ways', () => {
    const { connections } = data.catalog;
    const variantTypes = new Set(['Size', 'Color', 'Variant']);
    const variantLinks = connections.filter((c) => variantTypes.has(c.type));
    const inFamily = new Set(variantLinks.map((c) => c.productId));
    expect(inFamily.size / products.length).toBeGreaterThan(0.05);
    expect(inFamily.size / products.length).toBeLessThan(0.2);
    const keys = new Set(variantLinks.map((c) => `${c.productId}-${c.connectedProductId}-${c.type}`));
    expect(variantLinks.every((c) => keys.has(`${c.connectedProductId}-${c.productId}-${c.type}`))).toBe(true);
    expect(new Set(variantLinks.map((c) => c.type))).toEqual(variantTypes);
    const masters = products.filter((p) => p.isVirtual);
    expect(masters.length).toBeGreaterThan(0);
    expect(masters.every((m) => m.scanCode === null && inFamily.has(m.id))).toBe(true);
    expect(connections.some((c) => c.type === 'Interesting')).toBe(true);
  });

  it('puts every regular product in a leaf category and fills the special nodes', () => {
    const leafIds = new Set(data.webNodes.filter((n) => n.level === 3).map((n) => n.id));
    const linked = new Set(data.catalog.webNodeLinks.filter((l) => leafIds.has(l.webNodeId)).map((l) => l.productId));
    const regular = products.filter((p) => p.type === 'Product' && p.listPriceInclCents > 0 && !p.tags.subgroup?.includes('POS-materiaal'));
    expect(regular.every((p) => linked.has(p.id))).toBe(true);
    const special = data.webNodes.filter((n) => n.level === 1 && (n.sortOrder ?? 0) >= 100);
    for (const node of special.filter((n) => n.url !== 'meer')) {
      expect(
        data.catalog.webNodeLinks.some((l) => l.webNodeId === node.id),
        node.url,
      ).toBe(true);
    }
    expect(data.webNodes.length).toBeGreaterThanOrEqual(100);
    expect(data.webNodes.length).toBeLessThanOrEqual(160);
    expect(new Set(data.webNodes.map((n) => n.url)).size).toBe(data.webNodes.length);
  });

  it('gives wholesale net prices below the list price and falling price levels', () => {
    const byId = new Map(products.map((p) => [p.id, p]));
    for (const price of data.catalog.priceListPrices) {
      const product = byId.get(price.productId);
      if (!product || product.listPriceInclCents === 0) continue;
      expect(price.netPriceExclCents).toBeLessThan(product.listPriceInclCents);
    }
    const levels = new Map<number, (typeof data.catalog.priceLevels)[number][]>();
    for (const level of data.catalog.priceLevels) levels.set(level.productId, [...(levels.get(level.productId) ?? []), level]);
    expect(levels.size / products.length).toBeGreaterThan(0.08);
    for (const [productId, tiers] of levels) {
      const prices = [...tiers].sort((a, b) => a.quantity - b.quantity).map((t) => t.priceInclCents);
      expect(prices[0]).toBeLessThan(byId.get(productId)?.listPriceInclCents ?? 0);
      expect([...prices].sort((a, b) => b - a)).toEqual(prices);
    }
  });

  it('keeps store stock off the distribution centre', () => {
    expect(data.stores[0]?.isPickupStore).toBe(false);
    expect(data.catalog.storeStock.some((s) => s.storeId === 1)).toBe(false);
    expect(data.stores.filter((s) => s.isPickupStore).length).toBeGreaterThanOrEqual(8);
  });

  it('only links to web nodes and FAQ categories that exist', () => {
    const nodeUrls = new Set(data.webNodes.map((n) => n.url));
    const faq = new Set(data.content.faq.categories.map((c) => c.name));
    const blocks = [...data.content.articles, ...data.content.news.items].flatMap(
      (a) => a.blocks as { type: string; webNodeUrl?: string; category?: string }[],
    );
    for (const block of blocks) {
      if (block.webNodeUrl) expect(nodeUrls.has(block.webNodeUrl), block.webNodeUrl).toBe(true);
      if (block.type === 'faq') expect(faq.has(block.category ?? ''), block.category).toBe(true);
    }
    const listerUrls = data.content.items.map((i) => i.url).filter((url): url is string => Boolean(url?.startsWith('/product/lister/')));
    for (const url of listerUrls) expect(nodeUrls.has(url.slice('/product/lister/'.length)), url).toBe(true);
  });

  it('has the business landing page in French and English, block for block', () => {
    const page = data.content.articles.find((a) => a.url === 'zakelijk');
    const types = (blocks: unknown) => (blocks as { type: string }[]).map((b) => b.type);
    for (const language of ['fr', 'en'] as const) {
      const translation = page?.translations?.[language];
      expect(translation?.title, language).toBeTruthy();
      expect(translation?.heading, language).toBeTruthy();
      expect(types(translation?.blocks)).toEqual(types(page?.blocks));
    }
    expect(page?.translations?.en?.title).toBe('Become a business customer');
  });

  it('tags news with the species a customer registers, for every species the catalogue sells (issue 16)', () => {
    const tags = new Set(data.content.news.items.flatMap((item) => item.tags));
    for (const species of ['hond', 'kat', 'knaagdier', 'vogel', 'vis', 'paard']) expect(tags.has(species), species).toBe(true);
  });

  it('has every news item and news category in French and English, block for block', () => {
    const types = (blocks: unknown) => (blocks as { type: string }[]).map((b) => b.type);
    for (const item of data.content.news.items) {
      for (const language of ['fr', 'en'] as const) {
        const translation = item.translations?.[language];
        expect(translation?.title, `${item.name} ${language}`).toBeTruthy();
        expect(translation?.title).not.toBe(item.title);
        expect(translation?.summary).not.toBe(item.summary);
        expect(types(translation?.blocks)).toEqual(types(item.blocks));
      }
    }
    expect(data.content.news.categories.map((c) => c.translations?.en?.title)).toEqual(['News', 'Tips & advice', 'Events']);
  });

  it('references only pictures that writeDemoImages writes', () => {
    const files = new Set(demoImageFiles().map(([file]) => `${IMAGE_URL_PREFIX}/${file}`));
    const urls = [
      ...data.catalog.images.map((i) => i.url),
      ...data.brands.map((b) => b.img),
      ...data.stores.flatMap((s) => (s.images ?? []).map((i) => i.url)),
      ...data.webNodes.map((n) => n.banner),
      ...data.content.items.map((i) => i.image),
      ...data.content.articles.map((a) => a.metaImage),
      ...data.content.news.items.map((n) => n.image),
      ...data.catalog.discounts.map((d) => d.image),
      ...[...data.content.articles, ...data.content.news.items].flatMap((a) =>
        (a.blocks as { src?: string; banners?: { src: string }[] }[]).flatMap((b) => [b.src, ...(b.banners ?? []).map((x) => x.src)]),
      ),
    ].filter((url): url is string => typeof url === 'string');
    expect(urls.length).toBeGreaterThan(1000);
    expect(urls.filter((url) => !files.has(url))).toEqual([]);
  });
});

describe('demoImageFiles', () => {
  it('writes well-formed, distinct SVG files', () => {
    const files = demoImageFiles();
    expect(files.length).toBeGreaterThan(200);
    expect(new Set(files.map(([file]) => file)).size).toBe(files.length);
    for (const [, svg] of files) {
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg.trim().endsWith('</svg>')).toBe(true);
      expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    }
  });

  // Issue 12: the pictures printed 'HOND'/'KAT', Dutch in every language.
  it('prints no animal word in any language on product pictures, and the pack size on packshots', () => {
    const animalWords = Object.values(ANIMALS).flatMap((a) => [a.fr.name, a.fr.plural, a.en.name, a.en.plural]);
    const words = new RegExp(`\\b(${[...CATALOG.flatMap((a) => [a.name, a.plural]), ...animalWords].join('|')})\\b`, 'i');
    const products = demoImageFiles().filter(([file]) => file.startsWith('products/'));
    const printed = products.map(
      ([file, svg]) => [file, [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join(' ')] as const,
    );
    expect(printed.filter(([, text]) => words.test(text))).toEqual([]);
    const packshot = products.find(([file]) => file === 'products/hond/polderbrok-zak-12-kg.svg');
    expect(packshot?.[1]).toContain('>12 kg</text>');
    expect(packshot?.[1]).toContain('>Polderbrok</text>');
  });
});

describe('writeDemoImages', () => {
  it('writes every picture once and leaves an unchanged folder alone on the next start', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'toonbank-images-'));
    try {
      await writeDemoImages(dir);
      const file = path.join(dir, 'products/hond/polderbrok-zak-12-kg.svg');
      const written = (await stat(file)).mtimeMs;
      await writeDemoImages(dir);
      expect((await stat(file)).mtimeMs).toBe(written);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
