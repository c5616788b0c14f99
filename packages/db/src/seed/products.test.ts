import { describe, expect, it } from 'vitest';
import { buildBrands } from './brands.ts';
import { CATALOG } from './data/catalog.ts';
import { COLORS, KINDS } from './data/kinds.ts';
import { NAME_WORDS } from './data/product-words.ts';
import { TEXTS } from './data/texts.ts';
import { TEXTS_EN, TEXTS_FR } from './data/texts-fr-en.ts';
import { generateProducts, TRANSLATED_PRODUCTS } from './products.ts';
import { Random } from './random.ts';
import { buildWebNodes } from './web-nodes.ts';

const REFERENCE = new Date(Date.UTC(2026, 10, 1));

/** The products of a data set as `buildDataset` makes them, with what each is (its kind and leaf category). */
function generate(count: number, seed = 2026) {
  const tree = buildWebNodes(REFERENCE);
  const { rows: brandRows, brands } = buildBrands();
  const generated = generateProducts(new Random(seed).fork('products'), {
    count,
    reference: REFERENCE,
    leaves: tree.leaves,
    brands,
    special: tree.special,
  });
  const leafById = new Map(tree.leaves.map((leaf) => [leaf.id, leaf]));
  const brandById = new Map(brandRows.map((brand) => [brand.id, brand]));
  const items = generated.rows.map((row, index) => {
    const meta = generated.meta[index]!;
    return {
      row,
      kind: meta.kind,
      leaf: meta.leafId === null ? undefined : leafById.get(meta.leafId),
      brand: brandById.get(row.brandId ?? -1),
    };
  });
  return Object.assign(items, { connections: generated.connections });
}

// Issue 12 defect 12: demo data that reads as a real shop's.
describe('generated products', () => {
  const products = generate(2000);

  it.each([2000, 12_000])('gives %i products names no other product has', (count) => {
    const names = (count === 2000 ? products : generate(count, 7)).map((p) => p.row.name);
    const counts = new Map<string, number>();
    for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
    expect([...counts].filter(([, n]) => n > 1)).toEqual([]);
  });

  it('tells apart would-be namesakes by a product line before the noun, the same for a whole variant family', () => {
    const lined = products.filter((p) => /^(Original|Excellence|Select|Classic|Vital|Pure) /.test(p.row.name));
    expect(lined.length).toBeGreaterThan(0);
    const byId = new Map(products.map((p) => [p.row.id, p.row]));
    const sizes = products.connections.filter((c) => byId.get(c.productId)?.isVirtual && c.type === 'Size');
    expect(sizes.length).toBeGreaterThan(10);
    for (const link of sizes) expect(byId.get(link.connectedProductId)?.name.startsWith(`${byId.get(link.productId)?.name} `)).toBe(true);
  });

  it('gives every product a brand a shopper can see', () => {
    const hidden = products.filter((p) => !p.brand || p.brand.name.trim() === '' || p.brand.name.trim().toLowerCase() === 'geen merk');
    expect(hidden.map((p) => p.row.name)).toEqual([]);
  });

  it('keeps wet-food storage out of dry food and feeding out of things that are not eaten', () => {
    const dry = products.filter((p) => p.kind === 'dryFood');
    const wet = products.filter((p) => p.kind === 'wetFood');
    expect(dry.length).toBeGreaterThan(200);
    expect(
      dry.filter((p) => /koelkast|kamertemperatuur|natte/i.test(`${p.row.description} ${p.row.usage}`)).map((p) => p.row.usage),
    ).toEqual([]);
    expect(wet.some((p) => p.row.usage.includes('koelkast'))).toBe(true);
    expect(
      wet.filter((p) => /brokje|knapperig|\bzak\b/i.test(`${p.row.description} ${p.row.usage}`)).map((p) => p.row.description),
    ).toEqual([]);
    const notEaten = products.filter((p) => ['toy', 'accessory', 'bed', 'equipment', 'litter', 'bedding'].includes(p.kind));
    expect(
      notEaten.filter((p) => /voedingsadvies|drinkwater|dagportie/i.test(`${p.row.description} ${p.row.usage}`)).map((p) => p.row.name),
    ).toEqual([]);
  });

  it('writes aquarium water, gravel and ornaments texts that fit them, not coat care or play', () => {
    const aquarium = products.filter((p) =>
      ['Waterverbeteraars', 'Watertesten', 'Grind & zand', 'Ornamenten'].includes(p.leaf?.leaf.name ?? ''),
    );
    expect(aquarium.length).toBeGreaterThan(10);
    expect(
      aquarium
        .filter((p) => /vacht|speelplezier|klontjes|geurtjes|huisdier/i.test(`${p.row.description} ${p.row.usage}`))
        .map((p) => p.row.description),
    ).toEqual([]);
  });
});

