import { LANGUAGE_TAGS } from '@toonbank/domain/content-culture';
import { createContext, use, useContext } from 'react';
import { catalogueFor, hasMessage, loadCatalogue } from './catalogues.ts';
import type { MessageKey } from './nl.ts';

export const LOCALES = ['nl', 'fr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export type { MessageKey };

/** BCP 47 tags for formatting; the shop's own locale is nl-NL. */
export const LOCALE_TAGS: Readonly<Record<Locale, string>> = LANGUAGE_TAGS;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

const PLURAL = /\{(\w+), plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{[^{}]*\})+)\s*\}/g;
const PLURAL_CASE = /(=\d+|zero|one|two|few|many|other)\s*\{([^{}]*)\}/g;
const PLACEHOLDER = /\{(\w+)\}/g;

/** Intl's plural rules and number format of each locale, made once: building them costs far more than using them. */
const pluralFormats = new Map<Locale, { rules: Intl.PluralRules; numbers: Intl.NumberFormat }>();
function pluralFormatting(locale: Locale) {
  let formats = pluralFormats.get(locale);
  if (!formats) {
    formats = { rules: new Intl.PluralRules(LOCALE_TAGS[locale]), numbers: new Intl.NumberFormat(LOCALE_TAGS[locale]) };
    pluralFormats.set(locale, formats);
  }
  return formats;
}

/** A message cut into its text, its placeholders (`{name}`) and its plural choices, once per message text. */
type Part = string | { name: string } | { name: string; raw: string; cases: ReadonlyMap<string, string> };
const partsOfText = new Map<string, readonly Part[]>();

function placeholderParts(text: string): Part[] {
  return text.split(PLACEHOLDER).map((piece, i) => (i % 2 === 1 ? { name: piece } : piece));
}

function partsOf(text: string): readonly Part[] {
  const known = partsOfText.get(text);
  if (known) return known;
  const parts: Part[] = [];
  let at = 0;
  for (const match of text.matchAll(PLURAL)) {
    const cases = new Map<string, string>();
    for (const [, selector, message] of match[2]!.matchAll(PLURAL_CASE)) cases.set(selector!, message!);
    parts.push(...placeholderParts(text.slice(at, match.index)), { name: match[1]!, raw: match[0], cases });
    at = match.index + match[0].length;
  }
  parts.push(...placeholderParts(text.slice(at)));
  partsOfText.set(text, parts);
  return parts;
}

/**
 * A message with its values. Grammar with numbers goes through the language's plural rules (Intl.PluralRules), never
 * a fixed word: a message may hold `{count, plural, one {# klant gevonden} other {# klanten gevonden}}` (the ICU
 * MessageFormat plural subset: exact `=n` cases and the CLDR categories; `#` is the number in the locale's notation).
 * A placeholder without a value, or a plural whose value is no number, stays as written.
 */
function format(text: string, locale: Locale, values: Record<string, string | number>): string {
  let out = '';
  for (const part of partsOf(text)) {
    if (typeof part === 'string') {
      out += part;
      continue;
    }
    if (!('cases' in part)) {
      out += String(values[part.name] ?? `{${part.name}}`);
      continue;
    }
    const number = Number(values[part.name]);
    if (!Number.isFinite(number)) {
      out += part.raw.replace(PLACEHOLDER, (match, name: string) => String(values[name] ?? match));
      continue;
    }
    const { rules, numbers } = pluralFormatting(locale);
    const chosen = part.cases.get(`=${String(number)}`) ?? part.cases.get(rules.select(number)) ?? part.cases.get('other') ?? '';
    out += chosen.replace(/#/g, numbers.format(number));
  }
  return out;
}

export function translator(locale: Locale): Translate {
  const catalogue = catalogueFor(locale) ?? catalogueFor('nl');
  return (key, values) => {
    const text = catalogue?.[key] ?? key;
    return values ? format(text, locale, values) : text;
  };
}

export const LocaleContext = createContext<Locale>('nl');

/**
 * Suspends until the catalogue of `locale` is there. On the server every catalogue is; the browser fetches the
 * page's own before it hydrates (entry.client.tsx) and another language's the first time a page in it is shown.
 */
export function useCatalogue(locale: Locale): void {
  if (!catalogueFor(locale)) use(loadCatalogue(locale));
}

export { loadCatalogue };

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

export function useT(): Translate {
  return translator(useLocale());
}

/** Whether `key` is a message of the catalogues (for keys built from data, such as facet fields). */
export function isMessageKey(key: string): key is MessageKey {
  return hasMessage(key);
}

/** The heading of a facet in the visitor's language; an unknown field keeps the API's label, capitalised. */
export function facetLabel(field: string, label: string, t: Translate): string {
  const key = `facet.${field}`;
  if (isMessageKey(key)) return t(key);
  return label ? label.charAt(0).toLocaleUpperCase('nl-NL') + label.slice(1) : field;
}

/** A sales unit of the catalogue ('kg', 'liter', 'stuk') in the visitor's language; an unknown one as given. */
export function unitLabel(unit: string, t: Translate): string {
  const key = `product.unit.${unit}`;
  return isMessageKey(key) ? t(key) : unit;
}

/**
 * A product's label (its webshop banner, Dutch data: 'Nieuw', 'Op=op', 'Actie 11-2026') in the visitor's language;
 * one the catalogues do not know stays Dutch, with `lang` 'nl' to mark it on a French or English page.
 */
export function bannerLabel(banner: string, t: Translate, locale: Locale): { text: string; lang: 'nl' | undefined } {
  const key = `banner.${banner}`;
  if (isMessageKey(key)) return { text: t(key), lang: undefined };
  const period = /^Actie (.+)$/.exec(banner)?.[1];
  if (period) return { text: t('banner.actie', { period }), lang: undefined };
  // A period code ('Q4-2026') reads the same in every language.
  if (/^Q\d-\d{4}$/.test(banner)) return { text: banner, lang: undefined };
  return { text: banner, lang: locale === 'nl' ? undefined : 'nl' };
}
