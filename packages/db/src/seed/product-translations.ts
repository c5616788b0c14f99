/**
 * French and English names and texts of products (issue 12 defect 6), written by the same rules as the Dutch ones:
 * the name from the kind's template with each word translated, the description, usage and USPs from the same
 * sentences (by index) of the French and English pools. Null when a word has no translation: the product then
 * stays Dutch, and the shop marks it lang="nl".
 */
import type { FieldTranslations } from '@toonbank/domain/content-culture';
import type { AnimalId } from './data/catalog.ts';
import type { KindDef } from './data/kinds.ts';
import {
  ABOUT_BRAND,
  BRAND_TAGLINES,
  FEEDING_TABLES_FR_EN,
  FIXED_TEXTS,
  NAME_WORDS,
  SAMPLE_WORD,
  sizeLabel,
} from './data/product-words.ts';
import { TEXTS_FR, TEXTS_EN } from './data/texts-fr-en.ts';
import { ANIMALS } from './data/translations.ts';
import { writeTexts, type Placeholders, type TextChoice } from './product-texts.ts';

type Language = 'fr' | 'en';
const LANGUAGES: readonly Language[] = ['fr', 'en'];
const POOLS = { fr: TEXTS_FR, en: TEXTS_EN } as const;

/** What a product's Dutch name and texts were made of. */
export interface ProductRecipe {
  kind: KindDef;
  animal: AnimalId;
  brand: string;
  slots: { noun: string; stage: string; flavour: string; texture: string; feature: string };
  size: string;
  color: string | null;
  /** The name part a variant master leaves out. */
  omit?: 'Size' | 'Color' | 'Variant';
  choice: TextChoice;
  /** Dutch texts that were set instead of chosen ones (free samples' USPs). */
  fixedUsps?: readonly string[];
  /** The Dutch description ends with a line about the brand. */
  aboutBrand: boolean;
  /** Builds a name from slots, size and colour, as products.ts does for Dutch. */
  name: (parts: { slots: ProductRecipe['slots']; size: string; color: string | null; omit?: ProductRecipe['omit'] }) => string;
  /** Dry food's usage starts with a feeding table. */
  feedingTable: boolean;
}

/** A product line before a noun ('Excellence', 'Select 2') stays as it is; a free sample's first word is translated. */
const LINE = /^((?:Original|Excellence|Select|Classic|Vital|Pure|Superior|Essential|Prestige|Signature|Care\+|Nature)(?: \d+)? )?(.*)$/;

function word(dutch: string, language: Language): string | null {
  if (!dutch) return '';
  const pair = NAME_WORDS[dutch];
  return pair ? pair[language === 'fr' ? 0 : 1] : null;
}

function noun(dutch: string, language: Language): string | null {
  const [, line = '', rest = ''] = LINE.exec(dutch) ?? [];
  const [first, ...others] = rest.split(' ');
  const sample = first ? SAMPLE_WORD[first] : undefined;
  const translated = sample ? word(others.join(' '), language) : word(rest, language);
  if (translated === null) return null;
  return `${line}${sample ? `${sample[language === 'fr' ? 0 : 1]} ` : ''}${translated}`;
}

function pick(pair: readonly [string, string] | undefined, language: Language): string | null {
  return pair ? pair[language === 'fr' ? 0 : 1] : null;
}

/** The product's name, description, usage and USPs in one language; null when a word or sentence is missing. */
function translate(recipe: ProductRecipe, language: Language): Record<string, string> | null {
  const slots = {
    noun: noun(recipe.slots.noun, language),
    stage: word(recipe.slots.stage, language),
    flavour: word(recipe.slots.flavour, language),
    texture: word(recipe.slots.texture, language),
    feature: word(recipe.slots.feature, language),
  };
  const color = recipe.color ? word(recipe.color, language) : null;
  if (Object.values(slots).some((value) => value === null) || (recipe.color && color === null)) return null;
  const translatedSlots = slots as ProductRecipe['slots'];
  // '1 stuk' stays as the name builder knows it: a single piece has no size in its name.
  const size = recipe.size === '1 stuk' ? recipe.size : sizeLabel(recipe.size, language);
  const name = recipe.name({ slots: translatedSlots, size, color, omit: recipe.omit });
  const values: Placeholders = {
    brand: recipe.brand,
    product: recipe.name({ slots: translatedSlots, size, color, omit: 'Size' }),
    animals: ANIMALS[recipe.animal][language].plural,
    flavour: translatedSlots.flavour,
    flavourLower: translatedSlots.flavour.toLowerCase(),
    stage: translatedSlots.stage,
    feature: translatedSlots.feature,
    size: sizeLabel(recipe.size, language),
  };
  const tagline = pick(BRAND_TAGLINES[recipe.brand], language);
  if (recipe.aboutBrand && !tagline) return null;
  const texts = writeTexts(
    POOLS[language][recipe.choice.group],
    recipe.choice,
    values,
    recipe.aboutBrand ? `${ABOUT_BRAND[language](recipe.brand)}${tagline}` : null,
  );
  if (!texts) return null;
  const usps = recipe.fixedUsps ? recipe.fixedUsps.map((usp) => pick(FIXED_TEXTS[usp], language)) : texts.usps;
  if (usps.some((usp) => usp === null)) return null;
  const table = recipe.feedingTable ? pick(FEEDING_TABLES_FR_EN[recipe.animal], language) : null;
  return { name, description: texts.description, usage: table ? `${table} ${texts.usage}` : texts.usage, usps: usps.join('\n') };
}

/** French and English of a product, or an empty object when either cannot be written. */
export function productTranslations(recipe: ProductRecipe): FieldTranslations {
  const [fr, en] = LANGUAGES.map((language) => translate(recipe, language));
  return fr && en ? { fr, en } : {};
}