// Issue 12 defect 6: French and English for the most visited products, by the same rules as the Dutch texts.
describe('product translations', () => {
  const products = generate(2000);
  const translated = products.filter((p) => p.row.translations.fr);

  it('translates the most visited products (by weighting), at least 200', () => {
    expect(translated.length).toBeGreaterThanOrEqual(TRANSLATED_PRODUCTS);
    const byPopularity = products
      .filter((p) => p.row.type === 'Product')
      .sort((a, b) => b.row.weighting - a.row.weighting || a.row.id - b.row.id);
    expect(
      byPopularity
        .slice(0, TRANSLATED_PRODUCTS)
        .filter((p) => !p.row.translations.fr)
        .map((p) => p.row.name),
    ).toEqual([]);
    expect(translated.every((p) => p.row.translations.en?.name)).toBe(true);
  });

  it('has French and English pools with the same sentences, in order, with the same placeholders as the Dutch', () => {
    const placeholders = (text: string) =>
      [...text.matchAll(/\{(\w+)\}/g)]
        .map((m) => m[1])
        .sort()
        .join(',');
    for (const pools of [TEXTS_FR, TEXTS_EN]) {
      for (const [group, pool] of Object.entries(TEXTS)) {
        for (const part of ['openings', 'body', 'usage', 'usps'] as const) {
          const other = pools[group as keyof typeof TEXTS][part];
          expect(other.map(placeholders), `${group}.${part}`).toEqual(pool[part].map(placeholders));
        }
      }
    }
  });

  it('knows every word product names are made of', () => {
    const words = new Set<string>([
      ...COLORS.map((c) => c.name),
      ...Object.values(KINDS).flatMap((k) => [...k.features, ...(k.textures ?? [])]),
    ]);
    for (const animal of CATALOG) {
      for (const w of [...animal.stages, ...animal.flavours]) words.add(w);
      for (const leaf of animal.groups.flatMap((g) => g.leaves))
        for (const w of [...leaf.nouns, ...(leaf.stages ?? []), ...(leaf.flavours ?? []), ...(leaf.features ?? [])]) words.add(w);
    }
    expect([...words].filter((w) => w && !NAME_WORDS[w])).toEqual([]);
  });

  it('writes names that differ from each other and texts without Dutch words', () => {
    for (const language of ['fr', 'en'] as const) {
      const names = translated.map((p) => p.row.translations[language]!.name!);
      expect(names.length - new Set(names).size, language).toBe(0);
      const dutch = /\b(het|een|voor|van|wordt|zonder|honden|katten|stuks)\b/i;
      const texts = translated.map((p) => Object.values(p.row.translations[language]!).join(' '));
      expect(texts.filter((t) => dutch.test(t)).slice(0, 3)).toEqual([]);
    }
    const sample = translated.find((p) => p.kind === 'dryFood' && p.row.usage.startsWith('Voedingsadvies'));
    expect(sample?.row.translations.en?.usage).toMatch(/^Daily feeding guide/);
    expect(sample?.row.translations.fr?.usage).toMatch(/^Ration journalière conseillée/);
  });
});
