import { slugify } from '@toonbank/domain/slug';
import type { brands } from '../schema/catalogue.ts';
import { BRANDS, type BrandDef } from './data/brands.ts';
import { BRAND_TAGLINES } from './data/product-words.ts';

export type BrandRow = typeof brands.$inferInsert & { id: number };

export interface SeedBrand {
  id: number;
  def: BrandDef;
  /** First five GS1 company digits after the Dutch '87' prefix of this brand's EAN codes. */
  gs1Company: number;
}

/** Brand logo file (relative to the images folder); null for the nameless brand. */
export function brandLogoPath(def: BrandDef): string | null {
  return def.name.trim() ? `brands/${brandUrl(def)}.svg` : null;
}

export function brandUrl(def: BrandDef): string {
  return def.url ?? slugify(def.name);
}

export function buildBrands(): { rows: BrandRow[]; brands: SeedBrand[] } {
  const brands = BRANDS.map((def, index) => ({ id: index + 1, def, gs1Company: 10_000 + index * 1_000 }));
  const rows = brands.map(({ id, def }) => {
    const logo = brandLogoPath(def);
    return {
      id,
      name: def.name,
      url: brandUrl(def),
      img: logo ? `/images/${logo}` : null,
      description: def.tagline,
      translations: brandTranslations(def),
      popularRank: def.popularRank ?? null,
      isNew: def.isNew ?? false,
    };
  });
  return { rows, brands };
}

/** The tagline in French and English where the demo data has them (the brand page shows it as the description). */
function brandTranslations(def: BrandDef): BrandRow['translations'] {
  const pair = BRAND_TAGLINES[def.name];
  return pair ? { fr: { description: pair[0] }, en: { description: pair[1] } } : {};
}
