import type { AnimalDef, LeafDef } from './data/catalog.ts';
import type { KindId, TextGroup } from './data/kinds.ts';
import { DIETS, DIET_OF, PROTEIN_WORDS, TEXTS, type Diet, type TextPool } from './data/texts.ts';
import type { Random } from './random.ts';

/** Values for the placeholders of texts.ts; missing or empty values make a sentence unusable. */
export type Placeholders = Partial<
  Record<'brand' | 'product' | 'animals' | 'flavour' | 'flavourLower' | 'stage' | 'feature' | 'size', string>
>;

/** Fills `{name}` placeholders; null when one of them has no value. */
function fillTemplate(template: string, values: Placeholders): string | null {
  let missing = false;
  const text = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name as keyof Placeholders];
    if (!value) missing = true;
    return value ?? '';
  });
  return missing ? null : text;
}

/** Indexes of the templates whose placeholders all have a value. */
function usableIndexes(templates: readonly string[], values: Placeholders): number[] {
  return templates.flatMap((template, index) => (fillTemplate(template, values) === null ? [] : [index]));
}

interface ProductTexts {
  description: string;
  usage: string;
  usps: string[];
}

/**
 * Which sentences of a pool a product gets, by index, so the same choice can be written in every language of the
 * pool (texts-fr-en.ts has the same sentences in the same order).
 */
export interface TextChoice {
  group: TextGroup;
  opening: number;
  body: number[];
  usage: number;
  usps: number[];
}

/** Picks an opening, 2-3 body sentences, a usage text and 2-4 USPs from the pool of the product's kind. */
export function chooseTexts(random: Random, group: TextGroup, values: Placeholders): TextChoice {
  const pool = TEXTS[group];
  const opening = random.pick(usableIndexes(pool.openings, values));
  const body = random.sample(usableIndexes(pool.body, values), random.int(2, 3));
  const usage = random.pick(usableIndexes(pool.usage, values));
  const usps = random.sample(
    pool.usps.map((_, index) => index),
    random.int(2, 4),
  );
  return { group, opening, body, usage, usps };
}

/**
 * The chosen texts written from `pool` with `values`: the description (opening and body sentences, plus `about`,
 * a line about the brand, as a paragraph of its own), usage and USPs. Null when a sentence misses a value.
 */
export function writeTexts(pool: TextPool, choice: TextChoice, values: Placeholders, about: string | null): ProductTexts | null {
  const fill = (template: string | undefined) => (template === undefined ? null : fillTemplate(template, values));
  const sentences = [fill(pool.openings[choice.opening]), ...choice.body.map((index) => fill(pool.body[index]))];
  const usage = fill(pool.usage[choice.usage]);
  const usps = choice.usps.map((index) => pool.usps[index]);
  if (usage === null || sentences.some((sentence) => sentence === null) || usps.some((usp) => usp === undefined)) return null;
  return { description: [sentences.join(' '), ...(about ? [about] : [])].join('\n\n'), usage, usps: usps as string[] };
}

/** The Dutch texts of a choice; the line about the brand when it has a tagline. */
export function dutchTexts(choice: TextChoice, values: Placeholders, brandTagline: string): ProductTexts {
  const texts = writeTexts(
    TEXTS[choice.group],
    choice,
    values,
    brandTagline && values.brand ? `Over ${values.brand}: ${brandTagline}` : null,
  );
  if (!texts) throw new Error(`Producttekst zonder waarde voor een plaatshouder (${choice.group})`);
  return texts;
}

const FEEDING_TABLES: Partial<Record<string, string>> = {
  hond: 'Voedingsadvies per dag (lichaamsgewicht: hoeveelheid): 5 kg: 85-100 g · 10 kg: 140-165 g · 20 kg: 235-275 g · 30 kg: 320-370 g · 40 kg: 395-460 g.',
  kat: 'Voedingsadvies per dag (lichaamsgewicht: hoeveelheid): 3 kg: 40-45 g · 4 kg: 50-60 g · 5 kg: 60-70 g · 6 kg: 70-80 g.',
};

/** Dry food gets a feeding table in front of the general usage text. */
export function feedingAdvice(kindId: KindId, animal: AnimalDef, usage: string): string {
  const table = kindId === 'dryFood' ? FEEDING_TABLES[animal.id] : undefined;
  return table ? `${table} ${usage}` : usage;
}

const FOOD_KINDS: ReadonlySet<KindId> = new Set(['dryFood', 'wetFood', 'snack', 'feed', 'fishFood']);

/**
 * Ingredient declaration for food: composition with percentages, analytical
 * constituents and additives, like on a Dutch pet-food label. Empty for non-food.
 */
export function ingredientsFor(random: Random, kindId: KindId, animal: AnimalDef, leaf: LeafDef | null, flavour: string): string {
  if (leaf?.composition) return leaf.composition;
  if (!FOOD_KINDS.has(kindId)) return '';
  const diet = DIETS[DIET_OF[animal.id]];
  const composition = compositionLine(random, diet, flavour);
  const wet = kindId === 'wetFood';
  const analysis = analysisLine(random, diet, wet);
  const additives = `Toevoegingsmiddelen per kg: vitamine A ${random.int(8, 20) * 1000} IE, vitamine D3 ${random.int(8, 20) * 100} IE, vitamine E ${random.int(5, 30) * 10} mg, zink ${random.int(6, 18) * 10} mg.`;
  return [composition, analysis, additives].join('\n\n');
}

function compositionLine(random: Random, diet: Diet, flavour: string): string {
  const proteins = flavour
    .split(/\s*&\s*|\s+/)
    .map((word) => PROTEIN_WORDS[word])
    .filter((word): word is string => Boolean(word));
  const carbs = random.sample(diet.carbs, random.int(2, 3));
  const extras = random.sample(diet.extras, random.int(3, 5));
  const parts: string[] = [];
  if (proteins.length > 0) {
    parts.push(`${capitalise(proteins[0] as string)} (${random.int(18, 40)}%)`);
    if (proteins[1]) parts.push(`${proteins[1]} (${random.int(6, 14)}%)`);
    parts.push(`${carbs[0]} (${random.int(10, 24)}%)`, ...carbs.slice(1));
  } else {
    parts.push(`${capitalise(carbs[0] as string)} (${random.int(20, 40)}%)`, ...carbs.slice(1));
  }
  return `Samenstelling: ${[...parts, ...extras].join(', ')}.`;
}

function analysisLine(random: Random, diet: Diet, wet: boolean): string {
  const labels = ['ruw eiwit', 'ruw vet', 'ruwe celstof', 'ruwe as', 'vocht'];
  const values = diet.analysis.map(([min, max], index) => {
    if (wet) return index === 4 ? random.int(76, 82) : Math.max(0.5, Math.round(((min + max) / 2 / 3.5) * 10) / 10);
    return random.int(min * 10, max * 10) / 10;
  });
  const formatted = values.map((value, index) => `${labels[index]} ${String(value).replace('.', ',')}%`);
  return `Analytische bestanddelen: ${formatted.join(', ')}.`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
